import Foundation

/// What a test does to a mounted tree, as a user would. Each interaction runs the control's action, then
/// one update, and returns its report. Controls are found by their label (a title, or the text of anything
/// inside them); unknown or disabled controls are errors, named in the message.
extension ViewHost {
  /// Taps what is labelled `label`: a button, a link, a menu item, a context or swipe action, or content
  /// with a tap gesture — the element itself, or the nearest tappable one around it (a button whose label
  /// holds that text).
  @discardableResult
  public func tap(_ label: String) throws(InteractionError) -> UpdateReport {
    let (node, element) = try target(label, "tapped") { $0.tap }
    let dismiss = presentationDismissal(around: node)
    element.tap?()
    dismiss?()
    return update()
  }

  /// Long-presses what is labelled `label` (content with `.onLongPressGesture` or a long-press gesture).
  @discardableResult
  public func longPress(_ label: String) throws(InteractionError) -> UpdateReport {
    let (_, element) = try target(label, "long-pressed") { $0.longPress }
    element.longPress?()
    return update()
  }

  /// Replaces the text of the field titled `label` (a text field, secure field, search field or text editor).
  @discardableResult
  public func type(_ text: String, into label: String) throws(InteractionError) -> UpdateReport {
    let (_, element) = try target(label, "typed into") { $0.setText }
    element.setText?(text)
    return update()
  }

  /// Submits the field titled `label`: runs the `.onSubmit` above it.
  @discardableResult
  public func submit(_ label: String) throws(InteractionError) -> UpdateReport {
    let (_, element) = try target(label, "submitted") { $0.setText }
    guard let submit = element.submit else { throw InteractionError("'\(label)' has no .onSubmit above it") }
    submit()
    return update()
  }

  /// Sets the toggle titled `label` (flips it when `isOn` is nil).
  @discardableResult
  public func toggle(_ label: String, to isOn: Bool? = nil) throws(InteractionError) -> UpdateReport {
    let (_, element) = try target(label, "toggled") { $0.setOn }
    element.setOn?(isOn ?? (element.value != "on"))
    return update()
  }

  /// Selects the option tagged `tag` in the picker titled `label`.
  @discardableResult
  public func pick(_ tag: some Hashable, in label: String) throws(InteractionError) -> UpdateReport {
    let (_, element) = try target(label, "picked from") { $0.pick }
    guard element.pick?(AnyHashable(tag)) == true else { throw InteractionError("'\(label)' has no option tagged \(tag)") }
    return update()
  }

  /// Sets the date of the date picker titled `label`.
  @discardableResult
  public func setDate(_ date: Date, in label: String) throws(InteractionError) -> UpdateReport {
    let (_, element) = try target(label, "set to a date") { $0.setDate }
    element.setDate?(date.timeIntervalSince1970)
    return update()
  }

  /// Steps the stepper titled `label` up (positive) or down (negative) `steps` times.
  @discardableResult
  public func step(_ label: String, by steps: Int = 1) throws(InteractionError) -> UpdateReport {
    let (_, element) = try target(label, "stepped") { $0.step }
    element.step?(steps)
    return update()
  }

  /// Moves the slider titled `label` to `value` (clamped to its range, rounded to its step).
  @discardableResult
  public func slide(_ label: String, to value: Double) throws(InteractionError) -> UpdateReport {
    let (_, element) = try target(label, "slid") { $0.setValue }
    element.setValue?(value)
    return update()
  }

  /// Deletes rows of the first `ForEach` with `.onDelete` (or the one inside the element labelled `label`).
  @discardableResult
  public func delete(at offsets: IndexSet, in label: String? = nil) throws(InteractionError) -> UpdateReport {
    guard let element = editableRows(in: label)?.element, let delete = element.delete else {
      throw InteractionError("no ForEach with .onDelete\(label.map { " in '\($0)'" } ?? "")")
    }
    delete(offsets)
    return update()
  }

  /// Moves rows of the first `ForEach` with `.onMove` (or the one inside the element labelled `label`).
  @discardableResult
  public func move(from offsets: IndexSet, to destination: Int, in label: String? = nil) throws(InteractionError) -> UpdateReport {
    guard let element = editableRows(in: label)?.element, let move = element.move else {
      throw InteractionError("no ForEach with .onMove\(label.map { " in '\($0)'" } ?? "")")
    }
    move(offsets, destination)
    return update()
  }

  /// Pulls to refresh: runs the first `.refreshable` action, then updates (and waits for tasks it started).
  @discardableResult
  public func refresh() async throws(InteractionError) -> UpdateReport {
    guard let refresh = allNodes().lazy.compactMap({ $0.element?.refresh }).first else { throw InteractionError("nothing is .refreshable") }
    await refresh()
    update()
    return await settle()
  }

  /// Opens `url` in the app: runs the `.onOpenURL` handlers.
  @discardableResult
  public func open(_ url: URL) throws(InteractionError) -> UpdateReport {
    let handlers = allNodes().compactMap { $0.element?.openURL }
    guard !handlers.isEmpty else { throw InteractionError("no view handles URLs (.onOpenURL)") }
    for handler in handlers { handler(url) }
    return update()
  }

  /// The element labelled `label` that offers `capability`, or the nearest ancestor of it that does.
  func target<Capability>(
    _ label: String, _ verb: String, _ capability: (Element) -> Capability?
  ) throws(InteractionError) -> (ViewNode, Element) {
    let labelled = allNodes().filter { $0.element?.label == label }
    guard !labelled.isEmpty else {
      let known = elements.compactMap(\.label).prefix(20).map { "'\($0)'" }.joined(separator: ", ")
      throw InteractionError("no element labelled '\(label)' (labels: \(known))")
    }
    for node in labelled {
      var current: ViewNode? = node
      while let candidate = current {
        if let element = candidate.element, capability(element) != nil {
          if element.details.contains(ElementAttribute("disabled", "true")) { throw InteractionError("'\(label)' is disabled") }
          return (candidate, element)
        }
        current = candidate.parent
      }
    }
    throw InteractionError("'\(label)' is a \(labelled[0].element?.kind ?? "view") and cannot be \(verb)")
  }

  /// The dismissal of the alert or dialog that holds `node`, if one does.
  private func presentationDismissal(around node: ViewNode) -> (@MainActor () -> Void)? {
    var current = node.parent
    while let ancestor = current {
      if let dismiss = ancestor.element?.dismissOnAction { return dismiss }
      current = ancestor.parent
    }
    return nil
  }

  /// A `ForEach` with edit actions, below the element labelled `label` (anywhere when nil).
  private func editableRows(in label: String?) -> ViewNode? {
    let roots = label.map { label in allNodes().filter { $0.element?.label == label } } ?? graph.root.map { [$0] } ?? []
    for root in roots {
      var stack = [root]
      while let node = stack.popLast() {
        if node.element?.delete != nil || node.element?.move != nil { return node }
        stack += node.children.reversed()
      }
    }
    return nil
  }
}

/// Why an interaction could not happen.
public struct InteractionError: Error, CustomStringConvertible {
  public let description: String
  init(_ description: String) { self.description = description }
}
