import TerminalKit

/// Walks one frame's elements in one of two passes. Placing makes the rows lazy containers
/// show and finds where everything goes: the focusable controls in reading order, the scroll
/// views around them, where menus open, and what views keep for later (``findings``).
/// Drawing, once per frame after placing has settled, writes the cells and the accessibility
/// tree, the shortcuts and the cursor; it makes no row and finds nothing new.
@MainActor
final class Renderer {
  /// Which pass this walk is.
  enum Pass {
    /// Makes rows and finds places; writes no cell and no accessibility element.
    case placing
    /// Writes the cells and the accessibility tree; finds nothing.
    case drawing
  }

  let pass: Pass
  /// Whether this walk writes cells (the drawing pass).
  var drawsCells: Bool { pass == .drawing }
  var buffer: ScreenBuffer
  /// Drawing outside this rectangle is dropped.
  var clip: Rect
  let focusedNode: Node?
  let colorMode: ColorMode
  private(set) var focusables: [FocusTarget] = []
  /// The keyboard shortcuts of the enabled buttons that can be hit.
  private(set) var shortcuts: [ShortcutTarget] = []
  private(set) var accessibility: [AccessibilityElement] = []
  private(set) var actions: [AccessibilityActions] = []
  private var parents: [Int] = []
  /// Above zero inside a control's label (its texts are the control's label, not elements).
  var accessibilitySuppressed = 0
  /// Above zero inside a list row (the row, not the controls in it, takes focus).
  var focusSuppressed = 0
  /// Above zero under a modal alert: elements there cannot be hit.
  var hittable = true
  var cursor: (column: Int, row: Int)?
  /// Whether something animates (a spinner) and wants another frame soon.
  var wantsTick = false
  /// Whether something counts time (a relative date) and wants a frame each second.
  var wantsSecondTick = false
  /// Whether lazy containers draw every row, out of view too: code set a focus state, and
  /// the control it names must be drawn to take focus.
  var drawsAllRows = false
  /// The scroll views drawn, with the focusable controls inside each: the focus manager
  /// scrolls one to keep the focused control in view.
  private(set) var scrollRegions: [ScrollRegion] = []
  /// The `onKeyPress` handlers drawn, innermost first, with the focus targets inside each.
  var keyPressRegions: [KeyPressRegion] = []
  /// The focused values views publish, with the focus targets each covers.
  var focusedValueRegions: [FocusedValueRegion] = []
  /// The scroll views being drawn, innermost last, with their viewports: where a view with
  /// an id inside a `ScrollViewReader` was drawn.
  var scrollers: [(any ScrollTargetScroller, Rect)] = []
  /// Where each menu's or menu picker's button was drawn in this draw, by its state: the
  /// list it opens, drawn later in the same draw, goes under it.
  private(set) var menuAnchors: [ObjectIdentifier: Rect] = [:]
  /// What the drawn views found that they keep for later — the row or line holding focus, the
  /// rectangle a menu opens under, where a geometry reader was placed, what a form showed —
  /// recorded while drawing and applied by the host once the draw is over
  /// (``applyFindings()``), so that drawing itself changes no node.
  private(set) var findings: [@MainActor () -> Void] = []

  init(size: Size, focusedNode: Node?, colorMode: ColorMode, pass: Pass = .drawing) {
    self.pass = pass
    // Placing writes no cell: its buffer is empty.
    buffer =
      pass == .drawing
      ? ScreenBuffer(width: size.width, height: size.height)
      : ScreenBuffer(width: 0, height: 0)
    clip = Rect(x: 0, y: 0, width: size.width, height: size.height)
    self.focusedNode = focusedNode
    self.colorMode = colorMode
  }

  /// Notes where a menu's button was drawn, for its list in this draw, and keeps it for the
  /// frames after (a key opening the menu) once the draw is over.
  func anchorMenu(_ state: MenuState, at rect: Rect) {
    menuAnchors[ObjectIdentifier(state)] = rect
    if state.anchor != rect { record { state.anchor = rect } }
  }

  /// Where a menu's button is: as drawn in this draw, else as last kept.
  func menuAnchor(_ state: MenuState) -> Rect {
    menuAnchors[ObjectIdentifier(state)] ?? state.anchor
  }

