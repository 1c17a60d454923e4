import Foundation

/// Key presses, drag and drop and the keyboard, driven as a user would; each returns the update's report.
extension ViewHost {
  /// Presses `key`: the `.onKeyPress` handlers around the element labelled `label` (the focused view), or
  /// around the innermost handler in the tree when `label` is nil, run from the inside out until one
  /// returns `.handled`. Whether one did is in ``lastKeyPressResult``.
  @discardableResult
  public func press(_ key: KeyEquivalent, characters: String? = nil, modifiers: EventModifiers = [],
                    phase: KeyPress.Phases = .down, on label: String? = nil) throws(InteractionError) -> UpdateReport {
    let start: ViewNode
    if let label {
      start = try target(label, "sent key presses") { $0.keyPress }.0
    } else {
      guard let innermost = allNodes().filter({ $0.element?.keyPress != nil }).max(by: { $0.depth < $1.depth }) else {
        throw InteractionError("no view handles key presses (.onKeyPress)")
      }
      start = innermost
    }
    let press = KeyPress(phase: phase, key: key, characters: characters ?? key.description, modifiers: modifiers)
    lastKeyPressResult = .ignored
    var current: ViewNode? = start
    while let node = current {
      if let handler = node.element?.keyPress, handler(press) == .handled {
        lastKeyPressResult = .handled
        break
      }
      current = node.parent
    }
    return update()
  }

  /// Drags the drag source labelled `source` (`.onDrag`, `.draggable`) onto the destination labelled
  /// `destination` (`.onDrop`, `.dropDestination`), then waits for the items the drop loads.
  @discardableResult
  public func drag(_ source: String, to destination: String, at location: CGPoint = .zero) async throws(InteractionError) -> UpdateReport {
    let (_, element) = try target(source, "dragged") { $0.dragItem }
    return try await drop([element.dragItem!()], on: destination, at: location)
  }

  /// Drops `items` on the destination labelled `destination`, as if dragged from another app.
  @discardableResult
  public func drop<T: Transferable>(_ items: [T], on destination: String, at location: CGPoint = .zero) async throws(InteractionError)
    -> UpdateReport
  {
    try await drop(items.map { NSItemProvider(transferable: $0) }, on: destination, at: location)
  }

  /// Drops item providers on the destination labelled `destination`. A destination that does not take their
  /// types is an error; one that takes them and declines (its action returns false) is not.
  @discardableResult
  public func drop(_ providers: [NSItemProvider], on destination: String, at location: CGPoint = .zero) async throws(InteractionError)
    -> UpdateReport
  {
    let (_, element) = try target(destination, "dropped on") { $0.dropTarget }
    let target = element.dropTarget!
    guard let accepted = await target.perform(providers, location) else {
      let types = providers.flatMap(\.registeredTypeIdentifiers).joined(separator: ", ")
      throw InteractionError("'\(destination)' takes \(target.types.joined(separator: ", ")), not \(types)")
    }
    lastDropResult = accepted
    await waitForItemLoads()
    return update()
  }

  /// Shows the software keyboard, `height` points tall: posts UIKit's will-show and did-show notifications
  /// with their user info, as UIKit does.
  @discardableResult
  public func showKeyboard(height: CGFloat = 336) -> UpdateReport {
    let info = UIResponder.keyboardUserInfo(height: height, showing: true)
    NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: info)
    NotificationCenter.default.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
    NotificationCenter.default.post(name: UIResponder.keyboardDidShowNotification, object: nil, userInfo: info)
    return update()
  }

  /// Hides the software keyboard: posts UIKit's will-hide and did-hide notifications.
  @discardableResult
  public func hideKeyboard(height: CGFloat = 336) -> UpdateReport {
    let info = UIResponder.keyboardUserInfo(height: height, showing: false)
    NotificationCenter.default.post(name: UIResponder.keyboardWillHideNotification, object: nil, userInfo: info)
    NotificationCenter.default.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
    NotificationCenter.default.post(name: UIResponder.keyboardDidHideNotification, object: nil, userInfo: info)
    return update()
  }

  /// Waits (up to five seconds) for item providers' loads to finish, then for what their completion handlers
  /// sent to the main queue.
  private func waitForItemLoads() async {
    let deadline = ContinuousClock.now + .seconds(5)
    while ItemLoads.inFlight > 0, ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(1))
    }
    await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
  }
}
