/// Every escape sequence the engine speaks: what goes to the terminal to draw (cursor moves,
/// styles, screens, modes) and the bytes a terminal sends for each key. Nothing else in the
/// package spells one; ``KeyDecoder`` and ``TerminalScreen`` read what this writes.
///
/// Sequences are appended to a byte array the caller owns, so a frame is built in one
/// buffer with no allocation per sequence.
///
/// ```swift
/// var bytes: [UInt8] = []
/// TerminalEncoder.moveCursor(toColumn: 2, row: 0, into: &bytes)  // ESC [ 1 ; 3 H
/// TerminalEncoder(colors: true).setStyle(CellStyle(bold: true), from: .plain, into: &bytes)
/// ```
public struct TerminalEncoder: Sendable {
  /// Whether colours are sent (`NO_COLOR`, a dumb `TERM`: they are not).
  public var colors: Bool

  public init(colors: Bool = true) { self.colors = colors }

  // MARK: Drawing

  /// CUP: moves the cursor to a cell (zero-based here, one-based on the wire).
  public static func moveCursor(toColumn column: Int, row: Int, into out: inout [UInt8]) {
    appendCSI(into: &out)
    appendNumber(row + 1, into: &out)
    out.append(UInt8(ascii: ";"))
    appendNumber(column + 1, into: &out)
    out.append(UInt8(ascii: "H"))
  }

  /// CUF: moves the cursor right by `columns` on its row.
  public static func moveCursorForward(_ columns: Int, into out: inout [UInt8]) {
    appendCSI(into: &out)
    appendNumber(columns, into: &out)
    out.append(UInt8(ascii: "C"))
  }

  /// SGR 0: back to the terminal's plain style.
  public static func resetStyle(into out: inout [UInt8]) { appendCSI("0m", into: &out) }

  /// ED 2: blanks the whole screen.
  public static func clearScreen(into out: inout [UInt8]) { appendCSI("2J", into: &out) }

  /// DEC mode 2026 on: the terminal holds what follows until the update ends.
  public static func beginSynchronizedUpdate(into out: inout [UInt8]) {
    appendCSI("?2026h", into: &out)
  }

  /// DEC mode 2026 off: the terminal shows the update at once.
  public static func endSynchronizedUpdate(into out: inout [UInt8]) {
    appendCSI("?2026l", into: &out)
  }

  /// DECTCEM on: the cursor shows.
  public static func showCursor(into out: inout [UInt8]) { appendCSI("?25h", into: &out) }

  /// DECTCEM off: the cursor hides.
  public static func hideCursor(into out: inout [UInt8]) { appendCSI("?25l", into: &out) }

  /// SGR for `style`. From a known style that lacks none of the new one's attributes, only
  /// the differences are sent (nothing at all when there are none); otherwise it starts from
  /// a reset.
  public func setStyle(_ style: CellStyle, from current: CellStyle?, into out: inout [UInt8]) {
    if let current, !(current.bold && !style.bold), !(current.dim && !style.dim),
      !(current.italic && !style.italic), !(current.underline && !style.underline),
      !(current.reverse && !style.reverse)
    {
      let start = out.count
      Self.appendCSI(into: &out)
      let parameters = out.count
      func code(_ value: Int) {
        if out.count > parameters { out.append(UInt8(ascii: ";")) }
        Self.appendNumber(value, into: &out)
      }
      if style.bold && !current.bold { code(1) }
      if style.dim && !current.dim { code(2) }
      if style.italic && !current.italic { code(3) }
      if style.underline && !current.underline { code(4) }
      if style.reverse && !current.reverse { code(7) }
      if colors {
        if style.foreground != current.foreground {
          if style.foreground == .default || style.foreground == .terminalBackground {
            code(39)
          } else {
            color(style.foreground, 30, code)
          }
        }
        if style.background != current.background {
          if style.background == .default { code(49) } else { color(style.background, 40, code) }
        }
      }
      if out.count == parameters {
        out.removeSubrange(start...)
        return
      }
      out.append(UInt8(ascii: "m"))
      return
    }
    Self.appendCSI(into: &out)
    out.append(UInt8(ascii: "0"))
    func code(_ value: Int) {
      out.append(UInt8(ascii: ";"))
      Self.appendNumber(value, into: &out)
    }
    if style.bold { code(1) }
    if style.dim { code(2) }
    if style.italic { code(3) }
    if style.underline { code(4) }
    if style.reverse { code(7) }
    if colors {
      color(style.foreground, 30, code)
      color(style.background, 40, code)
    }
    out.append(UInt8(ascii: "m"))
  }

