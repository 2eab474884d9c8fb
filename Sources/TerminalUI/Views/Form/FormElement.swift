import Foundation
import TerminalKit

/// Where a form is scrolled to; lives in the form's node.
final class FormScrollState {
  /// The first row on screen.
  var anchor = 0
  /// Whether the wheel scrolled away from the focused control: the form stays where the
  /// wheel left it until focus moves.
  var scrolledByWheel = false
  /// The row whose control had focus in the last frame: drawn, out of view if need be, so
  /// that its control keeps focus and its state.
  var focusedRow: Int?
}

/// A form as drawn in a frame: its rows made, laid out and drawn only when on screen, as a
/// `List`'s are (``LazyRows``), so a form of two hundred fields costs what one screenful
/// does.
///
/// Rows are the form's sections' headers, rows and footers, one after the other; a blank
/// line goes above the first row of each section but the first. The form scrolls by rows,
/// keeping the focused control in view. Focus moves through the controls of rows out of
/// view as well: besides the rows on screen, each frame draws, out of view, the nearest row
/// with a control above and below them, the first and the last such rows, and the row with
/// focus, so Tab from the last control on screen reaches the next one (and the form scrolls
/// to it), Shift-Tab the one before, and focus entering the form from elsewhere its first or
/// last control. A search for such a row looks at most ``scanLimit`` rows away. When code
/// sets a focus state, every row is drawn for that frame, so the control it names is found
/// wherever it is.
final class FormElement: Element, KeyHandling, FocusScroller, RowScroller {
  /// How many rows out of view a frame looks through for the next row with a control.
  static let scanLimit = 32

  let node: Node
  /// Whether the wheel scrolls it: false under `scrollDisabled(true)`.
  var scrollsByUser = true
  let rows: LazyRows
  let state: FormScrollState
  let focusRegistration: FocusRegistration? = nil
  /// For each segment: whether a section starts with it.
  private let startsSection: [Bool]
  private var heights: [Int: Int] = [:]
  private var heightsWidth: Int?
  private var probes: [Int: (focusable: Bool, textInput: Bool)] = [:]
  // What the last frame drew, for keys and focus to scroll from: each row drawn, with the
  // line it began at (rows out of view above or below the viewport).
  private var drawn: [(index: Int, y: Int, height: Int)] = []
  private var drawnAnchor = 0
  private var viewport = Rect(x: 0, y: 0, width: 0, height: 0)
  private var visibleRows = 1

  init(node: Node, segments: [RowSegment], scrollTargets: ScrollTargets?) {
    self.node = node
    rows = LazyRows(segments) { $0.element.stackAxis = .vertical }
    var starts: [Bool] = []
    var pending = false
    for segment in segments {
      if segment.role == .sectionBreak {
        pending = true
        starts.append(false)
      } else if segment.count > 0 {
        starts.append(pending)
        pending = false
      } else {
        starts.append(false)
      }
    }
    startsSection = starts
    state = node.state { FormScrollState() }
    super.init()
    scrollTargets?.add(self)
  }

  var capturesVerticalArrows: Bool { true }

  override var accessibilityText: String { "" }

  // MARK: Rows

  private func role(_ index: Int) -> RowRole { rows.locate(index)?.segment.role ?? .row }

  /// Whether row `index` is sections of its own (laid out as a form's, not indented).
  private func isBlock(_ index: Int) -> Bool {
    let element = rows.row(index).element
    return element is FormSectionElement || element is FormSectionsElement
  }

  /// Whether a blank line goes above row `index`: it begins a section, after another.
  private func hasGap(_ index: Int) -> Bool {
    guard index > 0 else { return false }
    if let segment = rows.segmentIndex(of: index), rows.start(ofSegment: segment) == index,
      startsSection[segment]
    {
      return true
    }
    return isBlock(index) || isBlock(index - 1)
  }

  /// The lines row `index` takes, its blank line above included.
  private func height(of index: Int, width: Int) -> Int {
    if heightsWidth != width {
      heights.removeAll(keepingCapacity: true)
      heightsWidth = width
    }
    if let known = heights[index] { return known }
    let element = rows.row(index).element
    let content: Int
    if isBlock(index) {
      content = element.size(for: Proposal(width: width, height: nil)).height
    } else if role(index) == .header {
      content = FormSectionElement.headerHeight(element, width: width)
    } else {
      content = FormSectionElement.rowHeight(element, width: width)
    }
    let height = content + (hasGap(index) ? 1 : 0)
    heights[index] = height
    return height
  }

