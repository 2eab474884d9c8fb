/// A model of a terminal screen that interprets the bytes a program writes: cursor moves,
/// erases, styles (SGR), synchronized-output markers, the clipboard (OSC 52), and UTF-8 text
/// with East Asian widths.
///
/// It is the inverse of ``TerminalEncoder``: tests replay a renderer's output through it and
/// compare the result with the frame the renderer meant to draw; the pseudo-terminal driver
/// reads a real program's screen with it.
public struct TerminalScreen: Sendable {
  public private(set) var buffer: ScreenBuffer
  public private(set) var cursor = (column: 0, row: 0)
  /// The style text written now gets (the last SGR's).
  public private(set) var style = CellStyle.plain
  /// Whether the cursor shows (DECTCEM).
  public private(set) var isCursorVisible = true
  /// Whether an update is being held back (synchronized output, DEC mode 2026).
  public private(set) var isSynchronizing = false
  /// Whether the program is on the alternate screen (DEC mode 1049).
  public private(set) var isAlternateScreen = false
  /// The normal screen and its cursor while the alternate one shows: leaving the alternate
  /// screen brings them back, as a terminal does.
  private var savedNormalScreen: (buffer: ScreenBuffer, cursor: (column: Int, row: Int))?
  /// Whether pasted text comes bracketed (DEC mode 2004).
  public private(set) var isBracketedPaste = false
  /// The mouse-tracking modes on: 1000 (presses and releases), 1002 (and drags), 1003 (and
  /// every move).
  public private(set) var mouseTrackingModes: Set<Int> = []
  /// Whether the terminal reports the mouse (one of DEC modes 1000, 1002, 1003 is on).
  public var isMouseReporting: Bool { !mouseTrackingModes.isEmpty }
  /// Whether mouse reports take the SGR form, `ESC [ < b ; x ; y M` (DEC mode 1006).
  public private(set) var isSGRMouse = false
  /// What the program last put on the clipboard with OSC 52
  /// (``TerminalEncoder/setClipboard(_:into:)``); nil until it does.
  public private(set) var clipboard: String?
  private var pending: [UInt8] = []

  public init(width: Int, height: Int) {
    buffer = ScreenBuffer(width: width, height: height)
  }

  /// The screen as text, trailing spaces trimmed.
  public var text: String { buffer.text }

  /// Interprets `bytes`; an escape sequence or UTF-8 character cut at the end waits for the
  /// next call.
  public mutating func feed<S: Sequence>(_ bytes: S) where S.Element == UInt8 {
    pending.append(contentsOf: bytes)
    var index = 0
    var textStart = 0
    func flushText(upTo end: Int) {
      guard end > textStart else { return }
      let run = String(decoding: pending[textStart..<end], as: UTF8.self)
      for character in run { put(character) }
    }
    while index < pending.count {
      let byte = pending[index]
      if byte == 0x1B {
        flushText(upTo: index)
        guard let end = sequenceEnd(from: index) else {
          pending.removeFirst(index)
          return
        }
        interpret(Array(pending[index...end]))
        index = end + 1
        textStart = index
      } else if byte == 13 {
        flushText(upTo: index)
        cursor.column = 0
        index += 1
        textStart = index
      } else if byte == 10 {
        flushText(upTo: index)
        lineFeed()
        index += 1
        textStart = index
      } else {
        index += 1
      }
    }
    // Keep an incomplete UTF-8 sequence at the end for later.
    var cut = pending.count
    var back = 0
    while back < 4, cut - back - 1 >= textStart {
      let byte = pending[cut - back - 1]
      if byte & 0xC0 == 0x80 {
        back += 1
        continue
      }
      let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
      if length > back + 1 { cut -= back + 1 }
      break
    }
    flushText(upTo: cut)
    pending.removeFirst(cut)
  }

  private mutating func put(_ character: Character) {
    let columns = CharacterWidth.of(character)
    guard columns > 0 else { return }
    if cursor.column + columns > buffer.width {
      cursor.column = 0
      lineFeed()
    }
    buffer.put(
      character, columns: columns, column: cursor.column, row: cursor.row, style: style,
      clip: buffer.bounds)
    cursor.column += columns
  }

  /// Down a row; on the last row the screen scrolls up instead.
  private mutating func lineFeed() {
    if cursor.row + 1 < buffer.height {
      cursor.row += 1
    } else {
      buffer.scrollUp()
    }
  }

  private func sequenceEnd(from start: Int) -> Int? {
    guard start + 1 < pending.count else { return nil }
    if pending[start + 1] == UInt8(ascii: "]") {
      // OSC: ends at BEL or at ST (ESC \\).
      var index = start + 2
      while index < pending.count {
        if pending[index] == 0x07 { return index }
        if pending[index] == 0x1B {
          guard index + 1 < pending.count else { return nil }
          if pending[index + 1] == UInt8(ascii: "\\") { return index + 1 }
        }
        index += 1
      }
      return nil
    }
    guard pending[start + 1] == UInt8(ascii: "[") else { return start + 1 }
    var index = start + 2
    while index < pending.count {
      if (0x40...0x7E).contains(pending[index]) { return index }
      index += 1
    }
    return nil
  }

