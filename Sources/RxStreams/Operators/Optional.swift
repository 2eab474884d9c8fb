extension ObservableType {
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
}
