/// How many colours the terminal shows, from `TERM`, `COLORTERM` and `NO_COLOR`.
public enum ColorMode: Hashable, Sendable {
  case none, ansi16, palette256, trueColor

  /// The mode for an environment such as `ProcessInfo.processInfo.environment`.
  public static func detect(_ environment: [String: String]) -> ColorMode {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
    let term = environment["TERM"] ?? ""
    if term == "dumb" || term.isEmpty { return .none }
    let colorTerm = environment["COLORTERM"] ?? ""
    if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("direct") {
      return .trueColor
    }
    // VTE terminals (GNOME Terminal and others) draw 24-bit colour whatever TERM says.
    if environment["VTE_VERSION"].map({ !$0.isEmpty }) == true { return .trueColor }
    if term.contains("256") { return .palette256 }
    // xterm sets XTERM_VERSION and has drawn the 256-colour palette for decades, while
    // leaving TERM=xterm; orange there is not the nearest of the 16 colours (an olive yellow).
    if environment["XTERM_VERSION"].map({ !$0.isEmpty }) == true { return .palette256 }
    return .ansi16
  }
}
