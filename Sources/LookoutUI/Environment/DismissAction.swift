/// Dismisses the presentation a view is in (a sheet, a cover, a popover, an alert) or pops the destination
/// it was pushed as: SwiftUI's `DismissAction`, read with `@Environment(\.dismiss) private var dismiss` and
/// called as `dismiss()`. Outside any presentation it does nothing, as in SwiftUI. (Sendable as SwiftUI's is:
/// the action runs on the main actor only.)
nonisolated public struct DismissAction: Equatable, @unchecked Sendable {
  /// What it dismisses, so that two actions for the same presentation compare equal (a view reading
  /// `\.dismiss` is not updated each time its presenter evaluates).
  let target: AnyHashable?
  let action: @MainActor () -> Void

  init(target: AnyHashable?, action: @escaping @MainActor () -> Void) {
    self.target = target
    self.action = action
  }

  @MainActor public func callAsFunction() { action() }

  public static func == (lhs: DismissAction, rhs: DismissAction) -> Bool { lhs.target == rhs.target }
}

private struct DismissKey: EnvironmentKey {
  static let defaultValue = DismissAction(target: nil) {}
}

extension EnvironmentValues {
  /// Dismisses the presentation this view is in.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether the view is in a presentation (a sheet, a cover, a popover) or a pushed destination.
  public var isPresented: Bool { dismiss.target != nil }
}
