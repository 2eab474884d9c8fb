import Streams

/// A validator that records each call and its answer, then does what `base` does: a
/// decorator, injected where the architecture injects its model.
public struct TracingValidator: LoginValidating {
  let base: any LoginValidating
  let caller: ArchitectureLayer
  let trace: DataFlowTrace

  public init(_ base: any LoginValidating, caller: ArchitectureLayer, trace: DataFlowTrace) {
    self.base = base
    self.caller = caller
    self.trace = trace
  }

  public func validate(email: String, password: String) -> LoginValidationError? {
    trace.record(
      caller, .model,
      "validate(\(DataFlowTrace.credentials(email: email, password: password)))"
    )
    let error = base.validate(email: email, password: password)
    trace.record(.model, caller, error.map { ".\($0)" } ?? "nil")
    return error
  }
}

/// An authentication service that records each request, its answer and its cancellation,
/// then does what `base` does.
public struct TracingAuthenticationService: AuthenticationService {
  let base: any AuthenticationService
  let caller: ArchitectureLayer
  let trace: DataFlowTrace

  public init(
    _ base: any AuthenticationService, caller: ArchitectureLayer, trace: DataFlowTrace
  ) {
    self.base = base
    self.caller = caller
    self.trace = trace
  }

  public func logIn(email: String, password: String) -> AnyPublisher<
    LoginSession, AuthenticationError
  > {
    let (trace, caller) = (trace, caller)
    return base.logIn(email: email, password: password)
      .handleEvents(
        receiveSubscription: { _ in
          trace.record(
            caller, .model,
            "logIn(\(DataFlowTrace.credentials(email: email, password: password)))"
          )
        },
        receiveOutput: { _ in trace.record(.model, caller, "success(LoginSession)") },
        receiveCompletion: { completion in
          if case .failure(let error) = completion {
            trace.record(.model, caller, "failure(\(error.traceName))")
          }
        },
        receiveCancel: { trace.record(caller, .model, "cancel()") }
      )
      .eraseToAnyPublisher()
  }
}

extension AuthenticationError {
  /// The case as a trace shows it: `wrongCredentials`, `tooManyAttempts(retryAfter: 840)`.
  public var traceName: String {
    switch self {
    case .wrongCredentials: "wrongCredentials"
    case .tooManyAttempts(let seconds, _):
      seconds.map { "tooManyAttempts(retryAfter: \($0))" } ?? "tooManyAttempts"
    case .unreachable: "unreachable"
    case .timedOut(_, let seconds): "timedOut(seconds: \(seconds))"
    case .cancelled: "cancelled"
    case .other: "other"
    }
  }
}
