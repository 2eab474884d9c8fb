internal import TerminalKit

/// Draws a screen of cells as an SVG image, as a terminal would show it: each cell on a
/// grid, its background filled, its glyph in its colour, bold, italic, dim or underlined; a
/// wide glyph (Japanese, an emoji) takes two cells. The font stack is monospaced and has a
/// CJK face, so Japanese text keeps to the grid in a browser or on GitHub.
///
/// ```swift
/// let svg = ScreenSVG().render(app.screenshot())
/// ```
public struct ScreenSVG: Sendable {
  /// The colours: the terminal's own and its sixteen named ones.
  public struct Theme: Hashable, Sendable {
    public var foreground: String
    public var background: String
    /// Colours 0 to 15: black, red, green, yellow, blue, magenta, cyan, white, then bright.
    public var named: [String]

    public init(foreground: String, background: String, named: [String]) {
      self.foreground = foreground
      self.background = background
      self.named = named
    }

    /// Light text on a dark background, with xterm's sixteen colours a little softened.
    public static let dark = Theme(
      foreground: "#d8d8d8", background: "#1e1e1e",
      named: [
        "#000000", "#cd3131", "#0dbc79", "#e5e510", "#2472c8", "#bc3fbc", "#11a8cd", "#e5e5e5",
        "#666666", "#f14c4c", "#23d18b", "#f5f543", "#3b8eea", "#d670d6", "#29b8db", "#ffffff",
      ])
  }

  /// The fonts, first choice first: monospaced faces, then a CJK one for Japanese.
  public static let fontFamily =
    "'DejaVu Sans Mono', Menlo, Consolas, 'Noto Sans Mono', 'Noto Sans Mono CJK JP',"
    + " 'Noto Sans CJK JP', 'Hiragino Sans', monospace"

  public var theme: Theme
  /// A cell's size in pixels, and the font's.
  public var cellWidth = 9
  public var cellHeight = 18
  public var fontSize = 15

  public init(theme: Theme = .dark) { self.theme = theme }

  /// The SVG document for a screenshot, one line per element, ending in a line feed.
  public func render(_ screenshot: TUIScreenshot) -> String { render(screenshot.buffer) }

  /// The SVG document for a screen of cells.
  func render(_ buffer: ScreenBuffer) -> String {
    let screen = buffer.presented()
    let width = screen.width * cellWidth
    let height = screen.height * cellHeight
    var lines: [String] = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
        + " viewBox=\"0 0 \(width) \(height)\" font-family=\"\(Self.escape(Self.fontFamily))\""
        + " font-size=\"\(fontSize)\">",
      "<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(theme.background)\"/>",
    ]
    for row in 0..<screen.height {
      lines += backgrounds(screen, row: row)
    }
    for row in 0..<screen.height {
      lines += texts(screen, row: row)
    }
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The colours a cell is drawn in, reversal applied.
  func colors(_ style: CellStyle) -> (foreground: String, background: String?) {
    var foreground = color(style.foreground) ?? theme.foreground
    var background = color(style.background)
    if style.reverse {
      let swapped = background ?? theme.background
      background = foreground
      foreground = swapped
    }
    return (foreground, background)
  }

