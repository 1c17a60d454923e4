import Foundation

/// What a primitive view renders as: the line it prints in the tree, what tests find it by, and what a
/// test can do with it (tap, type, toggle, pick).
public struct Element {
  /// `Text`, `Button`, `TextField`, `VStack`…
  public let kind: String
  /// The visible text: a text's content, a control's title.
  public var label: String?
  /// The current value of a control (`"on"`, the typed text, the selection).
  public var value: String?
  /// Details shown after the label (`spacing: 20`).
  public var details: [ElementAttribute] = []
  /// Styles the view itself carries, in the order applied (a text's `.bold()`, an image's `.resizable()`):
  /// shown after the attributes of the modifiers around it, outermost first as those are.
  var styles: [ElementAttribute] = []

  var tap: (@MainActor () -> Void)?
  var setText: (@MainActor (String) -> Void)?
  var setOn: (@MainActor (Bool) -> Void)?
  /// For pickers: the options by their tag.
  var pick: (@MainActor (AnyHashable) -> Bool)?
  var step: (@MainActor (Int) -> Void)?
  var setDate: (@MainActor (Double) -> Void)?
  /// For sliders: set the value (clamped to the range, rounded to the step).
  var setValue: (@MainActor (Double) -> Void)?
  /// For text fields: what `.onSubmit` above them runs.
  var submit: (@MainActor () -> Void)?
  /// For long-press gestures.
  var longPress: (@MainActor () -> Void)?
  /// For a `ForEach` with `.onDelete` / `.onMove`: delete or move rows by offset.
  var delete: (@MainActor (IndexSet) -> Void)?
  var move: (@MainActor (IndexSet, Int) -> Void)?
  /// For `.onOpenURL`: what opening a URL runs.
  var openURL: (@MainActor (URL) -> Void)?
  /// For `.refreshable` content: the refresh action.
  var refresh: (@MainActor @Sendable () async -> Void)?
  /// Not rendered: a gesture around content, found through the content it wraps.
  var isHidden = false
  /// For alerts and dialogs: what a tap on one of their buttons does after its action (dismiss them).
  var dismissOnAction: (@MainActor () -> Void)?

  init(kind: String, label: String? = nil, value: String? = nil) {
    self.kind = kind
    self.label = label
    self.value = value
  }
}

/// A name and value shown on an element's line: a modifier (`font: title`) or a detail (`spacing: 20`).
public struct ElementAttribute: Hashable, Sendable {
  public let name: String
  public let value: String

  public init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }
}
