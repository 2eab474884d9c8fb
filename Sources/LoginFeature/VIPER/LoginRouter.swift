import LoginFeature

extension VIPER {
  /// Where the presenter can send the person next.
  @MainActor
  public protocol LoginWireframe: AnyObject {
    func showLoginSucceeded(email: String)
  }

  /// What the router needs of a screen to show another one over it.
  @MainActor
  public protocol LoginAlertPresenting: AnyObject {
    func presentLoginSucceededAlert(email: String)
  }

  /// VIPER's router: it builds the module — the one place that knows every part and wires
  /// them together — and does the navigation the presenter asks for.
  @MainActor
  public final class LoginRouter: LoginWireframe {
    weak var screen: (any LoginAlertPresenting)?
    private let trace: DataFlowTrace?

    init(trace: DataFlowTrace?) { self.trace = trace }

    /// The login module over `model`: view, presenter, interactor and router, wired. With a
    /// `trace`, a recorder is injected at every seam between them.
    public static func assembleModule(
      model: LoginDependencies, hint: String? = nil, trace: DataFlowTrace? = nil
    ) -> LoginViewController {
      let view = LoginViewController(hint: hint)
      let router = LoginRouter(trace: trace)
      router.screen = view
      let interactor = LoginInteractor(model: model.traced(by: .interactor, into: trace))
      guard let trace else {
        let presenter = LoginPresenter(view: view, interactor: interactor, router: router)
        interactor.output = presenter
        view.eventHandler = presenter
        return view
      }
      let viewRecorder = TracingViewInterface(view, trace: trace)
      let presenter = LoginPresenter(
        view: viewRecorder, interactor: TracingInteractorInput(interactor, trace: trace),
        router: TracingWireframe(router, trace: trace))
      let outputRecorder = TracingInteractorOutput(presenter, trace: trace)
      interactor.output = outputRecorder
      view.eventHandler = TracingEventHandler(presenter, trace: trace)
      // The recorders held weakly by the presenter and the interactor live as long as the view.
      view.retained = [viewRecorder, outputRecorder]
      return view
    }

    public func showLoginSucceeded(email: String) {
      trace?.record(
        .router, .view, "presentLoginSucceededAlert(email: \(DataFlowTrace.quoted(email)))")
      screen?.presentLoginSucceededAlert(email: email)
    }
  }
}
