import Primitives

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The controlling terminal: raw mode, the alternate screen, and putting it all back.
///
/// There is one terminal a process runs in, and restoring it must work from a signal handler
/// (a crash), so the session's state — the saved settings, whether it is raw, the restore
/// sequence, whether the mouse reports — lives in private global storage, and is put back
/// with `write(2)` and `tcsetattr(3)` only. Nothing here can be set from outside but through
/// ``enter(mouse:)``, ``restore()`` and ``suspend()``.
public enum Terminal {
  nonisolated(unsafe) private static var saved = termios()
  nonisolated(unsafe) private static var isRaw = false
  /// Where keys come from: standard input.
  public static let inputDescriptor: Int32 = 0
  /// Where frames go: standard output.
  public static let outputDescriptor: Int32 = 1
  /// Whether the session asked for mouse reports, for ``suspend()`` to ask again on return.
  nonisolated(unsafe) private static var reportsMouse = true
  /// Bytes ``write(_:)`` has written so far, so a UI-test driver can tell when the screen it
  /// reads has caught up with a frame. Written on the main thread only.
  nonisolated(unsafe) public private(set) static var bytesWritten = 0

  /// What puts the screen back (``TerminalEncoder/leaveFullScreen``), made before it is
  /// needed: a signal handler must not be the first to touch it.
  nonisolated(unsafe) private static var restoreSequence: [UInt8] = []

  /// Whether standard input and output are a terminal.
  public static var isInteractive: Bool {
    isatty(inputDescriptor) == 1 && isatty(outputDescriptor) == 1
  }

  /// Puts the terminal in raw mode on the alternate screen, with mouse reports unless
  /// `mouse` is false (`TERMINALUI_MOUSE=0`: the mouse selects text as in the shell).
  public static func enter(mouse: Bool = true) throws(TerminalError) {
    reportsMouse = mouse
    restoreSequence = TerminalEncoder.leaveFullScreen
    guard tcgetattr(inputDescriptor, &saved) == 0 else { throw .notATerminal }
    var raw = saved
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
    }
    // TCSADRAIN, not TCSAFLUSH: keys typed before the first frame (while the program
    // started) are kept for it, not thrown away.
    guard tcsetattr(inputDescriptor, TCSADRAIN, &raw) == 0 else { throw .notATerminal }
    isRaw = true
    write(TerminalEncoder.enterFullScreen(mouse: reportsMouse))
  }

  /// Messages said while the terminal was taken (`report(_:)`), for when it is given back.
  private static let pendingReports = Locked<[String]>([])

  /// Says `message` on standard error: at once when the terminal is the shell's, else when the
  /// program gives it back (`flushReports()`), so it neither scribbles over the screen nor
  /// is lost under it.
  public static func report(_ message: String) {
    if isRaw {
      pendingReports.withLock { $0.append(message) }
    } else {
      writeToStandardError(message)
    }
  }

  /// Writes the messages `report(_:)` kept while the terminal was taken. Call it after
  /// `restore()`, outside a signal handler.
  public static func flushReports() {
    let messages = pendingReports.withLock { pending in
      defer { pending.removeAll() }
      return pending
    }
    for message in messages { writeToStandardError(message) }
  }

  private static func writeToStandardError(_ message: String) {
    let bytes = Array((message + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { Glibc.write(2, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return }
      offset += written
    }
  }

  /// Puts the terminal back as it was. Safe to call twice and from a signal handler.
  public static func restore() {
    guard isRaw else { return }
    isRaw = false
    restoreSequence.withUnsafeBytes { bytes in
      _ = Glibc.write(outputDescriptor, bytes.baseAddress, bytes.count)
    }
    _ = tcsetattr(inputDescriptor, TCSAFLUSH, &saved)
  }

  /// Gives the terminal back to the shell and stops, as Ctrl-Z stops a program that is not in
  /// raw mode; returns when the shell continues it (`fg`), in raw mode on the alternate
  /// screen again, which the caller then redraws whole. The whole process group stops, as
  /// the terminal would stop it. Where nothing could continue it (an orphaned process group,
  /// whose stop the system ignores) it returns at once.
  public static func suspend() throws(TerminalError) {
    guard isRaw else { return }
    restore()
    let previous = signal(SIGTSTP, SIG_DFL)
    kill(0, SIGTSTP)
    signal(SIGTSTP, previous)
    try enter(mouse: reportsMouse)
  }

  /// Writes all of `bytes`, retrying on interruption and short writes.
  public static func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(
          outputDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR || errno == EAGAIN { continue }
          return
        }
        offset += written
        bytesWritten += written
      }
    }
  }

  /// The window size in cells; 80×24 when the terminal does not say.
  public static func size() -> Size {
    size(of: outputDescriptor) ?? Size(width: 80, height: 24)
  }

  /// The window size in cells of the terminal `descriptor` is open on; nil when it is not a
  /// terminal, or does not say.
  public static func size(of descriptor: Int32) -> Size? {
    var window = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0
    else { return nil }
    return Size(width: Int(window.ws_col), height: Int(window.ws_row))
  }

  /// The handlers that were installed before ours, by signal number.
  nonisolated(unsafe) private static let previous = UnsafeMutablePointer<sigaction>.allocate(
    capacity: 65)

  /// Restores the terminal when the process dies of a crash signal. The handler that was
  /// there before (Swift's backtracer) is put back and the fault happens again, so it still
  /// reports the crash, now on a usable terminal.
  public static func installCrashHandlers() {
    for signal in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE] {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { signal in
        Terminal.restore()
        sigaction(signal, Terminal.previous + Int(signal), nil)
        if signal == SIGABRT { raise(signal) }
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(signal, &action, previous + Int(signal))
    }
    atexit { Terminal.restore() }
  }
}
