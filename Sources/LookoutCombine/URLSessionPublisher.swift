import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSession {
  /// A publisher of one data task's result: the data and the response, or the `URLError` it failed with.
  public func dataTaskPublisher(for url: URL) -> DataTaskPublisher { DataTaskPublisher(request: URLRequest(url: url), session: self) }
  public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher { DataTaskPublisher(request: request, session: self) }

  /// Runs a data task when subscribed to; cancelled with the subscription.
  public struct DataTaskPublisher: Publisher, @unchecked Sendable {
    public typealias Output = (data: Data, response: URLResponse)
    public typealias Failure = URLError
    public let request: URLRequest
    public let session: URLSession

    /// The response waits for the subscriber's request, however late it comes.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure { receiveKeepingResult(subscriber) }

    public func _deliver(to subscriber: Subscribers.Sink<Output, Failure>) -> AnyCancellable {
      let box = UncheckedBox(subscriber)
      let task = session.dataTask(with: request) { data, response, error in
        if let data, let response {
          box.value.receive((data, response))
          box.value.receive(completion: .finished)
        } else {
          box.value.receive(completion: .failure(error as? URLError ?? URLError(.unknown)))
        }
      }
      task.resume()
      let taskBox = UncheckedBox(task)
      return AnyCancellable {
        taskBox.value.cancel()
        box.value.cancel()
      }
    }
  }
}
