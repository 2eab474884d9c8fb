import Foundation
import LoginArchitectures
import LoginFeature
import TerminalUI
import TerminalUITesting
import Testing

/// What crosses each architecture's layers in one scripted interaction: with the email
/// typed, one password key, then Enter, which the server refuses. The sequences are what the
/// recorders at each architecture's seams saw, and they differ by architecture — which is
/// the lesson.
@Suite("The data-flow trace of each architecture")
struct DataFlowTraceTests {
  static let expected: [LoginArchitecture: [String]] = [
    .mvc: [
      "View → Controller  passwordFieldEditingChanged(\"•\")",
      "Controller → Model  validate(email: \"a@b.jp\", password: \"•\")",
      "Model → Controller  nil",
      "Controller → View  errorLabel.text = \"\"",
      "Controller → View  loginButton.isEnabled = true",
      "View → Controller  loginButtonTapped()",
      "Controller → Model  validate(email: \"a@b.jp\", password: \"•\")",
      "Model → Controller  nil",
      "Controller → View  loginButton.isEnabled = false",
      "Controller → View  activityIndicator.isAnimating = true",
      "Controller → Model  logIn(email: \"a@b.jp\", password: \"•\")",
      "Model → Controller  failure(wrongCredentials)",
      "Controller → View  activityIndicator.isAnimating = false",
      "Controller → Model  validate(email: \"a@b.jp\", password: \"•\")",
      "Model → Controller  nil",
      "Controller → View  loginButton.isEnabled = true",
      "Controller → View  failureLabel.text = \"メールアドレスまたはパスワードが違います\"",
    ],
    .mvp: [
      "View → Presenter  textDidChange(email: \"a@b.jp\", password: \"•\")",
      "Presenter → Model  validate(email: \"a@b.jp\", password: \"•\")",
      "Model → Presenter  nil",
      "Presenter → View  showInvalidMessage(\"\")",
      "Presenter → View  setLoginEnabled(true)",
      "View → Presenter  tappedLoginButton(email: \"a@b.jp\", password: \"•\")",
      "Presenter → Model  validate(email: \"a@b.jp\", password: \"•\")",
      "Model → Presenter  nil",
      "Presenter → View  setLoginEnabled(false)",
      "Presenter → View  showLoading(true)",
      "Presenter → Model  logIn(email: \"a@b.jp\", password: \"•\")",
      "Model → Presenter  failure(wrongCredentials)",
      "Presenter → View  showLoading(false)",
      "Presenter → View  setLoginEnabled(true)",
      "Presenter → View  showFailure(message: \"メールアドレスまたはパスワードが違います\")",
    ],
    .mvvm: [
      "View ⇢ ViewModel  password = \"•\"",
      "ViewModel → Model  validate(email: \"a@b.jp\", password: \"•\")",
      "Model → ViewModel  nil",
      "ViewModel ⇢ View  invalidMessage = \"\"",
      "ViewModel ⇢ View  isLoginEnabled = true",
      "View → ViewModel  didTapLoginButton.send()",
      "ViewModel ⇢ View  isLoginEnabled = false",
      "ViewModel ⇢ View  isLoading = true",
      "ViewModel → Model  logIn(email: \"a@b.jp\", password: \"•\")",
      "Model → ViewModel  failure(wrongCredentials)",
      "ViewModel ⇢ View  isLoginEnabled = true",
      "ViewModel ⇢ View  isLoading = false",
      "ViewModel ⇢ View  failureMessage = \"メールアドレスまたはパスワードが違います\"",
    ],
    .mvvmRx: [
      "View ⇢ ViewModel  input.password.onNext(\"•\")",
      "ViewModel → Model  validate(email: \"a@b.jp\", password: \"•\")",
      "Model → ViewModel  nil",
      "ViewModel ⇢ View  output.invalidMessage.onNext(\"\")",
      "ViewModel ⇢ View  output.isLoginEnabled.onNext(true)",
      "View ⇢ ViewModel  input.loginTap.onNext(())",
      "ViewModel ⇢ View  output.isLoginEnabled.onNext(false)",
      "ViewModel ⇢ View  output.isLoading.onNext(true)",
      "ViewModel → Model  logIn(email: \"a@b.jp\", password: \"•\")",
      "Model → ViewModel  failure(wrongCredentials)",
      "ViewModel ⇢ View  output.isLoginEnabled.onNext(true)",
      "ViewModel ⇢ View  output.isLoading.onNext(false)",
      "ViewModel ⇢ View  output.failureMessage.onNext(\"メールアドレスまたはパスワードが違います\")",
    ],
    .redux: [
      "View → Store  send(.passwordChanged(\"•\"))",
      "Store → Reducer  reduce(state, .passwordChanged(\"•\"))",
      "Reducer → Model  validate(email: \"a@b.jp\", password: \"•\")",
      "Model → Reducer  nil",
      "Store ⇢ View  state: password = \"•\", invalidMessage = \"\", isLoginEnabled = true",
      "View → Store  send(.loginButtonTapped)",
      "Store → Reducer  reduce(state, .loginButtonTapped)",
      "Reducer → Store  effects: [.logIn(email: \"a@b.jp\")]",
      "Store ⇢ View  state: isLoginEnabled = false, isLoading = true",
      "Store → Effect  run(.logIn(email: \"a@b.jp\"))",
      "Effect → Model  logIn(email: \"a@b.jp\", password: \"•\")",
      "Model → Effect  failure(wrongCredentials)",
      "Effect → Store  send(.loginResponse(.failure(.wrongCredentials)))",
      "Store → Reducer  reduce(state, .loginResponse(.failure(.wrongCredentials)))",
      "Reducer → Model  validate(email: \"a@b.jp\", password: \"•\")",
      "Model → Reducer  nil",
      "Store ⇢ View  state: isLoginEnabled = true, isLoading = false, failureMessage = \"メールアドレスまたはパスワードが違います\"",
    ],
    .viper: [
      "View → Presenter  credentialsChanged(email: \"a@b.jp\", password: \"•\")",
      "Presenter → Interactor  validate(LoginCredentials(email: \"a@b.jp\", password: \"•\"))",
      "Interactor → Model  validate(email: \"a@b.jp\", password: \"•\")",
      "Model → Interactor  nil",
      "Interactor → Presenter  return nil",
      "Presenter → View  showValidation(message: \"\", isLoginEnabled: true)",
      "View → Presenter  loginButtonTapped(email: \"a@b.jp\", password: \"•\")",
      "Presenter → Interactor  validate(LoginCredentials(email: \"a@b.jp\", password: \"•\"))",
      "Interactor → Model  validate(email: \"a@b.jp\", password: \"•\")",
      "Model → Interactor  nil",
      "Interactor → Presenter  return nil",
      "Presenter → View  showValidation(message: \"\", isLoginEnabled: false)",
      "Presenter → View  showLoading(true)",
      "Presenter → Interactor  logIn(LoginCredentials(email: \"a@b.jp\", password: \"•\"))",
      "Interactor → Model  logIn(email: \"a@b.jp\", password: \"•\")",
      "Model → Interactor  failure(wrongCredentials)",
      "Interactor → Presenter  loginFailed(.wrongCredentials)",
      "Presenter → View  showLoading(false)",
      "Presenter → Interactor  validate(LoginCredentials(email: \"a@b.jp\", password: \"•\"))",
      "Interactor → Model  validate(email: \"a@b.jp\", password: \"•\")",
      "Model → Interactor  nil",
      "Interactor → Presenter  return nil",
      "Presenter → View  showValidation(message: \"\", isLoginEnabled: true)",
      "Presenter → View  showFailure(message: \"メールアドレスまたはパスワードが違います\")",
    ],
  ]

