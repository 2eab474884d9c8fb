import CheeseFeature
import CounterFeature
import DivisionFeature
import Foundation
import LoginArchitectures
import LoginFeature
import TerminalUI
import WeatherFeature

/// Where the apps that talk to a server find it.
public struct SampleServices: Sendable {
  public let baseURL: URL
  /// A line the login screen shows, such as the demo account's credentials.
  public let loginHint: String?
  /// What, besides waiting, lifts a lock-out after too many failed logins on this server;
  /// the login screen adds it to its too-many-attempts message.
  public let lockoutNote: String?
  /// How long the login and weather apps wait for an answer, in seconds.
  public let requestTimeout: Int

  public init(
    baseURL: URL, loginHint: String?, lockoutNote: String? = nil, requestTimeout: Int = 10
  ) {
    self.baseURL = baseURL
    self.loginHint = loginHint
    self.lockoutNote = lockoutNote
    self.requestTimeout = requestTimeout
  }

  /// The embedded backend: the demo account's credentials as the login hint, and, since that
  /// backend keeps failed logins in this process's memory, that starting `samples` again
  /// lifts a lock-out at once.
  /// The login screens' model: the validator and `POST /login` on this server.
  public var loginModel: LoginDependencies {
    LoginDependencies(
      service: APIAuthenticationService(
        baseURL: baseURL, timeout: requestTimeout, lockoutNote: lockoutNote))
  }

  public static func embedded(_ server: EmbeddedServer) -> SampleServices {
    SampleServices(
      baseURL: server.baseURL,
      loginHint: "デモ用アカウント: \(EmbeddedServer.demoEmail) / \(EmbeddedServer.demoPassword)",
      lockoutNote: "samples を終了して起動し直すとすぐに解除されます")
  }
}

/// The apps, each with the pattern it teaches.
public enum SampleApp: String, CaseIterable, Sendable {
  case login, division, weather, counter, cheese

  public var title: String {
    switch self {
    case .login: "ログイン"
    case .division: "割り算"
    case .weather: "天気予報"
    case .counter: "カウンター"
    case .cheese: "チーズ"
    }
  }

  public var lesson: String {
    switch self {
    case .login: "MVVM: @Published の入力から CombineLatest で出力を導く"
    case .division: "MVP: 受け身のビューとプレゼンター、コールバックと async/await"
    case .weather: "SwiftUI + Combine: API クライアントの Publisher を購読する"
    case .counter: "MVVM Input/Output: Relay で入力、Observable で出力 (RxSwift)"
    case .cheese: "貪欲法: 1グラムあたりの美味しさが高い順に載せる"
    }
  }

  /// Whether the app talks to the backend.
  public var needsServer: Bool { self == .login || self == .weather }
}

/// How each app makes the object its screen owns. ``standard`` is the apps' own wiring; a
/// test may wrap a factory to watch the instances it makes, for one that each is released
/// when its screen goes.
public struct SampleFactories: Sendable {
  /// The login screen in an architecture, its crossings recorded in the trace.
  public var loginScene:
    @MainActor @Sendable (SampleServices, LoginArchitecture, DataFlowTrace) -> LoginScene
  public var divisionController: @MainActor @Sendable () -> DivisionViewController
  public var weatherViewModel: @MainActor @Sendable (SampleServices) -> WeatherViewModel
  public var counterScreen: @MainActor @Sendable () -> CounterScreen
  public var cheeseCalculator: @MainActor @Sendable () -> CheeseCalculator

  public init(
    loginScene:
      @escaping @MainActor @Sendable (SampleServices, LoginArchitecture, DataFlowTrace) ->
      LoginScene,
    divisionController: @escaping @MainActor @Sendable () -> DivisionViewController,
    weatherViewModel: @escaping @MainActor @Sendable (SampleServices) -> WeatherViewModel,
    counterScreen: @escaping @MainActor @Sendable () -> CounterScreen,
    cheeseCalculator: @escaping @MainActor @Sendable () -> CheeseCalculator
  ) {
    self.loginScene = loginScene
    self.divisionController = divisionController
    self.weatherViewModel = weatherViewModel
    self.counterScreen = counterScreen
    self.cheeseCalculator = cheeseCalculator
  }

