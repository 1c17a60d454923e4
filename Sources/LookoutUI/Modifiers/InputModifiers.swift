import Foundation

// Text input and pointer settings: recorded as attributes; no effect on updates.

extension View {
  public func keyboardType(_ type: UIKeyboardType) -> ModifiedContent<Self, AttributeModifier> { attribute("keyboardType", "\(type)") }
  public func textContentType(_ type: UITextContentType?) -> ModifiedContent<Self, AttributeModifier> { attribute("textContentType", type?.rawValue ?? "none") }
  public func autocorrectionDisabled(_ disable: Bool = true) -> ModifiedContent<Self, AttributeModifier> { attribute("autocorrectionDisabled", "\(disable)") }
  public func disableAutocorrection(_ disable: Bool?) -> ModifiedContent<Self, AttributeModifier> { attribute("autocorrectionDisabled", "\(disable ?? false)") }
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> ModifiedContent<Self, AttributeModifier> {
    attribute("textInputAutocapitalization", autocapitalization?.name ?? "default")
  }
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> ModifiedContent<Self, AttributeModifier> { attribute("autocapitalization", "\(style)") }
  public func submitLabel(_ submitLabel: SubmitLabel) -> ModifiedContent<Self, AttributeModifier> { attribute("submitLabel", "\(submitLabel)") }
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> ModifiedContent<Self, AttributeModifier> {
    attribute("keyboardShortcut", key.description)
  }
  public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> ModifiedContent<Self, AttributeModifier> { attribute("keyboardShortcut", shortcut.description) }
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> ModifiedContent<Self, AttributeModifier> { attribute("keyboardShortcut", shortcut?.description ?? "none") }
  public func help(_ text: Text) -> ModifiedContent<Self, AttributeModifier> { attribute("help", text.content) }
  public func help(_ textKey: LocalizedStringKey) -> ModifiedContent<Self, AttributeModifier> { attribute("help", textKey.text) }
  @_disfavoredOverload
  public func help<S: StringProtocol>(_ text: S) -> ModifiedContent<Self, AttributeModifier> { attribute("help", String(text)) }
  public func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<Self, AttributeModifier> { attribute("allowsHitTesting", "\(enabled)") }
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> ModifiedContent<Self, AttributeModifier> { attribute("contentShape", ShapeName.of(shape)) }
  public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> ModifiedContent<Self, AttributeModifier> {
    attribute("contentShape", ShapeName.of(shape))
  }
  public func focusable(_ isFocusable: Bool = true) -> ModifiedContent<Self, AttributeModifier> { attribute("focusable", "\(isFocusable)") }
  public func focusEffectDisabled(_ disabled: Bool = true) -> ModifiedContent<Self, AttributeModifier> { attribute("focusEffectDisabled", "\(disabled)") }
  public func defaultFocus<Value: Hashable>(_ binding: FocusState<Value>.Binding, _ value: Value) -> ModifiedContent<Self, AttributeModifier> {
    attribute("defaultFocus", "\(value)")
  }
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> ModifiedContent<Self, AttributeModifier> { attribute("scrollDismissesKeyboard", "\(mode)") }
  public func sensoryFeedback<Trigger: Equatable>(_ feedback: SensoryFeedback, trigger: Trigger) -> ModifiedContent<Self, AttributeModifier> {
    attribute("sensoryFeedback", feedback.name)
  }
}

/// Haptic feedback (`.sensoryFeedback(.success, trigger: saved)`).
public struct SensoryFeedback: Sendable, Hashable {
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
