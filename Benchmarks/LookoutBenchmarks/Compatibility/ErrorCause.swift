import Foundation

/// What an error says is missing, in a form shared by every error with the same root: `import UIKit`,
/// `UIColor`, `View.onKeyPress`, `Publishers.Merge`. Errors no pattern names keep their message, with quoted
/// types in place.
enum ErrorCause {
  static func of(_ message: String) -> String {
    let quoted = quotedParts(of: message)
    func type(_ index: Int) -> String { shortType(quoted[index]) }
    switch true {
    case message.hasPrefix("no such module"), message.hasPrefix("could not build"):
      return quoted.first.map { "import \($0)" } ?? message
    case message.hasPrefix("cannot find type") && quoted.count >= 1,
         message.hasPrefix("cannot find") && message.hasSuffix("in scope") && quoted.count >= 1:
      return quoted[0]
    case message.hasPrefix("value of type") && message.contains("has no member") && quoted.count >= 2,
         message.hasPrefix("type") && message.contains("has no member") && quoted.count >= 2:
      return "\(type(0)).\(quoted[1])"
    case message.hasPrefix("module") && message.contains("has no member named") && quoted.count >= 2:
      return "\(quoted[0]).\(quoted[1])"
    case message.hasPrefix("reference to member") && quoted.count >= 1:
      return ".\(quoted[0]) (implicit member)"
    case message.hasPrefix("member") && message.contains("cannot be used on value of type") && quoted.count >= 2:
      return "\(quoted[0]) on \(type(1))"
    case message.hasPrefix("type") && message.contains("does not conform to protocol") && quoted.count >= 2:
      return "\(type(0)): \(quoted[1])"
    case message.hasPrefix("extraneous argument label") || message.hasPrefix("incorrect argument label"),
         message.hasPrefix("missing argument") || message.hasPrefix("extra argument"):
      return "call form: " + generalized(message)
    default:
      return generalized(message)
    }
  }

  /// `'Binding<Int>'` → `Binding`; `'any View'` → `any View`.
  static func shortType(_ type: String) -> String {
    var name = type
    if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
    if name.hasSuffix("?") { name.removeLast() }
    return name
  }

  /// The text between single quotes, in order.
  static func quotedParts(of message: String) -> [String] {
    var parts: [String] = []
    var current: String?
    for character in message {
      if character == "'" {
        if let part = current { parts.append(part); current = nil } else { current = "" }
      } else if current != nil {
        current?.append(character)
      }
    }
    return parts
  }

  /// The message with each quoted part that names a type shortened (generic arguments dropped), so that errors
  /// differing only in a local name group together.
  static func generalized(_ message: String) -> String {
    var result = ""
    var inQuote = false
    var part = ""
    for character in message {
      if character == "'" {
        if inQuote { result += "'\(shortType(part))'"; part = "" }
        inQuote.toggle()
      } else if inQuote {
        part.append(character)
      } else {
        result.append(character)
      }
    }
    return result
  }
}