  private mutating func interpret(_ sequence: [UInt8]) {
    if sequence.count >= 2, sequence[1] == UInt8(ascii: "]") {
      interpretOSC(sequence)
      return
    }
    guard sequence.count >= 3, sequence[1] == UInt8(ascii: "[") else { return }
    let final = sequence[sequence.count - 1]
    let body = String(decoding: sequence[2..<(sequence.count - 1)], as: UTF8.self)
    if body.hasPrefix("?") {
      // Several modes may be set at once: `ESC [ ? 1000 ; 1006 h`.
      for mode in body.dropFirst().split(separator: ";") {
        setPrivateMode(Int(mode), on: final == UInt8(ascii: "h"))
      }
      return
    }
    let numbers = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    func number(_ index: Int, _ fallback: Int) -> Int {
      index < numbers.count ? (numbers[index] ?? fallback) : fallback
    }
    switch final {
    case UInt8(ascii: "H"), UInt8(ascii: "f"):
      cursor = (
        min(buffer.width - 1, max(0, number(1, 1) - 1)),
        min(buffer.height - 1, max(0, number(0, 1) - 1))
      )
    case UInt8(ascii: "A"): cursor.row = max(0, cursor.row - number(0, 1))
    case UInt8(ascii: "B"): cursor.row = min(buffer.height - 1, cursor.row + number(0, 1))
    case UInt8(ascii: "C"): cursor.column = min(buffer.width - 1, cursor.column + number(0, 1))
    case UInt8(ascii: "D"): cursor.column = max(0, cursor.column - number(0, 1))
    case UInt8(ascii: "J"):
      if number(0, 0) == 2 { buffer = ScreenBuffer(width: buffer.width, height: buffer.height) }
    case UInt8(ascii: "K"):
      buffer.fill(
        column: cursor.column, row: cursor.row, width: buffer.width - cursor.column, height: 1)
    case UInt8(ascii: "m"):
      applySGR(numbers.map { $0 ?? 0 })
    default:
      break
    }
  }

  /// An operating system command: OSC 52 sets the clipboard (`ESC ] 52 ; c ; base64 BEL`);
  /// the others (window titles and such) draw nothing and are passed over.
  private mutating func interpretOSC(_ sequence: [UInt8]) {
    let terminator = sequence.last == 0x07 ? 1 : 2
    guard sequence.count >= 2 + terminator else { return }
    let body = sequence[2..<(sequence.count - terminator)]
    let parts = body.split(
      separator: UInt8(ascii: ";"), maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].elementsEqual("52".utf8) else { return }
    // `?` asks the terminal to report the clipboard: no terminal here answers it.
    guard let bytes = Base64.decode(parts[2]) else { return }
    clipboard = String(decoding: bytes, as: UTF8.self)
  }

  /// DEC private modes: the cursor, the screens, mouse reports, bracketed paste,
  /// synchronized output.
  private mutating func setPrivateMode(_ mode: Int?, on: Bool) {
    switch mode {
    case 25: isCursorVisible = on
    case 1049: switchScreen(toAlternate: on)
    case 1000, 1002, 1003:
      guard let mode else { break }
      if on { mouseTrackingModes.insert(mode) } else { mouseTrackingModes.remove(mode) }
    case 1006: isSGRMouse = on
    case 2004: isBracketedPaste = on
    case 2026: isSynchronizing = on
    default: break
    }
  }

  /// DEC mode 1049: entering saves the normal screen and cursor and shows a blank alternate
  /// screen; leaving brings the normal screen back as it was. Setting the mode that is
  /// already set changes nothing.
  private mutating func switchScreen(toAlternate alternate: Bool) {
    guard alternate != isAlternateScreen else { return }
    isAlternateScreen = alternate
    if alternate {
      savedNormalScreen = (buffer, cursor)
      buffer = ScreenBuffer(width: buffer.width, height: buffer.height)
    } else if let saved = savedNormalScreen {
      buffer = saved.buffer
      cursor = saved.cursor
      savedNormalScreen = nil
    }
  }

  private mutating func applySGR(_ codes: [Int]) {
    var index = 0
    let codes = codes.isEmpty ? [0] : codes
    while index < codes.count {
      let code = codes[index]
      switch code {
      case 0: style = .plain
      case 1: style.bold = true
      case 2: style.dim = true
      case 3: style.italic = true
      case 4: style.underline = true
      case 7: style.reverse = true
      case 30...37: style.foreground = .named(UInt8(code - 30))
      case 40...47: style.background = .named(UInt8(code - 40))
      case 90...97: style.foreground = .named(UInt8(code - 90 + 8))
      case 100...107: style.background = .named(UInt8(code - 100 + 8))
      case 38, 48:
        let color: TerminalColor?
        if index + 2 < codes.count, codes[index + 1] == 5 {
          color = .palette(UInt8(clamping: codes[index + 2]))
          index += 2
        } else if index + 4 < codes.count, codes[index + 1] == 2 {
          color = .rgb(
            UInt8(clamping: codes[index + 2]), UInt8(clamping: codes[index + 3]),
            UInt8(clamping: codes[index + 4]))
          index += 4
        } else {
          color = nil
        }
        if let color {
          if code == 38 { style.foreground = color } else { style.background = color }
        }
      case 39: style.foreground = .default
      case 49: style.background = .default
      default: break
      }
      index += 1
    }
  }
}
