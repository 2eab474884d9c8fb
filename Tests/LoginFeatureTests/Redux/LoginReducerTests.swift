// Redux makes the whole screen's logic testable as data: the reducer is a pure function
// from (state, action) to (new state, effects), so a test states every field of every state
// the screen goes through, and every action the effects send back, with no screen and no view.
import LoginFeature
import Testing

@testable import LoginRedux

/// An exhaustive test store: each `send` and `receive` states the WHOLE next state (as a
/// change to the previous one), and every action the effects send back must be received.
final class TestStore {
  private(set) var state: Redux.LoginState
  private let reducer = Redux.LoginReducer(validator: LoginValidator())
  private let effects: Redux.LoginEffects
  private var received: [Redux.LoginAction] = []
  init(state: Redux.LoginState = Redux.LoginState(), service: any AuthenticationService) {
    self.state = state
    effects = Redux.LoginEffects(service: service, deliversOnMainQueue: false)
  }

  deinit { finish() }  // a test that forgets `finish()` is still checked when it ends

  /// The person does `action`; `update` turns the last state into the one expected now.
  func send(
    _ action: Redux.LoginAction, _ update: (inout Redux.LoginState) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    finish(sourceLocation: sourceLocation)  // answers come before the next action
    step(action, update, sourceLocation)
  }

  /// The effects sent `action` back; it must be the next one they sent.
  func receive(
    _ action: Redux.LoginAction, _ update: (inout Redux.LoginState) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let next = received.first  // nil when the effects sent nothing back
    #expect(next == action, "the next action received", sourceLocation: sourceLocation)
    guard let next else { return }
    received.removeFirst()
    step(next, update, sourceLocation)
  }

  /// Fails if an action the effects sent back was never received.
  func finish(sourceLocation: SourceLocation = #_sourceLocation) {
    if !received.isEmpty {
      Issue.record("Actions left unreceived: \(received)", sourceLocation: sourceLocation)
      received.removeAll()
    }
  }

  private func step(
    _ action: Redux.LoginAction, _ update: (inout Redux.LoginState) -> Void,
    _ sourceLocation: SourceLocation
  ) {
    var expected = state
    update(&expected)
    for effect in reducer.reduce(&state, action) {
      effects.run(effect) { [weak self] in self?.received.append($0) }
    }
    #expect(state == expected, "the whole state after \(action)", sourceLocation: sourceLocation)
  }
}

@Suite("Redux login reducer and store")
struct LoginReducerTests {
  let reducer = Redux.LoginReducer(validator: LoginValidator())
  let session = LoginSession(token: "t", expiresAt: "2026-11-30T00:00:00Z")
  let valid = Redux.LoginState(email: "taro@example.jp", password: "x", isLoginEnabled: true)
  let refusing = StubAuthenticationService(.failure(.wrongCredentials))

  @Test("typing an email, then a password, changes the state step by step")
  func typing() {
    let store = TestStore(service: UnexpectedAuthenticationService())
    store.send(.emailChanged("taro")) {
      $0.email = "taro"
      $0.invalidMessage = "パスワードが入力されていません"
    }
    store.send(.passwordChanged("secret")) {
      $0.password = "secret"
      $0.invalidMessage = "メールアドレスの形式が正しくありません"
    }
    store.send(.emailChanged("taro@example.jp")) {
      $0.email = "taro@example.jp"
      $0.invalidMessage = ""
      $0.isLoginEnabled = true
    }
  }

  @Test("a refused login comes back as .loginResponse and shows its message")
  func refused() {
    let store = TestStore(state: valid, service: refusing)
    store.send(.loginButtonTapped) {
      $0.isLoading = true
      $0.isLoginEnabled = false
    }
    store.receive(.loginResponse(.failure(.wrongCredentials))) {
      $0.isLoading = false
      $0.isLoginEnabled = true
      $0.failureMessage = "メールアドレスまたはパスワードが違います"
    }
  }

  @Test("an accepted login shows the alert until it is dismissed")
  func accepted() {
    let store = TestStore(state: valid, service: StubAuthenticationService(.success(session)))
    store.send(.loginButtonTapped) {
      $0.isLoading = true
      $0.isLoginEnabled = false
    }
    store.receive(.loginResponse(.success(session))) {
      $0.isLoading = false
      $0.isLoginEnabled = true
      $0.succeededEmail = "taro@example.jp"
    }
    store.send(.alertDismissed) { $0.succeededEmail = nil }
  }

  @Test("cancelling says so and cancels the request; no answer comes back")
  func cancel() {
    let service = HangingAuthenticationService()
    let store = TestStore(state: valid, service: service)
    store.send(.loginButtonTapped) {
      $0.isLoading = true
      $0.isLoginEnabled = false
    }
    store.send(.cancelButtonTapped) {
      $0.isLoading = false
      $0.isLoginEnabled = true
      $0.failureMessage = "ログインを中止しました"
    }
    #expect(service.cancellations == 1)
  }

  @Test("the store fails a test that leaves a change unstated or an answer unreceived")
  func exhaustive() {
    let store = TestStore(state: valid, service: refusing)
    withKnownIssue { store.send(.loginButtonTapped) { $0.isLoading = true } }  // isLoginEnabled?
    withKnownIssue { store.finish() }  // .loginResponse was never received
  }

  @Test("the reducer alone: taps with nothing to do return no effects and change nothing")
  func tapWhileInvalid() {
    let before = Redux.LoginState(email: "taro", password: "x", invalidMessage: "…")
    var state = before
    #expect(reducer.reduce(&state, .loginButtonTapped) == [])
    #expect(reducer.reduce(&state, .cancelButtonTapped) == [])
    #expect(state == before)
  }
}
