import Foundation
import TerminalKit

/// Which line of a lazy grid had focus in the last frame; lives in the grid's node.
final class FlowGridState {
  var focusedLine: Int?
}

/// A lazy grid as laid out: the tracks (columns of a vertical grid, rows of a horizontal
/// one) for the space offered, the cells flowed into lines across them (rows of a vertical
/// grid, columns of a horizontal one), and only the lines in view made and drawn.
///
/// Cells are made as a `List`'s rows are (``LazyRows``). Each frame draws, besides the lines
/// in view, out of view: the line before and the line after them, the first and the last
/// line, and the line with focus, so that Tab reaches the controls of the next line and a
/// scroll view around follows it. Up to ``exactLines`` lines, each is as long as its longest
/// cell; past that a line's length is the first line's (a header's the first header's), so
/// that where a line sits needs no other line made.
final class FlowGridElement: Element {
  static let exactLines = 64

  /// One line: its first cell, how many cells, and whether it is one cell across the grid
  /// (a section's header or footer).
  struct Line {
    let first: Int
    let count: Int
    let isFull: Bool
  }

  let node: Node
  let cells: LazyRows
  let items: [GridItem]
  let vertical: Bool
  let alignment: Alignment
  let lineSpacing: Int
  /// A lazy stack's one track: up to ``exactLines`` cells, as wide as its widest cell, as a
  /// stack is; past that, all the space offered, as SwiftUI's lazy stacks take.
  let hugsCells: Bool
  let state: FlowGridState
  private var layouts: [Int?: FlowGridLayout] = [:]

  init(
    node: Node, cells: LazyRows, items: [GridItem], vertical: Bool, alignment: Alignment,
    lineSpacing: Int, hugsCells: Bool = false
  ) {
    self.node = node
    self.hugsCells = hugsCells
    self.cells = cells
    self.items = items.isEmpty ? [GridItem()] : items
    self.vertical = vertical
    self.alignment = alignment
    self.lineSpacing = lineSpacing
    state = node.state { FlowGridState() }
    super.init()
  }

  /// The cells `content` holds, to be made when drawn.
  static func collectCells<Content: View>(_ content: Content, _ context: ResolveContext)
    -> LazyRows
  {
    var cellContext = context
    cellContext.environment.makesListRows = false
    var segments: [RowSegment] = []
    cellContext.collectRows(content, position: 0, into: &segments)
    return LazyRows(segments)
  }

  override var accessibilityText: String { "" }

  private func cellLength(_ points: CGFloat) -> Int {
    vertical ? Points.columns(points) : Points.rows(points)
  }

  private func trackSpacing(_ item: GridItem) -> Int {
    vertical ? Points.columns(item.spacing ?? 8) : Points.rows(item.spacing ?? 0)
  }

  /// The ideal length of a cell across the lines, from the first cells.
  private var widestCell: Int {
    (0..<min(cells.count, Self.exactLines)).map { index -> Int in
      let size = cells.row(index).element.size(for: Proposal(width: nil, height: nil))
      return vertical ? size.width : size.height
    }.max() ?? 0
  }

  /// The length of each track for `available` cells of space (nil: the ideal lengths).
  func tracks(for available: Int?) -> [Int] {
    if hugsCells, vertical, cells.count <= Self.exactLines || available == nil {
      let widest =
        (0..<min(cells.count, Self.exactLines)).map {
          cells.row($0).element.size(for: Proposal(width: available, height: nil)).width
        }.max() ?? 0
      return [min(available ?? widest, widest)]
    }
    let fixed = items.reduce(0) { total, item in
      if case .fixed(let points) = item.size { return total + cellLength(points) }
      return total
    }
    let spacing = items.dropLast().reduce(0) { $0 + trackSpacing($1) }
    let shared = items.filter {
      if case .fixed = $0.size { return false }
      return true
    }.count
    let share =
      available.map { max(0, $0 - fixed - spacing) / max(1, shared) } ?? widestCell
    var lengths: [Int] = []
    for item in items {
      switch item.size {
      case .fixed(let points):
        lengths.append(cellLength(points))
      case .flexible(let minimum, let maximum):
        lengths.append(min(max(share, cellLength(minimum)), cellLength(maximum)))
      case .adaptive(let minimum, let maximum):
        let least = max(1, cellLength(minimum))
        let gap = trackSpacing(item)
        let count = max(1, (share + gap) / (least + gap))
        let length = min(max(least, (share - gap * (count - 1)) / count), cellLength(maximum))
        lengths += [Int](repeating: length, count: available == nil ? 1 : count)
      }
    }
    return lengths
  }

