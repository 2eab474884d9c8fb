import Foundation
import SamplesApp
import TerminalUI
import TerminalUITesting
import TestSupport
import Testing

@Suite("The gallery, headless, with the embedded backend", .serialized)
struct GalleryTests {
  @Test("lists the five apps with their lessons; Enter opens one and Esc comes back")
  func galleryNavigation() throws {
    let directory = try makeTemporaryDirectory(prefix: "samples")
    defer { try? FileManager.default.removeItem(at: directory) }
    let backend = try EmbeddedServer(databasePath: directory.appendingPathComponent("db").path)
    defer { backend.stop() }
    let services = SampleServices(baseURL: backend.baseURL, loginHint: "demo", requestTimeout: 60)
    let app = TUIApplication(rootView: GalleryView(services: services))
    app.launch()
    #expect(app.cells.count == 6)
    for name in ["architectures", "login", "division", "weather", "counter", "cheese"] {
      #expect(app.buttons["gallery.\(name)"].exists)
    }
    #expect(app.screenText.hasPrefix("iOS アーキテクチャ・サンプル"))
    #expect(app.tables["galleryList"].hasFocus)
    app.typeKey(.downArrow)
    app.typeKey(.downArrow)
    app.typeKey(.downArrow)
    app.typeKey(.downArrow)
    app.typeKey(.return)
    #expect(app.staticTexts["counterLabel"].waitForExistence(timeout: 5))
    app.buttons["counterIncrementButton"].tap()
    #expect(app.staticTexts["counterLabel"].label == "1")
    app.typeKey(.escape)
    #expect(app.tables["galleryList"].waitForExistence(timeout: 5))
    app.buttons["gallery.weather"].tap()
    #expect(app.buttons["weatherFetchButton"].waitForExistence(timeout: 5))
    app.buttons["weatherFetchButton"].tap()
    let address = app.staticTexts["weatherAddressLabel"]
    #expect(address.wait(timeout: 60) { $0.label == "東京都千代田区" })
    #expect(app.cells.count > 10)
  }

  @Test("the first entry lists the six architectures; each opens with its data flow shown")
  func architectureGallery() throws {
    let directory = try makeTemporaryDirectory(prefix: "samples")
    defer { try? FileManager.default.removeItem(at: directory) }
    let backend = try EmbeddedServer(databasePath: directory.appendingPathComponent("db").path)
    defer { backend.stop() }
    let app = TUIApplication(rootView: GalleryView(services: .embedded(backend)))
    app.launch()
    app.buttons["gallery.architectures"].tap()
    #expect(app.tables["architectureList"].waitForExistence(timeout: 5))
    for architecture in ["mvc", "mvp", "mvvm", "mvvm-rx", "redux", "viper", "compare"] {
      #expect(app.buttons["architecture.\(architecture)"].exists)
    }
    app.buttons["architecture.viper"].tap()
    #expect(app.otherElements["dataFlowPane"].waitForExistence(timeout: 5))
    app.textFields["loginEmailTextField"].typeText("t")
    #expect(app.wait(timeout: 5) { _ in app.screenText.contains("Presenter → View") })
    app.typeKey(.escape)
    app.buttons["architecture.compare"].tap()
    let table = app.staticTexts["comparisonTable"]
    #expect(table.waitForExistence(timeout: 5))
    #expect(table.label.contains("VIPER"))
    // Fitted to the 80 columns, less the scroll bar's: no line wraps or hides under the bar.
    #expect(table.label == ArchitectureComparison.table(width: 79))
    let viper = ArchitectureComparison.table(width: 79).split(separator: "\n")
      .first { $0.hasPrefix("VIPER") }
    #expect(app.screenText.contains(String(try #require(viper))))
  }

