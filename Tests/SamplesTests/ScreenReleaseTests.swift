import Primitives
import SamplesApp
import TerminalUITesting
import TestSupport
import Testing

@testable import CounterFeature
@testable import DivisionFeature

/// Weak references to what the apps' factories made, by type name.
final class MadeObjects: Sendable {
  private struct Reference {
    let name: String
    weak var object: AnyObject?
  }

  private let references = Locked<[Reference]>([])

  /// Notes `object` under `name` and hands it back.
  @discardableResult
  func record<Object: AnyObject>(_ name: String, _ object: Object) -> Object {
    references.withLock { $0.append(Reference(name: name, object: object)) }
    return object
  }

  /// The names of everything recorded, in the order it was made.
  var names: [String] { references.withLock { $0.map(\.name) } }

  /// The names of what is still alive.
  var alive: [String] { references.withLock { $0.filter { $0.object != nil }.map(\.name) } }
}

extension SampleFactories {
  /// The apps' own factories, each noting in `made` the object it makes and, where that
  /// object owns one, its presenter or view model.
  static func recording(into made: MadeObjects) -> SampleFactories {
    let standard = SampleFactories.standard
    return SampleFactories(
      loginScene: { services, architecture, trace in
        let scene = made.record("LoginScene", standard.loginScene(services, architecture, trace))
        for object in scene.objects { made.record("\(type(of: object))", object) }
        return scene
      },
      divisionController: {
        let controller = made.record("DivisionViewController", standard.divisionController())
        if let presenter = controller.presenter { made.record("DivisionPresenter", presenter) }
        return controller
      },
      weatherViewModel: { made.record("WeatherViewModel", standard.weatherViewModel($0)) },
      counterScreen: {
        let screen = made.record("CounterScreen", standard.counterScreen())
        made.record("CounterViewModel", screen.viewModel)
        return screen
      },
      cheeseCalculator: { made.record("CheeseCalculator", standard.cheeseCalculator()) })
  }
}

@Suite("Every app lets go of its view model and presenter when its screen goes", .serialized)
struct ScreenReleaseTests {
  static let made: [SampleApp: [String]] = [
    .login: ["LoginScene", "LoginViewModel"],
    .division: ["DivisionViewController", "DivisionPresenter"],
    .weather: ["WeatherViewModel"],
    .counter: ["CounterScreen", "CounterViewModel"],
    .cheese: ["CheeseCalculator"],
  ]

  @Test(
    "opened from the gallery, used, and left with Esc, an app's objects are released",
    arguments: SampleApp.allCases)
  func released(app: SampleApp) async throws {
    let backend = try LocalBackend.start(accounts: [("demo@example.com", "demo1234")])
    defer { backend.stop() }
    let made = MadeObjects()
    let tui = TUIApplication(
      rootView: GalleryView(
        services: SampleServices(baseURL: backend.url, loginHint: nil, requestTimeout: 60),
        factories: .recording(into: made)))
    tui.launch()
    tui.buttons["gallery.\(app.rawValue)"].tap()
    // On a thread of its own: the driver's waits block the thread they run on, and the
    // division presenter's task needs a thread of the shared pool to finish.
    try await onOwnThread { try Self.use(app, in: tui) }
    tui.typeKey(.escape)
    #expect(tui.tables["galleryList"].waitForExistence(timeout: 5))
    #expect(made.names == Self.made[app])
    let released = await eventually { made.alive.isEmpty }
    #expect(released, "still alive after the screen went: \(made.alive)")
  }

  /// Does what a user of `app` would, so its subscriptions and requests have run.
  private static func use(_ app: SampleApp, in tui: TUIApplication) throws {
    switch app {
    case .login:
      tui.textFields["loginEmailTextField"].typeText("demo@example.com")
      tui.typeKey(.tab)
      tui.secureTextFields["loginPasswordSecureField"].typeText("not-the-password")
      tui.buttons["loginButton"].tap()
      try #require(tui.staticTexts["loginFailureMessage"].waitForExistence(timeout: 60))
    case .division:
      tui.textFields["divisionDividendTextField"].typeText("6")
      tui.typeKey(.tab)
      tui.textFields["divisionDivisorTextField"].typeText("3")
      tui.buttons["divisionButton"].tap()
      try #require(tui.staticTexts["divisionResultLabel"].wait(timeout: 5) { $0.label == "2" })
    case .weather:
      tui.buttons["weatherFetchButton"].tap()
      try #require(
        tui.staticTexts["weatherAddressLabel"].wait(timeout: 60) { $0.label == "東京都千代田区" })
    case .counter:
      tui.buttons["counterIncrementButton"].tap()
      try #require(tui.staticTexts["counterLabel"].wait(timeout: 5) { $0.label == "1" })
    case .cheese:
      tui.textFields["cheeseCapacityTextField"].typeText("5")
      tui.typeKey(.tab)
      tui.textFields["cheeseEntryTextField"].typeText("3 2")
      tui.typeKey(.return)
      try #require(tui.staticTexts["cheeseAnswerLabel"].wait(timeout: 5) { $0.label == "6" })
    }
  }
}
