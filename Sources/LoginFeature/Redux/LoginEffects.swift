import Dispatch
import LoginFeature
import Streams

extension Redux {
  /// Runs the effects the reducer describes: calls the model and sends its answer back to
  /// the store as an action. The only part of Redux that talks to the outside world.
  public final class LoginEffects {
    private let service: any AuthenticationService
    /// Whether answers are delivered on the main queue (in the app) or as they come (in
    /// tests, whose doubles answer at once).
    private let deliversOnMainQueue: Bool
    private var request: AnyCancellable?

    public init(service: any AuthenticationService, deliversOnMainQueue: Bool = true) {
      self.service = service
      self.deliversOnMainQueue = deliversOnMainQueue
    }

    /// Runs `effect`; `send` receives the action it results in, if any.
    public func run(_ effect: LoginEffect, send: @escaping (LoginAction) -> Void) {
      switch effect {
      case .logIn(let email, let password):
        let answer = service.logIn(email: email, password: password)
          .map { Result<LoginSession, AuthenticationError>.success($0) }
          .catch { Just(.failure($0)) }
        let delivered =
          deliversOnMainQueue
          ? answer.receive(on: DispatchQueue.main).eraseToAnyPublisher()
          : answer.eraseToAnyPublisher()
        request = delivered.sink { send(.loginResponse($0)) }
      case .cancelLogIn:
        request?.cancel()
        request = nil
      }
    }
  }
}
