import Foundation
import Primitives
import Streams

/// A subject that replays the last `bufferSize` values (or all of them) to each new
/// observer, then its terminal event if it has ended, then every later event.
///
/// Replaying never holds a lock while calling the observer: live events that arrive during
/// the replay wait in that observer's queue and follow the replay in order.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType,
  Cancelable, @unchecked Sendable
{
  public typealias Observer = ReplaySubject<Element>

  private let lock = Lock()
  private let bufferSize: Int
  @exclusivity(unchecked) private var buffer: [Element] = []
  @exclusivity(unchecked) private var terminal: Event<Element>?
  @exclusivity(unchecked) private var observers: [Int: ReplayObserver<Element>] = [:]
  @exclusivity(unchecked) private var nextKey = 0
  @exclusivity(unchecked) private var disposed = false

  private init(bufferSize: Int) {
    self.bufferSize = bufferSize
    super.init(nil)
  }

  /// Creates a subject that replays at most `bufferSize` values.
  public static func create(bufferSize: Int) -> ReplaySubject<Element> {
    precondition(bufferSize >= 0, "ReplaySubject: the buffer size must not be negative")
    return ReplaySubject(bufferSize: bufferSize)
  }

  /// Creates a subject that replays every value.
  public static func createUnbounded() -> ReplaySubject<Element> {
    ReplaySubject(bufferSize: .max)
  }

  /// Whether any observer is subscribed.
  public var hasObservers: Bool { lock.withLock { !observers.isEmpty } }

  public var isDisposed: Bool { lock.withLock { disposed } }

  @usableFromInline
  override func subscribeObserver(_ observer: AnyObserver<Element>) -> Disposable {
    lock.lock()
    guard !disposed else {
      lock.unlock()
      observer.on(.error(RxError.disposed(object: "ReplaySubject")))
      return Disposables.create()
    }
    let replay = buffer.map { Event.next($0) } + (terminal.map { [$0] } ?? [])
    let key = nextKey
    nextKey += 1
    let replayObserver = ReplayObserver(observer)
    if terminal == nil { observers[key] = replayObserver }
    lock.unlock()
    replayObserver.replay(replay)
    // Not the observer itself: once the subject has ended (or the replay of its end is
    // done) nothing holds it, so an observer that keeps this disposable is not kept alive
    // by it, as in RxSwift.
    return Disposables.create { [weak self, weak replayObserver] in
      replayObserver?.stop()
      self?.lock.withLock { _ = self?.observers.removeValue(forKey: key) }
    }
  }

  /// Records `event` and sends it to every observer.
  public func on(_ event: Event<Element>) {
    lock.lock()
    guard terminal == nil, !disposed else {
      lock.unlock()
      return
    }
    switch event {
    case .next(let value):
      if bufferSize > 0 {
        buffer.append(value)
        if buffer.count > bufferSize { buffer.removeFirst(buffer.count - bufferSize) }
      }
    case .error, .completed:
      terminal = event
    }
    // In the order they subscribed, as RxSwift delivers (a dictionary has no order).
    let targets = observers.sorted { $0.key < $1.key }.map(\.value)
    if event.isStopEvent { observers.removeAll() }
    lock.unlock()
    for target in targets { target.deliver(event) }
  }

  public func asObserver() -> ReplaySubject<Element> { self }

  /// Disposes the subject: it drops its buffer and refuses new observers.
  public func dispose() {
    lock.withLock {
      disposed = true
      buffer.removeAll()
      observers.removeAll()
    }
  }
}

/// One observer of a replay subject: queues live events until its replay is done.
private final class ReplayObserver<Element>: @unchecked Sendable {
  private let observer: AnyObserver<Element>
  private let lock = Lock()
  @exclusivity(unchecked) private var replaying = true
  @exclusivity(unchecked) private var queued: [Event<Element>] = []
  @exclusivity(unchecked) private var stopped = false

  init(_ observer: AnyObserver<Element>) { self.observer = observer }

  func replay(_ events: [Event<Element>]) {
    var pending = events
    while true {
      for event in pending {
        guard !lock.withLock({ stopped }) else { return }
        observer.on(event)
      }
      pending = lock.withLock {
        defer { queued.removeAll() }
        if queued.isEmpty { replaying = false }
        return queued
      }
      if pending.isEmpty { return }
    }
  }

  func deliver(_ event: Event<Element>) {
    let now = lock.withLock { () -> Bool in
      guard !stopped else { return false }
      if replaying {
        queued.append(event)
        return false
      }
      return true
    }
    if now { observer.on(event) }
  }

  func stop() { lock.withLock { stopped = true } }
}
