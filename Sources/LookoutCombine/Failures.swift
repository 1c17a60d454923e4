import Foundation

// Operators about failures: throwing transforms, mapping and replacing errors, retrying.

extension Publisher {
  /// `transform` may throw: its error ends the publisher.
  public func tryMap<NewOutput>(_ transform: @escaping (Output) throws -> NewOutput) -> Derived<NewOutput, any Error> {
    Derived { downstream in
      _deliver(to: Subscribers.Sink(receiveValue: { value in
        do { downstream.receive(try transform(value)) } catch { downstream.receive(completion: .failure(error)) }
      }, receiveCompletion: { downstream.receive(completion: $0.mapError { $0 }) }))
    }
  }

  public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Derived<Output, any Error> {
    Derived { downstream in
      _deliver(to: Subscribers.Sink(receiveValue: { value in
        do { if try isIncluded(value) { downstream.receive(value) } } catch { downstream.receive(completion: .failure(error)) }
      }, receiveCompletion: { downstream.receive(completion: $0.mapError { $0 }) }))
    }
  }

  public func tryCompactMap<NewOutput>(_ transform: @escaping (Output) throws -> NewOutput?) -> Derived<NewOutput, any Error> {
    let values = tryMap(transform).compactMap { $0 }
    return Derived(attach: values._deliver)
  }

  /// Upstream's error made another.
  public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Derived<Output, E> {
    Derived { downstream in
      _deliver(to: Subscribers.Sink(receiveValue: { downstream.receive($0) }, receiveCompletion: { downstream.receive(completion: $0.mapError(transform)) }))
    }
  }

  /// An error replaced by `output`, then finished.
  public func replaceError(with output: Output) -> Derived<Output, Never> {
    Derived { downstream in
      _deliver(to: Subscribers.Sink(receiveValue: { downstream.receive($0) }, receiveCompletion: { completion in
        if case .failure = completion { downstream.receive(output) }
        downstream.receive(completion: .finished)
      }))
    }
  }

  /// An error replaced by the values of the publisher `handler` makes of it.
  public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Derived<Output, P.Failure> where P.Output == Output {
    Derived { downstream in
      let replacement = Box<AnyCancellable?>(nil)
      let upstream = _deliver(to: Subscribers.Sink(receiveValue: { downstream.receive($0) }, receiveCompletion: { completion in
        switch completion {
        case .finished: downstream.receive(completion: .finished)
        case .failure(let error): replacement.value = handler(error)._deliver(to: downstream)
        }
      }))
      return AnyCancellable {
        upstream.cancel()
        replacement.value?.cancel()
      }
    }
  }

  /// Subscribes again, up to `retries` times, when upstream fails.
  public func retry(_ retries: Int) -> Derived<Output, Failure> {
    Derived { downstream in
      let current = Box<AnyCancellable?>(nil)
      let left = Counter(retries)
      func attach() {
        current.value = _deliver(to: Subscribers.Sink(receiveValue: { downstream.receive($0) }, receiveCompletion: { completion in
          if case .failure = completion, left.decrement() >= 0 { attach() } else { downstream.receive(completion: completion) }
        }))
      }
      attach()
      return AnyCancellable { current.value?.cancel() }
    }
  }

  /// Ends the program if upstream fails.
  public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line) -> Derived<Output, Never> {
    Derived { downstream in
      _deliver(to: Subscribers.Sink(receiveValue: { downstream.receive($0) }, receiveCompletion: { completion in
        if case .failure(let error) = completion { fatalError("\(prefix)\(error)", file: file, line: line) }
        downstream.receive(completion: .finished)
      }))
    }
  }
}

extension Publisher where Failure == Never {
  /// The same values, typed as a publisher that may fail with `E`.
  public func setFailureType<E: Error>(to failureType: E.Type) -> Derived<Output, E> {
    Derived { downstream in
      _deliver(to: Subscribers.Sink(receiveValue: { downstream.receive($0) }, receiveCompletion: { _ in downstream.receive(completion: .finished) }))
    }
  }
}

extension Completion {
  func mapError<E: Error>(_ transform: (Failure) -> E) -> Completion<E> {
    switch self {
    case .finished: .finished
    case .failure(let error): .failure(transform(error))
    }
  }
}
