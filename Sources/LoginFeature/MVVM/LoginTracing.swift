import Streams

extension LoginViewModel {
  /// Records each change of an output the view reads as `ViewModel → View`, for as long as
  /// the returned subscriptions live.
  ///
  /// These are subscriptions like the view's own: in MVVM the view model never knows who
  /// watches it, so a recorder is one more watcher. (The view records the other direction
  /// at its bindings; see ``LoginView``.)
  public func traceOutputs(into trace: DataFlowTrace) -> [AnyCancellable] {
    [
      record($invalidMessage, "invalidMessage", DataFlowTrace.quoted, into: trace),
      record($isLoginEnabled, "isLoginEnabled", { "\($0)" }, into: trace),
      record($isLoading, "isLoading", { "\($0)" }, into: trace),
      record($failureMessage, "failureMessage", DataFlowTrace.quoted, into: trace),
      record($isLoginCompleted, "isLoginCompleted", { "\($0)" }, into: trace),
    ]
  }

  /// Records `name = value` for each new value of `output` after its current one.
  private func record<Value: Equatable>(
    _ output: Published<Value>.Publisher, _ name: String, _ shown: @escaping (Value) -> String,
    into trace: DataFlowTrace
  ) -> AnyCancellable {
    output.removeDuplicates().dropFirst()
      .sink { trace.record(.viewModel, .view, "\(name) = \(shown($0))", kind: .observed) }
  }
}