  private func drawRow(_ index: Int, at y: Int, width: Int, x: Int, _ renderer: Renderer) {
    let element = rows.row(index).element
    let top = y + (hasGap(index) ? 1 : 0)
    if isBlock(index) {
      let height = element.size(for: Proposal(width: width, height: nil)).height
      element.render(in: Rect(x: x, y: top, width: width, height: height), renderer)
    } else if role(index) == .header {
      FormSectionElement.drawHeader(element, x: x, y: top, width: width, renderer)
    } else {
      FormSectionElement.drawRow(element, x: x, y: top, width: width, renderer)
    }
  }

  /// Whether row `index` has an enabled control, and one that takes text: placed apart, into
  /// nothing, to see what it registers.
  private func probe(_ index: Int, width: Int, _ renderer: Renderer) -> (
    focusable: Bool, textInput: Bool
  ) {
    if let known = probes[index] { return known }
    let scratch = Renderer(
      size: Size(width: 0, height: 0), focusedNode: nil, colorMode: renderer.colorMode,
      pass: .placing)
    drawRow(index, at: 0, width: width, x: 0, scratch)
    let enabled = scratch.focusables.filter(\.isEnabled)
    let result = (!enabled.isEmpty, enabled.contains(where: { $0.handler.isTextInput }))
    probes[index] = result
    return result
  }

  /// The first row from `start` towards `end` (not included) with a control (that takes
  /// text, with `textInput`), looking at most ``scanLimit`` rows.
  private func nearest(
    from start: Int, to end: Int, textInput: Bool = false, width: Int, _ renderer: Renderer
  ) -> Int? {
    for index in stride(from: start, to: end, by: start <= end ? 1 : -1).prefix(Self.scanLimit) {
      let found = probe(index, width: width, renderer)
      if textInput ? found.textInput : found.focusable { return index }
    }
    return nil
  }

