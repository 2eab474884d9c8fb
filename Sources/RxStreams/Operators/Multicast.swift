import Foundation
import Primitives

/// An observable sequence that starts its work only when `connect()` is called, and shares
/// that one subscription among all its subscribers.
public protocol ConnectableObservableType: ObservableType {
  /// Connects the sequence to its source: events start to flow to the subscribers.
  ///
  /// Disposing the returned disposable disconnects. Connecting while connected returns the
  /// current connection.
  func connect() -> Disposable
}

/// A type-erased connectable observable: what `multicast`, `publish` and `replay` return.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
  init() { super.init(nil) }

  /// Connects the sequence to its source. Subclasses implement it.
  public func connect() -> Disposable { Disposables.create() }
}

/// A connectable sequence that forwards its source through a subject, made when first needed
/// and made again for the connection after one has ended.
final class SubjectConnectable<Subject: SubjectType>: ConnectableObservable<Subject.Element>,
  @unchecked Sendable
{
  private let source: Observable<Subject.Observer.Element>
  private let makeSubject: () -> Subject
  private let lock = Lock()
  @exclusivity(unchecked) private var subject: Subject?
  @exclusivity(unchecked) private var connection: Connection?

  init(source: Observable<Subject.Observer.Element>, makeSubject: @escaping () -> Subject) {
    self.source = source
    self.makeSubject = makeSubject
  }

  /// The subject of the current (or next) connection; the caller holds the lock.
  private var currentSubject: Subject {
    if let subject { return subject }
    let made = makeSubject()
    subject = made
    return made
  }

  override func subscribeObserver(_ observer: AnyObserver<Subject.Element>) -> Disposable {
    let subject = lock.withLock { currentSubject }
    return subject.subscribe(observer)
  }

  override func connect() -> Disposable {
    lock.lock()
    if let connection {
      lock.unlock()
      return connection
    }
    let connection = Connection(parent: self, observer: currentSubject.asObserver())
    self.connection = connection
    lock.unlock()
    connection.start(source)
    return connection
  }

  fileprivate func ended(_ ending: Connection) {
    lock.withLock {
      guard connection === ending else { return }
      connection = nil
      subject = nil
    }
  }

  /// One connection: forwards the source's events to the subject until it ends or is
  /// disposed.
  final class Connection: ObserverType, Cancelable, @unchecked Sendable {
    private weak var parent: SubjectConnectable?
    private let observer: Subject.Observer
    private let subscription = SingleAssignmentDisposable()
    private let disposed = Locked(false)

    init(parent: SubjectConnectable, observer: Subject.Observer) {
      self.parent = parent
      self.observer = observer
    }

    func start(_ source: Observable<Subject.Observer.Element>) {
      subscription.setDisposable(source.subscribe(self))
    }

    func on(_ event: Event<Subject.Observer.Element>) {
      guard !isDisposed else { return }
      if event.isStopEvent { dispose() }
      observer.on(event)
    }

    var isDisposed: Bool { disposed.withLock { $0 } }

    func dispose() {
      let first = disposed.withLock { disposed in
        defer { disposed = true }
        return !disposed
      }
      guard first else { return }
      parent?.ended(self)
      subscription.dispose()
    }
  }
}

extension ObservableType {
  /// Multicasts this sequence through `subject`: subscribers subscribe to the subject, and
  /// `connect()` subscribes the subject to this sequence.
  public func multicast<Subject: SubjectType>(_ subject: Subject)
    -> ConnectableObservable<Subject.Element>
  where Subject.Observer.Element == Element {
    SubjectConnectable(source: asObservable(), makeSubject: { subject })
  }

  /// Multicasts this sequence through a subject that `makeSubject` makes for each
  /// connection: after a connection ends, the next one starts with a new subject.
  public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject)
    -> ConnectableObservable<Subject.Element>
  where Subject.Observer.Element == Element {
    SubjectConnectable(source: asObservable(), makeSubject: makeSubject)
  }

  /// For each subscriber, multicasts this sequence through a new subject, lets `selector`
  /// build a sequence from the shared one, subscribes to it, then connects.
  public func multicast<Subject: SubjectType, Result>(
    _ subjectSelector: @escaping () throws -> Subject,
    selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
  ) -> Observable<Result> where Subject.Observer.Element == Element {
    let source = asObservable()
    return Observable.make { observer in
      let sink = GrammarSink(observer)
      do {
        let subject = try subjectSelector()
        let connectable = SubjectConnectable(source: source, makeSubject: { subject })
        let selected = try selector(connectable.asObservable())
        let subscription = selected.subscribe(sink)
        let connection = connectable.connect()
        sink.setUpstream(Disposables.create(subscription, connection))
      } catch {
        sink.on(.error(error))
      }
      return sink
    }
  }

  /// Multicasts through a `PublishSubject`: subscribers get the elements sent after they
  /// subscribed.
  public func publish() -> ConnectableObservable<Element> {
    multicast(makeSubject: { PublishSubject<Element>() })
  }

  /// Multicasts through a `ReplaySubject` that replays the last `bufferSize` elements.
  public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
    multicast(makeSubject: { ReplaySubject<Element>.create(bufferSize: bufferSize) })
  }

  /// Multicasts through a `ReplaySubject` that replays every element.
  public func replayAll() -> ConnectableObservable<Element> {
    multicast(makeSubject: { ReplaySubject<Element>.createUnbounded() })
  }
}
