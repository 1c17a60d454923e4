import Foundation

extension Publisher where Failure == Never {
  /// The values as an asynchronous sequence (`for await value in publisher.values`).
  public var values: AsyncStream<Output> {
    AsyncStream { continuation in
      let subscription = sink(receiveCompletion: { _ in continuation.finish() }, receiveValue: { value in
        nonisolated(unsafe) let value = value
        continuation.yield(value)
      })
      let box = UncheckedBox(subscription)
      continuation.onTermination = { _ in box.value.cancel() }
    }
  }
}

extension Publisher {
  /// The values as an asynchronous sequence that throws upstream's failure.
  public var values: AsyncThrowingStream<Output, any Error> {
    AsyncThrowingStream { continuation in
      let subscription = sink(receiveCompletion: { completion in
        switch completion {
        case .finished: continuation.finish()
        case .failure(let error): continuation.finish(throwing: error)
        }
      }, receiveValue: { value in
        nonisolated(unsafe) let value = value
        continuation.yield(value)
      })
      let box = UncheckedBox(subscription)
      continuation.onTermination = { _ in box.value.cancel() }
    }
  }
}