  @Test(
    "one edit and a refused login cross the layers in this order",
    arguments: LoginArchitecture.allCases)
  func scriptedInteraction(architecture: LoginArchitecture) throws {
    let trace = DataFlowTrace()
    let model = LoginDependencies(service: StubAuthenticationService(.failure(.wrongCredentials)))
    let app = TUIApplication(
      rootView: LoginArchitectureScreen(architecture: architecture) { _ in
        architecture.makeScene(model: model, hint: nil, trace: trace)
      })
    app.launch()
    app.typeText("a@b.jp")
    app.typeKey(.tab)
    let mark = trace.count
    app.typeText("p")
    app.typeKey(.enter)
    #expect(app.staticTexts["loginFailureMessage"].waitForExistence(timeout: 5))
    let crossings = trace.events(after: mark).map(\.description)
    if let path = ProcessInfo.processInfo.environment["TRACE_DUMP"] {
      let text = "\(architecture.rawValue):\n" + crossings.joined(separator: "\n") + "\n\n"
      let handle = FileHandle(forWritingAtPath: path)
      handle?.seekToEndOfFile()
      handle?.write(Data(text.utf8))
      try? handle?.close()
    }
    #expect(crossings == Self.expected[architecture])
  }

  @Test(
    "the pane shows the newest crossings, however many came before, beside or below the form",
    arguments: [(LoginArchitecture.redux, 80, 24), (.viper, 140, 40)])
  func paneShowsNewest(architecture: LoginArchitecture, columns: Int, rows: Int) throws {
    let trace = DataFlowTrace()
    let model = LoginDependencies(service: UnexpectedAuthenticationService())
    let app = TUIApplication(
      rootView: LoginArchitectureScreen(architecture: architecture, showsTrace: true) { _ in
        architecture.makeScene(model: model, hint: nil, trace: trace)
      }, size: CGSize(width: columns, height: rows))
    app.launch()
    app.typeText("someone@example.jp")
    let last = try #require(trace.events.last)
    let newest = "\(trace.count) \(last.route)"
    #expect(app.wait(timeout: 5) { _ in app.screenText.contains(newest) }, "\(app.screenText)")
  }

  @Test("a message too long for the pane wraps under itself; the numbers and layers keep columns")
  func longMessageWraps() throws {
    let trace = DataFlowTrace()
    for _ in 1...9 { trace.record(.view, .store, "send(.tick)") }
    trace.record(.store, .reducer, "reduce(state, " + String(repeating: "x", count: 60) + ")")
    trace.record(.store, .view, "state: isLoading = true", kind: .observed)
    let app = TUIApplication(
      rootView: DataFlowPane(trace: trace), size: CGSize(width: 40, height: 20))
    app.launch()
    let lines = app.screenText.split(separator: "\n").map(String.init)
    let start = try #require(
      lines.firstIndex { $0.hasPrefix("10 Store → Reducer reduce(state,") }, "\(app.screenText)")
    // The whole message is there, over the rows it takes, each under the message's column.
    let column = "10 Store → Reducer ".count
    let rows = lines[(start + 1)...].prefix { $0.hasPrefix(String(repeating: " ", count: column)) }
    let message = ([lines[start]] + rows).joined()
    #expect(message.filter { $0 == "x" }.count == 60, "\(app.screenText)")
    #expect(message.contains(")"))
    #expect(lines.contains { $0.hasPrefix(" 9 View → Store    send(.tick)") }, "\(app.screenText)")
    #expect(
      lines.contains { $0.hasPrefix("11 Store ⇢ View    state: isLoading =") },
      "\(app.screenText)")
    #expect(app.screenText.contains("⇢ 購読"))
  }

}
