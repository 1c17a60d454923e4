import Foundation

/// Changes waiting for the next update, from any thread: a tracked write calls back on the thread that
/// made it. Keyed by node, so several changes before an update coalesce into one evaluation.
final class InvalidationQueue: @unchecked Sendable {
  struct Pending {
    var reasons: Set<ChangeReason> = []
    var causes: [String] = []
    /// Observation changes whose property is named at the update.
    var observationChanges: [PendingChange] = []

    /// Every cause, with Observation changes resolved (call at the update, once the values are stored).
    func resolvedCauses() -> [String] {
      var all = causes
      for change in observationChanges {
        let cause = change.resolve()
        if !all.contains(cause) { all.append(cause) }
      }
      return all
    }
  }

  private let lock = NSLock()
  private var pending: [Int: Pending] = [:]

  /// Records that node `id` must be evaluated again, because of `reason`, caused by `cause`.
  func invalidate(_ id: Int, _ reason: ChangeReason, cause: String?, change: PendingChange? = nil) {
    lock.withLock {
      pending[id, default: Pending()].reasons.insert(reason)
      if let cause, !pending[id]!.causes.contains(cause) { pending[id]!.causes.append(cause) }
      if let change { pending[id]!.observationChanges.append(change) }
    }
  }

  var isEmpty: Bool { lock.withLock { pending.isEmpty } }

  /// Everything pending, emptying the queue.
  func takeAll() -> [Int: Pending] {
    lock.withLock {
      defer { pending = [:] }
      return pending
    }
  }
}
