import Foundation
import RxStreams
import Streams

/// A sequence turned into blocking calls, for tests (RxBlocking's API).
///
/// Each call subscribes and waits for the sequence to end; while it waits on the main
/// thread it runs the main run loop, so `observe(on: MainScheduler.instance)` and
/// `receive(on: DispatchQueue.main)` still deliver. Past the timeout the call throws
/// `RxError.timeout` instead of hanging.
public struct BlockingObservable<Element> {
  let timeout: TimeInterval?
  let source: Observable<Element>

  /// The first element, or `nil` for an empty sequence; stops the sequence after it.
  public func first() throws -> Element? {
    try run(stopAfterFirst: true).elements.first
  }

  /// The last element, or `nil` for an empty sequence.
  public func last() throws -> Element? {
    try run(stopAfterFirst: false).elements.last
  }

  /// Every element.
  public func toArray() throws -> [Element] {
    try run(stopAfterFirst: false).elements
  }

  /// The only element; throws `RxError.noElements` or, as soon as a second element
  /// arrives, `.moreThanOneElement`.
  public func single() throws -> Element { try single { _ in true } }

  /// The only element that satisfies `predicate`; throws `RxError.noElements` when the
  /// sequence completes without one, or `.moreThanOneElement` as soon as a second one
  /// arrives.
  public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
    let elements = try BlockingObservable(timeout: timeout, source: source.single(predicate))
      .toArray()
    guard let element = elements.first else { throw RxError.noElements }
    return element
  }

  /// The elements and how the sequence ended, without throwing its error.
  public func materialize() -> MaterializedSequenceResult<Element> {
    do {
      let elements = try run(stopAfterFirst: false, throwing: false)
      if let error = elements.error { return .failed(elements: elements.elements, error: error) }
      return .completed(elements: elements.elements)
    } catch {
      return .failed(elements: [], error: error)
    }
  }

  private func run(stopAfterFirst: Bool, throwing: Bool = true) throws -> (
    elements: [Element], error: Swift.Error?
  ) {
    let state = BlockingState<Element>()
    let subscription = source.subscribe { event in
      state.record(event, stopAfterFirst: stopAfterFirst)
    }
    defer { subscription.dispose() }
    let deadline = timeout.map { Date().addingTimeInterval($0) }
    while !state.isDone {
      if let deadline, Date() >= deadline { throw RxError.timeout }
      if Thread.isMainThread {
        _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.005))
      } else {
        state.wait(seconds: 0.005)
      }
    }
    let result = state.result
    if throwing, let error = result.error { throw error }
    return result
  }
}

/// The outcome of `materialize()`.
public enum MaterializedSequenceResult<Element> {
  /// The sequence completed after these elements.
  case completed(elements: [Element])
  /// The sequence failed with `error` after these elements.
  case failed(elements: [Element], error: Swift.Error)
}

private final class BlockingState<Element>: @unchecked Sendable {
  private let lock = NSCondition()
  @exclusivity(unchecked) private var elements: [Element] = []
  @exclusivity(unchecked) private var error: Swift.Error?
  @exclusivity(unchecked) private var done = false

  var isDone: Bool { lock.withLock { done } }

  var result: (elements: [Element], error: Swift.Error?) { lock.withLock { (elements, error) } }

  func record(_ event: Event<Element>, stopAfterFirst: Bool) {
    lock.withLock {
      guard !done else { return }
      switch event {
      case .next(let value):
        elements.append(value)
        if stopAfterFirst { done = true }
      case .error(let error):
        self.error = error
        done = true
      case .completed:
        done = true
      }
      lock.broadcast()
    }
  }

  func wait(seconds: TimeInterval) {
    lock.lock()
    if !done { _ = lock.wait(until: Date().addingTimeInterval(seconds)) }
    lock.unlock()
  }
}

extension ObservableConvertibleType {
  /// Blocking calls on this sequence, for tests; `timeout` in seconds.
  public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
    BlockingObservable(timeout: timeout, source: asObservable())
  }
}

extension Publisher {
  /// Blocking calls on this publisher, for tests; `timeout` in seconds.
  public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Output> {
    BlockingObservable(timeout: timeout, source: bridgedObservable())
  }
}
