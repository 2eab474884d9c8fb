/// The model layer every architecture of the login screen shares: the validator and the
/// authentication service, each behind its protocol. What differs between the six
/// architectures is only what sits between these and the screen.
public struct LoginDependencies: Sendable {
  public var validator: any LoginValidating
  public var service: any AuthenticationService

  public init(validator: any LoginValidating = LoginValidator(), service: any AuthenticationService)
  {
    self.validator = validator
    self.service = service
  }

  /// The same model, each call and answer recorded in `trace` as crossing between `caller`
  /// and the model; unchanged when `trace` is nil.
  public func traced(by caller: ArchitectureLayer, into trace: DataFlowTrace?) -> LoginDependencies
  {
    guard let trace else { return self }
    return LoginDependencies(
      validator: TracingValidator(validator, caller: caller, trace: trace),
      service: TracingAuthenticationService(service, caller: caller, trace: trace))
  }
}
