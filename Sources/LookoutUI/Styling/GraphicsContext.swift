import Foundation

/// What a `Canvas` draws with, as in SwiftUI: fills, strokes, text, images and symbols, in a transformed,
/// clipped and layered space. Headlessly nothing is rasterised: each operation is recorded, in order, with
/// its geometry in the canvas's coordinates, and the canvas shows them in the rendered tree (for snapshots).
public struct GraphicsContext {
  /// The operations drawn so far, shared by the context and the layers drawn in it.
  final class Recording {
    var operations: [DrawOperation] = []
  }

  let recording: Recording
  let depth: Int
  public var opacity: Double = 1
  public var blendMode: BlendMode = .normal
  public var environment: EnvironmentValues
  public var transform: CGAffineTransform = .identity
  /// The bounds of the clip, in the context's current coordinates.
  public var clipBoundingRect: CGRect
  var filters: [String] = []
  /// The canvas's symbols, by tag: their rendered names.
  let symbols: [AnyHashable: String]

  init(size: CGSize, environment: EnvironmentValues, symbols: [AnyHashable: String]) {
    recording = Recording()
    depth = 0
    self.environment = environment
    clipBoundingRect = CGRect(origin: .zero, size: size)
    self.symbols = symbols
  }

  // MARK: The coordinate space

