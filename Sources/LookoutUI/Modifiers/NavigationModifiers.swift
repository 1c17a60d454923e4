import Foundation

// Navigation bar, toolbar and presentation settings: recorded as attributes; no effect on updates.

extension View {
  public func navigationTitle(_ title: LocalizedStringKey) -> ModifiedContent<Self, AttributeModifier> { attribute("navigationTitle", title.text) }
  @_disfavoredOverload
  public func navigationTitle<Title: StringProtocol>(_ title: Title) -> ModifiedContent<Self, AttributeModifier> { attribute("navigationTitle", String(title)) }
  public func navigationTitle(_ title: Text) -> ModifiedContent<Self, AttributeModifier> { attribute("navigationTitle", title.content) }
  public func navigationTitle(_ title: Binding<String>) -> ModifiedContent<Self, AttributeModifier> { attribute("navigationTitle", title.wrappedValue) }
  public func navigationSubtitle(_ subtitle: LocalizedStringKey) -> ModifiedContent<Self, AttributeModifier> { attribute("navigationSubtitle", subtitle.text) }
  @_disfavoredOverload
  public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> ModifiedContent<Self, AttributeModifier> { attribute("navigationSubtitle", String(subtitle)) }
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> ModifiedContent<Self, AttributeModifier> {
    attribute("navigationBarTitleDisplayMode", "\(displayMode)")
  }
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> ModifiedContent<Self, AttributeModifier> { attribute("toolbarTitleDisplayMode", "\(mode)") }
  public func navigationBarTitle(_ title: LocalizedStringKey) -> ModifiedContent<Self, AttributeModifier> { attribute("navigationTitle", title.text) }
  public func navigationBarTitle(_ title: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> ModifiedContent<Self, AttributeModifier> {
    attribute("navigationTitle", title.text)
  }
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, AttributeModifier> { attribute("navigationTitle", String(title)) }
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> ModifiedContent<Self, AttributeModifier> {
    attribute("navigationTitle", String(title))
  }
  public func navigationBarTitle(_ title: Text) -> ModifiedContent<Self, AttributeModifier> { attribute("navigationTitle", title.content) }
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> ModifiedContent<Self, AttributeModifier> {
    attribute("navigationBarBackButtonHidden", "\(hidesBackButton)")
  }
  public func navigationBarHidden(_ hidden: Bool) -> ModifiedContent<Self, AttributeModifier> { attribute("navigationBarHidden", "\(hidden)") }
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<Self, AttributeModifier> {
    attribute("toolbar", "\(visibility) \(bars.map(\.description).joined(separator: ","))")
  }
  public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> ModifiedContent<Self, AttributeModifier> {
    attribute("toolbarRemoving", defaultItemKind.map { "\($0)" } ?? "none")
  }
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<Self, AttributeModifier> {
    attribute("toolbarBackground", "\(visibility)")
  }
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> ModifiedContent<Self, AttributeModifier> {
    attribute("toolbarBackground", ShapeStyleName.of(style))
  }
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> ModifiedContent<Self, AttributeModifier> {
    attribute("toolbarColorScheme", colorScheme.map { "\($0)" } ?? "default")
  }
  public func toolbarRole(_ role: ToolbarRole) -> ModifiedContent<Self, AttributeModifier> { attribute("toolbarRole", "\(role)") }

  public func presentationDetents(_ detents: Set<PresentationDetent>) -> ModifiedContent<Self, AttributeModifier> {
    attribute("presentationDetents", detents.map(\.description).sorted().joined(separator: ","))
  }
  public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> ModifiedContent<Self, AttributeModifier> {
    attribute("presentationDetents", detents.map(\.description).sorted().joined(separator: ","))
  }
  public func presentationDragIndicator(_ visibility: Visibility) -> ModifiedContent<Self, AttributeModifier> { attribute("presentationDragIndicator", "\(visibility)") }
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, AttributeModifier> { attribute("presentationBackground", ShapeStyleName.of(style)) }
  public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContent<Self, AttributeModifier> {
    attribute("presentationBackground", ViewNode.name(of: V.self))
  }
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> ModifiedContent<Self, AttributeModifier> {
    attribute("presentationCornerRadius", cornerRadius.map(shown) ?? "default")
  }
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> ModifiedContent<Self, AttributeModifier> {
    attribute("presentationCompactAdaptation", "\(adaptation)")
  }
  public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> ModifiedContent<Self, AttributeModifier> {
    attribute("presentationCompactAdaptation", "\(horizontal)/\(vertical)")
  }
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> ModifiedContent<Self, AttributeModifier> {
    attribute("presentationBackgroundInteraction", interaction.name)
  }
  public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> ModifiedContent<Self, AttributeModifier> {
    attribute("presentationContentInteraction", "\(behavior)")
  }
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> ModifiedContent<Self, AttributeModifier> { attribute("interactiveDismissDisabled", "\(isDisabled)") }
  public func statusBarHidden(_ hidden: Bool = true) -> ModifiedContent<Self, AttributeModifier> { attribute("statusBarHidden", "\(hidden)") }
  public func persistentSystemOverlays(_ visibility: Visibility) -> ModifiedContent<Self, AttributeModifier> { attribute("persistentSystemOverlays", "\(visibility)") }
}

/// How a toolbar title shows.
public enum ToolbarTitleDisplayMode: Sendable, Hashable { case automatic, large, inline, inlineLarge }

/// Items a toolbar adds by itself (`.toolbar(removing: .sidebarToggle)`).
public enum ToolbarDefaultItemKind: Sendable, Hashable { case sidebarToggle, title }

/// Whether a sheet's content or its resizing gets the drag.
public enum PresentationContentInteraction: Sendable, Hashable { case automatic, resizes, scrolls }

// Previews: recorded as attributes.
extension View {
  public func previewDisplayName(_ displayName: String?) -> ModifiedContent<Self, AttributeModifier> { attribute("previewDisplayName", displayName ?? "none") }
  public func previewLayout(_ value: PreviewLayout) -> ModifiedContent<Self, AttributeModifier> { attribute("previewLayout", value.name) }
  public func previewDevice(_ value: PreviewDevice?) -> ModifiedContent<Self, AttributeModifier> { attribute("previewDevice", value?.rawValue ?? "default") }
  public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> ModifiedContent<Self, AttributeModifier> {
    attribute("previewInterfaceOrientation", value.name)
  }
}

/// The size of a preview.
public struct PreviewLayout: Sendable, Hashable {
  let name: String
  public static let device = PreviewLayout(name: "device")
  public static let sizeThatFits = PreviewLayout(name: "sizeThatFits")
  public static func fixed(width: CGFloat, height: CGFloat) -> PreviewLayout { PreviewLayout(name: "\(shown(width))×\(shown(height))") }
}

/// A device to preview on.
public struct PreviewDevice: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral: String) { rawValue = stringLiteral }
}

/// An interface orientation.
public struct InterfaceOrientation: Sendable, Hashable {
  let name: String
  public static let portrait = InterfaceOrientation(name: "portrait")
  public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
  public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
  public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}
