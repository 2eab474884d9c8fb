import Foundation
import TerminalKit

extension Text {
  /// A text as laid out for drawing, handed to a ``TextRenderer``: SwiftUI's `Text.Layout`.
  ///
  /// A layout is a collection of lines, a line a collection of runs (the stretches of one
  /// style and one set of custom attributes), a run a collection of slices of one glyph each.
  /// Positions and bounds are in points, with the text's top left corner at zero, at the
  /// scale TerminalUI lays out by: a glyph is 8 points wide a column and 16 high, its
  /// baseline 12 points down.
  public struct Layout: RandomAccessCollection, Equatable {
    let lines: [Line]
    /// Whether the text did not fit and its last line ends with "…".
    public let isTruncated: Bool

    init(lines: [Line], isTruncated: Bool) {
      self.lines = lines
      self.isTruncated = isTruncated
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { lines.count }
    public subscript(position: Int) -> Line { lines[position] }

    /// The index of a character in the text as drawn, counting from zero: each character
    /// (grapheme) of the text's runs in order, after any `textCase`; a cut line's "…" has
    /// the index of the last character it stands for.
    public typealias CharacterIndex = Int

    /// How far a glyph or a line reaches: SwiftUI's `Text.Layout.TypographicBounds`.
    @frozen
    public struct TypographicBounds: Equatable, Sendable {
      /// The left end of the baseline, from the text's top left corner.
      public var origin: CGPoint
      public var width: CGFloat
      public var ascent: CGFloat
      public var descent: CGFloat
      public var leading: CGFloat

      /// Empty bounds at zero.
      public init() {
        origin = .zero
        width = 0
        ascent = 0
        descent = 0
        leading = 0
      }

      init(column: Int, row: Int, columns: Int) {
        origin = CGPoint(
          x: CGFloat(column) * Points.perColumn, y: CGFloat(row) * Points.perRow + Layout.ascent)
        width = CGFloat(columns) * Points.perColumn
        ascent = Layout.ascent
        descent = Points.perRow - Layout.ascent
        leading = 0
      }

      /// The box from the top of the ascent to the bottom of the descent.
      public var rect: CGRect {
        CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent)
      }
    }

    /// Where a cell's baseline lies below its top.
    static let ascent: CGFloat = 12

    /// One glyph as placed: its character's index in the text, its cell's column from the
    /// line's start, and its style.
    struct Glyph: Equatable {
      var character: Character
      var index: CharacterIndex
      var width: Int
      var column: Int
      var style: CellStyle
    }

    /// One line of the text: SwiftUI's `Text.Layout.Line`.
    public struct Line: RandomAccessCollection, Equatable {
      let runs: [Run]
      /// The left end of the line's baseline; setting it moves the line where it is drawn.
      public var origin: CGPoint
      /// The line's bounds.
      public let typographicBounds: TypographicBounds

      public var startIndex: Int { 0 }
      public var endIndex: Int { runs.count }
      public subscript(position: Int) -> Run {
        var run = runs[position]
        run.lineOrigin = origin
        return run
      }
    }

    /// A stretch of glyphs with one style and one set of custom attributes: SwiftUI's
    /// `Text.Layout.Run`. Its elements are one-glyph slices.
    public struct Run: RandomAccessCollection, Equatable {
      let glyphs: [Glyph]
      let attributes: [AnyTextAttribute]
      /// The line's origin when the run was taken from it: where its glyphs are drawn from.
      var lineOrigin: CGPoint

      public var startIndex: Int { 0 }
      public var endIndex: Int { glyphs.count }
      public subscript(position: Int) -> RunSlice {
        RunSlice(run: self, indices: position..<(position + 1))
      }
      public subscript(bounds: Range<Int>) -> RunSlice { RunSlice(run: self, indices: bounds) }

      /// The custom attribute of type `T` on the run, or nil.
      public subscript<T: TextAttribute>(_: T.Type) -> T? {
        attributes.lazy.compactMap { $0.value.base as? T }.first
      }

      /// Left to right: a terminal lays out no right-to-left runs.
      public var layoutDirection: LayoutDirection { .leftToRight }