  public mutating func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
  public mutating func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
  public mutating func rotate(by angle: Angle) { concatenate(CGAffineTransform(rotationAngle: CGFloat(angle.radians))) }
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    transform = matrix.concatenating(transform)
    clipBoundingRect = clipBoundingRect.applying(matrix.inverted())
  }

  /// Clips what is drawn next to `path`.
  public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
    let bounds = path.boundingRect
    clipBoundingRect = options.contains(.inverse) ? clipBoundingRect : clipBoundingRect.intersection(bounds)
    record("clip", path.applying(transform).boundingRect, detail: options.contains(.inverse) ? "inverse" : nil)
  }
  public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void) rethrows {
    var layer = self
    try content(&layer)
  }

  public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) { filters.append(filter.name) }

  // MARK: Drawing

  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    record("fill", path.applying(transform).boundingRect, detail: shading.name)
  }
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    record("stroke", path.applying(transform).boundingRect, detail: "\(shading.name) \(ContainerExpansion.number(style.lineWidth))")
  }
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(text), at: point, anchor: anchor) }
  public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }
  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
    let size = text.measure(in: clipBoundingRect.size)
    draw("text", text.text.content, at: point, anchor: anchor, size: size)
  }
  public func draw(_ text: ResolvedText, in rect: CGRect) { record("text", rect.applying(transform), detail: text.text.content) }

  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(image), at: point, anchor: anchor) }
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) { draw(resolve(image), in: rect, style: style) }
  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
    draw("image", image.image.name, at: point, anchor: anchor, size: image.size)
  }
  public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
    record("image", rect.applying(transform), detail: image.image.name)
  }

  public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
    draw("symbol", symbol.name, at: point, anchor: anchor, size: symbol.size)
  }
  public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) { record("symbol", rect.applying(transform), detail: symbol.name) }

  /// Draws `content` in a layer of its own (transforms and filters of the layer stay in it).
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    var layer = self
    try content(&layer)
  }

  private func draw(_ kind: String, _ detail: String, at point: CGPoint, anchor: UnitPoint, size: CGSize) {
    let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
    record(kind, CGRect(origin: origin, size: size).applying(transform), detail: detail)
  }

  private func record(_ kind: String, _ rect: CGRect, detail: String?) {
    var attributes: [String] = []
    if opacity != 1 { attributes.append("opacity \(ContainerExpansion.number(opacity))") }
    if blendMode != .normal { attributes.append("blend \(blendMode.name)") }
    attributes += filters
    recording.operations.append(DrawOperation(kind: kind, detail: detail, rect: rect, attributes: attributes))
  }

  // MARK: Resolving

  public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text, environment: environment) }
  public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }
  public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
    symbols[AnyHashable(id)].map { ResolvedSymbol(name: $0, size: CGSize(width: 24, height: 24)) }
  }

  /// Text ready to draw, with its measured size.
  public struct ResolvedText {
    let text: Text
    let environment: EnvironmentValues
    public var shading: Shading = .foreground
    /// The text's size, estimated from its characters at its font's size (there is no text layout headlessly).
    public func measure(in size: CGSize) -> CGSize {
      let font = text.styles.last { $0.name == "font" }?.value ?? environment.font?.description ?? "body"
      let model = SizeModel(content: .text(characters: text.content.count, fontSize: SizeModel.fontSize(font)))
      return model.size(for: ProposedViewSize(size))
    }
    public func firstBaseline(in size: CGSize) -> CGFloat { measure(in: size).height * 0.8 }
    public func lastBaseline(in size: CGSize) -> CGFloat { measure(in: size).height * 0.8 }
  }

  /// An image ready to draw.
  public struct ResolvedImage {
    let image: Image
    public var shading: Shading?
    public var baseline: CGFloat { size.height }
    /// Images have no pixels headlessly: their size is 24 × 24 points.
    public var size: CGSize { CGSize(width: 24, height: 24) }
  }

  /// A view from the canvas's `symbols`, ready to draw.
  public struct ResolvedSymbol {
    let name: String
    public let size: CGSize
  }

  /// What fills or strokes draw with.
  public struct Shading {
    let name: String
    public static var foreground: Shading { Shading(name: "foreground") }
    public static func color(_ color: Color) -> Shading { Shading(name: color.description) }
    public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
      color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
    }
    public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(name: ShapeStyleName.of(style)) }
    public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
      Shading(name: "linearGradient(\(gradient.description))")
    }
    public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                      options: GradientOptions = GradientOptions()) -> Shading {
      Shading(name: "radialGradient(\(gradient.description))")
    }
    public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero, options: GradientOptions = GradientOptions()) -> Shading {
      Shading(name: "conicGradient(\(gradient.description))")
    }
    public static func palette(_ array: [Shading]) -> Shading { Shading(name: "palette(\(array.map(\.name).joined(separator: ", ")))") }
  }

  /// Options of gradient shadings.
  public struct GradientOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let `repeat` = GradientOptions(rawValue: 1)
    public static let mirror = GradientOptions(rawValue: 2)
    public static let linearColor = GradientOptions(rawValue: 4)
  }

  /// Options of clipping.
  public struct ClipOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let inverse = ClipOptions(rawValue: 1)
  }

  /// Options of filters.
  public struct FilterOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let linearColor = FilterOptions(rawValue: 1)
  }

  /// A filter applied to what is drawn next (recorded by name).
  public struct Filter {
    let name: String
    public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(name: "blur \(ContainerExpansion.number(radius))") }
    public static func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
                              blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter {
      Filter(name: "shadow \(ContainerExpansion.number(radius))")
    }
    public static func colorMultiply(_ color: Color) -> Filter { Filter(name: "colorMultiply \(color)") }
    public static func hueRotation(_ angle: Angle) -> Filter { Filter(name: "hueRotation \(angle)") }
    public static func saturation(_ amount: Double) -> Filter { Filter(name: "saturation \(ContainerExpansion.number(amount))") }
    public static func brightness(_ amount: Double) -> Filter { Filter(name: "brightness \(ContainerExpansion.number(amount))") }
    public static func contrast(_ amount: Double) -> Filter { Filter(name: "contrast \(ContainerExpansion.number(amount))") }
    public static func grayscale(_ amount: Double) -> Filter { Filter(name: "grayscale \(ContainerExpansion.number(amount))") }
    public static var colorInvert: Filter { Filter(name: "colorInvert") }
    public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter { Filter(name: "alphaThreshold") }
    public static var luminanceToAlpha: Filter { Filter(name: "luminanceToAlpha") }
  }

  public struct BlurOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let opaque = BlurOptions(rawValue: 1)
    public static let dithersResult = BlurOptions(rawValue: 2)
  }

  public struct ShadowOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let shadowAbove = ShadowOptions(rawValue: 1)
    public static let shadowOnly = ShadowOptions(rawValue: 2)
    public static let invertsAlpha = ShadowOptions(rawValue: 4)
    public static let disablesGroup = ShadowOptions(rawValue: 8)
  }

  /// How drawing combines with what is under it.
  public struct BlendMode: Equatable, Sendable {
    let name: String
    public static let normal = BlendMode(name: "normal")
    public static let multiply = BlendMode(name: "multiply")
    public static let screen = BlendMode(name: "screen")
    public static let overlay = BlendMode(name: "overlay")
    public static let darken = BlendMode(name: "darken")
    public static let lighten = BlendMode(name: "lighten")
    public static let colorDodge = BlendMode(name: "colorDodge")
    public static let colorBurn = BlendMode(name: "colorBurn")
    public static let softLight = BlendMode(name: "softLight")
    public static let hardLight = BlendMode(name: "hardLight")
    public static let difference = BlendMode(name: "difference")
    public static let exclusion = BlendMode(name: "exclusion")
    public static let hue = BlendMode(name: "hue")
    public static let saturation = BlendMode(name: "saturation")
    public static let color = BlendMode(name: "color")
    public static let luminosity = BlendMode(name: "luminosity")
    public static let clear = BlendMode(name: "clear")
    public static let copy = BlendMode(name: "copy")
    public static let sourceIn = BlendMode(name: "sourceIn")
    public static let sourceOut = BlendMode(name: "sourceOut")
    public static let sourceAtop = BlendMode(name: "sourceAtop")
    public static let destinationOver = BlendMode(name: "destinationOver")
    public static let destinationIn = BlendMode(name: "destinationIn")
    public static let destinationOut = BlendMode(name: "destinationOut")
    public static let destinationAtop = BlendMode(name: "destinationAtop")
    public static let xor = BlendMode(name: "xor")
    public static let plusDarker = BlendMode(name: "plusDarker")
    public static let plusLighter = BlendMode(name: "plusLighter")
  }
}

/// One recorded drawing operation: `fill`, `stroke`, `text`, `image`, `symbol` or `clip`, what it drew and where.
public struct DrawOperation: Equatable, Sendable, CustomStringConvertible {
  public let kind: String
  /// The shading, the text, the image or the symbol.
  public let detail: String?
  /// Where, in the canvas's coordinates (a path's bounds).
  public let rect: CGRect
  /// Opacity, blend mode and filters in force.
  public let attributes: [String]

  public var description: String {
    let place = [rect.minX, rect.minY].map { ContainerExpansion.number((Double($0) * 10).rounded() / 10) }.joined(separator: " ")
      + " " + [rect.width, rect.height].map { ContainerExpansion.number((Double($0) * 10).rounded() / 10) }.joined(separator: "×")
    return ([kind, detail.map { "\"\($0)\"" }, place].compactMap { $0 } + attributes).joined(separator: " ")
  }
}
