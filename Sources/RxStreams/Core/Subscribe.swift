import Synchronization

extension ObservableType {
  /// Subscribes element, error, completion and disposal handlers.
  ///
  /// `onDisposed` runs once, after a terminal event's handler or on disposal, whichever
  /// comes first.
  @discardableResult
  @inlinable
  public func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onError: ((Swift.Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    let sink = HandlerSink(
      onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    sink.setUpstream(
      asObservable().subscribe(AnyObserver(next: { sink.receiveNext($0) }, event: { sink.on($0) })))
    return sink
  }

  /// Subscribes handlers that receive `object` with each event, without retaining it: once
  /// `object` is gone, the handlers are no longer called.
  @discardableResult
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onError: ((Object, Swift.Error) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    subscribe(
      onNext: { [weak object] value in
        guard let object else { return }
        onNext?(object, value)
      },
      onError: { [weak object] error in
        guard let object else { return }
        onError?(object, error)
      },
      onCompleted: { [weak object] in
        guard let object else { return }
        onCompleted?(object)
      },
      onDisposed: { [weak object] in
        guard let object else { return }
        onDisposed?(object)
      })
  }

  /// Subscribes an event handler.
  @discardableResult
  public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
    subscribe(AnyObserver(eventHandler: on))
  }
}

/// The observer behind `subscribe(onNext:…)`: calls the handlers, keeps the grammar, and is
/// the disposable the caller gets back.
@usableFromInline
final class HandlerSink<Element>: ObserverType, Cancelable, @unchecked Sendable {
  private let onNext: ((Element) -> Void)?
  private let onError: ((Swift.Error) -> Void)?
  private let onCompleted: (() -> Void)?
  private let onDisposed: (() -> Void)?
  private let stopped = Atomic<Bool>(false)
  private let disposed = Atomic<Bool>(false)
  private let upstream = SingleAssignmentDisposable()

  @usableFromInline
  init(
    onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?,
    onCompleted: (() -> Void)?, onDisposed: (() -> Void)?
  ) {
    self.onNext = onNext
    self.onError = onError
    self.onCompleted = onCompleted
    self.onDisposed = onDisposed
  }

  @usableFromInline
  func setUpstream(_ disposable: Disposable) { upstream.setDisposable(disposable) }

  /// An element, without building an `Event`: the hot path.
  @usableFromInline
  func receiveNext(_ value: Element) {
    guard !stopped.load(ordering: .acquiring) else { return }
    onNext?(value)
  }

  @usableFromInline
  func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      guard !stopped.load(ordering: .acquiring) else { return }
      onNext?(value)
    case .error(let error):
      guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
      onError?(error)
      dispose()
    case .completed:
      guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
      onCompleted?()
      dispose()
    }
  }

  @usableFromInline
  var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  @usableFromInline
  func dispose() {
    stopped.store(true, ordering: .releasing)
    guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    upstream.dispose()
    onDisposed?()
  }
}
