import Foundation
internal import TerminalKit
@_spi(Engine) import TerminalUI

/// The app under test: XCUITest's `XCUIApplication`. Either a view run headless in this
/// process, or a real program run under a pseudo-terminal; the same queries work on both.
///
/// ```swift
/// let app = TUIApplication(rootView: LoginView(viewModel: LoginViewModel()))
/// app.launch()
/// XCTAssertFalse(app.buttons["loginButton"].isEnabled)
/// ```
///
/// Under Swift Testing, write UI tests without `@MainActor`: the driver runs the app on the
/// main queue and waits from the test's own thread, as XCUITest's runner does from its own
/// process.
public final class TUIApplication: TUIElement, @unchecked Sendable {
  /// Whether the app runs: XCUITest's `XCUIApplication.State`.
  public enum State: Hashable, Sendable {
    case unknown, notRunning, runningBackgroundSuspended, runningBackground, runningForeground
  }

  let runner: any AppRunner

  /// Variables added to the app's environment when it launches: XCUITest's
  /// `launchEnvironment`. A program under a pseudo-terminal gets them all, over those given
  /// to ``init(executable:arguments:environment:size:)``. A view run headless reads from them
  /// the colours its terminal shows, as a program reads its own: `NO_COLOR` for none,
  /// `COLORTERM=truecolor` for 24-bit colour, `TERM` for the rest (`xterm-256color`, the
  /// 256-colour palette, unless set); and its locale from `LC_ALL`, `LC_MESSAGES` or `LANG`
  /// (`"ja_JP.UTF-8"`: TerminalUI's own words in Japanese).
  ///
  /// ```swift
  /// app.launchEnvironment = ["NO_COLOR": "1"]
  /// app.launch()
  /// XCTAssertEqual(app.screenshot()[0, 0].background, .default)
  /// ```
  public var launchEnvironment: [String: String] = [:]

  /// A view run headless in this process, drawn into a screen of `size` cells (80×24 by
  /// default): `TUIApplication(rootView: LoginView(), size: CGSize(width: 40, height: 12))`.
  public init<V: View>(
    rootView: @autoclosure @escaping @MainActor () -> V,
    size: CGSize = CGSize(width: 80, height: 24)
  ) {
    let size = Size(cells: size)
    runner = HeadlessRunner { variables in
      var environment = EnvironmentValues()
      environment.colorMode = ColorMode.detect(
        ["TERM": "xterm-256color"].merging(variables) { $1 })
      // A locale the launch environment names is the app's, whatever the test process's
      // own variables say; otherwise the app has the process's, as a program would.
      if ["LC_ALL", "LC_MESSAGES", "LANG"].contains(where: { variables[$0] != nil }) {
        environment.locale = Locale.named(by: variables)
      }
      return ViewHost(rootView: rootView(), size: size, environment: environment)
    }
    super.init(applicationLocator: .application)
  }

  /// An app run headless in this process, as its `main` runs it: its first window on the
  /// screen, the others opening over it, its menu commands' shortcuts working, its own
  /// properties set. `TUIApplication(app: NotesApp())`.
  public convenience init<A: App>(
    app: @autoclosure @escaping @MainActor () -> A,
    size: CGSize = CGSize(width: 80, height: 24)
  ) {
    self.init(rootView: AppHost(app: app()), size: size)
  }

  /// A program run under a pseudo-terminal of `size` cells (80×24 by default); its TerminalUI
  /// runtime shows the driver its accessibility tree.
  public init(
    executable: String, arguments: [String] = [], environment: [String: String] = [:],
    size: CGSize = CGSize(width: 80, height: 24)
  ) {
    runner = PseudoTerminalRunner(
      executable: executable, arguments: arguments, environment: environment,
      size: Size(cells: size))
    super.init(applicationLocator: .application)
  }

  /// Arguments the app is launched with: XCUITest's `launchArguments`. The language pairs
  /// an iOS test passes, `-AppleLanguages "(ja)"` and `-AppleLocale ja_JP`, choose the app's
  /// locale (as `LANG` in ``launchEnvironment`` does; an explicit `LANG`, `LC_MESSAGES` or
  /// `LC_ALL` there wins). A program under a pseudo-terminal gets the other arguments after
  /// those given to ``init(executable:arguments:environment:size:)``; a view run headless
  /// has no command line to take them.
  public var launchArguments: [String] = []

  /// Starts the app (again, if it was running) with ``launchEnvironment`` and
  /// ``launchArguments``, and waits for its first frame.
  public func launch(file: StaticString = #filePath, line: UInt = #line) {
    let (locale, arguments) = Self.languageArguments(launchArguments)
    var environment = launchEnvironment
    if let locale, !["LC_ALL", "LC_MESSAGES", "LANG"].contains(where: { environment[$0] != nil }) {
      environment["LANG"] = locale + ".UTF-8"
    }
    do {
      try runner.launch(environment: environment, arguments: arguments)
    } catch {
      reportFailure("Failed to launch: \(error)", file: file, line: line)
    }
  }

  /// The locale `-AppleLanguages "(ja, en)"` (its first language) or `-AppleLocale ja_JP`
  /// names, the locale winning; and the arguments left.
  static func languageArguments(_ arguments: [String]) -> (locale: String?, rest: [String]) {
    var language: String?
    var locale: String?
    var rest: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "-AppleLanguages" || argument == "-AppleLocale", index + 1 < arguments.count {
        let value = arguments[index + 1]
        if argument == "-AppleLocale" {
          locale = value
        } else {
          let first = value.trimmingCharacters(in: CharacterSet(charactersIn: "() \""))
            .split(separator: ",").first
          language = first.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"")) }
        }
        index += 2
        continue
      }
      rest.append(argument)
      index += 1
    }
    let named = (locale ?? language).map { $0.replacingOccurrences(of: "-", with: "_") }
    return (named.flatMap { $0.isEmpty ? nil : $0 }, rest)
  }

  /// Stops the app.
  public func terminate() { runner.terminate() }

  /// Brings the app up, launching it if it is not running.
  public func activate() {
    if !runner.isRunning { launch() }
  }

  public var state: State { runner.isRunning ? .runningForeground : .notRunning }

  /// Waits until the app is in `state`; true when it got there in time.
  public func wait(for state: State, timeout: TimeInterval) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while self.state != state {
      if Date() >= deadline { return false }
      runner.waitForChange(until: deadline)
    }
    return true
  }

  /// The screen as text, one line per row with trailing spaces trimmed: for snapshots.
  public var screenText: String { runner.withFrame { frame, _ in frame.screenText } }

  /// What the app last put on the system clipboard (a `ShareLink` pressed), as
  /// `UIPasteboard.general.string` reads it on iOS; nil until it puts something there. A
  /// program under a pseudo-terminal copies with OSC 52, read back from its output.
  public var clipboard: String? { runner.withFrame { frame, _ in frame.clipboard } }

  /// The screen as it is now, its cells with their styles: XCUITest's `screenshot()`. What
  /// ``assertSnapshot(of:as:named:record:snapshotDirectory:file:testName:line:)`` records as
  /// text or SVG.
  public func screenshot() -> TUIScreenshot {
    TUIScreenshot(runner.withFrame { frame, _ in frame.screen })
  }

  /// Every byte a program under a pseudo-terminal wrote to it (empty when headless).
  var terminalOutput: [UInt8] { (runner as? PseudoTerminalRunner)?.output ?? [] }

  deinit { runner.terminate() }
}
