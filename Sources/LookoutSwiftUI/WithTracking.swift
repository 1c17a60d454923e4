// LookoutUI on Linux (the module `import SwiftUI` means in Linux test targets); Apple's SwiftUI elsewhere.
#if os(Linux)
import LookoutUI
#else
import SwiftUI
#endif
import LookoutCore

/// Makes the `@Tracked` models its content reads update the view before iOS 17: the counterpart of
/// swift-perception's `WithPerceptionTracking`.
///
/// ```swift
/// struct CounterView: View {
///     let model: CounterModel   // @Tracked
///
///     var body: some View {
///         WithTracking {
///             Text("\(model.count)")
///             Button("Add") { model.count += 1 }
///         }
///     }
/// }
/// ```
///
/// Before iOS 17 (macOS 14, tvOS 17, watchOS 10) SwiftUI tracks no body with Observation: the content is
/// evaluated under ``withTracking(_:onChange:)``, and the first change to anything it read bumps a `@State`
/// counter on the main actor, which SwiftUI treats as any state change: the content is evaluated again (once,
/// however many properties changed before that) and tracked anew. From iOS 17 it steps aside: SwiftUI's own
/// Observation tracking of this view's body sees the same reads, and nothing is added.
///
/// Only what the content closure reads while it runs is tracked, as with `body`: reads in button actions,
/// `onAppear` or `task` are not, and child views that read a model need a `WithTracking` of their own.
public struct WithTracking<Content: View>: View {
  /// Bumped when something the content read changes: the state change that makes SwiftUI evaluate it again.
  @State private var invalidations = 0
  /// The tracking of the last evaluation, dropped when the content is evaluated again.
  @State private var armed = ArmedTracking()
  private let content: () -> Content

  /// A view that evaluates `content` and updates when a `@Tracked` property it read changes.
  public init(@ViewBuilder content: @escaping () -> Content) {
    self.content = content
  }

  public var body: Content {
    if BodyObservation.isActive { return content() }
    // Reading the counter makes this body depend on it: SwiftUI evaluates again only bodies that read a state.
    _ = invalidations
    return armed.track(content, invalidating: StateCounter(_invalidations))
  }
}

/// The tracking of a tracking view's last evaluation: one at a time, so that a body evaluated again because
/// its parent changed drops the previous tracking instead of leaving it armed until the property changes.
final class ArmedTracking {
  private var cancel: (@Sendable () -> Void)?

  @MainActor func track<Content>(_ content: () -> Content, invalidating counter: StateCounter) -> Content {
    cancel?()
    let evaluated = withCancellableTracking(content, onChange: { counter.bump() })
    cancel = evaluated.cancel
    return evaluated.result
  }

  deinit { cancel?() }
}

/// A tracking view's `@State` counter, bumped from the tracking's handler, which runs on the thread making
/// the change: at once when that is the main actor (the change is then part of the same update, as any state
/// change in an action is), otherwise on the main actor as soon as it runs.
struct StateCounter: @unchecked Sendable {
  private let state: State<Int>

  init(_ state: State<Int>) { self.state = state }

  func bump() {
    let counter = self
    MainActorWork.perform { counter.state.wrappedValue &+= 1 }
  }
}
