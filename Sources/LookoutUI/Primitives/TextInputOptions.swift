// How text fields submit and capitalize.

/// The label of the keyboard's return key.
nonisolated public enum SubmitLabel: Sendable, Hashable { case done, go, send, join, route, search, `return`, next, `continue` }

/// What triggers `.onSubmit`.
nonisolated public struct SubmitTriggers: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}

/// How text input capitalizes.
nonisolated public struct TextInputAutocapitalization: Sendable, Hashable {
  let name: String
  public static let never = TextInputAutocapitalization(name: "never")
  public static let words = TextInputAutocapitalization(name: "words")
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  public static let characters = TextInputAutocapitalization(name: "characters")
}
