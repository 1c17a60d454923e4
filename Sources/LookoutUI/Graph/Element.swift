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

  /// Not rendered: a gesture around content, found through the content it wraps.
  var isHidden = false

  /// What a test can do with the element (`element.tap`, `element.setText`…), kept out of line: most
  /// elements (texts, stacks) have none, and elements are copied on every update.
  private var actions: ActionStorage?

  private mutating func changeActions(_ change: (inout ElementActions) -> Void) {
    if actions == nil || !isKnownUniquelyReferenced(&actions) {
      actions = ActionStorage(actions?.actions ?? ElementActions())
    }
    change(&actions!.actions)
  }

  var tap: (@MainActor () -> Void)? { get { actions?.actions.tap } set { changeActions { $0.tap = newValue } } }
  var setText: (@MainActor (String) -> Void)? { get { actions?.actions.setText } set { changeActions { $0.setText = newValue } } }
  var setOn: (@MainActor (Bool) -> Void)? { get { actions?.actions.setOn } set { changeActions { $0.setOn = newValue } } }
  var pick: (@MainActor (AnyHashable) -> Bool)? { get { actions?.actions.pick } set { changeActions { $0.pick = newValue } } }
  var step: (@MainActor (Int) -> Void)? { get { actions?.actions.step } set { changeActions { $0.step = newValue } } }
  var setDate: (@MainActor (Double) -> Void)? { get { actions?.actions.setDate } set { changeActions { $0.setDate = newValue } } }
  var setValue: (@MainActor (Double) -> Void)? { get { actions?.actions.setValue } set { changeActions { $0.setValue = newValue } } }
  var submit: (@MainActor () -> Void)? { get { actions?.actions.submit } set { changeActions { $0.submit = newValue } } }
  var longPress: (@MainActor () -> Void)? { get { actions?.actions.longPress } set { changeActions { $0.longPress = newValue } } }
  var delete: (@MainActor (IndexSet) -> Void)? { get { actions?.actions.delete } set { changeActions { $0.delete = newValue } } }
  var move: (@MainActor (IndexSet, Int) -> Void)? { get { actions?.actions.move } set { changeActions { $0.move = newValue } } }
  var openURL: (@MainActor (URL) -> Void)? { get { actions?.actions.openURL } set { changeActions { $0.openURL = newValue } } }
  var refresh: (@MainActor @Sendable () async -> Void)? { get { actions?.actions.refresh } set { changeActions { $0.refresh = newValue } } }
  var dismissOnAction: (@MainActor () -> Void)? { get { actions?.actions.dismissOnAction } set { changeActions { $0.dismissOnAction = newValue } } }
  var dragItem: (@MainActor () -> NSItemProvider)? { get { actions?.actions.dragItem } set { changeActions { $0.dragItem = newValue } } }
  var dropTarget: DropTarget? { get { actions?.actions.dropTarget } set { changeActions { $0.dropTarget = newValue } } }
  var keyPress: (@MainActor (KeyPress) -> KeyPress.Result)? { get { actions?.actions.keyPress } set { changeActions { $0.keyPress = newValue } } }

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

/// What a test can do with an ``Element``.
struct ElementActions {
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
  /// For alerts and dialogs: what a tap on one of their buttons does after its action (dismiss them).
  var dismissOnAction: (@MainActor () -> Void)?
  /// For drag sources: the items a drag carries.
  var dragItem: (@MainActor () -> NSItemProvider)?
  /// For drop destinations: the types they take, and the drop.
  var dropTarget: DropTarget?
  /// For `.onKeyPress`: the handler, which says whether it handled the press.
  var keyPress: (@MainActor (KeyPress) -> KeyPress.Result)?
}

/// An element's actions, shared between copies of the element until one changes them.
private final class ActionStorage {
  var actions: ElementActions
  init(_ actions: ElementActions) { self.actions = actions }
}
