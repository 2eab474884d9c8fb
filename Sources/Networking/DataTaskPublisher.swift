import Foundation
import Streams

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSession {
  /// Returns a publisher that wraps a URL session data task for a given URL.
  public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
    dataTaskPublisher(for: URLRequest(url: url))
  }

  /// Returns a publisher that wraps a URL session data task for a given request.
  ///
  /// The task starts when the subscriber asks for a value; cancelling the subscription
  /// cancels the task.
  public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
    DataTaskPublisher(request: request, session: self)
  }

  /// A publisher that delivers the results of performing URL session data tasks.
  public struct DataTaskPublisher: Publisher, @unchecked Sendable {
    public typealias Output = (data: Data, response: URLResponse)
    public typealias Failure = URLError

    /// The URL request performed by the data task.
    public let request: URLRequest
    /// The URL session that performs the data task.
    public let session: URLSession

    public init(request: URLRequest, session: URLSession) {
      self.request = request
      self.session = session
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == URLError {
      subscriber.receive(
        subscription: DataTaskSubscription(subscriber, request: request, session: session))
    }
  }
}

/// Starts the data task on the first demand; delivers its result and finishes.
private final class DataTaskSubscription<Downstream: Subscriber>: Subscription,
  CustomStringConvertible,
  @unchecked Sendable
where Downstream.Input == URLSession.DataTaskPublisher.Output, Downstream.Failure == URLError {
  private let lock = NSLock()
  private var downstream: Downstream?
  private var task: URLSessionDataTask?
  private let request: URLRequest
  private let session: URLSession

  init(_ downstream: Downstream, request: URLRequest, session: URLSession) {
    self.downstream = downstream
    self.request = request
    self.session = session
  }

  var description: String { "DataTaskPublisher" }

  func request(_ demand: Subscribers.Demand) {
    precondition(demand > 0, "API Violation: demand must not be zero")
    let task = lock.withLock { () -> URLSessionDataTask? in
      guard downstream != nil, self.task == nil else { return nil }
      let task = session.dataTask(with: request) { [weak self] data, response, error in
        self?.finish(data: data, response: response, error: error)
      }
      self.task = task
      return task
    }
    task?.resume()
  }

  private func finish(data: Data?, response: URLResponse?, error: Error?) {
    let downstream = lock.withLock { () -> Downstream? in
      defer { self.downstream = nil }
      return self.downstream
    }
    guard let downstream else { return }
    if let error {
      downstream.receive(completion: .failure(error as? URLError ?? URLError(.unknown)))
    } else if let response {
      _ = downstream.receive((data ?? Data(), response))
      downstream.receive(completion: .finished)
    } else {
      downstream.receive(completion: .failure(URLError(.badServerResponse)))
    }
  }

  func cancel() {
    let task = lock.withLock { () -> URLSessionDataTask? in
      downstream = nil
      return self.task
    }
    #if canImport(FoundationNetworking)
      // FoundationNetworking (swift-corelibs-foundation) can trap ("Trying to access a
      // behaviour for a task that in not in the registry") when a task is cancelled while it
      // completes. Until that is fixed, cancelling here detaches the subscriber: nothing is
      // delivered, and the transfer, already under way, finishes and is dropped.
      _ = task
    #else
      task?.cancel()
    #endif
  }
}
