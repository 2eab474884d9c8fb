import LoginFeature
import LoginMVC
import LoginMVP
import LoginMVVMRx
import LoginRedux
import LoginVIPER
import Streams
import TerminalUI

/// One architecture's login screen, assembled: its view, and the objects the view needs
/// kept alive. Made once per screen (a `@StateObject`).
@MainActor
public final class LoginScene: ObservableObject {
  let view: AnyView
  /// The architecture's objects the view needs kept alive (its controller, presenter,
  /// view model or store).
  public let objects: [AnyObject]
  /// Where the screen's crossings are recorded.
  public let trace: DataFlowTrace
  private let subscriptions: [AnyCancellable]

  init<V: View>(
    _ view: V, retaining retained: [AnyObject], trace: DataFlowTrace?,
    _ subscriptions: [AnyCancellable] = []
  ) {
    self.view = AnyView(view)
    objects = retained
    self.trace = trace ?? DataFlowTrace(capacity: 1)
    self.subscriptions = subscriptions
  }
}

extension LoginArchitecture {
  /// The login screen in this architecture, over `model`, its crossings recorded in `trace`.
  /// This is each architecture's composition root: where its parts are made and the model
  /// (and, with a trace, the recorders) injected.
  @MainActor
  public func makeScene(model: LoginDependencies, hint: String?, trace: DataFlowTrace?)
    -> LoginScene
  {
    switch self {
    case .mvc:
      let controller = MVC.LoginViewController(dependencies: model, hint: hint, trace: trace)
      return LoginScene(
        MVC.LoginScreen(controller: controller), retaining: [controller], trace: trace)
    case .mvp:
      let view = MVP.LoginViewController(model: model, hint: hint, trace: trace)
      return LoginScene(MVP.LoginView(controller: view), retaining: [view], trace: trace)
    case .mvvm:
      let viewModel = LoginViewModel(dependencies: model.traced(by: .viewModel, into: trace))
      return LoginScene(
        LoginView(viewModel: viewModel, hint: hint, trace: trace), retaining: [viewModel],
        trace: trace, trace.map(viewModel.traceOutputs) ?? [])
    case .mvvmRx:
      let view = MVVMRx.LoginViewController(model: model, hint: hint, trace: trace)
      return LoginScene(MVVMRx.LoginView(controller: view), retaining: [view], trace: trace)
    case .redux:
      let store = Redux.LoginStore(model: model, trace: trace)
      return LoginScene(Redux.LoginView(store: store, hint: hint), retaining: [store], trace: trace)
    case .viper:
      let view = VIPER.LoginRouter.assembleModule(model: model, hint: hint, trace: trace)
      return LoginScene(VIPER.LoginView(controller: view), retaining: [view], trace: trace)
    }
  }
}

/// The login screen in one architecture, under a short read-me (the idea and its files),
/// with the data-flow pane beside it on a wide terminal or under it on a narrow one. Ctrl-T
/// (or the button at the bottom) shows and hides the pane.
public struct LoginArchitectureScreen: View {
  /// The narrowest terminal, in columns, that puts the pane beside the form.
  static let sideBySideColumns = 120

  let architecture: LoginArchitecture
  @StateObject private var scene: LoginScene
  @State private var showsTrace: Bool

  /// The screen for `architecture` over `model`; `showsTrace` opens it with the pane shown.
  public init(
    architecture: LoginArchitecture, model: LoginDependencies, hint: String? = nil,
    showsTrace: Bool = false
  ) {
    self.init(architecture: architecture, showsTrace: showsTrace) { trace in
      architecture.makeScene(model: model, hint: hint, trace: trace)
    }
  }

  /// The screen for the scene `makeScene` assembles, with a new trace, once, when the
  /// screen first shows.
  public init(
    architecture: LoginArchitecture, showsTrace: Bool = false,
    makeScene: @escaping @MainActor (DataFlowTrace) -> LoginScene
  ) {
    self.architecture = architecture
    _scene = StateObject(wrappedValue: makeScene(DataFlowTrace()))
    _showsTrace = State(initialValue: showsTrace)
  }

  public var body: some View {
    // The window's size decides where the pane goes: `UIScreen.main.bounds` is the
    // terminal's, in points (8 a column, 16 a row).
    let columns = Int(UIScreen.main.bounds.width / 8)
    let rows = Int(UIScreen.main.bounds.height / 16)
    VStack(alignment: .leading, spacing: 0) {
      readMe
      if columns >= Self.sideBySideColumns {
        HStack(alignment: .top, spacing: 8) {
          scene.view.frame(width: 60 * 8)
          if showsTrace {
            Divider()
            DataFlowPane(trace: scene.trace)
          }
        }
      } else {
        // Under the form, the pane keeps a quarter of the rows; the form scrolls in what is
        // left, its focused control kept in view (PageUp/PageDown scroll it further).
        let lines = max(3, rows / 4)
        VStack(alignment: .leading, spacing: 0) {
          ScrollView { scene.view }
          if showsTrace {
            Divider()
            DataFlowPane(trace: scene.trace)
              .frame(height: CGFloat(lines + 2) * 16)
              .layoutPriority(1)
          }
        }
      }
      Spacer(minLength: 0)
      HStack(spacing: 8) {
        Button(showsTrace ? "データの流れを隠す (Ctrl-T)" : "データの流れを見る (Ctrl-T)") {
          showsTrace.toggle()
        }
        .keyboardShortcut("t", modifiers: .control)
        .accessibilityIdentifier("dataFlowToggle")
        if showsTrace {
          // A clean pane before pressing ログイン shows one login's round trip alone.
          Button("記録を消す (Ctrl-L)") { scene.trace.clear() }
            .keyboardShortcut("l", modifiers: .control)
            .accessibilityIdentifier("dataFlowClear")
        }
      }
    }
  }

  private var readMe: some View {
    VStack(alignment: .leading, spacing: 0) {
      // One paragraph, wrapped at the terminal's width (its two lines joined, as Japanese
      // text runs on without a space), so it is not ragged where the terminal is narrow.
      Text(architecture.readMe.joined()).foregroundColor(.secondary)
      Text(
        "ファイル: Sources/LoginFeature/\(architecture.folder)/"
          + architecture.layers.map(\.file).joined(separator: " ")
      )
      .font(.caption).foregroundColor(.secondary)
      .accessibilityIdentifier("architectureFiles")
    }
    .accessibilityIdentifier("architectureReadMe")
  }
}