  /// The apps as they ship: the login and weather apps talk to `services.baseURL`.
  public static let standard = SampleFactories(
    loginScene: { services, architecture, trace in
      architecture.makeScene(model: services.loginModel, hint: services.loginHint, trace: trace)
    },
    divisionController: { DivisionViewController() },
    weatherViewModel: { services in
      WeatherViewModel(
        client: WeatherAPIClient(
          baseURL: services.baseURL, timeout: TimeInterval(services.requestTimeout)))
    },
    counterScreen: { CounterScreen() },
    cheeseCalculator: { CheeseCalculator() })
}

/// The login app in one of its six architectures (MVVM unless told otherwise), its
/// data-flow pane shown when `showsTrace` is set or Ctrl-T is pressed.
public struct LoginApp: View {
  let services: SampleServices
  let architecture: LoginArchitecture
  let showsTrace: Bool
  let factories: SampleFactories

  public init(
    services: SampleServices, architecture: LoginArchitecture = .mvvm, showsTrace: Bool = false,
    factories: SampleFactories = .standard
  ) {
    self.services = services
    self.architecture = architecture
    self.showsTrace = showsTrace
    self.factories = factories
  }

  public var body: some View {
    let (services, architecture, factories) = (services, architecture, factories)
    LoginArchitectureScreen(architecture: architecture, showsTrace: showsTrace) { trace in
      factories.loginScene(services, architecture, trace)
    }
  }
}

/// The division app, owning its passive view (which owns the presenter).
public struct DivisionApp: View {
  @StateObject private var controller: DivisionViewController

  public init(factories: SampleFactories = .standard) {
    _controller = StateObject(wrappedValue: factories.divisionController())
  }

  public var body: some View { DivisionView(controller: controller) }
}

/// The weather app, owning its view model.
public struct WeatherApp: View {
  @StateObject private var viewModel: WeatherViewModel

  public init(services: SampleServices, factories: SampleFactories = .standard) {
    _viewModel = StateObject(wrappedValue: factories.weatherViewModel(services))
  }

  public var body: some View { WeatherView(viewModel: viewModel) }
}

/// The counter app, owning its screen bindings (which own the view model).
public struct CounterApp: View {
  @StateObject private var screen: CounterScreen

  public init(factories: SampleFactories = .standard) {
    _screen = StateObject(wrappedValue: factories.counterScreen())
  }

  public var body: some View { CounterView(screen: screen) }
}

/// The cheese app, owning its calculator.
public struct CheeseApp: View {
  @StateObject private var calculator: CheeseCalculator

  public init(factories: SampleFactories = .standard) {
    _calculator = StateObject(wrappedValue: factories.cheeseCalculator())
  }

  public var body: some View { CheeseView(calculator: calculator) }
}

/// How the login app opens: in which architecture, and whether its data-flow pane shows.
public struct LoginOptions: Equatable, Sendable {
  public var architecture: LoginArchitecture
  public var showsTrace: Bool

  public init(architecture: LoginArchitecture = .mvvm, showsTrace: Bool = false) {
    self.architecture = architecture
    self.showsTrace = showsTrace
  }
}

/// One app's screen.
public struct SampleAppView: View {
  let app: SampleApp
  let services: SampleServices?
  let factories: SampleFactories
  let login: LoginOptions
  /// Why there is no backend, when there is none: said on the apps that need one.
  let unavailableReason: String?

  public init(
    app: SampleApp, services: SampleServices?, factories: SampleFactories = .standard,
    login: LoginOptions = LoginOptions(), unavailableReason: String? = nil
  ) {
    self.app = app
    self.services = services
    self.factories = factories
    self.login = login
    self.unavailableReason = unavailableReason
  }

