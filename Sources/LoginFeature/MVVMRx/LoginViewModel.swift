import LoginFeature
import RxCombine
import RxStreams
import Streams

/// The login screen in MVVM with RxSwift's Input/Output, as the counter article writes it.
public enum MVVMRx {}

extension MVVMRx {
  /// What a login view model does: turns the view's input streams into output streams.
  public protocol LoginViewModelType {
    func transform(input: LoginViewModel.Input) -> LoginViewModel.Output
  }

  /// MVVM with explicit Input and Output: the view model is one function from the streams
  /// of what the person does to the streams of what the screen shows. It keeps no mutable
  /// state of its own — whether a request is under way is itself a stream — and it never
  /// knows the view; the view binds outputs to its controls with `bind(to:)`.
  public final class LoginViewModel: LoginViewModelType {
    /// What the view sends: the fields' text (as `rx.text.orEmpty` gives it, starting with
    /// the current text) and the buttons' taps.
    public struct Input {
      public let email: Observable<String>
      public let password: Observable<String>
      public let loginTap: Observable<Void>
      public let cancelTap: Observable<Void>

      public init(
        email: Observable<String>, password: Observable<String>, loginTap: Observable<Void>,
        cancelTap: Observable<Void>
      ) {
        self.email = email
        self.password = password
        self.loginTap = loginTap
        self.cancelTap = cancelTap
      }
    }

    /// What the view shows. Each is meant to be bound once.
    public struct Output {
      public let invalidMessage: Observable<String>
      public let isLoginEnabled: Observable<Bool>
      public let isLoading: Observable<Bool>
      public let failureMessage: Observable<String>
      /// The email that logged in, when the server accepts it: the ログイン成功 alert.
      public let loginSucceeded: Observable<String>

      public init(
        invalidMessage: Observable<String>, isLoginEnabled: Observable<Bool>,
        isLoading: Observable<Bool>, failureMessage: Observable<String>,
        loginSucceeded: Observable<String>
      ) {
        self.invalidMessage = invalidMessage
        self.isLoginEnabled = isLoginEnabled
        self.isLoading = isLoading
        self.failureMessage = failureMessage
        self.loginSucceeded = loginSucceeded
      }
    }

    /// A login attempt as it goes: started, then finished with the server's answer.
    private enum Attempt {
      case started
      case finished(email: String, Result<LoginSession, AuthenticationError>)
    }

    private let validator: any LoginValidating
    private let service: any AuthenticationService

    public init(model: LoginDependencies) {
      validator = model.validator
      service = model.service
    }

    public func transform(input: Input) -> Output {
      let (validator, service) = (self.validator, self.service)
      let credentials = Observable.combineLatest(input.email, input.password)
        .share(replay: 1)
      let validation = credentials.map { validator.validate(email: $0, password: $1) }
        .share(replay: 1)
      // A tap with valid input starts an attempt; taps while one is under way are dropped
      // (flatMapFirst), and キャンセル ends it as `.cancelled`.
      let attempts = input.loginTap
        .withLatestFrom(Observable.combineLatest(credentials, validation))
        .compactMap { credentials, error in error == nil ? credentials : nil }
        .flatMapFirst { email, password in
          service.logIn(email: email, password: password).asObservable()
            .map { Result<LoginSession, AuthenticationError>.success($0) }
            .catch { error in
              .just(.failure(error as? AuthenticationError ?? .other("\(error)")))
            }
            .take(until: input.cancelTap)
            .ifEmpty(default: .failure(.cancelled))
            .observe(on: MainScheduler.instance)
            .map { Attempt.finished(email: email, $0) }
            .startWith(.started)
        }
        .share()
      let isLoading =
        attempts
        .map { if case .started = $0 { true } else { false } }
        .startWith(false)
        .share(replay: 1)
      let failureMessage = Observable.merge(
        attempts.map { attempt in
          guard case .finished(_, .failure(let error)) = attempt else { return "" }
          return error.message
        },
        // An edit clears the last failure: it no longer describes what is typed.
        credentials.skip(1).map { _ in "" }
      )
      return Output(
        // The first, untouched combination shows no error.
        invalidMessage: validation.skip(1).map { $0?.message ?? "" },
        isLoginEnabled: Observable.combineLatest(validation, isLoading)
          .map { error, loading in error == nil && !loading }
          .distinctUntilChanged(),
        isLoading: isLoading.distinctUntilChanged(),
        failureMessage: failureMessage.distinctUntilChanged(),
        loginSucceeded: attempts.compactMap { attempt in
          guard case .finished(let email, .success) = attempt else { return nil }
          return email
        })
    }
  }
}
