import Foundation
import Primitives

extension ObservableType {
  /// Merges the elements of several sequences into one; completes when all have.
  ///
  /// Every source is subscribed to at once, in order, so synchronous sources that schedule on
  /// the current-thread trampoline (`of`, `from`) interleave, as in RxSwift.
  public static func merge<Collection: Swift.Collection>(_ sources: Collection)
    -> Observable<Element> where Collection.Element == Observable<Element>
  {
    merge(Array(sources))
  }

  /// Merges the elements of several sequences into one; completes when all have.
  public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
    Observable.make { downstream in
      let sink = FlattenSink<Element>(downstream, mode: .merge)
      for source in sources {
        guard !sink.serial.isStopped else { break }
        sink.add(source)
      }
      sink.outerCompleted()
      return sink.serial.subscriptions
    }
  }

  /// Merges the elements of several sequences into one; completes when all have.
  public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
    merge(sources)
  }

  /// Concatenates this sequence with another.
  public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
  where Source.Element == Element {
    Observable.concat([asObservable(), second.asObservable()])
  }

  /// Concatenates the sequences of `sequence`: each starts when the previous completes. The
  /// sequence is iterated lazily, one source at a time.
  public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
  where Sequence.Element == Observable<Element> {
    Observable.from(sequence, scheduler: CurrentThreadScheduler.instance).concatMap { $0 }
  }

  /// Concatenates a collection of sequences.
  public static func concat<Collection: Swift.Collection>(_ collection: Collection)
    -> Observable<Element> where Collection.Element == Observable<Element>
  {
    Observable.from(collection, scheduler: CurrentThreadScheduler.instance).concatMap { $0 }
  }

  /// Concatenates an array of sequences.
  public static func concat(_ sources: [Observable<Element>]) -> Observable<Element> {
    Observable.from(sources, scheduler: CurrentThreadScheduler.instance).concatMap { $0 }
  }

  /// Concatenates several sequences.
  public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
    concat(sources)
  }

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

  /// Mirrors whichever of the two sequences sends an event first.
  public func amb<Other: ObservableType>(_ right: Other) -> Observable<Element>
  where Other.Element == Element {
    Observable.amb([asObservable(), right.asObservable()])
  }

  /// Mirrors whichever sequence sends an event first; the others are disposed as soon as it
  /// does, and those not yet subscribed to are never subscribed to.
  public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
  where Sequence.Element == Observable<Element> {
    let sources = Array(sequence)
    return Observable.make { downstream in
      let serial = SerialObserver(downstream)
      let winner = Locked<Int?>(nil)
      let subscriptions = sources.map { _ in SingleAssignmentDisposable() }
      for subscription in subscriptions { _ = serial.subscriptions.insert(subscription) }
      for (index, source) in sources.enumerated() {
        guard winner.withLock({ $0 == nil }) else { break }
        subscriptions[index].setDisposable(
          source.subscribe { event in
            let (won, decided) = winner.withLock { current -> (Bool, Bool) in
              guard current == nil else { return (current == index, false) }
              current = index
              return (true, true)
            }
            guard won else { return }
            if decided {
              for (other, loser) in subscriptions.enumerated() where other != index {
                loser.dispose()
              }
            }
            serial.on(event)
          })
      }
      return serial.subscriptions
    }
  }
}

extension ObservableType {
  /// Combines the latest elements of two sequences whenever either sends.
  @inlinable
  public static func combineLatest<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2,
    resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
  ) -> Observable<Element> {
    let first = source1.asObservable()
    let second = source2.asObservable()
    return Observable.make { downstream in
      let sink = CombineLatest2(downstream, selector: resultSelector)
      sink.start(first, second)
      return sink
    }
  }

}

extension ObservableType {
  /// Combines the latest elements of two sequences into tuples.
  public static func combineLatest<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2
  )
    -> Observable<(O1.Element, O2.Element)> where Element == (O1.Element, O2.Element)
  {
    combineLatest(source1, source2) { ($0, $1) }
  }

}

/// Casts an element back to its type; the operators only ever store the right type.
func cast<T>(_ value: Any) -> T {
  guard let typed = value as? T else { preconditionFailure("RxStreams: element type mismatch") }
  return typed
}
