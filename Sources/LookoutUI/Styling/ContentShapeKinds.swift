/// Kinds of content shapes (`.contentShape(.contextMenuPreview, .rect)`).
nonisolated public struct ContentShapeKinds: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let interaction = ContentShapeKinds(rawValue: 1)
  public static let dragPreview = ContentShapeKinds(rawValue: 2)
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
  public static let hoverEffect = ContentShapeKinds(rawValue: 8)
  public static let focusEffect = ContentShapeKinds(rawValue: 16)
  public static let accessibility = ContentShapeKinds(rawValue: 32)
}
