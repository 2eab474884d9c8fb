import TerminalKit

/// Text laid out in lines: wraps at spaces and between wide (CJK) characters, breaks an
/// over-long word where it must, and ends a cut-off last line with "…".
final class TextElement: Element {
  struct Span {
    var string: String
    var style: CellStyle
    /// The span's custom attributes, for a text renderer to read.
    var attributes: [AnyTextAttribute] = []
  }

  struct Glyph {
    var character: Character
    var width: Int
    var style: Int
    /// Whether it is a word joiner (``TextElement/wordJoiner``).
    var isJoiner = false
    /// Whether it is a space or a line break: read once here, since comparing `Character`s
    /// is a string comparison and line breaking asks for every glyph.
    var isSpace = false
    var isNewline = false
  }

  let styles: [CellStyle]
  /// Each span's custom attributes, by the same index as `styles`; empty when no span has
  /// any (most texts: no array is made for them).
  let attributes: [[AnyTextAttribute]]
  let glyphs: [Glyph]
  let lineLimit: Int?
  let alignment: TextAlignment
  let text: String
  /// Whether the text counts from now (`Text(date, style: .relative)`): drawn, it asks for
  /// a frame each second.
  var isLive = false
  private var cachedWidth = -1
  private var cachedLines: [Range<Int>] = []

  init(spans: [Span], lineLimit: Int?, alignment: TextAlignment) {
    var glyphs: [Glyph] = []
    var styles: [CellStyle] = []
    var attributes: [[AnyTextAttribute]] = []
    var hasJoiner = false
    for span in spans {
      if !span.attributes.isEmpty, attributes.isEmpty {
        attributes = Array(repeating: [], count: styles.count)
      }
      if !attributes.isEmpty || !span.attributes.isEmpty { attributes.append(span.attributes) }
      styles.append(span.style)
      // Scalars compare as numbers; most texts have no joiner and skip the check per glyph.
      let joins = span.string.unicodeScalars.contains(Self.joinerScalar)
      hasJoiner = hasJoiner || joins
      for character in span.string {
        let ascii = character.asciiValue
        let isNewline = ascii == 0x0A
        let width = isNewline ? 0 : CharacterWidth.of(character)
        let isJoiner = joins && character.unicodeScalars.first == Self.joinerScalar
        glyphs.append(
          Glyph(
            character: character, width: width, style: styles.count - 1, isJoiner: isJoiner,
            isSpace: ascii == 0x20, isNewline: isNewline))
      }
    }
    self.glyphs = glyphs
    self.styles = styles
    self.attributes = attributes
    self.lineLimit = lineLimit
    self.alignment = alignment
    // Word joiners steer line breaking only; a label reads without them.
    let joined = spans.map(\.string).joined()
    if hasJoiner {
      var scalars = String.UnicodeScalarView()
      scalars.append(contentsOf: joined.unicodeScalars.lazy.filter { $0 != Self.joinerScalar })
      text = String(scalars)
    } else {
      text = joined
    }
  }

  /// U+2060 WORD JOINER: no line break on either side of it (Unicode's WJ class), and
  /// nothing drawn: `"終\u{2060}了"` never breaks between 終 and 了, nor
  /// `"Ctrl-C\u{2060} \u{2060}で"` at its space.
  static let wordJoiner: Character = "\u{2060}"
  private static let joinerScalar: Unicode.Scalar = "\u{2060}"

  /// Whether glyph `index` is a word joiner.
  private func isJoiner(_ index: Int) -> Bool {
    glyphs.indices.contains(index) && glyphs[index].isJoiner
  }

  override var accessibilityText: String { accessibilityLabel ?? text }

  override var isText: Bool { true }