  private func layout(for available: Int?) -> FlowGridLayout {
    if let made = layouts[available] { return made }
    let made = FlowGridLayout(grid: self, tracks: tracks(for: available))
    layouts[available] = made
    return made
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    let layout = layout(for: vertical ? proposal.width : proposal.height)
    let main = layout.totalLength
    if vertical {
      let hugs = hugsCells && cells.count <= Self.exactLines
      let width = hugs ? layout.crossLength : proposal.width ?? layout.crossLength
      return Size(width: width, height: main)
    }
    return Size(width: min(main, proposal.width ?? main), height: layout.crossLength)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    let layout = layout(for: vertical ? rect.width : rect.height)
    let id =
      accessibilityIdentifier == nil
      ? nil
      : renderer.addAccessibility(
        role: .other, identifier: accessibilityIdentifier, label: accessibilityLabel ?? "",
        frame: rect)
    // Where the lines begin, and the part of them in view.
    let origin = vertical ? rect.y : rect.x
    let crossOrigin =
      vertical
      ? rect.x + alignment.horizontal.offset(child: layout.crossLength, in: rect.width) : rect.y
    let view = rect.intersection(renderer.clip)
    let start = vertical ? view.y : view.x
    let end = start + (view.isEmpty ? 0 : (vertical ? view.height : view.width))
    var placed: [(line: Int, at: Int)] = []
    var shown: ClosedRange<Int>?
    if layout.lineCount > 0, !view.isEmpty {
      var line = layout.firstLine(endingAfter: start - origin)
      var at = origin + layout.offset(of: line)
      let first = line
      while line < layout.lineCount, at < end {
        placed.append((line, at))
        at += layout.length(of: line) + lineSpacing
        line += 1
      }
      if line > first { shown = first...(line - 1) }
    }
    let extra = linesOutOfView(shown: shown, count: layout.lineCount, renderer)
    let after = placed.last.map { $0.at + layout.length(of: $0.line) + lineSpacing } ?? origin
    for line in extra {
      let estimated = origin + layout.offset(of: line)
      placed.append((line, line > (shown?.upperBound ?? -1) ? max(after, estimated) : estimated))
    }
    placed.sort { $0.line < $1.line }
    var focusedLine: Int?
    renderer.withAccessibilityParent(id) {
      for (line, at) in placed {
        let before = renderer.focusables.count
        draw(line, at: at, crossOrigin: crossOrigin, layout, renderer)
        if let focused = renderer.focusedNode,
          renderer.focusables[before...].contains(where: { $0.node === focused })
        {
          focusedLine = line
        }
      }
    }
    if state.focusedLine != focusedLine {
      let state = state
      renderer.record { state.focusedLine = focusedLine }
    }
  }

  /// The lines drawn out of view, so that focus reaches their controls.
  private func linesOutOfView(shown: ClosedRange<Int>?, count: Int, _ renderer: Renderer)
    -> [Int]
  {
    guard count > 0 else { return [] }
    var extra: Set<Int>
    if renderer.drawsAllRows {
      extra = Set(0..<count)
    } else {
      extra = [0, count - 1]
      if let shown {
        extra.insert(shown.lowerBound - 1)
        extra.insert(shown.upperBound + 1)
      }
      if let focused = state.focusedLine {
        extra.formUnion([focused - 1, focused, focused + 1])
      }
    }
    return extra.filter { $0 >= 0 && $0 < count && !(shown?.contains($0) ?? false) }.sorted()
  }

  private func draw(
    _ index: Int, at position: Int, crossOrigin: Int, _ layout: FlowGridLayout,
    _ renderer: Renderer
  ) {
    let line = layout.line(index)
    let length = layout.length(of: index)
    var cross = crossOrigin
    for offset in 0..<line.count {
      let cell = cells.row(line.first + offset).element
      let track = line.isFull ? layout.crossLength : layout.tracks[offset]
      let space =
        vertical
        ? Rect(x: cross, y: position, width: track, height: length)
        : Rect(x: position, y: cross, width: length, height: track)
      let size = cell.size(
        for: vertical ? Proposal(width: track, height: nil) : Proposal(width: nil, height: track))
      cell.render(in: alignment.place(size, in: space), renderer)
      cross += track + layout.gap
    }
  }
}

/// How a lazy grid's cells fall into lines for one set of tracks: which cells each line
/// holds, how long each line is and where it begins.
@MainActor
final class FlowGridLayout {
  unowned let grid: FlowGridElement
  /// The length of each track across the lines (a horizontal grid's rows: their heights).
  let tracks: [Int]
  let gap: Int
  let lineCount: Int
  /// The length of all the tracks and the gaps between them.
  let crossLength: Int
  /// For each segment of cells: its first line, and the full lines before it.
  private var segmentLines: [(first: Int, fullBefore: Int)] = []
  private var lengths: [Int: Int] = [:]
  /// Each line's start, when every line is measured (up to ``FlowGridElement/exactLines``).
  private var exactOffsets: [Int]?
  private var cellLength = 0
  private var fullLength = 0

