// MVVM with Rx Input/Output makes the view model testable as one function of streams:
// a test feeds `transform(input:)` with subjects standing in for the text fields and
// buttons, and records every value each output emits, in order — no view, no bindings.
import LoginFeature
import RxStreams
import TestSupport
import Testing

@testable import LoginMVVMRx

/// The view's side of `transform`: subjects to type and tap into, and every value of every
/// output, collected into arrays.
@MainActor
final class LoginStreams {
  let email = BehaviorSubject(value: "")
  let password = BehaviorSubject(value: "")
  let loginTap = PublishSubject<Void>()
  let cancelTap = PublishSubject<Void>()
  var invalidMessages: [String] = []
  var isLoginEnabled: [Bool] = []
  var isLoading: [Bool] = []
  var failureMessages: [String] = []
  var succeeded: [String] = []
  private let bag = DisposeBag()

  init(service: any AuthenticationService) {
    let viewModel = MVVMRx.LoginViewModel(model: LoginDependencies(service: service))
    let output = viewModel.transform(
      input: .init(
        email: email.asObservable(), password: password.asObservable(),
        loginTap: loginTap.asObservable(), cancelTap: cancelTap.asObservable()))
    output.invalidMessage.subscribe(onNext: { self.invalidMessages.append($0) }).disposed(by: bag)
    output.isLoginEnabled.subscribe(onNext: { self.isLoginEnabled.append($0) }).disposed(by: bag)
    output.isLoading.subscribe(onNext: { self.isLoading.append($0) }).disposed(by: bag)
    output.failureMessage.subscribe(onNext: { self.failureMessages.append($0) }).disposed(by: bag)
    output.loginSucceeded.subscribe(onNext: { self.succeeded.append($0) }).disposed(by: bag)
  }
}

@MainActor
@Suite("MVVM (Rx) login view model")
struct MVVMRxLoginViewModelTests {
  @Test("the initial values: no message, a disabled button, not loading")
  func initial() {
    let streams = LoginStreams(service: UnexpectedAuthenticationService())
    #expect(streams.invalidMessages == [])
    #expect(streams.isLoginEnabled == [false])
    #expect(streams.isLoading == [false])
    #expect(streams.failureMessages == [])
    #expect(streams.succeeded == [])
  }

  @Test("each edit emits the validation message; the button enables once, when valid")
  func validation() {
    let streams = LoginStreams(service: UnexpectedAuthenticationService())
    streams.email.onNext("taro")
    streams.password.onNext("secret")
    streams.email.onNext("taro@example.jp")
    #expect(
      streams.invalidMessages == [
        "パスワードが入力されていません", "メールアドレスの形式が正しくありません", "",
      ])
    #expect(streams.isLoginEnabled == [false, true])
  }

  @Test("a tap with invalid input starts nothing")
  func tapWhileInvalid() {
    let streams = LoginStreams(service: UnexpectedAuthenticationService())
    streams.email.onNext("taro")
    streams.loginTap.onNext(())
    #expect(streams.isLoading == [false])
  }

  @Test("a refused login: loading, then the failure message, and the button again")
  func refused() async {
    let streams = LoginStreams(service: StubAuthenticationService(.failure(.wrongCredentials)))
    streams.email.onNext("taro@example.jp")
    streams.password.onNext("wrong")
    streams.loginTap.onNext(())
    #expect(await eventually { streams.failureMessages.last == "メールアドレスまたはパスワードが違います" })
    #expect(streams.isLoading == [false, true, false])
    #expect(streams.isLoginEnabled == [false, true, false, true])
    #expect(streams.succeeded == [])
    streams.password.onNext("wrong2")  // an edit clears the failure
    #expect(streams.failureMessages.last == "")
  }

  @Test("an accepted login emits the email on loginSucceeded")
  func accepted() async {
    let session = LoginSession(token: "t", expiresAt: "2026-11-30T00:00:00Z")
    let streams = LoginStreams(service: StubAuthenticationService(.success(session)))
    streams.email.onNext("taro@example.jp")
    streams.password.onNext("secret")
    streams.loginTap.onNext(())
    #expect(await eventually { streams.succeeded == ["taro@example.jp"] })
    #expect(streams.isLoading == [false, true, false])
  }
}
