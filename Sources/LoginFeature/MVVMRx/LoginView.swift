import LoginFeature
import RxStreams
import Streams
import TerminalUI

extension MVVMRx {
  /// The view side of Input/Output: its controls as RxCocoa gives them — the fields' text
  /// as relays (`rx.text`), the buttons' taps as `PublishRelay`s (`rx.tap`) — and the
  /// `Binder`s its outputs are bound to. `bindViewModel` is the whole wiring.
  public final class LoginViewController: ObservableObject, ReactiveCompatible {
    @Published public fileprivate(set) var invalidMessage = ""
    @Published public fileprivate(set) var isLoginEnabled = false
    @Published public fileprivate(set) var isLoading = false
    @Published public fileprivate(set) var failureMessage = ""
    @Published public var isSuccessAlertPresented = false
    @Published public fileprivate(set) var succeededEmail = ""
    /// The fields' text; each edit goes into its relay.
    @Published var emailText = "" {
      didSet { if emailText != oldValue { emailRelay.accept(emailText) } }
    }
    @Published var passwordText = "" {
      didSet { if passwordText != oldValue { passwordRelay.accept(passwordText) } }
    }
    /// The fields' text as streams, as `textField.rx.text.orEmpty` gives them.
    let emailRelay = BehaviorRelay(value: "")
    let passwordRelay = BehaviorRelay(value: "")
    /// The buttons' taps, as `button.rx.tap`.
    let loginTap = PublishRelay<Void>()
    let cancelTap = PublishRelay<Void>()
    let hint: String?
    private let disposeBag = DisposeBag()

    /// The view bound to a view model over `model`; with a `trace`, the view model is
    /// wrapped in a recorder of its Input and Output.
    public init(model: LoginDependencies, hint: String? = nil, trace: DataFlowTrace? = nil) {
      self.hint = hint
      let viewModel = LoginViewModel(model: model.traced(by: .viewModel, into: trace))
      bindViewModel(trace.map { TracingLoginViewModel(base: viewModel, trace: $0) } ?? viewModel)
    }

    private func bindViewModel(_ viewModel: any LoginViewModelType) {
      let output = viewModel.transform(
        input: LoginViewModel.Input(
          email: emailRelay.asObservable(), password: passwordRelay.asObservable(),
          loginTap: loginTap.asObservable(), cancelTap: cancelTap.asObservable()))
      output.invalidMessage.bind(to: rx.invalidMessage).disposed(by: disposeBag)
      output.isLoginEnabled.bind(to: rx.isLoginEnabled).disposed(by: disposeBag)
      output.isLoading.bind(to: rx.isLoading).disposed(by: disposeBag)
      output.failureMessage.bind(to: rx.failureMessage).disposed(by: disposeBag)
      output.loginSucceeded.bind(to: rx.loginSucceeded).disposed(by: disposeBag)
    }
  }

  /// Draws the view and feeds its relays.
  public struct LoginView: View {
    @ObservedObject var controller: LoginViewController

    public init(controller: LoginViewController) { self.controller = controller }

    public var body: some View {
      LoginForm(
        email: $controller.emailText,
        password: $controller.passwordText,
        invalidMessage: controller.invalidMessage,
        isLoginEnabled: controller.isLoginEnabled,
        isLoading: controller.isLoading,
        failureMessage: controller.failureMessage,
        hint: controller.hint,
        login: { controller.loginTap.accept(()) },
        cancel: { controller.cancelTap.accept(()) }
      )
      .navigationTitle("ログイン (MVVM Input/Output, RxSwift)")
      .loginSucceededAlert(
        isPresented: $controller.isSuccessAlertPresented, email: controller.succeededEmail)
    }
  }
}

extension Reactive where Base: MVVMRx.LoginViewController {
  var invalidMessage: Binder<String> { Binder(base) { $0.invalidMessage = $1 } }
  var isLoginEnabled: Binder<Bool> { Binder(base) { $0.isLoginEnabled = $1 } }
  var isLoading: Binder<Bool> { Binder(base) { $0.isLoading = $1 } }
  var failureMessage: Binder<String> { Binder(base) { $0.failureMessage = $1 } }
  var loginSucceeded: Binder<String> {
    Binder(base) { view, email in
      view.succeededEmail = email
      view.isSuccessAlertPresented = true
    }
  }
}