  /// A colour as `#rrggbb`; nil for the terminal's own.
  func color(_ color: TerminalColor) -> String? {
    switch color {
    case .default, .terminalBackground: return nil
    case .named(let index): return theme.named[Int(index) % 16]
    case .palette(let index) where index < 16: return theme.named[Int(index)]
    case .palette(let index) where index >= 232:
      let level = 8 + 10 * (Int(index) - 232)
      return Self.hex(level, level, level)
    case .palette(let index):
      // The 6×6×6 cube.
      let levels = [0, 95, 135, 175, 215, 255]
      let cube = Int(index) - 16
      return Self.hex(levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
    case .rgb(let red, let green, let blue):
      return Self.hex(Int(red), Int(green), Int(blue))
    }
  }

  /// Runs of cells of one background colour on a row, as rectangles.
  private func backgrounds(_ screen: ScreenBuffer, row: Int) -> [String] {
    var rects: [String] = []
    var column = 0
    while column < screen.width {
      guard let fill = colors(screen[column, row].style).background else {
        column += 1
        continue
      }
      var end = column + 1
      while end < screen.width, colors(screen[end, row].style).background == fill { end += 1 }
      rects.append(
        "<rect x=\"\(column * cellWidth)\" y=\"\(row * cellHeight)\""
          + " width=\"\((end - column) * cellWidth)\" height=\"\(cellHeight)\" fill=\"\(fill)\"/>")
      column = end
    }
    return rects
  }

  /// The glyphs of a row, in runs of one style, each glyph placed at its cell; and a line
  /// under each run of underlined cells.
  private func texts(_ screen: ScreenBuffer, row: Int) -> [String] {
    var elements: [String] = []
    let baseline = row * cellHeight + cellHeight - (cellHeight - fontSize) / 2 - 3
    var column = 0
    while column < screen.width {
      let cell = screen[column, row]
      if cell.style.underline {
        var end = column + 1
        while end < screen.width, screen[end, row].style.underline,
          colors(screen[end, row].style).foreground == colors(cell.style).foreground
        {
          end += 1
        }
        elements.append(
          "<rect x=\"\(column * cellWidth)\" y=\"\(row * cellHeight + cellHeight - 2)\""
            + " width=\"\((end - column) * cellWidth)\" height=\"1\""
            + " fill=\"\(colors(cell.style).foreground)\"\(opacity(cell.style))/>")
      }
      column += 1
    }
    column = 0
    while column < screen.width {
      let cell = screen[column, row]
      guard Self.isGlyph(cell) else {
        column += 1
        continue
      }
      // A run: glyphs of one style, each a single code point, up to a blank or a change.
      var xs: [Int] = []
      var text = ""
      var end = column
      while end < screen.width {
        let next = screen[end, row]
        if next.isContinuation {
          end += 1
          continue
        }
        guard Self.isGlyph(next), next.style == cell.style else { break }
        // A glyph of several code points, or one past the BMP, goes alone: the x list
        // places code units, not graphemes, in some renderers.
        let single =
          next.text.unicodeScalars.count == 1
          && (next.text.unicodeScalars.first?.value ?? 0) <= 0xFFFF
        if !single && !xs.isEmpty { break }
        xs.append(end * cellWidth)
        text += next.text
        end += 1
        if !single { break }
      }
      let (foreground, _) = colors(cell.style)
      var attributes = "x=\"\(xs.map(String.init).joined(separator: " "))\" y=\"\(baseline)\""
      attributes += " fill=\"\(foreground)\""
      if cell.style.bold { attributes += " font-weight=\"bold\"" }
      if cell.style.italic { attributes += " font-style=\"italic\"" }
      attributes += opacity(cell.style)
      elements.append("<text \(attributes)>\(Self.escape(text))</text>")
      column = end
    }
    return elements
  }

  private func opacity(_ style: CellStyle) -> String {
    style.dim ? " fill-opacity=\"0.6\"" : ""
  }

  /// Whether a cell draws a glyph: not blank, not the right half of a wide one.
  private static func isGlyph(_ cell: Cell) -> Bool {
    !cell.isContinuation && !cell.text.isEmpty && cell.text != " "
  }

  private static func hex(_ red: Int, _ green: Int, _ blue: Int) -> String {
    let digits = Array("0123456789abcdef")
    var result = "#"
    for value in [red, green, blue] {
      let clamped = max(0, min(255, value))
      result.append(digits[clamped / 16])
      result.append(digits[clamped % 16])
    }
    return result
  }

  /// Text and attribute values with XML's special characters escaped.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default: result.append(character)
      }
    }
    return result
  }
}
