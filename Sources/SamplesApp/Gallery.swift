import CheeseFeature
import CounterFeature
import DivisionFeature
import Foundation
import LoginFeature
import TerminalUI
import WeatherFeature

/// Where the apps that talk to a server find it.
public struct SampleServices: Sendable {
  public let baseURL: URL
  /// A line the login screen shows, such as the demo account's credentials.
  public let loginHint: String?

  public init(baseURL: URL, loginHint: String?) {
    self.baseURL = baseURL
    self.loginHint = loginHint
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

/// The login app, owning its view model.
public struct LoginApp: View {
  @StateObject private var viewModel: LoginViewModel
  private let hint: String?

  public init(services: SampleServices) {
    _viewModel = StateObject(
      wrappedValue: LoginViewModel(
        validator: LoginValidator(), service: APIAuthenticationService(baseURL: services.baseURL)))
    hint = services.loginHint
  }

  public var body: some View { LoginView(viewModel: viewModel, hint: hint) }
}

/// The division app, owning its passive view (which owns the presenter).
public struct DivisionApp: View {
  @StateObject private var controller = DivisionViewController()

  public init() {}

  public var body: some View { DivisionView(controller: controller) }
}

/// The weather app, owning its view model.
public struct WeatherApp: View {
  @StateObject private var viewModel: WeatherViewModel

  public init(services: SampleServices) {
    _viewModel = StateObject(
      wrappedValue: WeatherViewModel(client: WeatherAPIClient(baseURL: services.baseURL)))
  }

  public var body: some View { WeatherView(viewModel: viewModel) }
}

/// The counter app, owning its screen bindings (which own the view model).
public struct CounterApp: View {
  @StateObject private var screen = CounterScreen()

  public init() {}

  public var body: some View { CounterView(screen: screen) }
}

/// The cheese app, owning its calculator.
public struct CheeseApp: View {
  @StateObject private var calculator = CheeseCalculator()

  public init() {}

  public var body: some View { CheeseView(calculator: calculator) }
}

/// One app's screen.
public struct SampleAppView: View {
  let app: SampleApp
  let services: SampleServices?

  public init(app: SampleApp, services: SampleServices?) {
    self.app = app
    self.services = services
  }

  public var body: some View {
    switch (app, services) {
    case (.login, let services?): LoginApp(services: services)
    case (.weather, let services?): WeatherApp(services: services)
    case (.division, _): DivisionApp()
    case (.counter, _): CounterApp()
    case (.cheese, _): CheeseApp()
    case (.login, nil), (.weather, nil):
      Text("この画面にはサーバーが必要です").foregroundColor(.red)
    }
  }
}

/// The gallery: the five apps, one line each on the pattern it teaches. Enter opens one, Esc
/// comes back.
public struct GalleryView: View {
  let services: SampleServices?

  public init(services: SampleServices?) { self.services = services }

  public var body: some View {
    NavigationStack {
      VStack(alignment: .leading, spacing: 0) {
        List(SampleApp.allCases, id: \.self) { app in
          NavigationLink {
            SampleAppView(app: app, services: services)
          } label: {
            VStack(alignment: .leading, spacing: 0) {
              Text(app.title).bold()
              Text(app.lesson).foregroundColor(.secondary)
            }
          }
          .accessibilityIdentifier("gallery.\(app.rawValue)")
        }
        .accessibilityIdentifier("galleryList")
        Text("↑↓ で選び Enter で開く · Esc で戻る · Ctrl-C で終了").font(.caption)
      }
      .navigationTitle("iOS アーキテクチャ・サンプル")
    }
  }
}

/// One app on its own, in a navigation stack so its title shows.
public struct SingleAppView: View {
  let app: SampleApp
  let services: SampleServices?

  public init(app: SampleApp, services: SampleServices?) {
    self.app = app
    self.services = services
  }

  public var body: some View {
    NavigationStack { SampleAppView(app: app, services: services) }
  }
}