  @Test("every screen of the gallery says its keys under it; Esc で戻る only where Esc goes back")
  func footers() throws {
    let services = SampleServices(
      baseURL: try #require(URL(string: "http://127.0.0.1:9")), loginHint: nil)
    let app = TUIApplication(rootView: GalleryView(services: services))
    app.launch()
    let root = app.staticTexts["galleryFooter"]
    #expect(root.label == "↑↓ で選び · Enter で開く · Ctrl-C で終了", "nothing to go back to")
    app.typeKey(.downArrow)
    app.typeKey(.downArrow)
    app.typeKey(.return)
    let footer = app.staticTexts["screenFooter"]
    #expect(footer.waitForExistence(timeout: 5))
    #expect(footer.label == "Tab で移動 · Enter で押す · Esc で戻る · Ctrl-C で終了")
    #expect(footer.frame.minY == 23, "on the last line, below the app")
    app.typeKey(.escape)
    app.typeKey(.upArrow)
    app.typeKey(.upArrow)
    app.typeKey(.return)
    #expect(footer.wait(timeout: 5) { $0.label.hasPrefix("↑↓ で選び · Enter で開く · Esc で戻る") })
  }

  @Test("on a narrow terminal a footer breaks between its hints, never inside one")
  func narrowFooter() throws {
    let services = SampleServices(
      baseURL: try #require(URL(string: "http://127.0.0.1:9")), loginHint: nil)
    let app = TUIApplication(
      rootView: SingleAppView(app: .division, services: services),
      size: CGSize(width: 40, height: 20))
    app.launch()
    let lines = app.screenText.split(separator: "\n").suffix(2).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(lines == ["Tab で移動 · Enter で押す ·", "Ctrl-C で終了"], "\(app.screenText)")
  }

  @Test(
    "an app opened directly says under it how to leave, as the gallery's footer does",
    arguments: SampleApp.allCases)
  func singleAppFooter(app sample: SampleApp) throws {
    let services = SampleServices(
      baseURL: try #require(URL(string: "http://127.0.0.1:9")), loginHint: nil)
    let app = TUIApplication(rootView: SingleAppView(app: sample, services: services))
    app.launch()
    let footer = app.staticTexts["singleAppFooter"]
    #expect(footer.waitForExistence(timeout: 5))
    #expect(footer.label == "Tab で移動 · Enter で押す · Ctrl-C で終了")
    #expect(app.screenText.contains("Tab で移動 · Enter で押す · Ctrl-C で終了"))
    // On the last line of the 80×24 screen, below the app.
    #expect(footer.frame.minY == 23)
  }

  @Test("the demo account logs in against the embedded backend")
  func demoLogin() throws {
    let directory = try makeTemporaryDirectory(prefix: "samples")
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("db").path
    // Opening twice keeps one demo account and the same data.
    try EmbeddedServer(databasePath: path).stop()
    let backend = try EmbeddedServer(databasePath: path)
    defer { backend.stop() }
    // CI runs this under the thread sanitizer beside other suites, where an answer has taken
    // over ten seconds: the app's own wait and the test's are longer than a person's.
    let app = TUIApplication(
      rootView: SingleAppView(
        app: .login,
        services: SampleServices(baseURL: backend.baseURL, loginHint: nil, requestTimeout: 60)))
    app.launch()
    app.textFields["loginEmailTextField"].typeText(EmbeddedServer.demoEmail)
    app.typeKey(.tab)
    app.secureTextFields["loginPasswordSecureField"].typeText(EmbeddedServer.demoPassword)
    app.buttons["loginButton"].tap()
    #expect(app.alerts["ログイン成功"].waitForExistence(timeout: 60))
    #expect(!app.staticTexts["loginFailureMessage"].exists)
  }

  @Test("the demo account's lock-out says how long it lasts and that restarting lifts it, truly")
  func demoLockout() async throws {
    let directory = try makeTemporaryDirectory(prefix: "samples")
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("db").path
    do {
      let backend = try EmbeddedServer(databasePath: path)
      defer { backend.stop() }
      let port = try #require(backend.baseURL.port)
      // Five wrong passwords lock the account.
      let refusals = try await onOwnThread {
        try (0..<5).map { _ in try Self.logIn(port: port, password: "wrong-password").status }
      }
      #expect(refusals == [401, 401, 401, 401, 401])
      let app = TUIApplication(rootView: SingleAppView(app: .login, services: .embedded(backend)))
      app.launch()
      app.textFields["loginEmailTextField"].typeText(EmbeddedServer.demoEmail)
      app.typeKey(.tab)
      app.secureTextFields["loginPasswordSecureField"].typeText(EmbeddedServer.demoPassword)
      app.buttons["loginButton"].tap()
      let failure = app.staticTexts["loginFailureMessage"]
      #expect(failure.waitForExistence(timeout: 10))
      #expect(
        failure.label
          == "ログインの試行が多すぎます。15分後にお試しください。samples を終了して起動し直すとすぐに解除されます")
    }
    // What the message says: the lock lives in the running backend, so a new one (samples
    // started again) on the same database lets the demo account in at once.
    let restarted = try EmbeddedServer(databasePath: path)
    defer { restarted.stop() }
    let restartedPort = try #require(restarted.baseURL.port)
    let accepted = try await onOwnThread {
      try Self.logIn(port: restartedPort, password: EmbeddedServer.demoPassword).status
    }
    #expect(accepted == 200)
  }

  /// `POST /login` for the demo account.
  private static func logIn(port: Int, password: String) throws -> RawHTTPResponse {
    try RawHTTPClient.request(
      port: port, method: "POST", path: "/login", headers: ["Content-Type: application/json"],
      body: #"{"email":"\#(EmbeddedServer.demoEmail)","password":"\#(password)"}"#)
  }

  @Test("an unreachable server leaves the login app running with a message")
  func unreachableServer() throws {
    let services = SampleServices(
      baseURL: try #require(URL(string: "http://127.0.0.1:9")), loginHint: nil)
    let app = TUIApplication(rootView: SingleAppView(app: .login, services: services))
    app.launch()
    app.typeText("taro@example.jp")
    app.typeKey(.tab)
    app.typeText("password\n")
    let failure = app.staticTexts["loginFailureMessage"]
    #expect(failure.waitForExistence(timeout: 10))
    #expect(failure.label == "サーバー http://127.0.0.1:9 に接続できません")
    #expect(app.state == .runningForeground)
  }
}

@Suite("The real samples binary under a pseudo-terminal", .serialized)
struct SamplesTerminalTests {
  @Test("a new user's first run: the gallery, the login app with the demo account, weather")
  func firstRun() throws {
    let directory = try makeTemporaryDirectory(prefix: "samples")
    defer { try? FileManager.default.removeItem(at: directory) }
    let app = TUIApplication(
      executable: builtExecutable("samples"),
      environment: ["XDG_DATA_HOME": directory.path])
    app.launch()
    defer { app.terminate() }
    #expect(app.tables["galleryList"].waitForExistence(timeout: 10))
    #expect(app.screenText.contains("MVVM Input/Output"))
    // The first entry is the six architectures; the login app is the second.
    app.typeKey(.downArrow)
    app.typeKey(.return)
    let email = app.textFields["loginEmailTextField"]
    #expect(email.waitForExistence(timeout: 5))
    #expect(app.staticTexts["loginHint"].label.contains("demo@example.com / demo1234"))
    email.typeText("demo@example.com")
    app.typeKey(.tab)
    app.secureTextFields["loginPasswordSecureField"].typeText("demo1234")
    #expect(app.buttons["loginButton"].wait(timeout: 5) { $0.isEnabled })
    app.typeKey(.return)
    #expect(app.alerts["ログイン成功"].waitForExistence(timeout: 10), "\(app.screenText)")
    app.typeKey(.escape)
    app.typeKey(.escape)
    #expect(app.tables["galleryList"].waitForExistence(timeout: 5))
    app.typeKey(.downArrow)
    app.typeKey(.downArrow)
    app.typeKey(.return)
    // Nothing is fetched until 取得 (focused as the screen opens) is pressed.
    let fetch = app.buttons["weatherFetchButton"]
    #expect(fetch.waitForExistence(timeout: 5))
    #expect(fetch.hasFocus)
    #expect(app.staticTexts["weatherAddressLabel"].label == "取得中")
    #expect(!app.tables["weatherList"].cells.firstMatch.exists)
    app.typeKey(.return)
    // The forecast is there once the list has its rows.
    #expect(app.tables["weatherList"].cells.firstMatch.waitForExistence(timeout: 10))
    #expect(app.staticTexts["weatherAddressLabel"].label == "東京都千代田区")
    #expect(app.screenText.contains("降水確率:"))
    app.typeKey("c", modifierFlags: .control)
    #expect(app.wait(for: .notRunning, timeout: 5))
  }

  @Test("samples division says how to leave; Esc does not quit it, as its help says; Ctrl-C does")
  func leavingAnAppOpenedDirectly() {
    let app = TUIApplication(
      executable: builtExecutable("samples"),
      arguments: ["division"])
    app.launch()
    defer { app.terminate() }
    let dividend = app.textFields["divisionDividendTextField"]
    #expect(dividend.waitForExistence(timeout: 5))
    // The screen's bytes may arrive after the accessibility tree the wait above read.
    #expect(app.wait(timeout: 5) { _ in app.screenText.contains("Ctrl-C で終了") })
    app.typeKey(.escape)
    // Still there, and still taking keys after the Esc.
    dividend.tap()
    dividend.typeText("42")
    #expect(dividend.wait(timeout: 5) { $0.value as? String == "42" })
    #expect(app.state == .runningForeground)
    app.typeKey("c", modifierFlags: .control)
    #expect(app.wait(for: .notRunning, timeout: 5))
  }

  @Test("samples counter opens the counter alone")
  func counterAlone() {
    let app = TUIApplication(
      executable: builtExecutable("samples"),
      arguments: ["counter"])
    app.launch()
    defer { app.terminate() }
    #expect(app.staticTexts["counterLabel"].waitForExistence(timeout: 5))
    app.typeKey(.return)
    app.typeKey(.return)
    #expect(app.staticTexts["counterLabel"].label == "2")
    #expect(app.buttons["counterDecrementButton"].isEnabled)
  }
}

@Suite("samples without a terminal, and its flags")
struct SamplesCommandLineTests {
  @Test("one usage, complete, for every mistake; -h before a subcommand is that subcommand's")
  func usageText() async throws {
    for arguments in [["--bogus"], ["--server"]] {
      let result = try await runSamples(arguments, input: "")
      #expect(result.status == 2)
      for word in [
        "SUBCOMMANDS:", "cheese", "server", "user", "preview", "--database", "--version",
      ] {
        #expect(result.error.contains(word), "\(arguments): \(word)")
      }
    }
    let login = try await runSamples(["-h", "login"], input: "")
    #expect(login.status == 0)
    #expect(login.output.hasPrefix("USAGE: samples login"), "\(login.output)")
    for app in ["division", "counter"] {
      let help = try await runSamples([app, "--help"], input: "")
      #expect(help.output.hasPrefix("USAGE: samples \(app)\n"))
      #expect(!help.output.contains("--server"), "\(app) needs no backend: \(help.output)")
    }
    let weather = try await runSamples(["weather", "--help"], input: "")
    #expect(weather.output.contains("--server <url>"))
  }

  @Test("samples preview: its own name in its help, options are not titles, a title's start opens")
  func previewArguments() async throws {
    let help = try await runSamples(["preview", "--help"], input: "")
    #expect(help.status == 0)
    #expect(help.output.hasPrefix("USAGE: samples preview"))
    #expect(!help.output.contains("<program>"))
    let bogus = try await runSamples(["preview", "--bogus"], input: "")
    #expect(bogus.status == 2)
    #expect(bogus.error.hasPrefix("samples preview: unknown option or extra argument '--bogus'"))
  }

  @Test("the gallery needs a terminal and says so")
  func needsTerminal() async throws {
    let directory = try makeTemporaryDirectory(prefix: "samples")
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try await runSamples(["division"], input: "")
    #expect(result.status == 1)
    #expect(result.error.contains("端末から実行してください"))
  }

  @Test("a bad --server gets the usage and exit status 2; --help lists the apps")
  func flags() async throws {
    let bad = try await runSamples(["login", "--server", "ftp://x"], input: "")
    #expect(bad.status == 2)
    #expect(bad.error.contains("--server must be an http(s) URL"))
    let help = try await runSamples(["--help"], input: "")
    #expect(help.status == 0)
    for name in ["login", "division", "weather", "counter", "cheese", "server", "user"] {
      #expect(help.output.contains("  \(name)"))
    }
  }

  @Test(
    "an app's help says what its footer and keys do: Ctrl-C quits, Esc does not",
    arguments: ["login", "division", "weather", "counter"])
  func appHelpOnLeaving(app: String) async throws {
    let help = try await runSamples([app, "--help"], input: "")
    #expect(help.status == 0)
    let text = help.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(text.contains("Ctrl-C quits"))
    #expect(text.contains("Esc closes an alert but does not quit"))
    #expect(!text.contains("Esc goes back"))
  }
}
