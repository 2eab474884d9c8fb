import Synchronization

extension ObservableType {
  /// Runs side effects for each event, subscription and disposal.
  ///
  /// A terminal event (or a throwing handler) ends the subscription at once: the source is
  /// unsubscribed and `onDispose` runs, right after the event is delivered, or, if the source
  /// ends while it is being subscribed, right after `onSubscribed`.
  public func `do`(
    onNext: ((Element) throws -> Void)? = nil,
    afterNext: ((Element) throws -> Void)? = nil,
    onError: ((Swift.Error) throws -> Void)? = nil,
    afterError: ((Swift.Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil,
    afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Observable<Element> {
    let source = asObservable()
    return Observable.make { downstream in
      onSubscribe?()
      let subscription = DoSubscription(onDispose: onDispose)
      let observer = AnyObserver<Element> { event in
        do {
          switch event {
          case .next(let value):
            try onNext?(value)
            downstream.on(event)
            try afterNext?(value)
          case .error(let error):
            try onError?(error)
            downstream.on(event)
            try afterError?(error)
            subscription.end()
          case .completed:
            try onCompleted?()
            downstream.on(event)
            try afterCompleted?()
            subscription.end()
          }
        } catch {
          downstream.on(.error(error))
          subscription.end()
        }
      }
      subscription.upstream.setDisposable(source.subscribe(observer))
      onSubscribed?()
      subscription.subscribed()
      return subscription
    }
  }
}

/// A `do` subscription: unsubscribes its source and runs `onDispose` once, when disposed or
/// when its source ends. Who does it on an end is settled by `phase`: the terminal event once
/// subscribing has finished, or the subscribing code itself when the source ended before
/// `subscribe` returned.
final class DoSubscription: Cancelable, @unchecked Sendable {
  enum Phase: UInt8, AtomicRepresentable { case subscribing, subscribed, ended }

  let upstream = SingleAssignmentDisposable()
  private let phase = Atomic<Phase>(.subscribing)
  private let torndown = Atomic<Bool>(false)
  private let onDispose: (() -> Void)?

  init(onDispose: (() -> Void)?) { self.onDispose = onDispose }

  /// The source ended (or a handler threw).
  func end() {
    upstream.dispose()
    if phase.exchange(.ended, ordering: .acquiringAndReleasing) == .subscribed { dispose() }
  }

  /// `subscribe` and `onSubscribed` have returned.
  func subscribed() {
    if phase.exchange(.subscribed, ordering: .acquiringAndReleasing) == .ended { dispose() }
  }

  var isDisposed: Bool { torndown.load(ordering: .acquiring) }

  func dispose() {
    guard !torndown.exchange(true, ordering: .acquiringAndReleasing) else { return }
    upstream.dispose()
    onDispose?()
  }
}
