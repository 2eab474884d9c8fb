import Foundation
import TerminalKit

/// A scrolling column of rows: SwiftUI's `List`. Only the rows on screen are made, laid out
/// and drawn, so ten thousand rows cost what twenty do. With focus, ↑/↓ (and Page Up/Down,
/// Home/End) move the highlighted row, and Enter activates its button or navigation link.
///
/// Rows of a `ForEach` with `onDelete` are deleted with Delete (or Backspace) on the
/// highlighted row; rows with `onMove` move with Alt-↑ / Alt-↓ — in and out of edit mode,
/// as a keyboard needs no drag handles. In edit mode (`\.editMode` active, as
/// ``EditButton`` sets it) deletable rows show a red ⊖ before them (an accessibility button
/// named 削除 in the row's cell) and movable rows a ≡ at their right.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  let content: Content
  /// The bound selection of `List(_:selection:)`, by its rows' `ForEach` ids.
  var selection: ListSelection?

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    var rows: [RowSegment] = []
    var rowsContext = context
    rowsContext.environment.makesListRows = true
    rowsContext.environment.isInForm = false
    rowsContext.environment.scrollGeometryObservers = []
    // A `NavigationLink(value:)` row of a list with a selection selects its value, as in
    // SwiftUI, rather than pushing it.
    let isEditing = context.environment.editMode?.wrappedValue.isEditing ?? false
    rowsContext.environment.listChoosesValue = selection.map { selection in
      var selection = selection
      selection.chosen = context.environment.splitColumnChosen
      return { value in selection.choose(value, toggling: isEditing) }
    }
    rowsContext.collectRows(content, position: 0, into: &rows)
    let list = ListElement(
      node: context.node, segments: rows, style: context.environment.textStyle,
      isEditing: isEditing,
      scrollTargets: context.environment.scrollTargets, words: context.environment.systemWords,
      selection: selection.map { bound in
        var bound = bound
        bound.chosen = context.environment.splitColumnChosen
        return bound
      })
    list.geometryObservers = context.environment.scrollGeometryObservers
    list.scrollsByUser = context.environment.isScrollEnabled
    list.startAnchor = context.environment.defaultScrollAnchor
    output.append(list)
  }
}

extension List where SelectionValue == Never {
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
  }

  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
  }

  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    content = ForEach(data, content: rowContent)
  }
}

/// Rows under a header (and over a footer), in a list, a form or a stack: SwiftUI's `Section`.
/// In a ``Form`` it is drawn as one of the form's sections.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
  let header: Parent
  let content: Content
  let footer: Footer
  /// `Section(isExpanded:)`: the header is a button that shows or hides the rows.
  var isExpanded: Binding<Bool>?

  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    var headerContext = context
    headerContext.environment.bold = true
    var footerContext = context
    footerContext.environment.dimmed = true
    guard context.environment.isInForm else {
      if let isExpanded {
        headerContext.resolveChild(
          SectionDisclosure(header: header, isExpanded: isExpanded), position: 0, into: &output)
        guard isExpanded.wrappedValue else { return }
      } else {
        headerContext.resolveChild(header, position: 0, into: &output)
      }
      context.resolveChild(content, position: 1, into: &output)
      footerContext.resolveChild(footer, position: 2, into: &output)
      return
    }
    // In a form: one section, its header over its rows, each row a line of its own.
    var headers: [Element] = []
    headerContext.resolveChild(header, position: 0, into: &headers)
    var rows: [Element] = []
    context.resolveChild(content, position: 1, into: &rows)
    var footers: [Element] = []
    footerContext.resolveChild(footer, position: 2, into: &footers)
    output.append(
      FormSectionElement(
        header: headers.isEmpty ? nil : Element.combine(headers), rows: rows,
        footer: footers.isEmpty ? nil : Element.combine(footers)))
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Footer == EmptyView {
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { EmptyView() })
  }

  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
  }
}

extension Section where Parent == EmptyView {
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { footer })
  }

  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }
}

