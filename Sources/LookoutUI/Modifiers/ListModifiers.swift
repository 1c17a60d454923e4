import Foundation

// List, row and scroll settings: recorded as attributes; no effect on updates.

nonisolated extension View {
  @_disfavoredOverload
  @MainActor public func listRowBackground<V: View>(_ view: V?) -> some View {
    attribute("listRowBackground", view.map { RenderedName.of($0) } ?? "none")
  }
  public func listRowBackground(_ color: Color?) -> some View { attribute("listRowBackground", color?.description ?? "none") }
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    attribute("listRowSeparator", "\(visibility)")
  }
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    attribute("listRowSeparatorTint", color?.description ?? "default")
  }
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    attribute("listSectionSeparator", "\(visibility)")
  }
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    attribute("listRowInsets", insets.map { [$0.top, $0.leading, $0.bottom, $0.trailing].map(shown).joined(separator: " ") } ?? "default")
  }
  public func listRowSpacing(_ spacing: CGFloat?) -> some View { attribute("listRowSpacing", spacing.map(shown) ?? "default") }
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { attribute("listSectionSpacing", spacing.name) }
  public func listSectionSpacing(_ spacing: CGFloat) -> some View { attribute("listSectionSpacing", shown(spacing)) }
  public func listItemTint(_ tint: Color?) -> some View { attribute("listItemTint", tint?.description ?? "default") }
  public func headerProminence(_ prominence: Prominence) -> some View { attribute("headerProminence", "\(prominence)") }
  public func badge(_ count: Int) -> some View { attribute("badge", "\(count)") }
  public func badge(_ label: Text?) -> some View { attribute("badge", label?.content ?? "none") }
  public func badge(_ key: LocalizedStringKey?) -> some View { attribute("badge", key?.text ?? "none") }
  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S?) -> some View { attribute("badge", label.map { String($0) } ?? "none") }
  public func badgeProminence(_ prominence: BadgeProminence) -> some View { attribute("badgeProminence", "\(prominence)") }
  public func deleteDisabled(_ isDisabled: Bool) -> some View { attribute("deleteDisabled", "\(isDisabled)") }
  public func moveDisabled(_ isDisabled: Bool) -> some View { attribute("moveDisabled", "\(isDisabled)") }
  public func scrollContentBackground(_ visibility: Visibility) -> some View { attribute("scrollContentBackground", "\(visibility)") }
  public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
    attribute("scrollIndicators", visibility.name)
  }
  public func scrollDisabled(_ disabled: Bool) -> some View { attribute("scrollDisabled", "\(disabled)") }
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
    attribute("scrollBounceBehavior", "\(behavior)")
  }
  public func scrollTargetBehavior(_ behavior: ScrollTargetBehaviorKind) -> some View { attribute("scrollTargetBehavior", "\(behavior)") }
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View { attribute("scrollTargetLayout", "\(isEnabled)") }
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View { attribute("scrollClipDisabled", "\(disabled)") }
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { attribute("defaultScrollAnchor", anchor.map { "\($0.x) \($0.y)" } ?? "none") }
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
    attribute("scrollPosition", id.wrappedValue.map { "\($0)" } ?? "none")
  }
}

/// Whether scroll indicators show.
nonisolated public struct ScrollIndicatorVisibility: Sendable, Hashable {
  let name: String
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  public static let never = ScrollIndicatorVisibility(name: "never")
}

/// The name a view renders by in an attribute: a text's content, a color's name, or its type.
@MainActor
enum RenderedName {
  static func of(_ view: any View) -> String {
    if let color = view as? Color { return color.description }
    if let shape = view as? any Shape { return ShapeName.of(shape) }
    return TitleText.of(view) ?? ViewNode.name(of: type(of: view))
  }
}
