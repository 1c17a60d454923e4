/// An asynchronous sequence of a closure's value over time, with the semantics of Observation's
/// `Observations` (SE-0475), on every platform.
///
/// ```swift
/// for await count in TrackedValues({ model.count }) {
///     print(count)
/// }
/// ```
///
/// - The closure first runs at the first `next()`, on the closure's own isolation (the actor it was
///   written on), and again after each change to what it read.
/// - Changes made before the consumer asks again coalesce into one value; writing an equal value wakes
///   nobody.
/// - An error thrown by the closure is thrown once by `next()`; the sequence then ends.
/// - Cancelling the consuming task ends the sequence.
///
/// Each iterator tracks on its own, so two loops over one sequence each see every value.
public struct TrackedValues<Element: Sendable, Failure: Error>: AsyncSequence, Sendable {
  /// What ``untilFinished(_:)``'s closure returns: a value, or the end of the sequence.
  public enum Iteration: Sendable {
    case next(Element)
    case finish
  }

  /// The closure, of either shape; kept as written so it runs on its own isolation.
  enum Source: Sendable {
    case values(@isolated(any) @Sendable () throws(Failure) -> Element)
    case iterations(@isolated(any) @Sendable () throws(Failure) -> Iteration)

    var isolation: (any Actor)? {
      switch self {
      case .values(let emit): emit.isolation
      case .iterations(let emit): emit.isolation
      }
    }
  }

  private let source: Source

  /// A sequence of the values `emit` returns, re-evaluated after every change to what it read.
  public init(@_inheritActorContext _ emit: @escaping @isolated(any) @Sendable () throws(Failure) -> Element) {
    source = .values(emit)
  }

  private init(iterations: @escaping @isolated(any) @Sendable () throws(Failure) -> Iteration) {
    source = .iterations(iterations)
  }

  /// A sequence that ends when `emit` returns ``Iteration/finish``.
  public static func untilFinished(
    @_inheritActorContext _ emit: @escaping @isolated(any) @Sendable () throws(Failure) -> Iteration
  ) -> TrackedValues {
    TrackedValues(iterations: emit)
  }

  public func makeAsyncIterator() -> Iterator { Iterator(source: source) }

  /// Iterates a ``TrackedValues`` sequence.
  public struct Iterator: AsyncIteratorProtocol {
    private let source: Source
    private let signal = ChangeSignal()
    private var started = false
    private var finished = false

    init(source: Source) {
      self.source = source
    }

    public mutating func next(
      isolation actor: isolated (any Actor)? = #isolation
    ) async throws(Failure) -> Element? {
      guard !finished else { return nil }
      if started {
        guard await signal.wait() else {
          finished = true
          return nil
        }
      }
      started = true
      do {
        switch try await Self.trackedEmit(isolation: source.isolation, source, signal: signal) {
        case .next(let element):
          return element
        case .finish:
          finished = true
          return nil
        }
      } catch {
        finished = true
        throw error
      }
    }

    /// `next(isolation:)` without an actor: the requirement Apple systems before macOS 15 / iOS 18 need.
    public mutating func next() async throws(Failure) -> Element? {
      try await next(isolation: nil)
    }

    /// Runs `emit` on its own isolation inside a tracking scope; the first change to what it read raises
    /// `signal`.
    private static func trackedEmit(
      isolation: isolated (any Actor)?,
      _ source: Source,
      signal: ChangeSignal
    ) async throws(Failure) -> Iteration {
      let scope = TrackingScope.open()
      let iteration: Iteration
      do {
        // Already on the closure's isolation, so the call does not suspend: the scope stays on this thread.
        switch source {
        case .values(let emit): iteration = .next(try await emit())
        case .iterations(let emit): iteration = try await emit()
        }
      } catch {
        scope.abandon()
        throw error
      }
      scope.close { reads, reader in
        if !reads.isEmpty { OneShotObserver.install(reads, options: .willSet, handler: .plain { signal.raise() }, reader: reader) }
      }
      return iteration
    }
  }
}

/// The rendezvous between a tracked change (any thread) and a waiting iterator.
final class ChangeSignal: Sendable {
  private struct State {
    var raised = false
    var waiter: CheckedContinuation<Bool, Never>?
    var cancelled = false
  }

  private let state = Locked(State())

  /// A tracked value changed: wake the waiter, or let the next wait return at once.
  func raise() {
    let waiter = state.withLock { state -> CheckedContinuation<Bool, Never>? in
      guard let waiter = state.waiter else {
        state.raised = true
        return nil
      }
      state.waiter = nil
      return waiter
    }
    waiter?.resume(returning: true)
  }

  /// Waits for a change; returns `false` when the task is cancelled.
  func wait() async -> Bool {
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let immediate = state.withLock { state -> Bool? in
          if state.cancelled { return false }
          if state.raised {
            state.raised = false
            return true
          }
          state.waiter = continuation
          return nil
        }
        if let immediate { continuation.resume(returning: immediate) }
      }
    } onCancel: {
      let waiter = state.withLock { state -> CheckedContinuation<Bool, Never>? in
        state.cancelled = true
        defer { state.waiter = nil }
        return state.waiter
      }
      waiter?.resume(returning: false)
    }
  }
}

extension Tracked where Self: Sendable {
  /// The values of the property at `keyPath` over time: the current value first, then one value after each
  /// batch of changes. For models isolated to the main actor (as SwiftUI models are), called there:
  ///
  /// ```swift
  /// for await progress in model.values(of: \.downloadProgress) { bar.update(progress) }
  /// ```
  ///
  /// The key path is applied on the main actor only, where its property may be read.
  @MainActor
  public func values<Value: Sendable>(of keyPath: KeyPath<Self, Value>) -> TrackedValues<Value, Never> {
    // Key paths to main-actor-isolated properties are not `Sendable`; this one is only used on the main actor.
    nonisolated(unsafe) let keyPath = keyPath
    return TrackedValues { @MainActor in self[keyPath: keyPath] }
  }
}
