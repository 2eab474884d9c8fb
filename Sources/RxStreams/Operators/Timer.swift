import Primitives

extension ObservableType where Element: RxAbstractInteger {
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
