import Foundation

/// An image, by its system or asset name: rendered as its name. The image modifiers that SwiftUI keeps on
/// `Image` (`resizable()`, `renderingMode(_:)`…) return `Image` here too, so `image.resizable().scaledToFit()`
/// type-checks as it does there.
nonisolated public struct Image: Equatable, Sendable {
  let name: String
  var styles: [ElementAttribute] = []

  public init(systemName: String) { name = systemName }
  public init(systemName: String, variableValue: Double?) { name = systemName }
  public init(_ name: String, bundle: Bundle? = nil) { self.name = name }
  public init(_ name: String, bundle: Bundle? = nil, label: Text) { self.name = name }
  public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) { self.name = name }
  public init(decorative name: String, bundle: Bundle? = nil) { self.name = name }

  public enum TemplateRenderingMode: Sendable, Hashable { case template, original }
  public enum ResizingMode: Sendable, Hashable { case tile, stretch }
  public enum Interpolation: Sendable, Hashable { case none, low, medium, high }
  public enum Scale: Sendable, Hashable { case small, medium, large }
  public enum Orientation: Sendable, Hashable { case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored }

  func styled(_ name: String, _ value: String) -> Image {
    var image = self
    image.styles.append(ElementAttribute(name, value))
    return image
  }

  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
    styled("resizable", resizingMode == .tile ? "tile" : "true")
  }
  public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { styled("renderingMode", mode.map { "\($0)" } ?? "default") }
  public func interpolation(_ interpolation: Interpolation) -> Image { styled("interpolation", "\(interpolation)") }
  public func antialiased(_ isAntialiased: Bool) -> Image { styled("antialiased", "\(isAntialiased)") }
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { styled("symbolRenderingMode", mode?.description ?? "default") }
}

extension Image: View, PrimitiveView {
  public typealias Body = Never

  @MainActor func expand(into builder: inout ChildBuilder) {
    var element = Element(kind: "Image", label: name)
    element.styles = styles
    builder.element = element
  }
}

/// How an image scales with its text.
public typealias ImageScale = Image.Scale
