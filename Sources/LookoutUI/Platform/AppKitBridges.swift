import Foundation

// SwiftUI's bridges to AppKit's values and views, as on macOS.

extension Color {
  /// A colour from an AppKit colour; a dynamic one resolves against the colour scheme of the environment the
  /// view is built in.
  public init(nsColor: NSColor) {
    self.init(platformColor: UIColor(name: nsColor.colorName) { traits in
      var color = UIColor.clear
      UITraitCollection(userInterfaceStyle: traits.userInterfaceStyle).performAsCurrent {
        color = UIColor(red: nsColor.redComponent, green: nsColor.greenComponent, blue: nsColor.blueComponent, alpha: nsColor.alphaComponent)
      }
      return color
    })
  }
}

extension NSColor {
  /// An AppKit colour from a SwiftUI one.
  public convenience init(_ color: Color) {
    let uiColor = UIColor(color)
    self.init(name: uiColor.name, dynamicProvider: { appearance in
      let resolved = uiColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: appearance.isDark ? .dark : .light))
      var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
      resolved.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
      return NSColor(red: red, green: green, blue: blue, alpha: alpha)
    })
  }
}

extension Image {
  /// An image from an AppKit image: shown by its name, or as `nsImage(w×h)`.
  public init(nsImage: NSImage) {
    self.init(nsImage.imageName ?? "nsImage(\(ContainerExpansion.number(nsImage.size.width))×\(ContainerExpansion.number(nsImage.size.height)))")
  }
}

extension Font {
  /// A font from an AppKit font: its size.
  public init(_ font: NSFont) { self.init(description: "system(\(ContainerExpansion.number(font.pointSize)))") }
}

/// An AppKit view controller showing a SwiftUI view.
open class NSHostingController<Content: View>: NSViewController, HostedRoot {
  public var rootView: Content
  public init(rootView: Content) {
    self.rootView = rootView
    super.init()
  }
  /// There is no root view to decode a hosting controller with.
  public required init?(coder: NSCoder) { nil }
  public func sizeThatFits(in size: CGSize) -> CGSize {
    ViewHost(rootView).graph.root.map { SizeModel.of($0).size(for: ProposedViewSize(size)) } ?? .zero
  }
  var hostedView: any View { rootView }
}

/// An AppKit view showing a SwiftUI view.
open class NSHostingView<Content: View>: NSView {
  public var rootView: Content
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(frame: .zero)
  }
  public required init?(coder: NSCoder) { nil }
}