  public var body: some View {
    switch (app, services) {
    case (.login, let services?):
      LoginApp(
        services: services, architecture: login.architecture, showsTrace: login.showsTrace,
        factories: factories)
    case (.weather, let services?): WeatherApp(services: services, factories: factories)
    case (.division, _): DivisionApp(factories: factories)
    case (.counter, _): CounterApp(factories: factories)
    case (.cheese, _): CheeseApp(factories: factories)
    case (.login, nil), (.weather, nil):
      VStack(alignment: .leading) {
        Text("この画面にはサーバーが必要です").foregroundColor(.red)
          .accessibilityIdentifier("serverUnavailableMessage")
        if let unavailableReason {
          Text(unavailableReason).accessibilityIdentifier("serverUnavailableReason")
        }
        Text("--server でサーバーを指定するか、--database で書き込める場所を指定して起動し直してください")
          .font(.caption)
      }
      .padding()
    }
  }
}

/// The gallery's first entry: the login screen in six architectures, one line each, and
/// their comparison. Each opens with its data-flow pane shown.
public struct ArchitectureGalleryView: View {
  let services: SampleServices?
  let factories: SampleFactories
  let unavailableReason: String?

  public init(
    services: SampleServices?, factories: SampleFactories = .standard,
    unavailableReason: String? = nil
  ) {
    self.services = services
    self.factories = factories
    self.unavailableReason = unavailableReason
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("同じログイン画面 (同じモデル) を6つのアーキテクチャで。違うのは画面とモデルの間だけ").font(.caption)
      List {
        ForEach(LoginArchitecture.allCases, id: \.self) { architecture in
          NavigationLink {
            GalleryScreen(hints: GalleryView.appFooter) {
              SampleAppView(
                app: .login, services: services, factories: factories,
                login: LoginOptions(architecture: architecture, showsTrace: true),
                unavailableReason: unavailableReason)
            }
          } label: {
            GalleryRow(architecture.title, architecture.summary)
          }
          .accessibilityIdentifier("architecture.\(architecture.rawValue)")
        }
        NavigationLink {
          GalleryScreen(hints: ["↑↓ で読む", "Esc で戻る", "Ctrl-C で終了"]) {
            // Fitted to the screen's width in columns (TerminalUI gives 8 points to a column),
            // less the column of the scroll bar.
            GeometryReader { proxy in
              ScrollView {
                Text(ArchitectureComparison.table(width: Int(proxy.size.width / 8) - 1))
                  .accessibilityIdentifier("comparisonTable")
                  .frame(maxWidth: .infinity, alignment: .leading)
              }
            }
          }
          .navigationTitle("6つのアーキテクチャの比較")
        } label: {
          GalleryRow("比較表", "層とファイル、行数、型、テスト、データの流れ (samples compare と同じ)")
        }
        .accessibilityIdentifier("architecture.compare")
      }
      .accessibilityIdentifier("architectureList")
    }
    .navigationTitle("一つのログイン、六つのアーキテクチャ")
  }
}

/// The keys a screen answers to, under it: hints joined by " · ", each kept whole on a line,
/// so a narrow terminal breaks the line only between them (never inside 終了 or `Ctrl-C`).
public struct KeyHints: View {
  let hints: [String]

  public init(_ hints: [String]) { self.hints = hints }

  /// The hints as one text, joined by " · ", each hint's characters held together by word
  /// joiners so that a line breaks only between hints.
  public static func text(_ hints: [String]) -> String {
    hints.map { $0.map(String.init).joined(separator: "\u{2060}") }.joined(separator: " · ")
  }

  public var body: some View {
    Text(Self.text(hints)).font(.caption)
  }
}

/// A screen opened from the gallery, with the keys that work there under it, Esc (back to
/// the gallery) among them.
struct GalleryScreen<Content: View>: View {
  let hints: [String]
  let content: Content

  init(hints: [String], @ViewBuilder content: () -> Content) {
    self.hints = hints
    self.content = content()
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      content.frame(maxWidth: .infinity, maxHeight: .infinity)
      KeyHints(hints).accessibilityIdentifier("screenFooter")
    }
  }
}