  // MARK: Layout and drawing

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    if let width = proposal.width, let height = proposal.height {
      return Size(width: width, height: height)
    }
    // Ideal size: the rows, up to a screenful.
    let limit = proposal.height ?? 24
    var width = 0
    var height = 0
    var index = 0
    while index < rows.count, height < limit {
      let size = rows.row(index).element.size(for: Proposal(width: proposal.width, height: nil))
      width = max(width, clampedSum(size.width, FormSectionElement.indent + 1))
      height += self.height(of: index, width: proposal.width ?? 40)
      index += 1
    }
    return Size(width: proposal.width ?? width, height: min(height, limit))
  }

  /// The rows from `anchor` that show in `rect`, each with the line it begins at.
  private func visible(from anchor: Int, in rect: Rect) -> [(index: Int, y: Int)] {
    var shown: [(index: Int, y: Int)] = []
    var y = rect.y
    var index = anchor
    while y < rect.maxY, index < rows.count {
      shown.append((index, y))
      y += height(of: index, width: rect.width)
      index += 1
    }
    return shown
  }

  /// The rows drawn out of view this frame, so that focus can reach their controls.
  private func rowsOutOfView(
    shown: ClosedRange<Int>?, anchor: Int, width: Int, _ renderer: Renderer
  )
    -> Set<Int>
  {
    let count = rows.count
    let first = shown?.lowerBound ?? anchor
    let after = (shown?.upperBound ?? anchor - 1) + 1
    if renderer.drawsAllRows {
      return Set((0..<count).filter { !(shown?.contains($0) ?? false) })
    }
    guard renderer.focusSuppressed == 0 else { return [] }
    var extra = Set<Int>()
    func add(_ index: Int?) { if let index { extra.insert(index) } }
    if first > 0 {
      add(nearest(from: first - 1, to: -1, width: width, renderer))
      add(nearest(from: 0, to: first, width: width, renderer))
    }
    if after < count {
      add(nearest(from: after, to: count, width: width, renderer))
      add(nearest(from: after, to: count, textInput: true, width: width, renderer))
      add(nearest(from: count - 1, to: after - 1, width: width, renderer))
    }
    if let focused = state.focusedRow, focused < count, !(shown?.contains(focused) ?? false) {
      extra.insert(focused)
      add(nearest(from: focused - 1, to: -1, width: width, renderer))
      add(nearest(from: focused + 1, to: count, width: width, renderer))
      add(nearest(from: focused + 1, to: count, textInput: true, width: width, renderer))
    }
    return extra
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    guard !rect.isEmpty else { return }
    let width = rect.width
    let rowHeight = { (index: Int) in self.height(of: index, width: width) }
    var anchor = min(state.anchor, max(0, rows.count - 1))
    var shown = visible(from: anchor, in: rect)
    if anchor > 0, let last = shown.last,
      last.y + rowHeight(last.index) < rect.maxY
    {
      // Scrolled past the end (rows went away): the last screenful.
      anchor = rows.lastAnchor(height: rect.height, rowHeight: rowHeight)
      shown = visible(from: anchor, in: rect)
    }
    let overflows =
      anchor > 0 || rows.contentHeight(upTo: rect.height + 1, rowHeight: rowHeight) > rect.height
    let range = shown.isEmpty ? nil : (shown[0].index...shown[shown.count - 1].index)
    // Rows out of view: above the viewport upwards, below it downwards, in row order.
    let extra = rowsOutOfView(shown: range, anchor: anchor, width: width, renderer)
    var placed: [(index: Int, y: Int)] = []
    var top = rect.y
    for index in extra.filter({ $0 < anchor }).sorted(by: >) {
      top -= rowHeight(index)
      placed.append((index, top))
    }
    placed.reverse()
    placed += shown
    var bottom = shown.last.map { $0.y + rowHeight($0.index) } ?? rect.y
    for index in extra.filter({ $0 > (range?.upperBound ?? anchor - 1) }).sorted() {
      placed.append((index, bottom))
      bottom += rowHeight(index)
    }

    var actions = AccessibilityActions(activate: nil, focusNode: node)
    if overflows, scrollsByUser { actions.scroll = { [self] rows in self.scroll(by: rows) } }
    let id = renderer.addAccessibility(
      role: .scrollView, identifier: accessibilityIdentifier, label: accessibilityLabel ?? "",
      frame: rect, actions: actions)
    let before = renderer.focusables.count
    var focusedRow: Int?
    renderer.scrollers.append((self, rect))
    renderer.clipped(to: rect) {
      renderer.withAccessibilityParent(id) {
        for (index, y) in placed {
          let start = renderer.focusables.count
          drawRow(index, at: y, width: width, x: rect.x, renderer)
          if let focused = renderer.focusedNode,
            renderer.focusables[start...].contains(where: { $0.node === focused })
          {
            focusedRow = index
          }
        }
      }
    }
    renderer.scrollers.removeLast()
    let drawnRows = placed.map { ($0.index, $0.y, rowHeight($0.index)) }
    let visible = max(1, shown.count)
    // What this frame's element keeps for keys and focus; the row holding focus lasts in
    // the node, so it is kept once the pass is over, and only when it moved.
    drawn = drawnRows
    drawnAnchor = anchor
    viewport = rect
    visibleRows = visible
    if state.focusedRow != focusedRow {
      let state = state
      renderer.record { state.focusedRow = focusedRow }
    }
    let inside = before..<renderer.focusables.count
    if inside.isEmpty {
      if overflows, scrollsByUser {
        renderer.addFocusable(FocusTarget(node: node, rect: rect, isEnabled: true, handler: self))
      }
    } else {
      renderer.addScrollRegion(ScrollRegion(scroller: self, viewport: rect, targets: inside))
    }
    if overflows { drawScrollbar(rect, anchor: anchor, visibleRows: visible, renderer) }
  }

  /// A thumb in the last column, its length and place the rows on screen among all.
  private func drawScrollbar(_ rect: Rect, anchor: Int, visibleRows: Int, _ renderer: Renderer) {
    let count = max(1, rows.count)
    let thumb = max(1, min(rect.height, rect.height * visibleRows / count))
    let last = max(1, count - visibleRows)
    let top = (rect.height - thumb) * min(anchor, last) / last
    for row in top..<min(rect.height, top + thumb) {
      renderer.put("┃", width: 1, x: rect.maxX - 1, y: rect.y + row, style: CellStyle(dim: true))
    }
  }

  // MARK: Scrolling

  /// The row drawn in the last frame that holds line `y`.
  private func drawnRow(at y: Int) -> (index: Int, y: Int, height: Int)? {
    drawn.first(where: { y >= $0.y && y < $0.y + max(1, $0.height) })
  }

  private func lastAnchor() -> Int {
    let width = viewport.width
    return rows.lastAnchor(height: viewport.height) { self.height(of: $0, width: width) }
  }

  /// Scrolls so that the row holding `target` shows whole, moved as little as shows it.
  func reveal(_ target: Rect, in viewport: Rect, force: Bool) -> Bool {
    if state.scrolledByWheel {
      guard force else { return false }
      state.scrolledByWheel = false
    }
    guard let row = drawnRow(at: target.y) else { return false }
    if row.y >= viewport.y, row.y + row.height <= viewport.maxY { return false }
    let width = viewport.width
    guard row.y < viewport.y else {
      return move(
        to: rows.revealing(row.index, from: drawnAnchor, height: viewport.height) {
          self.height(of: $0, width: width)
        })
    }
    // At the top, under its section's header when that fits too.
    var anchor = row.index
    var used = row.height
    while anchor > 0, role(anchor - 1) == .header {
      let header = height(of: anchor - 1, width: width)
      guard used + header <= viewport.height else { break }
      used += header
      anchor -= 1
    }
    return move(to: anchor)
  }

  private func move(to anchor: Int) -> Bool {
    guard anchor != drawnAnchor else { return false }
    state.anchor = anchor
    drawnAnchor = anchor
    return true
  }

  /// The first row to show so that row `index` shows at `anchor` (its top at the top,
  /// its bottom at the bottom, between for between).
  private func anchor(showing index: Int, at anchor: UnitPoint) -> Int {
    let width = viewport.width
    let own = height(of: index, width: width)
    let above = Int((CGFloat(max(0, viewport.height - own)) * anchor.y).rounded())
    var first = index
    var used = 0
    while first > 0 {
      let next = height(of: first - 1, width: width)
      if used + next > above { break }
      used += next
      first -= 1
    }
    return min(first, lastAnchor())
  }

  func scroll(toID id: AnyHashable, anchor: UnitPoint?) -> Bool {
    guard let index = rows.index(ofID: id) else { return false }
    if let anchor {
      state.anchor = self.anchor(showing: index, at: anchor)
    } else {
      let width = viewport.width
      state.anchor = rows.revealing(index, from: drawnAnchor, height: viewport.height) {
        self.height(of: $0, width: width)
      }
    }
    state.scrolledByWheel = false
    drawnAnchor = state.anchor
    return true
  }

  /// Scrolls by `rows`, as the wheel does; false at the end.
  private func scroll(by rows: Int) -> Bool {
    let anchor = max(0, min(lastAnchor(), drawnAnchor + rows))
    guard move(to: anchor) else { return false }
    state.scrolledByWheel = true
    return true
  }

  /// With no control in it, the form itself takes focus and the keys scroll it.
  func handle(_ key: Key, in context: any ControlContext) -> Bool {
    var anchor = drawnAnchor
    switch key {
    case .up: anchor -= 1
    case .down: anchor += 1
    case .pageUp: anchor -= visibleRows
    case .pageDown, .character(" "): anchor += visibleRows
    case .home: anchor = 0
    case .end: anchor = lastAnchor()
    default: return false
    }
    if move(to: max(0, min(lastAnchor(), anchor))) { context.setNeedsRender() }
    return true
  }
}

extension FormElement: ScrollTargetScroller {
  func scroll(toShow target: Rect, in viewport: Rect, anchor: UnitPoint?) {
    guard let anchor else {
      _ = reveal(target, in: viewport, force: true)
      return
    }
    guard let row = drawnRow(at: target.y) else { return }
    state.anchor = self.anchor(showing: row.index, at: anchor)
    state.scrolledByWheel = false
    drawnAnchor = state.anchor
  }
}
