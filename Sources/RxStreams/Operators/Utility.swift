import Foundation
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
      serial.disposable = source.subscribe { event in
        guard case .error(let error) = event else {
          downstream.on(event)
          return
        }
        do {
          serial.disposable = try handler(error).subscribe(downstream)
        } catch {
          downstream.on(.error(error))
        }
      }
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
    let shared = ShareState(source: asObservable(), replay: replay, scope: scope)
    return Observable.make { shared.subscribe($0) }
  }
}

/// The shared subscription behind `share(replay:scope:)`.
///
/// It never holds its lock while subscribing to the source or calling observers, so an
/// operator that calls out while subscribing (`take(1)` + `share(replay: 1)` + `zip`)
/// cannot deadlock, unlike RxSwift's recursive lock.
private final class ShareState<Element>: @unchecked Sendable {
  private let source: Observable<Element>
  private let replay: Int
  private let scope: SubjectLifetimeScope
  private let lock = NSLock()
  @exclusivity(unchecked) private var subject: ReplaySubject<Element>?
  @exclusivity(unchecked) private var connection: Disposable?
  @exclusivity(unchecked) private var subscribers = 0
  /// With `.forever`, the source ended and its subject replays the end to newcomers.
  @exclusivity(unchecked) private var finished = false

  init(source: Observable<Element>, replay: Int, scope: SubjectLifetimeScope) {
    self.source = source
    self.replay = replay
    self.scope = scope
  }

  func subscribe(_ observer: AnyObserver<Element>) -> Disposable {
    lock.lock()
    let subject = self.subject ?? ReplaySubject.create(bufferSize: replay)
    self.subject = subject
    subscribers += 1
    let connect = subscribers == 1 && connection == nil && !finished
    if connect { connection = BooleanDisposable() }
    lock.unlock()
    let subscription = subject.subscribe(observer)
    if connect {
      let upstream = source.subscribe { [weak self] event in
        subject.on(event)
        if event.isStopEvent { self?.sourceEnded(subject) }
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
    return Disposables.create { [weak self] in
      subscription.dispose()
      self?.subscriberLeft(subject)
    }
  }

  private func sourceEnded(_ subject: ReplaySubject<Element>) {
    lock.withLock {
      guard self.subject === subject else { return }
      connection = nil
      switch scope {
      case .whileConnected:
        // The next subscriber starts over with a new subscription and replay buffer.
        self.subject = nil
        subscribers = 0
      case .forever:
        finished = true
      }
    }
  }

  private func subscriberLeft(_ subject: ReplaySubject<Element>) {
    let disconnect = lock.withLock { () -> Disposable? in
      guard self.subject === subject else { return nil }
      subscribers -= 1
      guard subscribers == 0 else { return nil }
      defer {
        connection = nil
        if scope == .whileConnected { self.subject = nil }
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
