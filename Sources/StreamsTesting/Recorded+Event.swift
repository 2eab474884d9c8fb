import RxStreams

extension Recorded {
  /// A `.next(element)` event at `time`.
  public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>>
  where Value == Event<T> {
    Recorded(time: time, value: .next(element))
  }

  /// A `.completed` event at `time`; `type` names the element type where nothing else does.
  public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>>
  where Value == Event<T> {
    Recorded(time: time, value: .completed)
  }

  /// An `.error` event at `time`; `type` names the element type where nothing else does.
  public static func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self)
    -> Recorded<Event<T>> where Value == Event<T>
  {
    Recorded(time: time, value: .error(error))
  }

  /// The recorded events given, as an array whose element type is inferred from them.
  ///
  /// Where an array literal of `.next`/`.completed` would need a type annotation, this
  /// spelling does not:
  ///
  /// ```swift
  /// let expected = Recorded.events(.next(210, "a"), .next(220, "b"), .completed(230))
  /// // expected: [Recorded<Event<String>>]
  /// ```
  public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>]
  where Value == Event<T> {
    recordedEvents
  }

  /// The recorded events given, unchanged: the array form of the variadic `events(_:)`.
  public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>]
  where Value == Event<T> {
    recordedEvents
  }
}