/// The gallery: the six architectures of the login, then the five apps, one line each on the pattern it teaches. Enter opens one, Esc
/// comes back.
public struct GalleryView: View {
  /// The keys of the gallery's list; at its root there is nothing to go back to.
  public static let footer = ["↑↓ で選び", "Enter で開く", "Ctrl-C で終了"]
  /// The keys of a list opened from it (the six architectures).
  public static let listFooter = ["↑↓ で選び", "Enter で開く", "Esc で戻る", "Ctrl-C で終了"]
  /// The keys of an app opened from it.
  public static let appFooter = ["Tab で移動", "Enter で押す", "Esc で戻る", "Ctrl-C で終了"]

  let services: SampleServices?
  let factories: SampleFactories
  let unavailableReason: String?

  /// The gallery; with `services` nil, `unavailableReason` says why the apps that need the
  /// backend cannot have it.
  public init(
    services: SampleServices?, factories: SampleFactories = .standard,
    unavailableReason: String? = nil
  ) {
    self.services = services
    self.factories = factories
    self.unavailableReason = unavailableReason
  }

  public var body: some View {
    NavigationStack {
      VStack(alignment: .leading, spacing: 0) {
        List {
          NavigationLink {
            GalleryScreen(hints: Self.listFooter) {
              ArchitectureGalleryView(
                services: services, factories: factories, unavailableReason: unavailableReason)
            }
          } label: {
            GalleryRow("一つのログイン、六つのアーキテクチャ", "MVC・MVP・MVVM・Rx・Redux・VIPER を見比べ、データの流れを見る")
          }
          .accessibilityIdentifier("gallery.architectures")
          ForEach(SampleApp.allCases, id: \.self) { app in
            NavigationLink {
              GalleryScreen(hints: Self.appFooter) {
                SampleAppView(
                  app: app, services: services, factories: factories,
                  unavailableReason: unavailableReason)
              }
            } label: {
              GalleryRow(app.title, app.lesson)
            }
            .accessibilityIdentifier("gallery.\(app.rawValue)")
          }
        }
        .accessibilityIdentifier("galleryList")
        KeyHints(Self.footer).accessibilityIdentifier("galleryFooter")
      }
      .navigationTitle("iOS アーキテクチャ・サンプル")
    }
    .environment(\.locale, .samples)
  }
}

/// One app on its own (`samples division`), in a navigation stack so its title shows, with a
/// footer, like the gallery's, saying how to leave: Ctrl-C. Esc only closes an alert here;
/// there is no gallery to go back to, and `samples <app> --help` says so.
public struct SingleAppView: View {
  /// The footer's keys.
  public static let footer = ["Tab で移動", "Enter で押す", "Ctrl-C で終了"]

  let app: SampleApp
  let services: SampleServices?
  let factories: SampleFactories
  let login: LoginOptions

  public init(
    app: SampleApp, services: SampleServices?, factories: SampleFactories = .standard,
    login: LoginOptions = LoginOptions()
  ) {
    self.app = app
    self.services = services
    self.factories = factories
    self.login = login
  }

  public var body: some View {
    NavigationStack {
      VStack(alignment: .leading, spacing: 0) {
        SampleAppView(app: app, services: services, factories: factories, login: login)
          .frame(maxWidth: .infinity, maxHeight: .infinity)
        KeyHints(Self.footer).accessibilityIdentifier("singleAppFooter")
      }
    }
    .environment(\.locale, .samples)
  }
}

extension Locale {
  /// The samples' language, Japanese, as the articles they come from: TerminalUI's own words
  /// (キャンセル, 編集, a sheet's Esc hint) are in it too, whatever the terminal's `LANG`.
  public static let samples = Locale(identifier: "ja_JP")
}

/// A gallery row: a title in bold, and under it one line on what it teaches.
struct GalleryRow: View {
  let title: String
  let detail: String

  init(_ title: String, _ detail: String) {
    self.title = title
    self.detail = detail
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(title).bold()
      Text(detail).foregroundColor(.secondary)
    }
  }
}