  /// Records what a view found while placing, for the host to apply once the pass is over.
  /// The drawing pass comes after those findings were applied and finds nothing new.
  func record(_ finding: @escaping @MainActor () -> Void) {
    guard pass == .placing else { return }
    findings.append(finding)
  }

  /// Applies what the draw found, in the order it was found; the host calls it once the
  /// draw is over.
  func applyFindings() {
    let found = findings
    findings.removeAll()
    for finding in found { finding() }
  }

  /// Writes text from a cell on, clipped, over what is drawn there; returns the columns it
  /// advanced.
  @discardableResult
  func write(_ text: some StringProtocol, x: Int, y: Int, style: CellStyle, limit: Int = .max)
    -> Int
  {
    guard drawsCells else { return 0 }
    return buffer.write(
      text, column: x, row: y, style: style, limit: limit, clip: clip, overlay: true)
  }

  /// Places one grapheme, clipped, over what is drawn there; a wide one cut by the clip edge
  /// becomes a space.
  func put(_ character: Character, width: Int, x: Int, y: Int, style: CellStyle) {
    guard drawsCells else { return }
    buffer.put(
      character, columns: width, column: x, row: y, style: style, clip: clip, overlay: true)
  }

  /// The vertical rules drawn (a `Divider` in a horizontal stack): where they meet a
  /// horizontal one, ``joinRules()`` draws the junction.
  private var verticalRules: [(x: Int, rows: Range<Int>)] = []

  /// Notes a vertical rule drawn at column `x` over `rows`, for ``joinRules()``.
  func noteVerticalRule(x: Int, rows: Range<Int>) {
    guard drawsCells, x >= clip.x, x < clip.maxX else { return }
    let shown = max(rows.lowerBound, clip.y)..<min(rows.upperBound, clip.maxY)
    if !shown.isEmpty { verticalRules.append((x, shown)) }
  }

  /// Where a vertical rule crosses or ends on a horizontal one (a column beside a navigation
  /// bar's rule, a rule under a title), draws the box-drawing junction, `┼`, `├`, `┤`, `┬`
  /// or `┴`, instead of a rule over the other. Runs once the views are drawn, before sheets
  /// and alerts go over them.
  func joinRules() {
    guard drawsCells else { return }
    let width = buffer.width
    let height = buffer.height
    func isHorizontal(_ x: Int, _ y: Int) -> Bool {
      x >= 0 && x < width && y >= 0 && y < height && buffer[x, y].text == "─"
    }
    for rule in verticalRules {
      let x = rule.x
      for y in rule.rows where buffer[x, y].text == "│" {
        let left = isHorizontal(x - 1, y)
        let right = isHorizontal(x + 1, y)
        guard left || right else { continue }
        buffer[x, y].text = left && right ? "┼" : left ? "┤" : "├"
      }
      let above = rule.rows.lowerBound - 1
      if isHorizontal(x, above) { buffer[x, above].text = "┬" }
      if isHorizontal(x, rule.rows.upperBound) { buffer[x, rule.rows.upperBound].text = "┴" }
    }
    verticalRules.removeAll()
  }

  /// Fills a rectangle (clipped) with blanks of a style.
  func fill(_ rect: Rect, style: CellStyle) {
    guard drawsCells else { return }
    let area = rect.intersection(clip)
    guard !area.isEmpty else { return }
    buffer.fill(column: area.x, row: area.y, width: area.width, height: area.height, style: style)
  }

