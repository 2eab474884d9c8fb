import Dispatch
import Streams

/// The login screen's state and logic, with no UI import: MVVM with Combine bindings.
///
/// Inputs are the two fields (`email`, `password`, bound two-way) and `didTapLoginButton`;
/// outputs are derived reactively. `invalidMessage` follows every edit at once, but not the
/// first, untouched combination, so a fresh screen shows no error.
///
/// ```swift
/// let viewModel = LoginViewModel(validator: LoginValidator(), service: service)
/// viewModel.email = "taro@example.jp"
/// viewModel.invalidMessage  // "パスワードが入力されていません"
/// ```
public final class LoginViewModel: ObservableObject {
  @Published public var email = ""
  @Published public var password = ""
  /// Set when the server accepted the credentials; the view shows the ログイン成功 alert.
  @Published public var isLoginCompleted = false
  @Published public private(set) var isLoginEnabled = false
  @Published public private(set) var invalidMessage = ""
  @Published public private(set) var isLoading = false
  /// Why the last attempt failed (wrong credentials, server unreachable), or empty.
  @Published public private(set) var failureMessage = ""
  @Published public private(set) var session: LoginSession?

  public let didTapLoginButton = PassthroughSubject<Void, Never>()
  /// Ends the attempt under way, if any: it fails with `.cancelled`.
  public let didTapCancelButton = PassthroughSubject<Void, Never>()
  private var cancellables = Set<AnyCancellable>()

  /// A view model over the shared model layer.
  public convenience init(dependencies: LoginDependencies) {
    self.init(validator: dependencies.validator, service: dependencies.service)
  }

  public init(validator: any LoginValidating, service: any AuthenticationService) {
    let validation = Publishers.CombineLatest($email, $password)
      .map { validator.validate(email: $0, password: $1) }
      .share()
    // The article writes `.assign(to: \.invalidMessage, on: self).store(in: &cancellables)`:
    // the subscription, kept by `self`, holds `self` strongly, so the view model is never
    // released. `assign(to: &$property)` ties the subscription to the property instead.
    validation
      .dropFirst()
      .map { $0?.message ?? "" }
      .assign(to: &$invalidMessage)
    Publishers.CombineLatest(validation, $isLoading)
      .map { error, loading in error == nil && !loading }
      .removeDuplicates()
      .assign(to: &$isLoginEnabled)
    // An edit clears the last failure: it no longer describes what is typed.
    Publishers.CombineLatest($email, $password)
      .dropFirst()
      .sink { [weak self] _ in
        if self?.failureMessage.isEmpty == false { self?.failureMessage = "" }
      }
      .store(in: &cancellables)
    didTapLoginButton
      .compactMap { [weak self] () -> (String, String)? in
        guard let self, self.isLoginEnabled else { return nil }
        return (self.email, self.password)
      }
      .handleEvents(receiveOutput: { [weak self] _ in
        self?.failureMessage = ""
        self?.isLoading = true
      })
      .flatMap(maxPublishers: .max(1)) { [didTapCancelButton] email, password in
        service.logIn(email: email, password: password)
          .map { Result<LoginSession, AuthenticationError>.success($0) }
          .catch { Just(.failure($0)) }
          // Cancelling ends the request (its subscription is cancelled) and says so.
          .prefix(untilOutputFrom: didTapCancelButton)
          .replaceEmpty(with: .failure(.cancelled))
          .receive(on: DispatchQueue.main)
      }
      .sink { [weak self] result in self?.finish(result) }
      .store(in: &cancellables)
  }

  private func finish(_ result: Result<LoginSession, AuthenticationError>) {
    isLoading = false
    switch result {
    case .success(let session):
      self.session = session
      isLoginCompleted = true
    case .failure(let error):
      failureMessage = error.message
    }
  }
}
