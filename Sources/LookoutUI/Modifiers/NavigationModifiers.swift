import Foundation

// Navigation bar, toolbar and presentation settings: recorded as attributes; no effect on updates.

nonisolated extension View {
  public func navigationTitle(_ title: LocalizedStringKey) -> some View { attribute("navigationTitle", title.text) }
  @_disfavoredOverload
  public func navigationTitle<Title: StringProtocol>(_ title: Title) -> some View { attribute("navigationTitle", String(title)) }
  public func navigationTitle(_ title: Text) -> some View { attribute("navigationTitle", title.content) }
  public func navigationTitle(_ title: Binding<String>) -> some View { attribute("navigationTitle", title.wrappedValue) }
  public func navigationSubtitle(_ subtitle: LocalizedStringKey) -> some View { attribute("navigationSubtitle", subtitle.text) }
  @_disfavoredOverload
  public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View { attribute("navigationSubtitle", String(subtitle)) }
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    attribute("navigationBarTitleDisplayMode", "\(displayMode)")
  }
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View { attribute("toolbarTitleDisplayMode", "\(mode)") }
  public func navigationBarTitle(_ title: LocalizedStringKey) -> some View { attribute("navigationTitle", title.text) }
  public func navigationBarTitle(_ title: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    attribute("navigationTitle", title.text)
  }
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { attribute("navigationTitle", String(title)) }
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    attribute("navigationTitle", String(title))
  }
  public func navigationBarTitle(_ title: Text) -> some View { attribute("navigationTitle", title.content) }
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    attribute("navigationBarBackButtonHidden", "\(hidesBackButton)")
  }
  public func navigationBarHidden(_ hidden: Bool) -> some View { attribute("navigationBarHidden", "\(hidden)") }
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    attribute("toolbar", "\(visibility) \(bars.map(\.description).joined(separator: ","))")
  }
  public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
    attribute("toolbarRemoving", defaultItemKind.map { "\($0)" } ?? "none")
  }
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    attribute("toolbarBackground", "\(visibility)")
  }
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
    attribute("toolbarBackground", ShapeStyleName.of(style))
  }
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
    attribute("toolbarColorScheme", colorScheme.map { "\($0)" } ?? "default")
  }
  public func toolbarRole(_ role: ToolbarRole) -> some View { attribute("toolbarRole", "\(role)") }

  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    attribute("presentationDetents", detents.map(\.description).sorted().joined(separator: ","))
  }
  public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
    attribute("presentationDetents", detents.map(\.description).sorted().joined(separator: ","))
  }
  public func presentationDragIndicator(_ visibility: Visibility) -> some View { attribute("presentationDragIndicator", "\(visibility)") }
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { attribute("presentationBackground", ShapeStyleName.of(style)) }
  public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    attribute("presentationBackground", ViewNode.name(of: V.self))
  }
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
    attribute("presentationCornerRadius", cornerRadius.map(shown) ?? "default")
  }
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
    attribute("presentationCompactAdaptation", "\(adaptation)")
  }
  public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> some View {
    attribute("presentationCompactAdaptation", "\(horizontal)/\(vertical)")
  }
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
    attribute("presentationBackgroundInteraction", interaction.name)
  }
  public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View {
    attribute("presentationContentInteraction", "\(behavior)")
  }
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { attribute("interactiveDismissDisabled", "\(isDisabled)") }
  public func statusBarHidden(_ hidden: Bool = true) -> some View { attribute("statusBarHidden", "\(hidden)") }
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View { attribute("persistentSystemOverlays", "\(visibility)") }
}

/// How a toolbar title shows.
nonisolated public enum ToolbarTitleDisplayMode: Sendable, Hashable { case automatic, large, inline, inlineLarge }

/// Items a toolbar adds by itself (`.toolbar(removing: .sidebarToggle)`).
nonisolated public enum ToolbarDefaultItemKind: Sendable, Hashable { case sidebarToggle, title }

/// Whether a sheet's content or its resizing gets the drag.
nonisolated public enum PresentationContentInteraction: Sendable, Hashable { case automatic, resizes, scrolls }

// Previews: recorded as attributes.
nonisolated extension View {
  public func previewDisplayName(_ displayName: String?) -> some View { attribute("previewDisplayName", displayName ?? "none") }
  public func previewLayout(_ value: PreviewLayout) -> some View { attribute("previewLayout", value.name) }
  public func previewDevice(_ value: PreviewDevice?) -> some View { attribute("previewDevice", value?.rawValue ?? "default") }
  public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
    attribute("previewInterfaceOrientation", value.name)
  }
}

/// The size of a preview.
nonisolated public struct PreviewLayout: Sendable, Hashable {
  let name: String
  public static let device = PreviewLayout(name: "device")
  public static let sizeThatFits = PreviewLayout(name: "sizeThatFits")
  public static func fixed(width: CGFloat, height: CGFloat) -> PreviewLayout { PreviewLayout(name: "\(shown(width))×\(shown(height))") }
}

/// A device to preview on.
nonisolated public struct PreviewDevice: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral: String) { rawValue = stringLiteral }
}

/// An interface orientation.
nonisolated public struct InterfaceOrientation: Sendable, Hashable {
  let name: String
  public static let portrait = InterfaceOrientation(name: "portrait")
  public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
  public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
  public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}