  /// The SGR parameters of a colour: `base` is 30 for the foreground, 40 for the background.
  private func color(_ color: TerminalColor, _ base: Int, _ code: (Int) -> Void) {
    switch color {
    case .default, .terminalBackground: break
    case .named(let index) where index < 8: code(base + Int(index))
    case .named(let index): code(base + 60 + Int(index) - 8)
    case .palette(let index):
      code(base + 8)
      code(5)
      code(Int(index))
    case .rgb(let red, let green, let blue):
      code(base + 8)
      code(2)
      code(Int(red))
      code(Int(green))
      code(Int(blue))
    }
  }

  // MARK: The clipboard

  /// OSC 52: asks the terminal to put `text` on the system clipboard,
  /// `ESC ] 52 ; c ; <base64 of the UTF-8> BEL`. The sequence draws nothing and leaves the
  /// cursor where it is, so it may go between frames; a terminal that does not know it (or
  /// whose user turned it off) ignores it.
  ///
  /// ```swift
  /// var bytes: [UInt8] = []
  /// TerminalEncoder.setClipboard("hi", into: &bytes)  // ESC ] 52 ; c ; aGk= BEL
  /// ```
  public static func setClipboard(_ text: String, into out: inout [UInt8]) {
    out.append(0x1B)
    out.append(contentsOf: Array("]52;c;".utf8))
    Base64.encode(Array(text.utf8), into: &out)
    out.append(0x07)
  }

  // MARK: The session

  /// Enters the alternate screen, hides the cursor, turns on bracketed paste and mouse
  /// reports, clears.
  public static let enterFullScreen: [UInt8] = enterFullScreen(mouse: true)

  /// Enters the alternate screen, hides the cursor, turns on bracketed paste and, when
  /// `mouse` says so, SGR mouse reports (DEC modes 1000 and 1006), then clears.
  public static func enterFullScreen(mouse: Bool) -> [UInt8] {
    var out: [UInt8] = []
    appendCSI("?1049h", into: &out)
    hideCursor(into: &out)
    appendCSI("?2004h", into: &out)
    if mouse { out.append(contentsOf: enableMouseReports) }
    clearScreen(into: &out)
    return out
  }

  /// Turns off mouse reports and bracketed paste, resets styles, shows the cursor, leaves
  /// the alternate screen. Mouse reports are turned off whether or not they were on: a
  /// terminal ignores a mode reset that is not set.
  public static let leaveFullScreen: [UInt8] = {
    var out: [UInt8] = []
    out.append(contentsOf: disableMouseReports)
    appendCSI("?2004l", into: &out)
    resetStyle(into: &out)
    showCursor(into: &out)
    appendCSI("?1049l", into: &out)
    return out
  }()

  /// DEC modes 1000, 1006 and 1002 on: the terminal reports presses, releases, the wheel
  /// and the pointer moving with a button held (a drag gesture follows it), in the SGR form
  /// (`ESC [ < b ; x ; y M`), which has no limit on the column.
  public static let enableMouseReports: [UInt8] = {
    var out: [UInt8] = []
    appendCSI("?1000h", into: &out)
    appendCSI("?1006h", into: &out)
    appendCSI("?1002h", into: &out)
    return out
  }()

  /// DEC modes 1002, 1006 and 1000 off: the mouse selects text in the terminal again.
  public static let disableMouseReports: [UInt8] = {
    var out: [UInt8] = []
    appendCSI("?1002l", into: &out)
    appendCSI("?1006l", into: &out)
    appendCSI("?1000l", into: &out)
    return out
  }()

  // MARK: Keys

