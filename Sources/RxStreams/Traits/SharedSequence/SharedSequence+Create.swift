extension SharedSequence {
  /// A shared sequence that completes at once (on the strategy's scheduler).
  public static func empty() -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
  }

  /// A shared sequence that never sends anything.
  public static func never() -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.never())
  }

  /// A shared sequence of one element, then completion (on the strategy's scheduler).
  public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
  }

  /// A shared sequence that `observableFactory` makes afresh when the sequence is first
  /// subscribed to (and again after every subscriber has gone).
  public static func deferred(
    _ observableFactory: @escaping () -> SharedSequence<SharingStrategy, Element>
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.deferred { observableFactory().asObservable() })
  }

  /// A shared sequence of `elements`, sent on the strategy's scheduler, then completion.
  public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
    from(elements)
  }

  /// A shared sequence of the elements of `array`, sent on the strategy's scheduler, then
  /// completion.
  public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
  }

  /// A shared sequence of the elements of `sequence`, sent on the strategy's scheduler, then
  /// completion.
  public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence)
    -> SharedSequence<SharingStrategy, Element> where Sequence.Element == Element
  {
    SharedSequence(raw: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
  }

  /// A shared sequence of the wrapped value, if any, sent on the strategy's scheduler, then
  /// completion.
  public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
  }
}

extension SharedSequence where Element: RxAbstractInteger {
  /// A shared sequence that sends 0, 1, 2, … every `period` on the strategy's scheduler.
  public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
  }

  /// A shared sequence that sends 0 after `dueTime`, then 1, 2, … every `period`, on the
  /// strategy's scheduler.
  public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(
      Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
  }
}
