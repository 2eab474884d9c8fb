import Dispatch
import LoginFeature
import Streams

extension VIPER {
  /// The use case "log in", as the presenter asks for it.
  @MainActor
  public protocol LoginInteractorInput: AnyObject {
    /// The first problem with `credentials`, or nil when they can be sent.
    func validate(_ credentials: LoginCredentials) -> LoginValidationError?
    /// Sends `credentials`; the answer comes back through ``LoginInteractorOutput``.
    func logIn(_ credentials: LoginCredentials)
    /// Stops the request under way; no answer comes back.
    func cancelLogIn()
  }

  /// What the use case tells the presenter when the server answers.
  @MainActor
  public protocol LoginInteractorOutput: AnyObject {
    func loginSucceeded(_ session: LoginSession, for credentials: LoginCredentials)
    func loginFailed(_ error: AuthenticationError)
  }

  /// VIPER's interactor: the business rule "log in", with no UI and no presentation in it.
  /// It works on entities and reaches the outside world only through the model's protocols;
  /// it answers the presenter (held weakly) on the main queue.
  @MainActor
  public final class LoginInteractor: LoginInteractorInput {
    public weak var output: (any LoginInteractorOutput)?
    private let validator: any LoginValidating
    private let service: any AuthenticationService
    private var request: AnyCancellable?

    public init(model: LoginDependencies) {
      validator = model.validator
      service = model.service
    }

    public func validate(_ credentials: LoginCredentials) -> LoginValidationError? {
      validator.validate(email: credentials.email, password: credentials.password)
    }

    public func logIn(_ credentials: LoginCredentials) {
      request = service.logIn(email: credentials.email, password: credentials.password)
        .receive(on: DispatchQueue.main)
        .sink(
          receiveCompletion: { [weak self] completion in
            guard case .failure(let error) = completion else { return }
            MainActor.assumeIsolated { self?.output?.loginFailed(error) }
          },
          receiveValue: { [weak self] session in
            MainActor.assumeIsolated { self?.output?.loginSucceeded(session, for: credentials) }
          })
    }

    public func cancelLogIn() {
      request?.cancel()
      request = nil
    }
  }
}
