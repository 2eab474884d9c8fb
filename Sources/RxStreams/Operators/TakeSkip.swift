import Primitives

/// Whether `take(while:)`/`take(until:)` with a predicate keeps the deciding element.
public enum TakeBehavior: Sendable {
  /// Include the element that ends the sequence.
  case inclusive
  /// Exclude it.
  case exclusive
}

extension ObservableType {
  /// Takes the first `count` elements, then completes.
  public func take(_ count: Int) -> Observable<Element> {
    precondition(count >= 0, "take: the count must not be negative")
    if count == 0 { return .empty() }
    return lift { downstream, stop in
      var remaining = count
      return AnyObserver { event in
        switch event {
        case .next:
          guard remaining > 0 else { return }
          remaining -= 1
          downstream.on(event)
          if remaining == 0 {
            downstream.on(.completed)
            stop()
          }
        case .error, .completed: downstream.on(event)
        }
      }
    }
  }

  /// Takes elements while `predicate` holds.
  public func take(
    while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
  ) -> Observable<Element> {
    take(until: { try !predicate($0) }, behavior: behavior)
  }

  /// Takes elements until `predicate` holds.
  public func take(
    until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
  ) -> Observable<Element> {
    lift { downstream, stop in
      var done = false
      return AnyObserver { event in
        guard !done else { return }
        switch event {
        case .next(let value):
          do {
            guard try predicate(value) else {
              downstream.on(event)
              return
            }
            done = true
            if behavior == .inclusive { downstream.on(event) }
            downstream.on(.completed)
            stop()
          } catch {
            done = true
            downstream.on(.error(error))
            stop()
          }
        case .error, .completed: downstream.on(event)
        }
      }
    }
  }

  /// Takes elements until `other` sends an element. A trigger that completes without one
  /// is unsubscribed at once, and the elements keep coming.
  public func take<Other: ObservableType>(until other: Other) -> Observable<Element> {
    let source = asObservable()
    let trigger = other.asObservable()
    return Observable.make { downstream in
      let serial = SerialObserver(downstream)
      let triggerSubscription = SingleAssignmentDisposable()
      _ = serial.subscriptions.insert(triggerSubscription)
      triggerSubscription.setDisposable(
        trigger.subscribe { event in
          switch event {
          case .next: serial.on(.completed)
          case .error(let error): serial.on(.error(error))
          case .completed: triggerSubscription.dispose()
          }
        })
      if !serial.isStopped { _ = serial.subscriptions.insert(source.subscribe(serial)) }
      return serial.subscriptions
    }
  }

  /// Skips the first `count` elements.
  public func skip(_ count: Int) -> Observable<Element> {
    precondition(count >= 0, "skip: the count must not be negative")
    return lift { downstream, _ in
      var remaining = count
      return AnyObserver { event in
        if case .next = event, remaining > 0 {
          remaining -= 1
          return
        }
        downstream.on(event)
      }
    }
  }

  /// Skips elements while `predicate` holds.
  public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    lift { downstream, stop in
      var skipping = true
      return AnyObserver { event in
        if case .next(let value) = event, skipping {
          do {
            if try predicate(value) { return }
          } catch {
            downstream.on(.error(error))
            stop()
            return
          }
          skipping = false
        }
        downstream.on(event)
      }
    }
  }

  /// Skips elements until `other` sends an element. A trigger that completes without one is
  /// unsubscribed at once; the sequence then stays silent: while still skipping, even the
  /// source's completion is dropped (though the source is unsubscribed when it ends).
  public func skip<Other: ObservableType>(until other: Other) -> Observable<Element> {
    let source = asObservable()
    let trigger = other.asObservable()
    return Observable.make { downstream in
      let serial = SerialObserver(downstream)
      let open = Locked(false)
      let triggerSubscription = SingleAssignmentDisposable()
      _ = serial.subscriptions.insert(triggerSubscription)
      triggerSubscription.setDisposable(
        trigger.subscribe { event in
          switch event {
          case .next:
            open.withLock { $0 = true }
            triggerSubscription.dispose()
          case .error(let error): serial.on(.error(error))
          case .completed: triggerSubscription.dispose()
          }
        })
      _ = serial.subscriptions.insert(
        source.subscribe { event in
          if case .completed = event, !open.withLock({ $0 }) {
            serial.subscriptions.dispose()
            return
          }
          if case .next = event, !open.withLock({ $0 }) { return }
          serial.on(event)
        })
      return serial.subscriptions
    }
  }
}
