/// Liquid glass (`.glassEffect(.regular)`).
nonisolated public struct Glass: Sendable, Hashable, CustomStringConvertible {
  public let description: String
  public static let regular = Glass(description: "regular")
  public static let clear = Glass(description: "clear")
  public static let identity = Glass(description: "identity")
  public func tint(_ color: Color?) -> Glass { Glass(description: description + " tinted") }
  public func interactive(_ isEnabled: Bool = true) -> Glass { Glass(description: description + " interactive") }
}
