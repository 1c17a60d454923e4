/// What a test does to a mounted tree, as a user would. Each interaction runs the control's action, then
/// one update, and returns its report. Unknown or disabled controls are errors, named in the message.
extension ViewHost {
  /// Taps the button labelled `label`.
  @discardableResult
  public func tap(_ label: String) throws(InteractionError) -> UpdateReport {
    // Content under `.onTapGesture` (a text, an image) is tapped through its gesture.
    if !elements.contains(where: { $0.label == label && $0.tap != nil }), let gesture = tapGesture(around: label) {
      gesture()
      return update()
    }
    let element = try control(label, kind: "Button")
    guard let tap = element.tap else { throw InteractionError("'\(label)' cannot be tapped") }
    let dismiss = presentationDismissal(around: label)
    tap()
    dismiss?()
    return update()
  }

  /// Replaces the text of the text field (or secure field) titled `label`.
  @discardableResult
  public func type(_ text: String, into label: String) throws(InteractionError) -> UpdateReport {
    let element = try control(label, kind: "TextField")
    guard let setText = element.setText else { throw InteractionError("'\(label)' does not take text") }
    setText(text)
    return update()
  }

  /// Sets the toggle titled `label`.
  @discardableResult
  public func toggle(_ label: String, to isOn: Bool? = nil) throws(InteractionError) -> UpdateReport {
    let element = try control(label, kind: "Toggle")
    guard let setOn = element.setOn else { throw InteractionError("'\(label)' is not a toggle") }
    setOn(isOn ?? (element.value != "on"))
    return update()
  }

  /// Selects the option tagged `tag` in the picker titled `label`.
  @discardableResult
  public func pick(_ tag: some Hashable, in label: String) throws(InteractionError) -> UpdateReport {
    let element = try control(label, kind: "Picker")
    guard let pick = element.pick else { throw InteractionError("'\(label)' is not a picker") }
    guard pick(AnyHashable(tag)) else { throw InteractionError("'\(label)' has no option tagged \(tag)") }
    return update()
  }

  /// Sets the date of the date picker titled `label`.
  @discardableResult
  public func setDate(_ date: Date, in label: String) throws(InteractionError) -> UpdateReport {
    let element = try control(label, kind: "DatePicker")
    guard let setDate = element.setDate else { throw InteractionError("'\(label)' is not a date picker") }
    setDate(date.timeIntervalSince1970)
    return update()
  }

  /// Steps the stepper titled `label` up (positive) or down (negative) `steps` times.
  @discardableResult
  public func step(_ label: String, by steps: Int = 1) throws(InteractionError) -> UpdateReport {
    let element = try control(label, kind: "Stepper")
    guard let step = element.step else { throw InteractionError("'\(label)' is not a stepper") }
    step(steps)
    return update()
  }

  private func control(_ label: String, kind: String) throws(InteractionError) -> Element {
    let matches = elements.filter { $0.label == label }
    guard !matches.isEmpty else {
      let known = elements.compactMap { $0.label }.prefix(20).map { "'\($0)'" }.joined(separator: ", ")
      throw InteractionError("no element labelled '\(label)' (labels: \(known))")
    }
    guard let element = matches.first(where: { $0.kind == kind || ($0.kind == "SecureField" && kind == "TextField") })
      ?? matches.first(where: { $0.tap != nil || $0.setText != nil || $0.setOn != nil || $0.pick != nil }) else {
      throw InteractionError("'\(label)' is a \(matches[0].kind), not a \(kind)")
    }
    if element.details.contains(ElementAttribute("disabled", "true")) {
      throw InteractionError("'\(label)' is disabled")
    }
    return element
  }

  /// The action of the tap gesture around the element labelled `label`, if one holds it.
  private func tapGesture(around label: String) -> (@MainActor () -> Void)? {
    for node in allNodes() where node.element?.label == label {
      var current = node.parent
      while let ancestor = current {
        if let element = ancestor.element, element.isHidden, let tap = element.tap { return tap }
        current = ancestor.parent
      }
    }
    return nil
  }

  /// The dismissal of the alert or dialog that holds the button labelled `label`, if one does.
  private func presentationDismissal(around label: String) -> (@MainActor () -> Void)? {
    guard let node = allNodes().first(where: { $0.element?.label == label && $0.element?.tap != nil }) else { return nil }
    var current = node.parent
    while let ancestor = current {
      if let dismiss = ancestor.element?.dismissOnAction { return dismiss }
      current = ancestor.parent
    }
    return nil
  }
}

/// Why an interaction could not happen.
public struct InteractionError: Error, CustomStringConvertible {
  public let description: String
  init(_ description: String) { self.description = description }
}
