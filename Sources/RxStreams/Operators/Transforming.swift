extension ObservableType {
  /// Projects each element into a new form.
  @inlinable
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
    let subscribe: (AnyObserver<Result>) -> Disposable = liftedSubscribe { downstream, stop in
      AnyObserver(
        next: { value in
          do { downstream.onNext(try transform(value)) } catch {
            downstream.on(.error(error))
            stop()
          }
        },
        event: { event in
          switch event {
          case .next(let value):
            do { downstream.onNext(try transform(value)) } catch {
              downstream.on(.error(error))
              stop()
            }
          case .error(let error): downstream.on(.error(error))
          case .completed: downstream.on(.completed)
          }
        })
    }
    // Of a subject, `subscribe(onNext:…)` can run the step (and a `filter` after it) in one
    // sink on the subject. (The casts fold away when the type is known.)
    guard
      let subject = (self as? PublishSubject<Element>) ?? (self as? PublishRelay<Element>)?.subject
    else { return Observable.make(subscribe) }
    return SubjectStepObservable(subscribe, predicate: nil) { predicate, handlers in
      guard !subject.isDisposed else { return nil }
      return CurrentThreadScheduler.subscribing {
        let sink = SubjectStepSink(transform: transform, predicate: predicate, handlers: handlers)
        sink.attach(to: subject.subject)
        if subject.isDisposed { sink.dispose() }
        return sink
      }
    }
  }

  /// Projects each element and keeps the non-nil results.
  public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?)
    -> Observable<Result>
  {
    lift { downstream, stop in
      AnyObserver { event in
        switch event {
        case .next(let value):
          do {
            if let result = try transform(value) { downstream.on(.next(result)) }
          } catch {
            downstream.on(.error(error))
            stop()
          }
        case .error(let error): downstream.on(.error(error))
        case .completed: downstream.on(.completed)
        }
      }
    }
  }

  /// Keeps the elements that satisfy `predicate`.
  @inlinable
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    let subscribe: (AnyObserver<Element>) -> Disposable = liftedSubscribe { downstream, stop in
      let next: (Element) -> Void = { value in
        do {
          if try predicate(value) { downstream.onNext(value) }
        } catch {
          downstream.on(.error(error))
          stop()
        }
      }
      return AnyObserver(
        next: next,
        event: { event in
          switch event {
          case .next(let value): next(value)
          case .error, .completed: downstream.on(event)
          }
        })
    }
    // After a `map` of a subject, `subscribe(onNext:…)` can run both steps in one sink.
    guard let mapped = self as? SubjectStepObservable<Element>, mapped.predicate == nil else {
      return Observable.make(subscribe)
    }
    return SubjectStepObservable(
      subscribe, predicate: predicate, attachSteps: mapped.attachSteps)
  }

  /// Applies an accumulator over the sequence and sends each intermediate result.
  public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
    scan(into: seed) { accumulated, element in accumulated = try accumulator(accumulated, element) }
  }

  /// Applies an accumulator that mutates its state in place, sending each intermediate
  /// result.
  public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void)
    -> Observable<A>
  {
    lift { downstream, stop in
      var state = seed
      return AnyObserver { event in
        switch event {
        case .next(let value):
          do {
            try accumulator(&state, value)
            downstream.on(.next(state))
          } catch {
            downstream.on(.error(error))
            stop()
          }
        case .error(let error): downstream.on(.error(error))
        case .completed: downstream.on(.completed)
        }
      }
    }
  }

  /// Applies an accumulator over the sequence and sends the final result on completion.
  public func reduce<A, Result>(
    _ seed: A, accumulator: @escaping (A, Element) throws -> A,
    mapResult: @escaping (A) throws -> Result
  ) -> Observable<Result> {
    lift { downstream, stop in
      var state = seed
      return AnyObserver { event in
        switch event {
        case .next(let value):
          do { state = try accumulator(state, value) } catch {
            downstream.on(.error(error))
            stop()
          }
        case .error(let error): downstream.on(.error(error))
        case .completed:
          do {
            downstream.on(.next(try mapResult(state)))
            downstream.on(.completed)
          } catch {
            downstream.on(.error(error))
          }
        }
      }
    }
  }

  /// Applies an accumulator over the sequence and sends the final value on completion.
  public func reduce<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A)
    -> Observable<A>
  {
    reduce(seed, accumulator: accumulator, mapResult: { $0 })
  }

  /// Pairs each element with its index.
  public func enumerated() -> Observable<(index: Int, element: Element)> {
    scan(into: (index: -1, element: Element?.none)) { state, element in
      state = (state.index + 1, element)
    }
    .compactMap { state in state.element.map { (index: state.index, element: $0) } }
  }

  /// Sends the events themselves as elements, then completes.
  public func materialize() -> Observable<Event<Element>> {
    lift { downstream, _ in
      AnyObserver { event in
        downstream.on(.next(event))
        if event.isStopEvent { downstream.on(.completed) }
      }
    }
  }

  /// Prepends elements to the sequence.
  public func startWith(_ elements: Element...) -> Observable<Element> {
    let source = asObservable()
    return Observable.make { downstream in
      for element in elements { downstream.on(.next(element)) }
      return source.subscribe(downstream)
    }
  }

  /// Sends only the element at `index`, then completes; errors if the sequence is shorter.
  public func element(at index: Int) -> Observable<Element> {
    precondition(index >= 0, "element(at:): the index must not be negative")
    return lift { downstream, stop in
      var remaining = index
      return AnyObserver { event in
        switch event {
        case .next(let value):
          if remaining == 0 {
            downstream.on(.next(value))
            downstream.on(.completed)
            stop()
          }
          remaining -= 1
        case .error(let error): downstream.on(.error(error))
        case .completed: downstream.on(.error(RxError.argumentOutOfRange))
        }
      }
    }
  }

  /// Ignores every element, keeping only the terminal event.
  public func ignoreElements() -> Observable<Never> {
    lift { downstream, _ in
      AnyObserver { event in
        switch event {
        case .next: break
        case .error(let error): downstream.on(.error(error))
        case .completed: downstream.on(.completed)
        }
      }
    }
  }

  /// Sends elements only when they differ from the previous one by `comparer`.
  public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool)
    -> Observable<Element>
  {
    distinctUntilChanged({ $0 }, comparer: comparer)
  }

  /// Sends elements only when their key differs from the previous element's by `comparer`.
  public func distinctUntilChanged<Key>(
    _ keySelector: @escaping (Element) throws -> Key,
    comparer: @escaping (Key, Key) throws -> Bool
  ) -> Observable<Element> {
    lift { downstream, stop in
      var previous: Key?
      return AnyObserver { event in
        switch event {
        case .next(let value):
          do {
            let key = try keySelector(value)
            if let previous, try comparer(previous, key) { return }
            previous = key
            downstream.on(event)
          } catch {
            downstream.on(.error(error))
            stop()
          }
        case .error, .completed: downstream.on(event)
        }
      }
    }
  }

  /// Sends elements only when their key differs from the previous element's.
  public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key)
    -> Observable<Element>
  {
    distinctUntilChanged(keySelector, comparer: ==)
  }
}

extension ObservableType where Element: Equatable {
  /// Sends elements only when they differ from the previous one.
  public func distinctUntilChanged() -> Observable<Element> {
    distinctUntilChanged({ $0 }, comparer: ==)
  }
}

extension ObservableType where Element: EventConvertible {
  /// Turns materialized events back into a sequence.
  public func dematerialize() -> Observable<Element.Element> {
    lift { downstream, stop in
      AnyObserver { event in
        switch event {
        case .next(let value):
          downstream.on(value.event)
          if value.event.isStopEvent { stop() }
        case .error(let error): downstream.on(.error(error))
        case .completed: downstream.on(.completed)
        }
      }
    }
  }
}

/// A type that can be converted to an `Event`.
public protocol EventConvertible {
  /// The type of the event's element.
  associatedtype Element
  /// The event.
  var event: Event<Element> { get }
}

extension Event: EventConvertible {
  public var event: Event<Element> { self }
}
