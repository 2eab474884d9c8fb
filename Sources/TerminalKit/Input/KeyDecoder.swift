/// Turns the bytes a terminal sends into keys: escape sequences for arrows and editing
/// keys (both CSI and SS3 forms; Alt with an arrow as `.alt`, other modifiers ignored),
/// control characters, UTF-8 text (Japanese input arrives as multi-byte characters,
/// possibly split across reads), bracketed paste, and SGR mouse reports. A malformed report
/// is dropped; so is a sequence longer than any a terminal sends.
///
/// A lone ESC is ambiguous until the next bytes arrive: the decoder keeps it, and the
/// caller calls ``flushPendingEscape()`` when input has been quiet for a moment.
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []
  private var pasting: [UInt8]?
  /// Inside a control sequence longer than any a terminal sends, whose start was dropped
  /// before its final byte arrived: the rest is dropped too, through that final byte.
  private var discarding = false

  public init() {}

  /// Bytes received but not yet decoded into keys (an incomplete sequence, a lone ESC).
  public var pendingByteCount: Int { pending.count + (pasting?.count ?? 0) }

  /// Decodes what can be decoded; an incomplete sequence waits for more bytes.
  public mutating func feed<S: Sequence>(_ bytes: S) -> [Key] where S.Element == UInt8 {
    pending.append(contentsOf: bytes)
    var keys: [Key] = []
    var index = 0
    while index < pending.count {
      if discarding {
        let byte = pending[index]
        // An ESC ends it and starts anew, as it does inside a sequence.
        if byte == 0x1B {
          discarding = false
          continue
        }
        index += 1
        if (0x40...0x7E).contains(byte) { discarding = false }
        continue
      }
      if pasting != nil {
        guard let end = find(pasteEnd, from: index) else {
          // Keep a possible start of the end marker; take the rest as pasted.
          let keep = max(index, pending.count - (pasteEnd.count - 1))
          pasting?.append(contentsOf: pending[index..<keep])
          index = keep
          break
        }
        pasting?.append(contentsOf: pending[index..<end])
        keys.append(.paste(String(decoding: pasting ?? [], as: UTF8.self)))
        pasting = nil
        index = end + pasteEnd.count
        continue
      }
      let byte = pending[index]
      switch byte {
      case 0x1B:
        guard index + 1 < pending.count else {
          pending.removeFirst(index)
          return keys
        }
        guard let (key, length) = escapeSequence(at: index) else {
          pending.removeFirst(index)
          return keys
        }
        if let key { keys.append(key) }
        index += length
      case 0x0D, 0x0A:
        keys.append(.enter)
        index += 1
      case 0x09:
        keys.append(.tab)
        index += 1
      case 0x7F, 0x08:
        keys.append(.backspace)
        index += 1
      case 0x01...0x1A:
        keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
        index += 1
      case 0x00, 0x1C...0x1F:
        index += 1
      default:
        // A run of text, decoded at once so a grapheme of several scalars (an accent, an
        // emoji sequence) arrives as one key; a character cut at the end waits.
        let end = textEnd(from: index)
        guard end > index else {
          pending.removeFirst(index)
          return keys
        }
        for character in String(decoding: pending[index..<end], as: UTF8.self) {
          keys.append(.character(character))
        }
        index = end
      }
    }
    pending.removeFirst(min(index, pending.count))
    return keys
  }

  /// A lone ESC that no sequence followed: the Escape key.
  public mutating func flushPendingEscape() -> [Key] {
    guard pending == [0x1B] else { return [] }
    pending.removeAll()
    return [.escape]
  }

  private var pasteEnd: [UInt8] { TerminalEncoder.pasteEnd }

  /// Where the run of text starting at `start` ends: at the next control byte, or before a
  /// UTF-8 sequence the bytes so far cut short.
  ///
  /// A sequence ends at its length or at the first byte that cannot continue it, whichever
  /// comes first: a malformed one becomes U+FFFD and the byte after it, a control byte
  /// included, is read on its own.
  private func textEnd(from start: Int) -> Int {
    var index = start
    while index < pending.count {
      let byte = pending[index]
      if byte < 0x20 || byte == 0x7F { break }
      let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
      var end = index + 1
      while end < index + length, end < pending.count, pending[end] & 0xC0 == 0x80 { end += 1 }
      // All continuation bytes so far but too few: wait for the rest.
      if end < index + length, end == pending.count { break }
      index = end
    }
    return index
  }

  private func find(_ needle: [UInt8], from start: Int) -> Int? {
    guard pending.count >= needle.count, start <= pending.count - needle.count else { return nil }
    for index in start...(pending.count - needle.count)
    where pending[index..<(index + needle.count)].elementsEqual(needle) {
      return index
    }
    return nil
  }

  /// More bytes than any control sequence a terminal sends (a mouse report at column and row
  /// 9999 with every modifier is 18): past this, a sequence with no end is garbage.
  static let longestSequence = 64

  /// An SGR mouse report, `ESC [ < button ; column ; row` then `M` (pressed, or moved, or
  /// the wheel) or `m` (released); nil for one that is malformed or reports nothing this
  /// decoder knows (the extra buttons 8 to 11).
  private func mouseReport(_ parameters: ArraySlice<UInt8>, final: UInt8) -> MouseEvent? {
    guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else { return nil }
    let numbers = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
      .map { Int(String(decoding: $0, as: UTF8.self)) }
    guard numbers.count == 3, let code = numbers[0], let column = numbers[1],
      let row = numbers[2], code >= 0, code < 256, column >= 1, row >= 1
    else { return nil }
    var modifiers: MouseEvent.Modifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.option) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let low = code & 3
    let button: MouseEvent.Button? =
      switch low {
      case 0: .left
      case 1: .middle
      case 2: .right
      default: nil
      }
    let action: MouseEvent.Action
    if code & 128 != 0 {
      return nil
    } else if code & 64 != 0 {
      guard final == UInt8(ascii: "M") else { return nil }
      action = [.scrollUp, .scrollDown, .scrollLeft, .scrollRight][low]
    } else if code & 32 != 0 {
      action = button.map { .drag($0) } ?? .move
    } else if let button {
      action = final == UInt8(ascii: "M") ? .press(button) : .release(button)
    } else {
      return nil
    }
    return MouseEvent(action, column: column - 1, row: row - 1, modifiers: modifiers)
  }

  /// The key of the escape sequence at `start` and its length; nil when incomplete.
  private mutating func escapeSequence(at start: Int) -> (Key?, Int)? {
    let introducer = pending[start + 1]
    switch introducer {
    case UInt8(ascii: "["):
      var end = start + 2
      while end < pending.count, !(0x40...0x7E).contains(pending[end]) {
        // An ESC inside cuts the sequence short, as a terminal would: what came before it
        // is dropped and the ESC starts anew.
        if pending[end] == 0x1B { return (nil, end - start) }
        end += 1
      }
      guard end < pending.count else {
        // No final byte yet: wait for it, unless this is longer than any sequence a
        // terminal sends, which is then dropped whole: what has come, and the rest as it
        // comes (so the keys are the same however the bytes were split into reads).
        let length = pending.count - start
        guard length > Self.longestSequence else { return nil }
        discarding = true
        return (nil, length)
      }
      let final = pending[end]
      let length = end - start + 1
      guard length <= Self.longestSequence else { return (nil, length) }
      if pending[start + 2] == UInt8(ascii: "<") {
        let report = mouseReport(pending[(start + 3)..<end], final: final)
        return (report.map(Key.mouse), length)
      }
      let parameters = String(decoding: pending[(start + 2)..<end], as: UTF8.self)
      let first = parameters.split(separator: ";").first.map(String.init) ?? ""
      if pending[start...end].elementsEqual(TerminalEncoder.pasteStart) {
        pasting = []
        return (nil, length)
      }
      // xterm's modifier parameter: 3 is Alt, 4 Alt-Shift, 7 Alt-Ctrl, 8 all three.
      let modifier = parameters.split(separator: ";").dropFirst().first.flatMap { Int($0) } ?? 1
      let alt = (modifier - 1) & 2 != 0
      func arrow(_ key: Key) -> (Key?, Int) { (alt ? .alt(key) : key, length) }
      switch final {
      case UInt8(ascii: "A"): return arrow(.up)
      case UInt8(ascii: "B"): return arrow(.down)
      case UInt8(ascii: "C"): return arrow(.right)
      case UInt8(ascii: "D"): return arrow(.left)
      case UInt8(ascii: "H"): return (.home, length)
      case UInt8(ascii: "F"): return (.end, length)
      case UInt8(ascii: "Z"): return (.backTab, length)
      case UInt8(ascii: "~"):
        switch first {
        case "1", "7": return (.home, length)
        case "4", "8": return (.end, length)
        case "3": return (.delete, length)
        case "5": return (.pageUp, length)
        case "6": return (.pageDown, length)
        default: return (nil, length)
        }
      default:
        return (nil, length)
      }
    case UInt8(ascii: "O"):
      guard start + 2 < pending.count else { return nil }
      let key: Key? =
        switch pending[start + 2] {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
      return (key, 3)
    case 0x1B:
      // ESC ESC: the first is the Escape key (Esc then an arrow stays two keys, so Alt
      // comes only as xterm's modifier parameter).
      return (.escape, 1)
    default:
      // Alt+key arrives as ESC key: take it as the key.
      return (nil, 1)
    }
  }
}