extension Section {
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { footer })
  }
}

extension Section where Footer == EmptyView {
  /// A section whose header shows or hides its rows, `isExpanded` saying which: the header
  /// is a row with ▾ (shown) or ▸ (hidden), toggled by Enter or a click.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content,
    @ViewBuilder header: () -> Parent
  ) {
    self.init(content: content, header: header, footer: { EmptyView() })
    self.isExpanded = isExpanded
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A titled section whose header shows or hides its rows.
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  /// A titled section whose header shows or hides its rows.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}

/// The header of a section that opens and closes: the header and a ▾ or ▸, as a button.
private struct SectionDisclosure<Header: View>: View {
  let header: Header
  let isExpanded: Binding<Bool>

  var body: some View {
    // The button is named by the header alone; the mark beside it is drawn, not read.
    HStack {
      Button {
        isExpanded.wrappedValue.toggle()
      } label: {
        header.frame(maxWidth: .infinity, alignment: .leading)
      }
      .buttonStyle(.plain)
      .accessibilityValue(isExpanded.wrappedValue ? "1" : "0")
      Text(isExpanded.wrappedValue ? "▾" : "▸").foregroundStyle(.secondary)
    }
  }
}

extension Section: RowGroup {
  func collectRows(_ context: ResolveContext, into rows: inout [RowSegment]) {
    if context.environment.isInForm {
      collectFormRows(context, into: &rows)
      return
    }
    var headers: [RowSegment] = []
    var headerContext = context
    headerContext.environment.bold = true
    if let isExpanded {
      // A header that opens and closes: a row of its own, chosen like any other.
      headerContext.collectRows(
        SectionDisclosure(header: header, isExpanded: isExpanded), position: 0, into: &rows)
      guard isExpanded.wrappedValue else { return }
    } else {
      headerContext.collectRows(header, position: 0, into: &headers)
    }
    rows += headers.map { segment in
      RowSegment(count: segment.count, isHeader: true, make: segment.make)
    }
    context.collectRows(content, position: 1, into: &rows)
    var footerContext = context
    footerContext.environment.dimmed = true
    var footers: [RowSegment] = []
    footerContext.collectRows(footer, position: 2, into: &footers)
    rows += footers.map { RowSegment(count: $0.count, isHeader: true, make: $0.make) }
  }

  /// In a form: between section breaks, the header as one row, the rows, the footer as one
  /// row.
  private func collectFormRows(_ context: ResolveContext, into rows: inout [RowSegment]) {
    var sectionBreak = RowSegment(count: 0, isHeader: true) { _ in
      RowElement(element: EmptyElement(), primary: nil)
    }
    sectionBreak.role = .sectionBreak
    rows.append(sectionBreak)
    if let isExpanded {
      var headerContext = context
      headerContext.environment.bold = true
      headerContext.collectRows(
        SectionDisclosure(header: header, isExpanded: isExpanded), position: 0, into: &rows)
      guard isExpanded.wrappedValue else {
        rows.append(sectionBreak)
        return
      }
    } else if Parent.self != EmptyView.self {
      var headerContext = context.child(ChildKey(position: 0, type: ObjectIdentifier(Parent.self)))
      headerContext.environment.bold = true
      let header = self.header
      var segment = RowSegment(count: 1, isHeader: true) { _ in headerContext.resolveRow(header) }
      segment.role = .header
      rows.append(segment)
    }
    context.collectRows(content, position: 1, into: &rows)
    if Footer.self != EmptyView.self {
      var footerContext = context.child(ChildKey(position: 2, type: ObjectIdentifier(Footer.self)))
      footerContext.environment.dimmed = true
      let footer = self.footer
      var segment = RowSegment(count: 1, isHeader: true) { _ in footerContext.resolveRow(footer) }
      segment.role = .footer
      rows.append(segment)
    }
    rows.append(sectionBreak)
  }
}

/// Where a list is scrolled to and which row is highlighted; lives in the list's node.
final class ListState {
  /// The first row on screen.
  var anchor = 0
  /// The highlighted row.
  var selection = 0
  /// Whether the list scrolls to show the highlighted row: the keys that move it say so, the
  /// mouse wheel, which scrolls away from it, says not.
  var followsSelection = true
  /// The row whose `swipeActions` are uncovered.
  var swipe: SwipeReveal?
  /// The id of the bound selection the highlight last followed.
  var boundID: AnyHashable?
  /// The last row that takes the highlight in the last frame, once `defaultScrollAnchor` has
  /// placed it; nil before the first frame.
  var anchoredLast: Int?
}

/// A list as drawn in a frame.
final class ListElement: Element, KeyHandling, RowScroller {
  let node: Node
  let rows: LazyRows
  var segments: [RowSegment] { rows.segments }
  var count: Int { rows.count }
  let style: CellStyle
  let state: ListState
  let focusRegistration: FocusRegistration? = nil
  /// Columns before each row for edit mode's ⊖, and after it for its ≡.
  let leadingInset: Int
  let trailingInset: Int
  // What the last frame drew, for keys to move from.
  private var drawnAnchor: Int?
  /// The width of the rows and the height of the list in the last frame.
  private var drawnArea: (width: Int, height: Int)?
  private var visibleRows = 1
  /// The `onScrollGeometryChange` observers told where it is scrolled each frame.
  var geometryObservers: [ScrollGeometryObserver] = []
  /// Whether the wheel scrolls it: false under `scrollDisabled(true)`. Keys still move the
  /// highlighted row, and the list follows it.
  var scrollsByUser = true
  /// Where the list starts: `defaultScrollAnchor`'s point, nil for the top.
  var startAnchor: UnitPoint?

  /// The delete mark's label, in the environment's language.
  private let words: SystemWords
  /// The bound selection, when the list has one.
  let selection: ListSelection?
  /// Whether the list is in edit mode: a set selection's rows toggle and show ○/◉.
  let isEditing: Bool

  init(
    node: Node, segments: [RowSegment], style: CellStyle, isEditing: Bool = false,
    scrollTargets: ScrollTargets? = nil, words: SystemWords, selection: ListSelection? = nil
  ) {
    self.node = node
    self.words = words
    self.selection = selection
    self.isEditing = isEditing
    rows = LazyRows(segments)
    self.style = style
    // In edit mode a set selection's ○/◉, else the delete marks, take the two columns.
    leadingInset =
      isEditing && (selection?.toggle != nil || segments.contains(where: { $0.onDelete != nil }))
      ? 2 : 0
    trailingInset = isEditing && segments.contains(where: { $0.onMove != nil }) ? 2 : 0
    state = node.state { ListState() }
    super.init()
    scrollTargets?.add(self)
    state.selection = min(state.selection, max(0, count - 1))
    state.anchor = min(state.anchor, max(0, count - 1))
    if let swipe = state.swipe, swipe.row >= count { state.swipe = nil }
    if count > 0, isHeader(state.selection) {
      state.selection = nextSelectable(after: state.selection) ?? state.selection
    }
    followBoundSelection()
  }

  /// Moves the highlight to the bound selection's row when the binding changed elsewhere.
  private func followBoundSelection() {
    guard let selection else { return }
    let id = selection.get()
    guard id != state.boundID else { return }
    state.boundID = id
    if let id, let index = rows.index(ofID: id) {
      state.selection = index
      state.followsSelection = true
    }
  }

  /// Whether row `index` is (in) the bound selection.
  private func isBoundSelection(_ index: Int) -> Bool {
    guard let selection, let id = rows.id(at: index) else { return false }
    return selection.contains(id)
  }

  /// Makes row `index` the bound selection, as Enter or a click on it does, and tells a
  /// split view's column that a row was chosen; with `toggling` (Space), or in edit mode, a
  /// set selection gains or loses the row instead. False when the list has no selection or
  /// the row no id.
  @discardableResult
  func choose(_ index: Int, toggling: Bool = false) -> Bool {
    guard let selection, !isHeader(index), let id = rows.id(at: index) else { return false }
    state.selection = index
    let toggles = selection.toggle != nil && (toggling || isEditing)
    if !toggles { state.boundID = id }
    return selection.choose(id, toggling: toggles)
  }

  var capturesVerticalArrows: Bool { true }

  /// Row `index`, made on first use this frame.
  func row(_ index: Int) -> RowElement { rows.row(index) }

  func isHeader(_ index: Int) -> Bool { rows.isHeader(index) }

  /// The segment row `index` is in, and its offset there.
  private func locate(_ index: Int) -> (segment: RowSegment, offset: Int)? { rows.locate(index) }

  private func contentProposal(_ width: Int) -> Proposal {
    Proposal(width: max(0, width - leadingInset - trailingInset), height: nil)
  }

  private func height(of index: Int, width: Int) -> Int {
    max(1, row(index).element.size(for: contentProposal(width)).height)
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    if let width = proposal.width, let height = proposal.height {
      return Size(width: width, height: height)
    }
    // Ideal size: the rows, up to a screenful.
    let width = proposal.width ?? 40
    var height = 0
    var index = 0
    while index < count, height < proposal.height ?? 24 {
      height += self.height(of: index, width: width)
      index += 1
    }
    return Size(width: width, height: min(height, proposal.height ?? height))
  }

  /// The first row to show, from `anchor`, so that the selected row is on screen.
  private func revealing(from anchor: Int, width: Int, height: Int) -> Int {
    rows.revealing(state.selection, from: anchor, height: height) {
      self.height(of: $0, width: width)
    }
  }

  /// Places the highlight, which the list scrolls to show, where `defaultScrollAnchor` says:
  /// at the last row for `.bottom` on the first frame, and again as rows are added while it is
  /// on the last row, as a chat follows its new messages.
  private func followStartAnchor() {
    guard let point = startAnchor, count > 0 else { return }
    let fraction = min(1, max(0, Double(point.y)))
    let last = previousSelectable(before: count) ?? count - 1
    if let before = state.anchoredLast {
      // Still on what was the last row, and rows came after it: onto the new last one.
      if fraction >= 1, last > before, state.selection == before, state.followsSelection {
        state.selection = last
      }
    } else {
      let wanted = Int((Double(count - 1) * fraction).rounded())
      // A header or footer takes no highlight: the nearest row that can, toward the anchor.
      state.selection =
        isHeader(wanted)
        ? (fraction >= 0.5
          ? previousSelectable(before: wanted) ?? nextSelectable(after: wanted)
          : nextSelectable(after: wanted) ?? previousSelectable(before: wanted)) ?? wanted
        : wanted
    }
    state.anchoredLast = last
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    guard !rect.isEmpty else { return }
    followStartAnchor()
    let focused = renderer.isFocused(node)
    let overflows =
      count > rect.height || contentHeight(upTo: rect.height + 1, width: rect.width) > rect.height
    let rowWidth = overflows ? rect.width - 1 : rect.width
    // Rows from the anchor, moved as little as shows the selected row; after the wheel,
    // where the wheel left them, no further than a last screenful.
    let anchor =
      state.followsSelection
      ? revealing(from: state.anchor, width: rowWidth, height: rect.height)
      : min(state.anchor, lastAnchor(width: rowWidth, height: rect.height))
    drawnArea = (rowWidth, rect.height)
    // Rows count one row high each here: only those on screen are made and measured.
    renderer.reportScrollGeometry(
      ScrollGeometry(
        offset: (0, anchor), content: Size(width: rect.width, height: count),
        container: Size(width: rect.width, height: rect.height)), to: geometryObservers)
    var listActions = AccessibilityActions(activate: nil, focusNode: node)
    if overflows, scrollsByUser { listActions.scroll = { [self] rows in self.scroll(by: rows) } }
    let listID = renderer.addAccessibility(
      role: .table, identifier: accessibilityIdentifier, label: accessibilityLabel ?? "",
      hasFocus: focused, frame: rect, actions: listActions)
    var next = anchor
    renderer.focusSuppressed += 1
    renderer.clipped(to: rect) {
      renderer.withAccessibilityParent(listID) {
        next = renderRows(from: anchor, in: rect, rowWidth: rowWidth, focused: focused, renderer)
      }
    }
    renderer.focusSuppressed -= 1
    let visible = max(1, next - anchor)
    drawnAnchor = anchor
    visibleRows = visible
    if overflows { drawScrollbar(rect, anchor: anchor, visibleRows: visible, renderer) }
    renderer.addFocusable(FocusTarget(node: node, rect: rect, isEnabled: count > 0, handler: self))
  }

  /// Draws rows from the anchor down until the rectangle is full; returns the row after the
  /// last one drawn.
  private func renderRows(
    from anchor: Int, in rect: Rect, rowWidth: Int, focused: Bool, _ renderer: Renderer
  ) -> Int {
    var y = rect.y
    var index = anchor
    while y < rect.maxY, index < count {
      let row = self.row(index)
      let height = self.height(of: index, width: rowWidth)
      let frame = Rect(x: rect.x, y: y, width: rowWidth, height: height)
      var content = Rect(
        x: rect.x + leadingInset, y: y,
        width: max(0, rowWidth - leadingInset - trailingInset), height: height)
      let swipe = shownSwipe(onRow: index)
      if let swipe {
        content = Self.swipeContent(content, leaving: swipe.actions.width, edge: swipe.reveal.edge)
      }
      var activate: (@MainActor () -> Void)?
      let rowIndex = index
      if let primary = row.primary {
        activate = { Self.activate(primary) }
      } else if selection != nil {
        activate = { [self] in self.choose(rowIndex) }
      }
      let selected = focused && index == state.selection
      let cellID = renderer.addAccessibility(
        role: .cell, identifier: nil, label: row.element.accessibilityText, hasFocus: selected,
        frame: frame, isSelected: isBoundSelection(index),
        actions: AccessibilityActions(
          activate: activate, focusNode: nil, select: { [self] in self.select(rowIndex) },
          swipe: swipeAction(forRow: rowIndex, row, width: rowWidth)))
      renderer.withAccessibilityParent(cellID) {
        row.element.render(in: content, renderer)
        drawEditMarks(for: index, row: row, in: frame, renderer)
      }
      if selected {
        Self.highlight(frame, renderer)
      } else if isBoundSelection(index) {
        Self.markSelection(frame, renderer)
      }
      if let swipe {
        renderer.withAccessibilityParent(cellID) {
          drawSwipeActions(swipe, in: frame, focused: focused, renderer)
        }
      }
      y += height
      index += 1
    }
    return index
  }

  /// Highlights the selected row, every line of it, as one band: reversed, in the default
  /// colours (a secondary note's grey would make its line a band of another shade, as
  /// SwiftUI turns a selected row's text to one colour on the selection).
  private static func highlight(_ frame: Rect, _ renderer: Renderer) {
    renderer.restyle(frame) { style in
      style.foreground = .default
      style.background = .default
      style.reverse = true
    }
  }

  /// Marks the bound selection's row while the list is not focused: dimly reversed, as
  /// SwiftUI greys a selection whose list is not key.
  private static func markSelection(_ frame: Rect, _ renderer: Renderer) {
    renderer.restyle(frame) { style in
      style.foreground = .default
      style.background = .default
      style.reverse = true
      style.dim = true
    }
  }

  /// In edit mode: ⊖ before a row that can be deleted (an accessibility button that deletes
  /// it), ≡ after one that can be moved.
  private func drawEditMarks(
    for index: Int, row: RowElement, in frame: Rect, _ renderer: Renderer
  ) {
    guard let segment = locate(index)?.segment, !segment.isHeader else { return }
    if leadingInset > 0, selection?.toggle != nil {
      // A set selection in edit mode: a circle, filled when the row is chosen.
      var mark = style
      let chosen = isBoundSelection(index)
      if chosen { mark.foreground = Color.accentColor.terminalColor(renderer.colorMode) }
      renderer.put(chosen ? "◉" : "○", width: 1, x: frame.x, y: frame.y, style: mark)
    } else if leadingInset > 0, segment.onDelete != nil, !row.deleteDisabled {
      var mark = style
      mark.foreground = Color.red.terminalColor(renderer.colorMode)
      renderer.put("⊖", width: 1, x: frame.x, y: frame.y, style: mark)
      renderer.addAccessibility(
        role: .button, identifier: nil, label: words.delete,
        frame: Rect(x: frame.x, y: frame.y, width: 1, height: 1),
        actions: AccessibilityActions(
          activate: { self.deleteRow(index) }, focusNode: nil))
    }
    if trailingInset > 0, segment.onMove != nil, !row.moveDisabled {
      var mark = style
      mark.dim = true
      renderer.put("≡", width: 1, x: frame.maxX - 1, y: frame.y, style: mark)
    }
  }

  /// Highlights the row whose `ForEach` element has `id` and scrolls to show it at `anchor`
  /// (top, centre, bottom; nil: as little as shows it); false when no row has it.
  func scroll(toID id: AnyHashable, anchor: UnitPoint?) -> Bool {
    guard let index = rows.index(ofID: id) else { return false }
    state.selection = index
    if let anchor {
      let above = Int((CGFloat(max(0, visibleRows - 1)) * anchor.y).rounded())
      state.anchor = max(0, index - above)
    } else if let drawnAnchor {
      state.anchor = drawnAnchor
    }
    return true
  }

  /// Highlights row `row` (or the nearest that takes the highlight) and puts it at the top.
  func scroll(toRow row: Int) {
    guard count > 0 else { return }
    let index = min(max(0, row), count - 1)
    state.selection =
      isHeader(index)
      ? nextSelectable(after: index) ?? previousSelectable(before: index) ?? index : index
    // No further than the last screenful, as the wheel goes.
    let last = drawnArea.map { lastAnchor(width: $0.width, height: $0.height) } ?? index
    state.anchor = min(index, last)
    state.followsSelection = true
  }

  /// Deletes row `index` through its `onDelete`; false when it cannot be deleted.
  @discardableResult
  private func deleteRow(_ index: Int) -> Bool {
    guard let located = locate(index), let onDelete = located.segment.onDelete,
      !row(index).deleteDisabled
    else { return false }
    onDelete(IndexSet(integer: located.offset))
    return true
  }

  /// Moves the highlighted row one place up or down within its `ForEach` through its
  /// `onMove`; false when it cannot move.
  private func moveSelection(by delta: Int, in context: any ControlContext) -> Bool {
    let index = state.selection
    guard let located = locate(index), let onMove = located.segment.onMove,
      !row(index).moveDisabled
    else { return false }
    let segment = located.segment
    let offset = located.offset
    let target = offset + delta
    guard target >= 0, target < segment.count else { return true }
    // move(fromOffsets:toOffset:) counts the destination before the move.
    onMove(IndexSet(integer: offset), delta < 0 ? target : target + 1)
    state.selection = index + delta
    if let drawnAnchor { state.anchor = drawnAnchor }
    context.setNeedsRender()
    return true
  }

  /// The first row of the last screenful: the wheel scrolls no further.
  private func lastAnchor(width: Int, height: Int) -> Int {
    rows.lastAnchor(height: height) { self.height(of: $0, width: width) }
  }

  /// Scrolls the rows by `rows` without moving the highlight, as the wheel does; the keys
  /// that move the highlight bring it back into view.
  private func scroll(by rows: Int) -> Bool {
    // From where the last wheel turn left the rows, or else from what is on screen.
    let last = drawnArea.map { lastAnchor(width: $0.width, height: $0.height) } ?? state.anchor
    let from = state.followsSelection ? (drawnAnchor ?? state.anchor) : min(state.anchor, last)
    let anchor = max(0, min(last, from + rows))
    guard anchor != from else { return false }
    state.anchor = anchor
    state.followsSelection = false
    return true
  }

  /// Highlights row `index`, as a click on it does; a header row is not highlighted.
  func select(_ index: Int) {
    guard index < count, !isHeader(index) else { return }
    state.selection = index
    if let drawnAnchor { state.anchor = drawnAnchor }
    state.followsSelection = true
  }

  private func contentHeight(upTo limit: Int, width: Int) -> Int {
    rows.contentHeight(upTo: limit) { height(of: $0, width: width) }
  }

  /// A bar in the last column: its thumb's length and place show the part on screen.
  private func drawScrollbar(
    _ rect: Rect, anchor: Int, visibleRows: Int, _ renderer: Renderer
  ) {
    let thumb = max(1, min(rect.height, rect.height * visibleRows / max(1, count)))
    let lastAnchor = max(1, count - visibleRows)
    let top = (rect.height - thumb) * min(anchor, lastAnchor) / lastAnchor
    var track = style
    track.dim = true
    for row in 0..<rect.height {
      let inThumb = row >= top && row < top + thumb
      renderer.put(
        inThumb ? "┃" : "│", width: 1, x: rect.maxX - 1, y: rect.y + row,
        style: inThumb ? style : track)
    }
  }

  /// Activates a row's control: presses a button, follows a link, flips a toggle, opens or
  /// closes a disclosure group, opens a menu picker's list.
  static func activate(_ element: Element) {
    switch element {
    case let button as ButtonElement where button.isEnabled: button.action()
    case let toggle as ToggleElement where toggle.isEnabled: toggle.isOn.wrappedValue.toggle()
    case let group as DisclosureElement where group.isEnabled:
      group.isExpanded.wrappedValue.toggle()
    case let picker as PickerElement: picker.activate()
    case let colorPicker as ColorPickerElement: colorPicker.activate()
    case let gesture as GestureElement: gesture.activate()
    default: break
    }
  }

  func handle(_ key: Key, in context: any ControlContext) -> Bool {
    guard count > 0 else { return false }
    if let handled = handleSwipeKey(key, in: context) { return handled }
    var selection = state.selection
    switch key {
    case .up: selection = previousSelectable(before: selection) ?? selection
    case .down: selection = nextSelectable(after: selection) ?? selection
    case .pageUp: selection = max(0, selection - visibleRows)
    case .pageDown: selection = min(count - 1, selection + visibleRows)
    case .home: selection = nextSelectable(after: -1) ?? 0
    case .end: selection = previousSelectable(before: count) ?? count - 1
    case .enter, .character(" "):
      if let primary = row(state.selection).primary {
        Self.activate(primary)
      } else if choose(state.selection, toggling: key == .character(" ")) {
        context.setNeedsRender()
      }
      return true
    case .delete, .backspace:
      guard deleteRow(state.selection) else { return false }
      context.setNeedsRender()
      return true
    case .alt(.up): return moveSelection(by: -1, in: context)
    case .alt(.down): return moveSelection(by: 1, in: context)
    default:
      return false
    }
    if selection != state.selection || !state.followsSelection {
      state.selection = selection
      // The next frame scrolls from what is on screen to show the new selection.
      if let drawnAnchor { state.anchor = drawnAnchor }
      state.followsSelection = true
      context.setNeedsRender()
    }
    return true
  }

  func handleEscape(in context: any ControlContext) -> Bool {
    coverSwipeActions(in: context)
  }

  private func nextSelectable(after index: Int) -> Int? {
    var candidate = index + 1
    while candidate < count {
      if !isHeader(candidate) { return candidate }
      candidate += 1
    }
    return nil
  }

  private func previousSelectable(before index: Int) -> Int? {
    var candidate = index - 1
    while candidate >= 0 {
      if !isHeader(candidate) { return candidate }
      candidate -= 1
    }
    return nil
  }
}