  /// Changes the style of the cells in a rectangle (clipped): focus, dimming.
  func restyle(_ rect: Rect, _ change: (inout CellStyle) -> Void) {
    guard drawsCells else { return }
    let area = rect.intersection(clip)
    guard !area.isEmpty else { return }
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX {
        var cell = buffer[x, y]
        change(&cell.style)
        buffer[x, y] = cell
      }
    }
  }

  /// Draws with a narrower clip.
  func clipped(to rect: Rect, _ body: () -> Void) {
    let saved = clip
    clip = clip.intersection(rect)
    body()
    clip = saved
  }

  /// Whether a control drawn for `node` has focus.
  /// Nothing under a modal alert looks focused.
  func isFocused(_ node: Node) -> Bool {
    if let override = focusOverrides.last { return override === node }
    return focusSuppressed == 0 && hittable && focusedNode === node
  }

  /// What has focus inside an alert, in place of the host's focus: the alert's own field.
  private var focusOverrides: [Node?] = []

  /// Draws with `node` (or nothing) as the focused control.
  func withFocus(_ node: Node?, _ body: () -> Void) {
    focusOverrides.append(node)
    body()
    focusOverrides.removeLast()
  }

  /// Registers a control that can take focus, in reading order.
  func addFocusable(_ target: FocusTarget) {
    // Controls scrolled out of view still take focus: a scroll view then follows it.
    guard focusSuppressed == 0 else { return }
    focusables.append(target)
  }

  /// Registers a button's shortcut, unless an alert covers it.
  func addShortcut(_ target: ShortcutTarget) {
    guard hittable, drawsCells else { return }
    shortcuts.append(target)
  }

  /// Registers a scroll view and the focusable controls drawn inside it.
  func addScrollRegion(_ region: ScrollRegion) { scrollRegions.append(region) }

  /// Draws `child` in `rect`; the focus targets it added, by their place in the frame (for a
  /// modifier that covers the controls inside it: `onKeyPress`, `focusedValue`).
  func focusTargets(drawing child: Element, in rect: Rect) -> Range<Int> {
    let first = focusables.count
    child.render(in: rect, self)
    return first..<focusables.count
  }

  /// Adds an accessibility element under the current parent; returns its id. The label is
  /// worked out only when the element is added (drawing, outside a control's label).
  @discardableResult
  func addAccessibility(
    role: AccessibilityRole, identifier: String?, label: @autoclosure () -> String,
    value: String? = nil,
    placeholder: String? = nil, isEnabled: Bool = true, hasFocus: Bool = false, frame: Rect,
    isSelected: Bool = false, actions: AccessibilityActions = AccessibilityActions()
  ) -> Int? {
    guard accessibilitySuppressed == 0, drawsCells else { return nil }
    let visible = frame.intersection(clip)
    let id = accessibility.count
    accessibility.append(
      AccessibilityElement(
        id: id, parent: parents.last, role: role, identifier: identifier ?? "", label: label(),
        value: value, placeholder: placeholder, isEnabled: isEnabled, hasFocus: hasFocus,
        isHittable: hittable && !visible.isEmpty, frame: visible.isEmpty ? frame : visible,
        isSelected: isSelected))
    self.actions.append(actions)
    return id
  }

  /// How many accessibility elements the frame has so far: the id the next one gets.
  var accessibilityCount: Int { accessibility.count }

  /// Changes the accessibility element `id` and what can be done to it.
  func editAccessibility(
    _ id: Int, _ edit: (inout AccessibilityElement, inout AccessibilityActions) -> Void
  ) {
    guard accessibility.indices.contains(id), actions.indices.contains(id) else { return }
    edit(&accessibility[id], &actions[id])
  }

  /// Takes away the accessibility elements added from `start` on (a view whose children
  /// become one element), returning them with their actions.
  func removeAccessibility(from start: Int) -> [(
    element: AccessibilityElement, actions: AccessibilityActions
  )] {
    guard start >= 0, start < accessibility.count, accessibility.count == actions.count else {
      return []
    }
    let removed = Array(zip(accessibility[start...], actions[start...]))
    accessibility.removeSubrange(start...)
    actions.removeSubrange(start...)
    return removed.map { (element: $0.0, actions: $0.1) }
  }

  /// Marks an element as a view with a drag gesture.
  func markDraggable(_ id: Int?) {
    guard let id, accessibility.indices.contains(id) else { return }
    accessibility[id].isDraggable = true
  }

  /// Draws `body` with the given element as the parent of the elements it adds.
  func withAccessibilityParent(_ id: Int?, _ body: () -> Void) {
    guard let id else {
      body()
      return
    }
    parents.append(id)
    body()
    parents.removeLast()
  }
}
