import Foundation

/// Work a view asks the host to do after an update: `.onAppear`, `.onChange(of:)`, `.task`.
/// Made anywhere (a modifier may be called off the main actor); run on the main actor.
nonisolated struct Effect {
  /// Runs on `node` after the update; a returned task is awaited by `ViewHost.settle()`.
  let run: @MainActor (ViewNode) -> Task<Void, Never>?

  /// Runs `action` the first time the node is mounted.
  static func onAppear(_ action: @escaping @MainActor () -> Void) -> Effect {
    Effect { node in
      guard node.effectState["appeared"] == nil else { return nil }
      node.effectState["appeared"] = true
      action()
      return nil
    }
  }

  /// Starts `action` when the node appears, and again (cancelling the previous run) when `id` changes.
  static func task(id: AnyHashable, _ action: @escaping @MainActor @Sendable () async -> Void) -> Effect {
    let id = UncheckedSendable(id)
    return Effect { node in
      let id = id.value
      if let previous = node.effectState["task.id"] as? AnyHashable, previous == id { return nil }
      node.effectState["task.id"] = id
      node.tasks["task"]?.cancel()
      let task = Task { @MainActor in await action() }
      node.tasks["task"] = task
      return task
    }
  }

  /// Calls `action(old, new)` when `value` differs from the value at the previous update (and at once with
  /// `initial`).
  static func onChange<Value: Equatable>(
    of value: Value, initial: Bool, _ action: @escaping @MainActor (Value, Value) -> Void
  ) -> Effect {
    let value = UncheckedSendable(value)
    return Effect { node in
      let value = value.value
      if let previous = node.effectState["onChange"] as? Value {
        node.effectState["onChange"] = value
        if previous != value { action(previous, value) }
      } else {
        node.effectState["onChange"] = value
        if initial { action(value, value) }
      }
      return nil
    }
  }

  /// Keeps `action` to run when the node goes away (``ViewGraph`` runs it after the update removing it).
  static func onDisappear(_ action: @escaping @MainActor () -> Void) -> Effect {
    Effect { node in
      node.disappearActions["onDisappear"] = action
      return nil
    }
  }

  /// Calls `action` with the reduced value of preference `Key` in the node's subtree after each update in
  /// which it changed (and after the first).
  static func onPreferenceChange<Key: PreferenceKey>(_ key: Key.Type, _ action: @escaping @MainActor (Key.Value) -> Void) -> Effect
  where Key.Value: Equatable {
    Effect { node in
      let value = PreferenceValues.reduce(Key.self, in: node)
      let stateKey = "preference \(ObjectIdentifier(Key.self))"
      if let previous = node.effectState[stateKey] as? Key.Value, previous == value { return nil }
      node.effectState[stateKey] = value
      action(value)
      return nil
    }
  }

  /// Subscribes to `publisher` once the node is mounted, for as long as it stays; `action` runs on the main
  /// actor for each value (a `@Published` property's `$` publisher sends its current value at once).
  static func onReceive<P: Publisher>(_ publisher: P, _ action: @escaping @MainActor (P.Output) -> Void) -> Effect
  where P.Failure == Never {
    let publisher = UncheckedSendable(publisher)
    return Effect { node in
      let publisher = publisher.value
      guard node.cancellables["onReceive"] == nil else { return nil }
      let deliver = UncheckedSendable(action)
      node.cancellables["onReceive"] = publisher.sink { value in
        let value = UncheckedSendable(value)
        if MainQueue.isCurrent {
          MainActor.assumeIsolated { deliver.value(value.value) }
        } else {
          DispatchQueue.main.async { deliver.value(value.value) }
        }
      }
      return nil
    }
  }
}

/// A value carried to the main actor by hand (a publisher's output, delivered where SwiftUI delivers it).
struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
