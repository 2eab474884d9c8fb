import Foundation
import Primitives

extension ObservableType {
  /// Returns a sequence that contains a single element, then completes.
  public static func just(_ element: Element) -> Observable<Element> {
    Observable.make { observer in
      observer.on(.next(element))
      observer.on(.completed)
      return Disposables.create()
    }
  }

  /// Returns a sequence that contains a single element, sent on `scheduler`.
  public static func just(_ element: Element, scheduler: ImmediateSchedulerType)
    -> Observable<Element>
  {
    from([element], scheduler: scheduler)
  }

  /// Returns an empty sequence, which only completes.
  public static func empty() -> Observable<Element> {
    Observable.make { observer in
      observer.on(.completed)
      return Disposables.create()
    }
  }

  /// Returns a sequence that never sends any event.
  public static func never() -> Observable<Element> {
    Observable.make { _ in Disposables.create() }
  }

  /// Returns a sequence that terminates with `error`.
  public static func error(_ error: Swift.Error) -> Observable<Element> {
    Observable.make { observer in
      observer.on(.error(error))
      return Disposables.create()
    }
  }

  /// Returns a sequence of the given elements, then completes.
  public static func of(
    _ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  )
    -> Observable<Element>
  {
    from(elements, scheduler: scheduler)
  }

  /// Returns a sequence of the elements of `sequence`, then completes.
  ///
  /// Disposing stops the iteration at the next element.
  public static func from<S: Sequence>(
    _ sequence: S, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> where S.Element == Element {
    Observable.make { observer in
      let disposable = BooleanDisposable()
      nonisolated(unsafe) var iterator = sequence.makeIterator()
      let scheduled = scheduler.scheduleRecursive(()) { _, recurse in
        guard !disposable.isDisposed else { return }
        if let next = iterator.next() {
          observer.on(.next(next))
          recurse(())
        } else {
          observer.on(.completed)
        }
      }
      return Disposables.create(disposable, scheduled)
    }
  }

  /// Returns a sequence of the optional's value if it has one, then completes.
  public static func from(optional: Element?) -> Observable<Element> { from(optional) }

  /// Returns a sequence of the optional's value if it has one, then completes, sent on
  /// `scheduler`.
  public static func from(optional: Element?, scheduler: ImmediateSchedulerType)
    -> Observable<Element>
  {
    Observable.make { observer in
      scheduler.schedule(optional) { optional in
        guard let optional else {
          observer.on(.completed)
          return Disposables.create()
        }
        // The completion is its own piece of work, as RxSwift schedules it.
        observer.on(.next(optional))
        return scheduler.schedule(()) { _ in
          observer.on(.completed)
          return Disposables.create()
        }
      }
    }
  }

  /// Returns a sequence of the optional's value if it has one, then completes.
  public static func from(_ optional: Element?) -> Observable<Element> {
    Observable.make { observer in
      if let optional { observer.on(.next(optional)) }
      observer.on(.completed)
      return Disposables.create()
    }
  }

  /// Returns a sequence that calls `observableFactory` for each subscriber.
  public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>)
    -> Observable<Element>
  {
    Observable.make { observer in
      do {
        return try observableFactory().subscribe(observer)
      } catch {
        observer.on(.error(error))
        return Disposables.create()
      }
    }
  }

  /// Returns a sequence that repeats `element` forever (until disposed).
  public static func repeatElement(
    _ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> {
    from(AnyIterator { element }, scheduler: scheduler)
  }
}

extension ObservableType where Element: RxAbstractInteger {
  /// Returns a sequence of `count` integers starting at `start`.
  public static func range(
    start: Element, count: Element,
    scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> {
    precondition(count >= 0, "range: the count must not be negative")
    return from(sequence(first: start, next: { $0 + 1 }).prefix(Int(count)), scheduler: scheduler)
  }

  /// Returns a sequence that sends 0, 1, 2, … every `period` on `scheduler`.
  public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType)
    -> Observable<Element>
  {
    timer(period, period: period, scheduler: scheduler)
  }

  /// Returns a sequence that sends 0 after `dueTime`, then, with a period, 1, 2, ….
  public static func timer(
    _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType
  ) -> Observable<Element> {
    Observable.make { observer in
      guard let period else {
        return scheduler.scheduleRelative((), dueTime: dueTime) { _ in
          observer.on(.next(0))
          observer.on(.completed)
          return Disposables.create()
        }
      }
      let counter = Locked<Element>(0)
      return scheduler.schedulePeriodic((), startAfter: dueTime, period: period) { _ in
        observer.on(
          .next(
            counter.withLock { count in
              defer { count += 1 }
              return count
            }))
      }
    }
  }
}

/// The integer types that `range`, `interval` and `timer` count with.
public typealias RxAbstractInteger = FixedWidthInteger
