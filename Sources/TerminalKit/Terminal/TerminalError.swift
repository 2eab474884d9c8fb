/// Why the terminal could not be used.
public enum TerminalError: Error, CustomStringConvertible {
  case notATerminal
  /// The terminal says (`TERM=dumb`, or no `TERM`) that it cannot show a full screen.
  case cannotDrawFullScreen(term: String?)

  public var description: String {
    switch self {
    case .notATerminal:
      "this program draws a terminal user interface: run it in a terminal (standard input and "
        + "output must be a TTY)"
    case .cannotDrawFullScreen(let term):
      "this terminal (\(term.map { "TERM=\($0)" } ?? "no TERM")) cannot show a full-screen "
        + "interface: run it in a terminal such as xterm, with TERM set"
    }
  }

  /// Why a terminal with these environment variables cannot show a full screen; nil when it
  /// can. Only what says so outright counts: any other `TERM` is taken to speak xterm's
  /// sequences, as nearly every terminal now does.
  public static func fullScreenProblem(_ environment: [String: String]) -> TerminalError? {
    let term = environment["TERM"] ?? ""
    guard term.isEmpty || term == "dumb" || term == "unknown" else { return nil }
    return .cannotDrawFullScreen(term: term.isEmpty ? nil : term)
  }
}
