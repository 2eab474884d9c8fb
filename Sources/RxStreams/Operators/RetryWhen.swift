import Foundation

extension ObservableType {
  /// Resubscribes after an error of type `Failure` each time the sequence that
  /// `notificationHandler` builds from those errors sends an element; that sequence's
  /// completion completes the result and its error fails it. Other errors pass through.
  public func retry<Failure: Swift.Error, Trigger: ObservableType>(
    when notificationHandler: @escaping (Observable<Failure>) -> Trigger
  ) -> Observable<Element> {
    retrying(on: Failure.self, notificationHandler)
  }

  /// Resubscribes after any error each time the sequence that `notificationHandler` builds
  /// from the errors sends an element.
  public func retry<Trigger: ObservableType>(
    when notificationHandler: @escaping (Observable<Swift.Error>) -> Trigger
  ) -> Observable<Element> {
    retrying(on: Swift.Error.self, notificationHandler)
  }

  private func retrying<Failure: Swift.Error, Trigger: ObservableType>(
    on _: Failure.Type, _ notificationHandler: @escaping (Observable<Failure>) -> Trigger
  ) -> Observable<Element> {
    let source = asObservable()
    return Observable.make { downstream in
      let sink = RetryWhenSink<Element, Failure, Trigger.Element>(
        source: source, downstream: downstream)
      sink.run(notificationHandler(sink.errors.asObservable()).asObservable())
      return sink
    }
  }

  /// The name RxSwift 5 used for `retry(when:)`.
  @available(*, deprecated, renamed: "retry(when:)")
  public func retryWhen<Failure: Swift.Error, Trigger: ObservableType>(
    _ notificationHandler: @escaping (Observable<Failure>) -> Trigger
  ) -> Observable<Element> {
    retry(when: notificationHandler)
  }
}

private final class RetryWhenSink<Element, Failure: Swift.Error, TriggerElement>: Cancelable,
  @unchecked Sendable
{
  private let source: Observable<Element>
  private let serial: SerialObserver<Element>
  /// The errors the notification handler sees.
  let errors = PublishSubject<Failure>()
  /// What the handler's sequence sends, shared by the attempts waiting on it.
  private let notifier = PublishSubject<TriggerElement>()
  private let attempt = SerialDisposable()
  private let handlerSubscription = SingleAssignmentDisposable()

  init(source: Observable<Element>, downstream: AnyObserver<Element>) {
    self.source = source
    serial = SerialObserver(downstream)
    _ = serial.subscriptions.insert(attempt)
    _ = serial.subscriptions.insert(handlerSubscription)
  }

  func run(_ handler: Observable<TriggerElement>) {
    handlerSubscription.setDisposable(handler.subscribe(notifier.asObserver()))
    subscribeAgain()
  }

  private func subscribeAgain() {
    guard !serial.isStopped else { return }
    let subscription = SingleAssignmentDisposable()
    let trigger = SingleAssignmentDisposable()
    attempt.disposable = Disposables.create(subscription, trigger)
    subscription.setDisposable(
      source.subscribe { [self] event in
        switch event {
        case .next, .completed:
          serial.on(event)
        case .error(let error):
          guard let failure = error as? Failure else {
            serial.on(event)
            return
          }
          subscription.dispose()
          trigger.setDisposable(notifier.subscribe { [self] event in triggered(event) })
          errors.on(.next(failure))
        }
      })
  }

  private func triggered(_ event: Event<TriggerElement>) {
    switch event {
    case .next:
      _ = CurrentThreadScheduler.instance.schedule(()) { [self] _ in
        subscribeAgain()
        return Disposables.create()
      }
    case .error(let error): serial.on(.error(error))
    case .completed: serial.on(.completed)
    }
  }

  var isDisposed: Bool { serial.isStopped || serial.subscriptions.isDisposed }

  func dispose() { serial.subscriptions.dispose() }
}
