import Dispatch
import Foundation
import TerminalKit

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a view full-screen in the terminal until the user quits (Ctrl-C) or the view calls
/// ``TerminalRuntime/exit(_:)``.
///
/// The main thread runs the main run loop, which services `DispatchQueue.main` and the main
/// actor, so `receive(on: DispatchQueue.main)` and `Task { @MainActor in … }` behave as on
/// iOS. Frames are drawn at most 60 times a second, only when state changed, each as one
/// `write` of the cells that differ, wrapped in synchronized output. The terminal is restored
/// on every way out: normal exit, Ctrl-C, SIGINT, SIGTERM, SIGHUP and crash signals.
///
/// The terminal reports the mouse (SGR mode): a click focuses and presses the control under
/// the pointer, the wheel scrolls the list or scroll view under it. `TERMINALUI_MOUSE=0`
/// leaves the mouse to the terminal, to select text.
@MainActor
public final class TerminalRuntime {
  private let host: ViewHost
  private var decoder = KeyDecoder()
  /// Shows the frames: the shown buffer, the diff, the cursor and the write.
  private var presenter: TerminalPresenter<StandardTerminalBackend>
  private var frameScheduled = false
  private var lastFrame = DispatchTime(uptimeNanoseconds: 0)
  private var sources: [any DispatchSourceProtocol] = []
  private var escapeFlush: DispatchWorkItem?
  private var tickScheduled = false
  private static let accessibility = AccessibilityServer.fromEnvironment()

  private init(host: ViewHost, colors: Bool) {
    self.host = host
    presenter = TerminalPresenter(backend: StandardTerminalBackend(), colors: colors)
  }

  /// Work to do before the process exits (closing a database).
  private static var exitActions: [@MainActor () -> Void] = []

