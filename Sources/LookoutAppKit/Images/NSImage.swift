import Foundation

/// An image, AppKit's: by name (an asset or an SF Symbol), or from data; no pixels headlessly.
open class NSImage: NSObject, @unchecked Sendable {
  /// The asset or symbol name, if the image has one.
  public let imageName: String?
  open var size: NSSize
  open var isTemplate = false
  open var accessibilityDescription: String?

  public init(size: NSSize) {
    imageName = nil
    self.size = size
  }
  public override convenience init() { self.init(size: .zero) }
  init(name: String?, size: NSSize = .zero) {
    imageName = name
    self.size = size
  }
  /// The asset catalogue's image: known by its name only, headlessly.
  public convenience init?(named name: String) { self.init(name: name) }
  /// An SF Symbol, by name.
  public convenience init?(systemSymbolName name: String, accessibilityDescription description: String?) {
    self.init(name: name)
    isTemplate = true
    accessibilityDescription = description
  }
  public convenience init?(data: Data) {
    guard !data.isEmpty else { return nil }
    self.init(name: nil)
  }
  public convenience init?(contentsOf url: URL) {
    guard let data = try? Data(contentsOf: url) else { return nil }
    self.init(data: data)
  }
  public convenience init?(contentsOfFile path: String) { self.init(contentsOf: URL(fileURLWithPath: path)) }
  public convenience init(cgImage: CGImage, size: NSSize) { self.init(name: nil, size: size) }

  open func name() -> String? { imageName }
  open func withSymbolConfiguration(_ configuration: SymbolConfiguration) -> NSImage? { self }
  open func lockFocus() {}
  open func unlockFocus() {}

  /// How an SF Symbol is drawn.
  open class SymbolConfiguration: NSObject, @unchecked Sendable {
    public init(pointSize: CGFloat, weight: NSFont.Weight) {}
    public init(textStyle style: NSFont.TextStyle) {}
    public init(scale: SymbolScale) {}
  }
  public enum SymbolScale: Int, Sendable { case small = 1, medium, large }
}
