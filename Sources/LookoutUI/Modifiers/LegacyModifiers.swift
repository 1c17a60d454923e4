import Foundation

// Modifiers SwiftUI deprecated but apps still call, with their SwiftUI signatures: recorded as attributes, as
// the modifiers that replaced them are.

nonisolated extension View {
  public func accessibility(label: Text) -> some View { attribute("accessibilityLabel", label.content) }
  public func accessibility(value: Text) -> some View { attribute("accessibilityValue", value.content) }
  public func accessibility(hint: Text) -> some View { attribute("accessibilityHint", hint.content) }
  public func accessibility(hidden: Bool) -> some View { attribute("accessibilityHidden", "\(hidden)") }
  public func accessibility(identifier: String) -> some View { attribute("accessibilityIdentifier", identifier) }
  public func accessibility(selectionIdentifier: AnyHashable) -> some View { attribute("accessibilitySelectionIdentifier", "\(selectionIdentifier)") }
  public func accessibility(sortPriority: Double) -> some View { attribute("accessibilitySortPriority", ContainerExpansion.number(sortPriority)) }
  public func accessibility(addTraits traits: AccessibilityTraits) -> some View { attribute("accessibilityAddTraits", "\(traits.rawValue)") }
  public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { attribute("accessibilityRemoveTraits", "\(traits.rawValue)") }
  public func accessibility(inputLabels: [Text]) -> some View { attribute("accessibilityInputLabels", inputLabels.map(\.content).joined(separator: ", ")) }

  /// Sets the colour scheme of this view and the views below (`preferredColorScheme` sets the window's).
  public func colorScheme(_ colorScheme: ColorScheme) -> some View { environment(\.colorScheme, colorScheme) }

  @MainActor public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    toolbar {
      ToolbarItem(placement: .navigationBarLeading) { leading }
      ToolbarItem(placement: .navigationBarTrailing) { trailing }
    }
  }
  @MainActor public func navigationBarItems<L: View>(leading: L) -> some View {
    toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
  }
  @MainActor public func navigationBarItems<T: View>(trailing: T) -> some View {
    toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
  }

  public func statusBar(hidden: Bool) -> some View { attribute("statusBarHidden", "\(hidden)") }

  /// Makes dark areas transparent.
  public func luminanceToAlpha() -> some View { attribute("luminanceToAlpha", "true") }
  /// Isolates the geometry of the view from its parent's animations.
  public func geometryGroup() -> some View { attribute("geometryGroup", "true") }
}
