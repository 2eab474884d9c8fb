import Primitives

extension ObservableType {
  /// Combines each element with the latest element of `second`; elements before `second`
  /// has one are dropped.
  public func withLatestFrom<Source: ObservableConvertibleType, Result>(
    _ second: Source,
    resultSelector: @escaping (Element, Source.Element) throws -> Result
  ) -> Observable<Result> {
    let source = asObservable()
    let other = second.asObservable()
    return Observable.make { downstream in
      let serial = SerialObserver(downstream)
      let latest = Locked<Source.Element?>(nil)
      let otherSubscription = SingleAssignmentDisposable()
      let otherKey = serial.subscriptions.insert(otherSubscription)
      otherSubscription.setDisposable(
        other.subscribe { event in
          switch event {
          case .next(let value): latest.withLock { $0 = value }
          case .error(let error): serial.on(.error(error))
          case .completed:
            // Its latest element stays in use; the finished sequence is let go of now.
            if let otherKey { serial.subscriptions.remove(for: otherKey) }
          }
        })
      _ = serial.subscriptions.insert(
        source.subscribe { event in
          switch event {
          case .next(let value):
            guard let other = latest.withLock({ $0 }) else { return }
            do { serial.on(.next(try resultSelector(value, other))) } catch {
              serial.on(.error(error))
            }
          case .error(let error): serial.on(.error(error))
          case .completed: serial.on(.completed)
          }
        })
      return serial.subscriptions
    }
  }

  /// Sends the latest element of `second` for each element of this sequence.
  public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source)
    -> Observable<Source.Element>
  {
    withLatestFrom(second) { $1 }
  }
}