  /// What bracketed paste puts before pasted text.
  public static let pasteStart: [UInt8] = [0x1B, UInt8(ascii: "["), 0x32, 0x30, 0x30, 0x7E]
  /// What bracketed paste puts after pasted text.
  public static let pasteEnd: [UInt8] = [0x1B, UInt8(ascii: "["), 0x32, 0x30, 0x31, 0x7E]

  /// The bytes a terminal sends for `key` (or a mouse report): what ``KeyDecoder`` turns
  /// back into it.
  public static func bytes(for key: Key) -> [UInt8] {
    var out: [UInt8] = []
    append(key, into: &out)
    return out
  }

  /// Appends the bytes a terminal sends for `key`.
  public static func append(_ key: Key, into out: inout [UInt8]) {
    switch key {
    case .character(let character): out.append(contentsOf: String(character).utf8)
    case .up: appendCSI("A", into: &out)
    case .down: appendCSI("B", into: &out)
    case .right: appendCSI("C", into: &out)
    case .left: appendCSI("D", into: &out)
    case .tab: out.append(0x09)
    case .backTab: appendCSI("Z", into: &out)
    case .enter: out.append(0x0D)
    case .escape: out.append(0x1B)
    case .backspace: out.append(0x7F)
    case .delete: appendCSI("3~", into: &out)
    case .home: appendCSI("H", into: &out)
    case .end: appendCSI("F", into: &out)
    case .pageUp: appendCSI("5~", into: &out)
    case .pageDown: appendCSI("6~", into: &out)
    case .control(let character): out.append((character.asciiValue ?? 0x60) & 0x1F)
    case .paste(let text):
      out.append(contentsOf: pasteStart)
      out.append(contentsOf: text.utf8)
      out.append(contentsOf: pasteEnd)
    case .alt(let key):
      // xterm's modifier parameter 3 (Alt): ESC [ 1 ; 3 A for Alt-↑.
      switch key {
      case .up: appendCSI("1;3A", into: &out)
      case .down: appendCSI("1;3B", into: &out)
      case .right: appendCSI("1;3C", into: &out)
      case .left: appendCSI("1;3D", into: &out)
      default:
        out.append(0x1B)
        append(key, into: &out)
      }
    case .mouse(let event): appendMouseReport(event, into: &out)
    }
  }

  /// The SGR report of a mouse event: `ESC [ < button ; column ; row`, then `M`, or `m` for
  /// a release; column and row one-based.
  private static func appendMouseReport(_ event: MouseEvent, into out: inout [UInt8]) {
    func number(_ button: MouseEvent.Button) -> Int {
      switch button {
      case .left: 0
      case .middle: 1
      case .right: 2
      }
    }
    var code: Int
    switch event.action {
    case .press(let button), .release(let button): code = number(button)
    case .drag(let button): code = 32 + number(button)
    case .move: code = 35
    case .scrollUp: code = 64
    case .scrollDown: code = 65
    case .scrollLeft: code = 66
    case .scrollRight: code = 67
    }
    if event.modifiers.contains(.shift) { code += 4 }
    if event.modifiers.contains(.option) { code += 8 }
    if event.modifiers.contains(.control) { code += 16 }
    appendCSI("<", into: &out)
    appendNumber(code, into: &out)
    out.append(UInt8(ascii: ";"))
    appendNumber(max(0, event.column) + 1, into: &out)
    out.append(UInt8(ascii: ";"))
    appendNumber(max(0, event.row) + 1, into: &out)
    if case .release = event.action {
      out.append(UInt8(ascii: "m"))
    } else {
      out.append(UInt8(ascii: "M"))
    }
  }

  // MARK: Spelling

  /// ESC [, the control sequence introducer, then `body`.
  private static func appendCSI(_ body: StaticString = "", into out: inout [UInt8]) {
    out.append(0x1B)
    out.append(UInt8(ascii: "["))
    body.withUTF8Buffer { out.append(contentsOf: $0) }
  }

  /// A non-negative number in decimal.
  private static func appendNumber(_ value: Int, into out: inout [UInt8]) {
    var value = value
    if value < 0 {
      out.append(UInt8(ascii: "-"))
      value = -value
    }
    let start = out.count
    repeat {
      out.append(UInt8(ascii: "0") + UInt8(value % 10))
      value /= 10
    } while value > 0
    out[start...].reverse()
  }
}