  /// The glyph ranges of each line at a width.
  func lines(width: Int) -> [Range<Int>] {
    if width == cachedWidth { return cachedLines }
    var lines: [Range<Int>] = []
    var start = 0
    var column = 0
    var lastBreak: Int?  // index where the next line may start
    var index = 0
    while index < glyphs.count {
      let glyph = glyphs[index]
      if glyph.isNewline {
        lines.append(start..<index)
        index += 1
        start = index
        column = 0
        lastBreak = nil
        continue
      }
      if column + glyph.width > width, index > start {
        if glyph.isSpace, !isJoiner(index - 1), !isJoiner(index + 1) {
          // Spaces at the end of a line are dropped.
          lines.append(start..<index)
          while index < glyphs.count, glyphs[index].isSpace { index += 1 }
        } else if let breakAt = lastBreak, breakAt > start {
          lines.append(start..<trimmedEnd(start, breakAt))
          index = breakAt
        } else {
          lines.append(start..<index)
        }
        start = index
        column = 0
        lastBreak = nil
        continue
      }
      column += glyph.width
      index += 1
      if glyph.isSpace {
        if !isJoiner(index - 2), !isJoiner(index) { lastBreak = index }
      } else if glyph.width == 2 || (index < glyphs.count && glyphs[index].width == 2),
        canBreak(before: index)
      {
        lastBreak = index
      }
    }
    if start < glyphs.count || lines.isEmpty { lines.append(start..<glyphs.count) }
    cachedWidth = width
    cachedLines = lines
    return lines
  }

  /// Characters a line may not start with, and ones it may not end with (Japanese line
  /// breaking rules, kinsoku shori, in their common form).
  private static let noBreakBefore: Set<Character> = Set(
    "、。，．・：；？！）」』】〕｝〉》ー…‥〜ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮ),.:;!?]}%")
  private static let noBreakAfter: Set<Character> = Set("（「『【〔｛〈《([{")

  /// Whether a line may break between glyphs `index - 1` and `index`.
  private func canBreak(before index: Int) -> Bool {
    guard index > 0, index < glyphs.count else { return true }
    if isJoiner(index) || isJoiner(index - 1) { return false }
    return !Self.noBreakBefore.contains(glyphs[index].character)
      && !Self.noBreakAfter.contains(glyphs[index - 1].character)
  }

  private func trimmedEnd(_ start: Int, _ end: Int) -> Int {
    var end = end
    while end > start, glyphs[end - 1].isSpace { end -= 1 }
    return end
  }

  func width(of line: Range<Int>) -> Int {
    var total = 0
    for index in line { total += glyphs[index].width }
    return total
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    guard !glyphs.isEmpty else { return .zero }
    let lines = self.lines(width: proposal.width ?? Proposal.unbounded)
    var height = lines.count
    if let lineLimit { height = min(height, max(1, lineLimit)) }
    if let proposed = proposal.height { height = min(height, max(1, proposed)) }
    var width = lines.prefix(height).map(width(of:)).max() ?? 0
    // A cut-off text needs a column for its ellipsis.
    if height < lines.count { width += 1 }
    return Size(width: min(width, proposal.width ?? width), height: height)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    // Text takes no focus and keeps nothing: placing has nothing to find in it.
    guard renderer.drawsCells else { return }
    if isLive { renderer.wantsSecondTick = true }
    let lines = self.lines(width: max(1, rect.width))
    var visible = min(lines.count, rect.height)
    if let lineLimit { visible = min(visible, max(1, lineLimit)) }
    for (row, line) in lines.prefix(visible).enumerated() {
      let truncated = row == visible - 1 && visible < lines.count
      let lineWidth = width(of: line)
      let offset: Int =
        switch alignment {
        case .leading: 0
        case .center: max(0, rect.width - lineWidth) / 2
        case .trailing: max(0, rect.width - lineWidth)
        }
      var column = rect.x + offset
      let limit = rect.maxX - (truncated ? 1 : 0)
      for index in line {
        let glyph = glyphs[index]
        if glyph.width == 0 { continue }
        if column + glyph.width > limit { break }
        renderer.put(
          glyph.character, width: glyph.width, x: column, y: rect.y + row,
          style: styles[glyph.style])
        column += glyph.width
      }
      if truncated, let last = line.last {
        renderer.put("…", width: 1, x: column, y: rect.y + row, style: styles[glyphs[last].style])
      }
    }
    renderer.addAccessibility(
      role: .staticText, identifier: accessibilityIdentifier, label: accessibilityText,
      frame: rect)
  }
}