      /// The index in the text of each glyph's character.
      public var characterIndices: [CharacterIndex] { glyphs.map(\.index) }

      /// The run's bounds.
      public var typographicBounds: TypographicBounds { bounds(of: indices) }

      func bounds(of range: Range<Int>) -> TypographicBounds {
        guard let first = range.first, range.upperBound <= glyphs.count else {
          return TypographicBounds()
        }
        let columns = glyphs[range].reduce(0) { $0 + $1.width }
        var bounds = TypographicBounds(column: glyphs[first].column, row: 0, columns: columns)
        bounds.origin.x += lineOrigin.x
        bounds.origin.y = lineOrigin.y
        return bounds
      }
    }

    /// Some of a run's glyphs: SwiftUI's `Text.Layout.RunSlice`.
    public struct RunSlice: RandomAccessCollection, Equatable {
      public var run: Run
      public var indices: Range<Int>

      public init(run: Run, indices: Range<Int>) {
        self.run = run
        self.indices = indices.clamped(to: 0..<run.glyphs.count)
      }

      public var startIndex: Int { indices.lowerBound }
      public var endIndex: Int { indices.upperBound }
      public subscript(position: Int) -> RunSlice {
        RunSlice(run: run, indices: position..<(position + 1))
      }
      public subscript(bounds: Range<Int>) -> RunSlice { RunSlice(run: run, indices: bounds) }

      /// The custom attribute of type `T` on the run, or nil.
      public subscript<T: TextAttribute>(_ type: T.Type) -> T? { run[type] }

      /// The index in the text of each glyph's character.
      public var characterIndices: [CharacterIndex] { run.glyphs[indices].map(\.index) }

      /// The bounds of the slice's glyphs.
      public var typographicBounds: TypographicBounds { run.bounds(of: indices) }
    }
  }
}

extension TextElement {
  /// The text laid out in `width` columns and at most `height` rows, as it is drawn.
  func layout(width: Int, height: Int) -> Text.Layout {
    let lines = self.lines(width: max(1, width))
    var visible = min(lines.count, max(0, height))
    if let lineLimit { visible = min(visible, max(1, lineLimit)) }
    var laidOut: [Text.Layout.Line] = []
    for (row, line) in lines.prefix(visible).enumerated() {
      let truncated = row == visible - 1 && visible < lines.count
      let offset: Int =
        switch alignment {
        case .leading: 0
        case .center: max(0, width - self.width(of: line)) / 2
        case .trailing: max(0, width - self.width(of: line))
        }
      let limit = width - (truncated ? 1 : 0)
      var runs: [Text.Layout.Run] = []
      var column = 0
      var current: (style: Int, glyphs: [Text.Layout.Glyph])?
      let origin = CGPoint(
        x: CGFloat(offset) * Points.perColumn,
        y: CGFloat(row) * Points.perRow + Text.Layout.ascent)
      func close() {
        guard let run = current, !run.glyphs.isEmpty else { return }
        runs.append(
          Text.Layout.Run(
            glyphs: run.glyphs, attributes: attributes.isEmpty ? [] : attributes[run.style],
            lineOrigin: origin))
        current = nil
      }
      for index in line {
        let glyph = glyphs[index]
        if glyph.width == 0 { continue }
        if column + glyph.width > limit { break }
        if current?.style != glyph.style {
          close()
          current = (glyph.style, [])
        }
        current?.glyphs.append(
          Text.Layout.Glyph(
            character: glyph.character, index: index, width: glyph.width, column: column,
            style: styles[glyph.style]))
        column += glyph.width
      }
      if truncated, let last = line.last {
        if current == nil { current = (glyphs[last].style, []) }
        current?.glyphs.append(
          Text.Layout.Glyph(
            character: "…", index: last, width: 1, column: column,
            style: styles[glyphs[last].style]))
        column += 1
      }
      close()
      laidOut.append(
        Text.Layout.Line(
          runs: runs, origin: origin,
          typographicBounds: Text.Layout.TypographicBounds(
            column: offset, row: row, columns: column)))
    }
    return Text.Layout(lines: laidOut, isTruncated: visible < lines.count)
  }
}
