import RxStreams
import Streams

extension TestScheduler {
  /// Calls `create` at `created`, subscribes to what it made at `subscribed`, disposes the
  /// subscription at `disposed`, runs the scheduler, and returns what was recorded.
  ///
  /// `create` may return any observable-convertible sequence: an `Observable`, a `Single`,
  /// `Maybe` or `Completable`, an `Infallible`, a `Driver`.
  public func start<Element, OutputSequence: ObservableConvertibleType>(
    created: TestTime = Defaults.created, subscribed: TestTime = Defaults.subscribed,
    disposed: TestTime = Defaults.disposed, create: @escaping () -> OutputSequence
  ) -> TestableObserver<Element> where OutputSequence.Element == Element {
    let observer = createObserver(Element.self)
    var source: Observable<Element>?
    var subscription: Disposable?
    scheduleAt(created) { source = create().asObservable() }
    scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
    scheduleAt(disposed) { subscription?.dispose() }
    start()
    return observer
  }

  /// The same, created at `Defaults.created` and subscribed at `Defaults.subscribed`.
  public func start<Element, OutputSequence: ObservableConvertibleType>(
    disposed: TestTime, create: @escaping () -> OutputSequence
  ) -> TestableObserver<Element> where OutputSequence.Element == Element {
    start(
      created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed,
      create: create)
  }

  /// The same, at the default times: created at 100, subscribed at 200, disposed at 1000.
  public func start<Element, OutputSequence: ObservableConvertibleType>(
    _ create: @escaping () -> OutputSequence
  ) -> TestableObserver<Element> where OutputSequence.Element == Element {
    start(
      created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed,
      create: create)
  }

  /// The same, for a Streams publisher: its values and completion are recorded as Rx events.
  public func start<P: Publisher>(
    created: TestTime = Defaults.created, subscribed: TestTime = Defaults.subscribed,
    disposed: TestTime = Defaults.disposed, create: @escaping () -> P
  ) -> TestableObserver<P.Output> {
    start(created: created, subscribed: subscribed, disposed: disposed) {
      create().bridgedObservable()
    }
  }

  /// The same, for a type that is both a publisher and an observable-convertible sequence:
  /// it is run as the Rx sequence its `asObservable()` gives.
  public func start<Sequence: Publisher & ObservableConvertibleType>(
    created: TestTime = Defaults.created, subscribed: TestTime = Defaults.subscribed,
    disposed: TestTime = Defaults.disposed, create: @escaping () -> Sequence
  ) -> TestableObserver<Sequence.Element> where Sequence.Output == Sequence.Element {
    start(created: created, subscribed: subscribed, disposed: disposed) {
      observable(of: create())
    }
  }
}

/// The Rx sequence of a value that may also be something else with an `asObservable()`.
private func observable<Sequence: ObservableConvertibleType>(of sequence: Sequence)
  -> Observable<Sequence.Element>
{
  sequence.asObservable()
}
