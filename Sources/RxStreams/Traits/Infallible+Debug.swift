extension InfallibleType {
  /// Prints every subscription, event and disposal on standard output.
  ///
  /// See `ObservableType.debug(_:trimOutput:file:line:function:)` for the format.
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
    line: UInt = #line, function: String = #function
  ) -> Infallible<Element> {
    Infallible(
      asObservable().debug(
        identifier, trimOutput: trimOutput, file: file, line: line, function: function))
  }
}
