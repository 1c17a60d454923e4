@_spi(SwiftUI) import Observation
import Synchronization

/// How a body is evaluated under observation: as SwiftUI does, with Observation's tracking and nothing else.
/// `@Observable` models and `@Tracked` ones (which are Observation's `Observable`s) reach a view through it
/// alone; with a host set to SwiftUI before iOS 17 (`ViewHost(…, system: .iOS16)`), no body is tracked.
extension ViewGraph {
  /// Evaluates `node`'s body; unless the host's SwiftUI predates Observation, under Observation's tracking,
  /// the first change to anything it read marking the node.
  ///
  /// SwiftUI drops a view's previous tracking when the body runs again. Observation offers no way to cancel a
  /// tracking before it fires, so each evaluation is numbered, and a tracking of an earlier one that fires is
  /// cancelled then without marking the node.
  func trackedBody(of node: ViewNode) -> any View {
    let view = node.view
    guard observesBodies else { return view.body }
    let queue = queue
    let id = node.id
    let traits = node.traits
    let observation = node.bodyObservation
    let evaluation = observation.begin()
    let candidates = ObservationCauses.candidates(in: view, traits: traits)
    if candidates.isEmpty && !traits.readsUnheldObservation {
      // Nothing to attribute a change to: the plain form, which costs nothing when the body reads no
      // observable. Its handler is made only if the body did read one.
      return withObservationTracking({ view.body as any View }, onChange: Self.unattributedChange(
        node: id, queue: queue, traits: traits, observation: observation, evaluation: evaluation))
    }
    return withObservationTracking({ view.body as any View }, willSet: { tracking in
      tracking.cancel()
      guard observation.isCurrent(evaluation) else { return }
      queue.invalidate(id, .dependencies, cause: nil, change: ObservationCauses.pendingChange(in: candidates, keyPath: tracking.changed))
    })
  }

  /// The handler for a body that read an observable none of its fields holds: later bodies of its type are
  /// tracked in the form that names the changed property's type.
  private static func unattributedChange(
    node id: Int, queue: InvalidationQueue, traits: ViewTypeTraits, observation: BodyObservation, evaluation: Int
  ) -> @Sendable () -> Void {
    traits.readsUnheldObservation = true
    return {
      guard observation.isCurrent(evaluation) else { return }
      queue.invalidate(id, .dependencies, cause: nil)
    }
  }
}

/// Which of a node's body evaluations still counts for Observation: the last one, until the node is
/// evaluated again or unmounted. Read from any thread (a tracked change calls back on the thread that made it).
final class BodyObservation: Sendable {
  private let current = Atomic<Int>(0)

  /// Starts an evaluation: the trackings of earlier ones stop counting. Returns its number.
  func begin() -> Int { current.add(1, ordering: .relaxed).newValue }

  /// No evaluation counts any more (the node is evaluated again, or unmounted).
  func cancel() { _ = current.add(1, ordering: .relaxed) }

  func isCurrent(_ evaluation: Int) -> Bool { current.load(ordering: .relaxed) == evaluation }
}
