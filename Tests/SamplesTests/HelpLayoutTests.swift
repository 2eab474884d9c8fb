import Testing

@testable import samples

@Suite("Help fitted to a narrow terminal")
struct HelpLayoutTests {
  static let help = """
    USAGE: samples server [--host <host>] [--port <port>] [--loops <n>] [--database <path|url>]
                          [--access-log <path>|-|off] [--demo-account]

    Runs the backend the apps talk to. Prints one line, "listening on http://HOST:PORT",
    on standard output once it accepts connections; SIGINT or SIGTERM stop it gracefully.

    OPTIONS:
      --loops <n>           Event-loop threads (default: half the processors, at least 1).
                            Password checks and database work run on worker threads of their
                            own, never on the loops.
      -h, --help            Show this help.
    """

  @Test("every line fits; paragraphs and descriptions wrap under their own column, words whole")
  func fits() {
    let fitted = HelpLayout.fit(Self.help, width: 60)
    let lines = fitted.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for line in lines { #expect(line.count <= 60, "\(line)") }
    // Nothing lost or reordered: the same words, in the same order.
    let flat = { (text: String) in HelpLayout.words(text.replacingOccurrences(of: "\n", with: " "))
    }
    #expect(flat(fitted) == flat(Self.help))
    // The usage line's options go on under its first option, each with its value.
    #expect(lines[0].hasPrefix("USAGE: samples server [--host <host>] [--port <port>]"))
    #expect(lines[1].hasPrefix(String(repeating: " ", count: 22) + "["))
    #expect(!fitted.contains("[--host\n"))
    // A description wraps under the description's column, not under the option.
    let loops = lines.firstIndex { $0.hasPrefix("  --loops <n>           Event-loop threads") }
    #expect(loops != nil)
    if let loops {
      #expect(lines[loops + 1].hasPrefix(String(repeating: " ", count: 24)))
      #expect(lines[loops + 1].dropFirst(24).first != " ")
    }
    #expect(lines.contains("  -h, --help            Show this help."))
    #expect(lines.contains("OPTIONS:"))
  }

  @Test("a text that fits is left as written")
  func unchanged() {
    #expect(HelpLayout.fit(Self.help, width: 100) == Self.help)
    #expect(HelpLayout.fit("short\n\n  --a  b", width: 40) == "short\n\n  --a  b")
  }
}