  init(grid: FlowGridElement, tracks: [Int]) {
    self.grid = grid
    let perLine = max(1, tracks.count)
    gap =
      grid.vertical
      ? Points.columns(grid.items[0].spacing ?? 8) : Points.rows(grid.items[0].spacing ?? 0)
    var lines = 0
    var full = 0
    for segment in grid.cells.segments {
      segmentLines.append((lines, full))
      if segment.isHeader {
        lines += segment.count
        full += segment.count
      } else {
        lines += (segment.count + perLine - 1) / perLine
      }
    }
    lineCount = lines
    var lengths = tracks
    if !grid.vertical {
      // A horizontal grid's rows are as tall as their tallest cell in the first lines, each
      // cell offered its row's share of the height (as an HStack offers its height): a cell
      // with `maxHeight: .infinity` takes it all, a text its own line.
      lengths = [Int](repeating: 0, count: perLine)
      for index in 0..<min(lineCount, FlowGridElement.exactLines) {
        let line = Self.line(index, in: grid.cells, segmentLines, perLine: perLine)
        guard !line.isFull else { continue }
        for offset in 0..<line.count {
          let size = grid.cells.row(line.first + offset).element.size(
            for: Proposal(width: nil, height: tracks[offset]))
          lengths[offset] = max(lengths[offset], size.height)
        }
      }
    }
    self.tracks = lengths
    crossLength = lengths.reduce(0, +) + gap * max(0, lengths.count - 1)
    if lineCount <= FlowGridElement.exactLines {
      var offsets: [Int] = []
      var at = 0
      for index in 0..<lineCount {
        offsets.append(at)
        at += length(of: index) + grid.lineSpacing
      }
      offsets.append(at)
      exactOffsets = offsets
    } else {
      if let first = (0..<lineCount).lazy.first(where: { !self.line($0).isFull }) {
        cellLength = length(of: first)
      }
      if let first = (0..<lineCount).lazy.prefix(FlowGridElement.exactLines).first(where: {
        self.line($0).isFull
      }) {
        fullLength = length(of: first)
      } else {
        fullLength = 1
      }
    }
  }

  private static func line(
    _ index: Int, in cells: LazyRows, _ segmentLines: [(first: Int, fullBefore: Int)],
    perLine: Int
  ) -> FlowGridElement.Line {
    // The last segment whose first line is at or before `index`: it holds the line, as the
    // next one begins after it.
    var low = 0
    var high = segmentLines.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if segmentLines[middle].first <= index { low = middle } else { high = middle - 1 }
    }
    let segment = cells.segments[low]
    let start = cells.start(ofSegment: low)
    let offset = index - segmentLines[low].first
    if segment.isHeader {
      return FlowGridElement.Line(first: start + offset, count: 1, isFull: true)
    }
    let first = start + offset * perLine
    return FlowGridElement.Line(
      first: first, count: min(perLine, segment.count - offset * perLine), isFull: false)
  }

  func line(_ index: Int) -> FlowGridElement.Line {
    Self.line(index, in: grid.cells, segmentLines, perLine: max(1, tracks.count))
  }

  /// The length of line `index` along the lines: its longest cell's.
  func length(of index: Int) -> Int {
    if let known = lengths[index] { return known }
    let line = self.line(index)
    var longest = 0
    for offset in 0..<line.count {
      let cell = grid.cells.row(line.first + offset).element
      let size: Size
      if grid.vertical {
        size = cell.size(
          for: Proposal(width: line.isFull ? crossLength : tracks[offset], height: nil))
      } else {
        size = cell.size(for: Proposal(width: nil, height: line.isFull ? nil : tracks[offset]))
      }
      longest = max(longest, grid.vertical ? size.height : size.width)
    }
    lengths[index] = longest
    return longest
  }

  /// Where line `index` begins, from the grid's start (`lineCount`: where the grid ends,
  /// past a last spacing).
  func offset(of index: Int) -> Int {
    if let exactOffsets { return exactOffsets[min(index, lineCount)] }
    guard index < lineCount else {
      return offset(of: lineCount - 1) + cellOrFullLength(lineCount - 1) + grid.lineSpacing
    }
    let line = self.line(index)
    // Full lines before this one: those of earlier segments, and this one's own.
    let position = grid.cells.segmentIndex(of: line.first) ?? 0
    var full = segmentLines[position].fullBefore
    if line.isFull { full += index - segmentLines[position].first }
    let cellLines = index - full
    return cellLines * cellLength + full * fullLength + index * grid.lineSpacing
  }

  private func cellOrFullLength(_ index: Int) -> Int {
    line(index).isFull ? fullLength : cellLength
  }

  /// The length of the lines and the spacing between them.
  var totalLength: Int {
    guard lineCount > 0 else { return 0 }
    return offset(of: lineCount) - grid.lineSpacing
  }

  /// The first line that ends after `position` (from the grid's start); the last line when
  /// none does.
  func firstLine(endingAfter position: Int) -> Int {
    var low = 0
    var high = lineCount - 1
    while low < high {
      let middle = (low + high) / 2
      let end: Int
      if exactOffsets != nil {
        end = offset(of: middle) + length(of: middle)
      } else {
        end = offset(of: middle) + cellOrFullLength(middle)
      }
      if end > position { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
