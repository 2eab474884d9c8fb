import Primitives

extension ObservableType {
  /// Sends the latest element of this sequence each time `sampler` sends, if there is a new
  /// one (or `defaultValue`, if given, when there is not). The sampler's completion is a last
  /// tick. Once this sequence has completed it is unsubscribed from, and the result completes
  /// at the next tick; as in RxSwift, it never completes when the sampler ends first.
  public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil)
    -> Observable<Element>
  {
    let source = asObservable()
    let trigger = sampler.asObservable()
    return Observable.make { downstream in
      let serial = SerialObserver(downstream)
      let state = Locked<(latest: Element?, sourceDone: Bool)>((nil, false))
      let sourceSubscription = SingleAssignmentDisposable()
      let sourceKey = serial.subscriptions.insert(sourceSubscription)
      sourceSubscription.setDisposable(
        source.subscribe { event in
          switch event {
          case .next(let value): state.withLock { $0.latest = value }
          case .error(let error): serial.on(.error(error))
          case .completed:
            state.withLock { $0.sourceDone = true }
            if let sourceKey { serial.subscriptions.remove(for: sourceKey) }
          }
        })
      _ = serial.subscriptions.insert(
        trigger.subscribe { event in
          switch event {
          case .next, .completed:
            let (latest, sourceDone) = state.withLock { state -> (Element?, Bool) in
              defer { state.latest = nil }
              return (state.latest, state.sourceDone)
            }
            if let value = latest ?? defaultValue { serial.on(.next(value)) }
            if sourceDone { serial.on(.completed) }
          case .error(let error): serial.on(.error(error))
          }
        })
      return serial.subscriptions
    }
  }
}
