import RxStreams

extension TestScheduler {
  /// Creates a hot observable: each event is sent at its absolute time to whoever is
  /// subscribed then.
  public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>])
    -> TestableObservable<Element>
  {
    TestableObservable(hotOn: self, events: events)
  }

  /// Creates a cold observable: each subscriber gets the events at their times counted from
  /// its subscription.
  public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>])
    -> TestableObservable<Element>
  {
    TestableObservable(coldOn: self, events: events)
  }

  /// Creates an observer that records each event with the virtual time it arrived at.
  public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
    TestableObserver(scheduler: self)
  }
}
