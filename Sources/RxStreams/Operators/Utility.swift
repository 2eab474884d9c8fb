import Foundation
import Primitives
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

  /// Continues with the sequence `handler` returns when this one errors.
  public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>)
    -> Observable<Element>
  {
    let source = asObservable()
    return Observable.make { downstream in
      let serial = SerialDisposable()
      // Whichever sequence sends the last event is let go of right after it.
      let forward = AnyObserver<Element> { event in
        downstream.on(event)
        if event.isStopEvent { serial.dispose() }
      }
      // The source's subscription goes in first, so that a handler sequence subscribed to
      // while the source is still being subscribed to is not replaced by it.
      let first = SingleAssignmentDisposable()
      serial.disposable = first
      first.setDisposable(
        source.subscribe { event in
          guard case .error(let error) = event else {
            forward.on(event)
            return
          }
          do {
            serial.disposable = try handler(error).subscribe(forward)
          } catch {
            forward.on(.error(error))
          }
        })
      return serial
    }
  }

  /// Completes with `element` when this sequence errors.
  public func catchAndReturn(_ element: Element) -> Observable<Element> {
    self.catch { _ in .just(element) }
  }

  /// Resubscribes forever when the sequence errors.
  public func retry() -> Observable<Element> { retry(.max) }

  /// Resubscribes up to `maxAttemptCount - 1` times when the sequence errors.
  public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
    let source = asObservable()
    return Observable.make { downstream in
      let serial = SerialDisposable()
      let attempts = Locked(0)
      func attempt() {
        guard !serial.isDisposed else { return }
        serial.disposable = source.subscribe { event in
          guard case .error = event else {
            downstream.on(event)
            if event.isStopEvent { serial.dispose() }
            return
          }
          let again = attempts.withLock { count -> Bool in
            count += 1
            return count < maxAttemptCount
          }
          if again {
            CurrentThreadScheduler.instance.schedule(()) { _ in
              attempt()
              return Disposables.create()
            }
          } else {
            downstream.on(event)
            serial.dispose()
          }
        }
      }
      _ = CurrentThreadScheduler.instance.schedule(()) { _ in
        attempt()
        return Disposables.create()
      }
      return serial
    }
  }

  /// Collects every element into an array, sent on completion.
  public func toArray() -> Single<[Element]> {
    Single(raw: reduce(into: [Element]()) { $0.append($1) })
  }

  private func reduce<A>(into seed: A, _ accumulator: @escaping (inout A, Element) -> Void)
    -> Observable<A>
  {
    scan(into: (seed, false)) { state, element in accumulator(&state.0, element) }
      .map(\.0).takeLastOrDefault(seed)
  }

  /// The last element on completion, or `defaultValue` when there was none.
  fileprivate func takeLastOrDefault(_ defaultValue: Element) -> Observable<Element> {
    lift { downstream, _ in
      var last = defaultValue
      return AnyObserver { event in
        switch event {
        case .next(let value): last = value
        case .error: downstream.on(event)
        case .completed:
          downstream.on(.next(last))
          downstream.on(.completed)
        }
      }
    }
  }
}

/// How long `share(replay:scope:)` keeps the shared subscription and its replay buffer.
public enum SubjectLifetimeScope: Sendable {
  /// A new source subscription once every subscriber has left; the replay starts over.
  case whileConnected
  /// One replay buffer for the whole life of the shared sequence.
  case forever
}

extension ObservableType {
  /// Shares one subscription to this sequence among every subscriber, replaying the last
  /// `replay` elements to late subscribers.
  public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected)
    -> Observable<Element>
  {
    if scope == .forever {
      // One subject for the sequence's whole life: it replays to newcomers even after the
      // source ended, and a reconnection feeds the same subject.
      let subject = ReplaySubject<Element>.create(bufferSize: replay)
      return multicast(subject).refCount()
    }
    let shared = ShareState(source: asObservable(), replay: replay)
    return Observable.make { shared.subscribe($0) }
  }
}

/// The shared subscription behind `share(replay:scope: .whileConnected)`.
///
/// It never holds its lock while subscribing to the source or calling observers, so an
/// operator that calls out while subscribing (`take(1)` + `share(replay: 1)` + `zip`)
/// cannot deadlock, unlike RxSwift's recursive lock.
private final class ShareState<Element>: @unchecked Sendable {
  private let source: Observable<Element>
  private let replay: Int
  private let lock = Lock()
  // Guarded by `lock`: the current connection's subject, its source subscription (a
  // placeholder while it is being made) and how many subscribers share it.
  @exclusivity(unchecked) private var subject: ReplaySubject<Element>?
  @exclusivity(unchecked) private var connection: Disposable?
  @exclusivity(unchecked) private var subscribers = 0

  init(source: Observable<Element>, replay: Int) {
    self.source = source
    self.replay = replay
  }

  func subscribe(_ observer: AnyObserver<Element>) -> Disposable {
    lock.lock()
    let subject = self.subject ?? ReplaySubject.create(bufferSize: replay)
    self.subject = subject
    subscribers += 1
    let connect = subscribers == 1 && connection == nil
    if connect { connection = BooleanDisposable() }
    lock.unlock()
    let subscription = subject.subscribe(observer)
    if connect {
      // The subscriptions hold the state strongly: it must live as long as they do, even
      // when nobody keeps the shared observable itself.
      let upstream = source.subscribe { [self] event in
        // The connection ends before the end is passed on: a subscriber that comes back
        // while it is delivered starts a new connection, without the old replay.
        if event.isStopEvent { sourceEnded(subject) }
        subject.on(event)
      }
      lock.lock()
      if connection is BooleanDisposable, self.subject === subject {
        connection = upstream
        lock.unlock()
      } else {
        lock.unlock()
        upstream.dispose()
      }
    }
    return Disposables.create { [self] in
      subscription.dispose()
      subscriberLeft(subject)
    }
  }

  private func sourceEnded(_ subject: ReplaySubject<Element>) {
    let upstream = lock.withLock { () -> Disposable? in
      guard self.subject === subject else { return nil }
      defer {
        connection = nil
        self.subject = nil
        subscribers = 0
      }
      return connection
    }
    upstream?.dispose()
  }

  private func subscriberLeft(_ subject: ReplaySubject<Element>) {
    let disconnect = lock.withLock { () -> Disposable? in
      guard self.subject === subject else { return nil }
      subscribers -= 1
      guard subscribers == 0 else { return nil }
      defer {
        connection = nil
        self.subject = nil
      }
      return connection
    }
    disconnect?.dispose()
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
