import Foundation
import Primitives

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// Apple's Foundation declares `dataTaskPublisher` for code that imports Combine; on Linux,
// URLSession lives in FoundationNetworking and Combine is this module, so the extension lives
// here: `import Streams` (with FoundationNetworking, which Linux needs for URLSession anyway)
// is enough, as `import Combine` is on Apple platforms.
extension URLSession {
  /// Returns a publisher that wraps a URL session data task for a given URL.
  public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
    dataTaskPublisher(for: URLRequest(url: url))
  }

  /// Returns a publisher that wraps a URL session data task for a given request.
  ///
  /// The task starts when the subscriber asks for a value; cancelling the subscription
  /// cancels the task.
  ///
  /// On Linux, cancel on a session without a URL cache, such as Networking's `uncached`: on a
  /// session with one (`URLSession.shared`), FoundationNetworking can trap when a cancel
  /// meets a task that is completing, and nothing outside it can tell when that is.
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
      subscriber.receive(subscription: DataTaskSubscription(subscriber, parent: self))
    }
  }
}

/// Makes the data task on the first request and resumes it on every request, as Combine
/// does; delivers the first result and finishes. An error that is not a `URLError`, or no
/// response at all, fails with `URLError(.unknown)`.
private final class DataTaskSubscription<Downstream: Subscriber>: Subscription,
  DataTaskFinishing, CustomStringConvertible, CustomReflectable,
  CustomPlaygroundDisplayConvertible, @unchecked Sendable
where Downstream.Input == URLSession.DataTaskPublisher.Output, Downstream.Failure == URLError {
  private let lock = Lock()
  // Guarded by `lock`; all three let go once the task has delivered or been cancelled.
  private var downstream: Downstream?
  private var parent: URLSession.DataTaskPublisher?
  private var task: URLSessionDataTask?
  private var demand = Subscribers.Demand.none
  /// The task's completion handler has run (so the task must not be cancelled: see
  /// `cancel()`).
  private var completed = false

  init(_ downstream: Downstream, parent: URLSession.DataTaskPublisher) {
    self.downstream = downstream
    self.parent = parent
  }

  var description: String { "DataTaskPublisher" }

  var customMirror: Mirror {
    lock.lock()
    defer { lock.unlock() }
    return Mirror(
      self,
      children: [
        "task": task as Any, "downstream": downstream as Any, "parent": parent as Any,
        "demand": demand,
      ])
  }

  var playgroundDescription: Any { description }

  func request(_ demand: Subscribers.Demand) {
    precondition(demand > 0, "API Violation: demand must not be zero")
    lock.lock()
    guard let parent else {
      lock.unlock()
      return
    }
    self.demand += demand
    if task == nil {
      // Held without its generic type, so the handler captures no metatype.
      weak let finisher: (any DataTaskFinishing)? = self
      task = parent.session.dataTask(with: parent.request) { data, response, error in
        finisher?.finish(data: data, response: response, error: error)
      }
    }
    let task = self.task
    lock.unlock()
    task?.resume()
  }

  func finish(data: Data?, response: URLResponse?, error: Error?) {
    lock.lock()
    guard let downstream, !completed else {
      lock.unlock()
      return
    }
    completed = true
    self.downstream = nil
    parent = nil
    task = nil
    lock.unlock()
    if let error {
      downstream.receive(completion: .failure(error as? URLError ?? URLError(.unknown)))
    } else if let response {
      _ = downstream.receive((data ?? Data(), response))
      downstream.receive(completion: .finished)
    } else {
      downstream.receive(completion: .failure(URLError(.unknown)))
    }
  }

  func cancel() {
    lock.lock()
    guard parent != nil else {
      lock.unlock()
      return
    }
    let task = completed ? nil : self.task
    downstream = nil
    parent = nil
    self.task = nil
    lock.unlock()
    // A task whose completion handler has run is not cancelled (a downstream that cancels on
    // its first value, first() or prefix(1), does so from inside delivery): there is nothing
    // left to stop. FoundationNetworking (swift-corelibs-foundation) traps ("Trying to access
    // a behaviour for a task that in not in the registry") when a cancel reaches a task after
    // it has left its session's registry; on a session without a URL cache its cancel is
    // queued ahead of any completion, so this call is safe at any moment; on one with a cache
    // it can wait behind the cache lookup and trap (see `URLSession.uncached`).
    task?.cancel()
  }
}

/// What a data task's completion handler calls.
private protocol DataTaskFinishing: AnyObject, Sendable {
  func finish(data: Data?, response: URLResponse?, error: Error?)
}
