import Foundation

// The text input traits of text fields (`.keyboardType(.numberPad)`, `.textContentType(.emailAddress)`).

/// The keyboard a text field shows.
public enum UIKeyboardType: Int, Sendable, Hashable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad,
    twitter, webSearch, asciiCapableNumberPad
  public static let alphabet = UIKeyboardType.asciiCapable
}

/// How a text field capitalizes what is typed.
public enum UITextAutocapitalizationType: Int, Sendable, Hashable { case none, words, sentences, allCharacters }

/// What a text field holds, for autofill.
public struct UITextContentType: RawRepresentable, Sendable, Hashable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let name = UITextContentType("name")
  public static let givenName = UITextContentType("givenName")
  public static let familyName = UITextContentType("familyName")
  public static let nickname = UITextContentType("nickname")
  public static let username = UITextContentType("username")
  public static let password = UITextContentType("password")
  public static let newPassword = UITextContentType("newPassword")
  public static let oneTimeCode = UITextContentType("oneTimeCode")
  public static let emailAddress = UITextContentType("emailAddress")
  public static let telephoneNumber = UITextContentType("telephoneNumber")
  public static let URL = UITextContentType("URL")
  public static let fullStreetAddress = UITextContentType("fullStreetAddress")
  public static let postalCode = UITextContentType("postalCode")
  public static let addressCity = UITextContentType("addressCity")
  public static let countryName = UITextContentType("countryName")
  public static let organizationName = UITextContentType("organizationName")
  public static let creditCardNumber = UITextContentType("creditCardNumber")
  public static let jobTitle = UITextContentType("jobTitle")
  public static let location = UITextContentType("location")
}
