import Foundation
import Primitives

/// A subject that sends only its last value, and only when it completes.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType,
  @unchecked Sendable
{
  public typealias Observer = AsyncSubject<Element>

  private let lock = Lock()
  @exclusivity(unchecked) private var last: Element?
  @exclusivity(unchecked) private var terminal: Event<Element>?
  @exclusivity(unchecked) private var observers: [Int: AnyObserver<Element>] = [:]
  @exclusivity(unchecked) private var nextKey = 0

  /// Creates a subject.
  public init() { super.init(nil) }

  /// Whether any observer is subscribed.
  public var hasObservers: Bool { lock.withLock { !observers.isEmpty } }

  @usableFromInline
  override func subscribeObserver(_ observer: AnyObserver<Element>) -> Disposable {
    lock.lock()
    if let terminal {
      let last = self.last
      lock.unlock()
      if case .completed = terminal, let last { observer.on(.next(last)) }
      observer.on(terminal)
      return Disposables.create()
    }
    let key = nextKey
    nextKey += 1
    observers[key] = observer
    lock.unlock()
    return Disposables.create { [weak self] in
      self?.lock.withLock { _ = self?.observers.removeValue(forKey: key) }
    }
  }

  public func on(_ event: Event<Element>) {
    lock.lock()
    guard terminal == nil else {
      lock.unlock()
      return
    }
    if case .next(let value) = event {
      last = value
      lock.unlock()
      return
    }
    terminal = event
    // In the order they subscribed, as RxSwift delivers (a dictionary has no order).
    let targets = observers.sorted { $0.key < $1.key }.map(\.value)
    observers.removeAll()
    let last = self.last
    lock.unlock()
    for target in targets {
      if case .completed = event, let last { target.on(.next(last)) }
      target.on(event)
    }
  }

  public func asObserver() -> AsyncSubject<Element> { self }
}