  /// Runs `view` and never returns: the process exits when the user quits, after `onExit`.
  public static func run<V: View>(_ view: V, onExit: (@MainActor () -> Void)? = nil) -> Never {
    if let onExit { exitActions.append(onExit) }
    let environmentVariables = ProcessInfo.processInfo.environment
    let mode = ColorMode.detect(environmentVariables)
    var environment = EnvironmentValues()
    environment.colorMode = mode
    guard Terminal.isInteractive else {
      FileHandle.standardError.write(Data("error: \(TerminalError.notATerminal)\n".utf8))
      Foundation.exit(1)
    }
    if let problem = TerminalError.fullScreenProblem(environmentVariables) {
      FileHandle.standardError.write(Data("error: \(problem)\n".utf8))
      Foundation.exit(1)
    }
    // The mouse clicks and scrolls unless TERMINALUI_MOUSE=0 leaves it to the terminal
    // (selecting text as in the shell).
    let mouse = environmentVariables[mouseVariable] != "0"
    let host = ViewHost(rootView: view, size: Terminal.size(), environment: environment)
    let runtime = TerminalRuntime(host: host, colors: mode != .none)
    do {
      Terminal.installCrashHandlers()
      try Terminal.enter(mouse: mouse)
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      Foundation.exit(1)
    }
    runtime.start()
    // A timer far in the future keeps the run loop waiting instead of returning at once.
    let keepAlive = Timer(timeInterval: 1e9, repeats: true) { _ in }
    RunLoop.main.add(keepAlive, forMode: .default)
    while true { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
  }

  /// The environment variable that, set to `0`, keeps mouse reports off.
  public static let mouseVariable = "TERMINALUI_MOUSE"

  /// Restores the terminal, runs the exit work, and exits.
  public static func exit(_ code: Int32 = 0) -> Never {
    Terminal.restore()
    Terminal.flushReports()
    let actions = exitActions
    exitActions.removeAll()
    for action in actions { action() }
    Foundation.exit(code)
  }

  private func start() {
    host.onNeedsRender = { [unowned self] in self.scheduleFrame() }
    let input = DispatchSource.makeReadSource(
      fileDescriptor: Terminal.inputDescriptor, queue: .main)
    input.setEventHandler { [unowned self] in MainActor.assumeIsolated { self.readInput() } }
    input.resume()
    sources.append(input)
    for (signalNumber, code) in [(SIGWINCH, nil), (SIGINT, 130), (SIGTERM, 143), (SIGHUP, 129)]
      as [(Int32, Int32?)]
    {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
      source.setEventHandler { [unowned self] in
        MainActor.assumeIsolated {
          if let code {
            self.host.tearDown()
            TerminalRuntime.exit(code)
          }
          self.redrawWhole()
        }
      }
      source.resume()
      sources.append(source)
    }
    Self.accessibility?.drawFrame = { [unowned self] in self.drawFrame() }
    Self.accessibility?.startReading(host: host)
    drawFrame()
  }

  private func readInput() {
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes {
      read(Terminal.inputDescriptor, $0.baseAddress, 4096)
    }
    guard count > 0 else {
      if count == 0 { TerminalRuntime.exit(0) }
      return
    }
    bytesRead += count
    deliver(decoder.feed(buffer[0..<count]))
    if !nextKeyScheduled { publishInputProgress() }
    escapeFlush?.cancel()
    escapeFlush = nil
    // A lone ESC is the Escape key once no sequence follows it quickly.
    let flush = DispatchWorkItem { [unowned self] in
      MainActor.assumeIsolated {
        self.deliver(self.decoder.flushPendingEscape())
        if !self.nextKeyScheduled { self.publishInputProgress() }
      }
    }
    escapeFlush = flush
    DispatchQueue.main.asyncAfter(
      deadline: .now() + DispatchTimeInterval.milliseconds(30), execute: flush)
  }

  private var bytesRead = 0
  /// Keys read but not yet handled, oldest first.
  private var queuedKeys: [Key] = []
  private var nextKeyScheduled = false

  /// Tells a UI-test driver how much of its input has been handled, with the frame it led to.
  private func publishInputProgress() {
    guard let channel = Self.accessibility else { return }
    drawFrame()
    // Called only with no key queued: every byte read is handled or waits in the decoder.
    channel.inputBytes = bytesRead - decoder.pendingByteCount
    channel.publish(host: host, force: true)
  }

  /// Handles keys one at a time, each against the screen as the one before left it: what a
  /// key set off on the main queue (a `receive(on: DispatchQueue.main)` that enables a
  /// button) runs, and the view is laid out anew, before the next key is handled. Keys that
  /// arrive together (a paste, a password manager, a fast typist) so reach the controls they
  /// would reach typed one by one.
  private func deliver(_ keys: [Key]) {
    queuedKeys.append(contentsOf: keys)
    if !nextKeyScheduled { handleQueuedKeys() }
  }

  private func handleQueuedKeys() {
    nextKeyScheduled = false
    guard !queuedKeys.isEmpty else { return }
    let key = queuedKeys.removeFirst()
    switch key {
    case .control("c"):
      host.tearDown()
      TerminalRuntime.exit(130)
    case .control("z"):
      suspend()
    default:
      host.handle(key)
    }
    if queuedKeys.isEmpty {
      publishInputProgress()
      return
    }
    nextKeyScheduled = true
    DispatchQueue.main.async { [unowned self] in
      MainActor.assumeIsolated {
        self.host.renderIfNeeded()
        self.handleQueuedKeys()
      }
    }
  }

  /// Ctrl-Z: the shell gets the terminal back until `fg`, then the screen is drawn anew at
  /// the size the window has then.
  private func suspend() {
    // A driver waiting for the key to be handled hears of it before the process stops.
    if queuedKeys.isEmpty { publishInputProgress() }
    host.setScenePhase(.background)
    defer { host.setScenePhase(.active) }
    do {
      try Terminal.suspend()
    } catch {
      host.tearDown()
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      TerminalRuntime.exit(1)
    }
    redrawWhole()
  }

  /// Forgets what the terminal shows, so the next frame draws every cell.
  private func redrawWhole() {
    host.resize(presenter.backend.size())
    presenter.invalidate()
    scheduleFrame()
  }

  /// Schedules a frame, no sooner than a sixtieth of a second after the last one.
  private func scheduleFrame() {
    guard !frameScheduled else { return }
    frameScheduled = true
    let earliest = lastFrame + DispatchTimeInterval.nanoseconds(16_666_667)
    let now = DispatchTime.now()
    DispatchQueue.main.asyncAfter(deadline: max(now, earliest)) { [unowned self] in
      MainActor.assumeIsolated {
        self.frameScheduled = false
        self.drawFrame()
      }
    }
  }

  private func drawFrame() {
    lastFrame = DispatchTime.now()
    host.renderIfNeeded()
    // Copies go to the clipboard between frames: they draw nothing.
    for text in host.takeClipboardWrites() { presenter.copyToClipboard(text) }
    // The cursor shows only in a focused text field.
    presenter.present(host.screen, cursor: host.cursor)
    Self.accessibility?.publish(host: host)
    if host.wantsTick || host.wantsSecondTick, !tickScheduled {
      tickScheduled = true
      let interval = host.wantsTick ? 100 : 1000
      DispatchQueue.main.asyncAfter(
        deadline: .now() + DispatchTimeInterval.milliseconds(interval)
      ) {
        [unowned self] in
        MainActor.assumeIsolated {
          self.tickScheduled = false
          self.host.setNeedsRender()
        }
      }
    }
  }
}
