import Foundation

/// An image: a named one (the asset catalogue's, or an SF Symbol), or one made from PNG or JPEG data, whose
/// pixel size is read from the data. There is no decoding or drawing headlessly.
open class UIImage: NSObject, @unchecked Sendable {
  /// The asset or symbol name, if the image has one.
  package let name: String?
  public let isSymbolImage: Bool
  public let size: CGSize
  public let scale: CGFloat
  public let renderingMode: RenderingMode
  public let configuration: Configuration?
  let data: Data?
  /// The tint `withTintColor` gave.
  package let tint: UIColor?

  package init(name: String?, symbol: Bool = false, size: CGSize = .zero, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic,
               configuration: Configuration? = nil, data: Data? = nil, tint: UIColor? = nil) {
    self.name = name
    isSymbolImage = symbol
    self.size = size
    self.scale = scale
    self.renderingMode = renderingMode
    self.configuration = configuration
    self.data = data
    self.tint = tint
  }

  /// An empty image.
  public override convenience init() { self.init(name: nil) }

  /// The asset catalogue's image of this name: there are no compiled catalogues on Linux, so the image is known
  /// by its name (and has no size).
  public convenience init?(named name: String) { self.init(name: name) }
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { self.init(name: name) }
  public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
    self.init(name: name, configuration: configuration)
  }
  /// An SF Symbol, by name.
  public convenience init?(systemName name: String) { self.init(name: name, symbol: true, renderingMode: .alwaysTemplate) }
  public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
    self.init(name: name, symbol: true, renderingMode: .alwaysTemplate, configuration: configuration)
  }
  public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) { self.init(systemName: name) }
  /// An image from PNG or JPEG data (nil for data that is neither).
  public convenience init?(data: Data) { self.init(data: data, scale: 1) }
  public convenience init?(data: Data, scale: CGFloat) {
    guard let pixels = ImageHeader.pixelSize(of: data) else { return nil }
    self.init(name: nil, size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale, data: data)
  }
  public convenience init?(contentsOfFile path: String) {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    self.init(data: data)
  }
  public convenience init(cgImage: CGImage) {
    self.init(name: nil, size: CGSize(width: cgImage.width, height: cgImage.height))
  }

  open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    UIImage(name: name, symbol: isSymbolImage, size: size, scale: scale, renderingMode: renderingMode, configuration: configuration, data: data, tint: tint)
  }
  open func withTintColor(_ color: UIColor) -> UIImage {
    UIImage(name: name, symbol: isSymbolImage, size: size, scale: scale, renderingMode: renderingMode, configuration: configuration, data: data, tint: color)
  }
  open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { withTintColor(color).withRenderingMode(renderingMode) }
  open func withConfiguration(_ configuration: Configuration) -> UIImage {
    UIImage(name: name, symbol: isSymbolImage, size: size, scale: scale, renderingMode: renderingMode, configuration: configuration, data: data, tint: tint)
  }
  open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? { withConfiguration(configuration) }
  open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }
  open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage { self }

  /// The data the image was made from, when it was PNG.
  open func pngData() -> Data? { data.flatMap { ImageHeader.isPNG($0) ? $0 : nil } }
  /// The data the image was made from, when it was JPEG.
  open func jpegData(compressionQuality: CGFloat) -> Data? { data.flatMap { ImageHeader.isJPEG($0) ? $0 : nil } }

  open var cgImage: CGImage? { data == nil ? nil : CGImage(width: Int(size.width * scale), height: Int(size.height * scale)) }

  open override var description: String {
    name.map { "<UIImage: \(isSymbolImage ? "symbol" : "named")(\($0))>" } ?? "<UIImage: \(Int(size.width))×\(Int(size.height))>"
  }

  /// How an image is drawn: as is, or as a template the tint colours.
  public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
  public enum ResizingMode: Int, Sendable { case tile, stretch }
  public enum Orientation: Int, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }

  /// An image's configuration.
  open class Configuration: NSObject, @unchecked Sendable {}

  /// How an SF Symbol is drawn.
  open class SymbolConfiguration: Configuration, @unchecked Sendable {
    public let pointSize: CGFloat?
    public let weight: SymbolWeight?
    public let scale: SymbolScale?
    public let textStyle: UIFont.TextStyle?

    init(pointSize: CGFloat? = nil, weight: SymbolWeight? = nil, scale: SymbolScale? = nil, textStyle: UIFont.TextStyle? = nil) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
      self.textStyle = textStyle
    }
    public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: nil) }
    public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: nil) }
    public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) { self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil) }
    public convenience init(weight: SymbolWeight) { self.init(pointSize: nil, weight: weight) }
    public convenience init(scale: SymbolScale) { self.init(pointSize: nil, weight: nil, scale: scale) }
    public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: nil, weight: nil, scale: nil, textStyle: textStyle) }
    public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) { self.init(pointSize: nil, weight: nil, scale: scale, textStyle: textStyle) }
    public convenience init(font: UIFont) { self.init(pointSize: font.pointSize) }
    public convenience init(hierarchicalColor: UIColor) { self.init(pointSize: nil) }
    public convenience init(paletteColors: [UIColor]) { self.init(pointSize: nil) }
    public static var preferringMulticolor: SymbolConfiguration { SymbolConfiguration(pointSize: nil) }
    public static var unspecified: SymbolConfiguration { SymbolConfiguration(pointSize: nil) }
  }

  public enum SymbolWeight: Int, Sendable { case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
  public enum SymbolScale: Int, Sendable { case `default` = -1, unspecified, small, medium, large }
}

/// Reads the pixel size in a PNG or JPEG header.
enum ImageHeader {
  static func isPNG(_ data: Data) -> Bool { data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) }
  static func isJPEG(_ data: Data) -> Bool { data.starts(with: [0xFF, 0xD8]) }

  static func pixelSize(of data: Data) -> (width: CGFloat, height: CGFloat)? {
    let bytes = [UInt8](data)
    func big(_ offset: Int, _ count: Int) -> Int { (0..<count).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) } }
    if isPNG(data), bytes.count >= 24 { return (CGFloat(big(16, 4)), CGFloat(big(20, 4))) }
    guard isJPEG(data) else { return nil }
    var offset = 2
    while offset + 9 < bytes.count, bytes[offset] == 0xFF {
      let marker = bytes[offset + 1]
      let length = big(offset + 2, 2)
      // Start-of-frame markers (baseline, progressive…) carry height then width.
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        return (CGFloat(big(offset + 7, 2)), CGFloat(big(offset + 5, 2)))
      }
      offset += 2 + length
    }
    return nil
  }
}
