extension ObservableType {
  /// Groups elements into arrays, sent every `timeSpan` or when `count` have arrived.
  public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType)
    -> Observable<[Element]>
  {
    window(timeSpan: timeSpan, count: count, scheduler: scheduler)
      .flatMap { $0.toArray().asObservable() }
  }
}
