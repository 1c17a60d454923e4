import Foundation

// Text input and pointer settings: recorded as attributes; no effect on updates.

nonisolated extension View {
  public func keyboardType(_ type: UIKeyboardType) -> some View { attribute("keyboardType", "\(type)") }
  public func textContentType(_ type: UITextContentType?) -> some View { attribute("textContentType", type?.rawValue ?? "none") }
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { attribute("autocorrectionDisabled", "\(disable)") }
  public func disableAutocorrection(_ disable: Bool?) -> some View { attribute("autocorrectionDisabled", "\(disable ?? false)") }
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
    attribute("textInputAutocapitalization", autocapitalization?.name ?? "default")
  }
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { attribute("autocapitalization", "\(style)") }
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { attribute("submitLabel", "\(submitLabel)") }
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
    attribute("keyboardShortcut", key.description)
  }
  public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { attribute("keyboardShortcut", shortcut.description) }
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { attribute("keyboardShortcut", shortcut?.description ?? "none") }
  public func help(_ text: Text) -> some View { attribute("help", text.content) }
  public func help(_ textKey: LocalizedStringKey) -> some View { attribute("help", textKey.text) }
  @_disfavoredOverload
  public func help<S: StringProtocol>(_ text: S) -> some View { attribute("help", String(text)) }
  public func allowsHitTesting(_ enabled: Bool) -> some View { attribute("allowsHitTesting", "\(enabled)") }
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { attribute("contentShape", ShapeName.of(shape)) }
  public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
    attribute("contentShape", ShapeName.of(shape))
  }
  public func focusable(_ isFocusable: Bool = true) -> some View { attribute("focusable", "\(isFocusable)") }
  public func focusEffectDisabled(_ disabled: Bool = true) -> some View { attribute("focusEffectDisabled", "\(disabled)") }
  public func defaultFocus<Value: Hashable>(_ binding: FocusState<Value>.Binding, _ value: Value) -> some View {
    attribute("defaultFocus", "\(value)")
  }
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { attribute("scrollDismissesKeyboard", "\(mode)") }
  public func sensoryFeedback<Trigger: Equatable>(_ feedback: SensoryFeedback, trigger: Trigger) -> some View {
    attribute("sensoryFeedback", feedback.name)
  }
}

/// Haptic feedback (`.sensoryFeedback(.success, trigger: saved)`).
nonisolated public struct SensoryFeedback: Sendable, Hashable {
  let name: String
  public static let success = SensoryFeedback(name: "success")
  public static let warning = SensoryFeedback(name: "warning")
  public static let error = SensoryFeedback(name: "error")
  public static let selection = SensoryFeedback(name: "selection")
  public static let increase = SensoryFeedback(name: "increase")
  public static let decrease = SensoryFeedback(name: "decrease")
  public static let start = SensoryFeedback(name: "start")
  public static let stop = SensoryFeedback(name: "stop")
  public static let alignment = SensoryFeedback(name: "alignment")
  public static let levelChange = SensoryFeedback(name: "levelChange")
  public static let impact = SensoryFeedback(name: "impact")
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }
  public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }
  public enum Weight: Sendable, Hashable { case light, medium, heavy }
  public enum Flexibility: Sendable, Hashable { case rigid, solid, soft }
}
