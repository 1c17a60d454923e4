@_spi(SwiftUI) import Observation
import LookoutCore

/// How a body is evaluated under observation: Observation's tracking for `@Observable`, Lookout's for
/// `@Tracked`, the first change to anything read marking the node.
extension ViewGraph {
  /// Evaluates `node`'s body under both observation systems: the toolchain's Observation (for `@Observable`)
  /// and Lookout (for `@Tracked`). The first change to anything it read marks the node.
  func trackedBody(of node: ViewNode) -> any View {
    let queue = queue
    let id = node.id
    let view = node.view
    let traits = node.traits
    let candidates = ObservationCauses.candidates(in: view, traits: traits)
    var lookout: PendingTracking?
    let body: any View
    if candidates.isEmpty && !traits.readsUnheldObservation {
      // Nothing to attribute a change to: the plain form, which costs nothing when the body reads no
      // `@Observable` (a row of `@Tracked` items). Its handler is made only if the body did read one.
      body = withObservationTracking(
        { Self.lookoutTrackedBody(of: view, node: id, queue: queue, tracking: &lookout) },
        onChange: Self.unattributedChange(node: id, queue: queue, traits: traits))
    } else {
      body = withObservationTracking({ Self.lookoutTrackedBody(of: view, node: id, queue: queue, tracking: &lookout) }, willSet: { tracking in
        tracking.cancel()
        queue.invalidate(id, .dependencies, cause: nil, change: ObservationCauses.pendingChange(in: candidates, keyPath: tracking.changed))
      })
    }
    node.tracking = lookout
    return body
  }

  /// `view`'s body, its `@Tracked` reads tracked until the first change, which marks the node.
  private static func lookoutTrackedBody(
    of view: any View, node id: Int, queue: InvalidationQueue, tracking: inout PendingTracking?
  ) -> any View {
    let (body, pending) = withCancellableTracking(options: .willSet, { view.body as any View }) { event in
      queue.invalidate(id, .dependencies, cause: event.propertyDescription)
    }
    tracking = pending
    return body
  }

  /// The handler for a body that read an `@Observable` none of its fields holds: later bodies of its type
  /// are tracked in the form that names the changed property's type.
  private static func unattributedChange(node id: Int, queue: InvalidationQueue, traits: ViewTypeTraits) -> @Sendable () -> Void {
    traits.readsUnheldObservation = true
    return { queue.invalidate(id, .dependencies, cause: nil) }
  }
}
