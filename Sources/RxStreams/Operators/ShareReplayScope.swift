import Primitives

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
