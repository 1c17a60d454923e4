/// How changed content animates (`.contentTransition(.numericText())`).
nonisolated public struct ContentTransition: Sendable, Hashable, CustomStringConvertible {
  public let description: String
  public static let identity = ContentTransition(description: "identity")
  public static let opacity = ContentTransition(description: "opacity")
  public static let interpolate = ContentTransition(description: "interpolate")
  public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(description: "numericText") }
  public static func numericText(value: Double) -> ContentTransition { ContentTransition(description: "numericText") }
  public static let symbolEffect = ContentTransition(description: "symbolEffect")
}
