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
  /// 256-colour palette, unless set).
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
      return ViewHost(rootView: rootView(), size: size, environment: environment)
    }
    super.init(applicationLocator: .application)
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

  /// Starts the app (again, if it was running) with ``launchEnvironment``, and waits for its
  /// first frame.
  public func launch(file: StaticString = #filePath, line: UInt = #line) {
    do {
      try runner.launch(environment: launchEnvironment)
    } catch {
      reportFailure("Failed to launch: \(error)", file: file, line: line)
    }
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
