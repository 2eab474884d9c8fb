/// What an operator does with one upstream value.
@usableFromInline
enum Step<Output, Failure: Error> {
  /// Send a value downstream.
  case emit(Output)
  /// Drop the value (a forwarding operator asks upstream for one more).
  case skip
  /// Finish: cancel upstream and send `.finished`.
  case finish
  /// Send a last value, then finish.
  case emitAndFinish(Output)
  /// Fail: cancel upstream and send the error.
  case fail(Failure)
}

/// How an operator asks its upstream for values.
@usableFromInline
enum DemandPolicy: Sendable {
  /// Pass the downstream's demand up, one for one (filter-like operators).
  case forward
  /// Ask for everything at once (reducers, which emit only at the end).
  case unlimited
}
