import Foundation
import Primitives
import Streams
import TestSupport
import Testing

@testable import LoginFeature

/// An authentication service that answers with a fixed result and counts its calls.
final class StubAuthenticationService: AuthenticationService, @unchecked Sendable {
  let result: Result<LoginSession, AuthenticationError>
  private let lock = NSLock()
  private var stored: [String] = []

  init(_ result: Result<LoginSession, AuthenticationError>) { self.result = result }

  var calls: [String] { lock.withLock { stored } }

  func logIn(email: String, password: String) -> AnyPublisher<LoginSession, AuthenticationError> {
    lock.withLock { stored.append(email) }
    return result.publisher.eraseToAnyPublisher()
  }
}

/// A service whose answer never comes; it records when its request is cancelled.
final class HangingAuthenticationService: AuthenticationService, @unchecked Sendable {
  private let lock = NSLock()
  private var cancelledCount = 0

  var cancellations: Int { lock.withLock { cancelledCount } }

  func logIn(email: String, password: String) -> AnyPublisher<LoginSession, AuthenticationError> {
    Empty(completeImmediately: false)
      .handleEvents(receiveCancel: { [self] in lock.withLock { cancelledCount += 1 } })
      .eraseToAnyPublisher()
  }
}

/// A service that fails the test if it is called.
struct UnexpectedAuthenticationService: AuthenticationService {
  func logIn(email: String, password: String) -> AnyPublisher<LoginSession, AuthenticationError> {
    Issue.record("logIn was called unexpectedly")
    return Empty().eraseToAnyPublisher()
  }
}

@Suite("LoginViewModel")
struct LoginViewModelTests {
  let session = LoginSession(token: "t", expiresAt: "2026-11-30T00:00:00Z")

  @Test("a fresh screen shows no error and a disabled button")
  func freshScreen() {
    let viewModel = LoginViewModel(
      validator: LoginValidator(), service: UnexpectedAuthenticationService())
    #expect(viewModel.invalidMessage == "")
    #expect(!viewModel.isLoginEnabled)
  }

  @Test("setting email and password updates invalidMessage and isLoginEnabled at once")
  func synchronousOutputs() {
    let viewModel = LoginViewModel(
      validator: LoginValidator(), service: UnexpectedAuthenticationService())
    viewModel.email = "taro@example.jp"
    #expect(viewModel.invalidMessage == "パスワードが入力されていません")
    #expect(!viewModel.isLoginEnabled)
    viewModel.password = "secret"
    #expect(viewModel.invalidMessage == "")
    #expect(viewModel.isLoginEnabled)
    viewModel.email = ""
    #expect(viewModel.invalidMessage == "メールアドレスが入力されていません")
    #expect(!viewModel.isLoginEnabled)
    viewModel.email = "taro"
    #expect(viewModel.invalidMessage == "メールアドレスの形式が正しくありません")
  }

  @Test("a tap while the input is invalid does nothing")
  func tapWhileInvalid() {
    let viewModel = LoginViewModel(
      validator: LoginValidator(), service: UnexpectedAuthenticationService())
    viewModel.email = "taro@example.jp"
    viewModel.didTapLoginButton.send()
    #expect(!viewModel.isLoading)
  }

  @Test("accepted credentials complete the login; the service hears the email once")
  func success() async {
    let service = StubAuthenticationService(.success(session))
    let viewModel = LoginViewModel(validator: LoginValidator(), service: service)
    viewModel.email = "taro@example.jp"
    viewModel.password = "secret"
    viewModel.didTapLoginButton.send()
    let box = UncheckedBox(viewModel)
    #expect(await eventually { box.value.isLoginCompleted })
    #expect(box.value.session == session)
    #expect(!box.value.isLoading)
    #expect(service.calls == ["taro@example.jp"])
  }

  @Test(
    "a refusal shows a message and no alert; editing clears it",
    arguments: [
      (AuthenticationError.wrongCredentials, "メールアドレスまたはパスワードが違います"),
      (.unreachable(server: "http://127.0.0.1:8080"), "サーバー http://127.0.0.1:8080 に接続できません"),
      (.tooManyAttempts(retryAfter: 840), "ログインの試行が多すぎます。14分後にお試しください"),
      (.tooManyAttempts(retryAfter: nil), "ログインの試行が多すぎます。しばらくしてからお試しください"),
      (
        .tooManyAttempts(retryAfter: 60, unlock: "サーバーを起動し直すと解除されます"),
        "ログインの試行が多すぎます。1分後にお試しください。サーバーを起動し直すと解除されます"
      ),
    ])
  func refusal(error: AuthenticationError, message: String) async {
    let viewModel = LoginViewModel(
      validator: LoginValidator(), service: StubAuthenticationService(.failure(error)))
    viewModel.email = "taro@example.jp"
    viewModel.password = "wrong"
    viewModel.didTapLoginButton.send()
    let box = UncheckedBox(viewModel)
    #expect(await eventually { box.value.failureMessage == message })
    #expect(!box.value.isLoginCompleted)
    #expect(box.value.isLoginEnabled)
    await MainActor.run { box.value.password = "wrong2" }
    #expect(box.value.failureMessage == "")
  }

  @Test("cancelling an attempt under way ends its request and says it was cancelled")
  func cancel() async {
    let service = HangingAuthenticationService()
    let viewModel = LoginViewModel(validator: LoginValidator(), service: service)
    viewModel.email = "taro@example.jp"
    viewModel.password = "secret"
    viewModel.didTapLoginButton.send()
    #expect(viewModel.isLoading)
    viewModel.didTapCancelButton.send()
    let box = UncheckedBox(viewModel)
    #expect(await eventually { box.value.failureMessage == "ログインを中止しました" })
    #expect(!box.value.isLoading)
    #expect(box.value.isLoginEnabled)
    #expect(service.cancellations == 1)
  }
}
