import Foundation
import TerminalKit

/// Runs a view: each frame it resolves the view, draws it into a cell buffer and exposes
/// the accessibility tree; between frames it routes keys (to an alert, navigation, or the
/// focused control through its ``FocusManager``) and carries out accessibility actions. The
/// terminal runtime and the UI-test driver both drive one.
///
/// A host draws only when asked (``render()``); ``onNeedsRender`` tells its owner that state
/// changed so it can schedule a frame. Drawing changes no node: what the views find while
/// drawing (the row holding focus, where a menu opens, where a geometry reader sits) they
/// record in the renderer, and the host applies it once the draw is over; what a frame
/// settles (where focus goes, a scroll view following it) is done by the focus manager
/// between drawing and showing; and the work a frame queues (`onAppear`, `onChange`) runs
/// after it and asks for the next one.
///
/// An engine type, not one of SwiftUI's: the test driver and the benchmarks reach it with
/// `@_spi(Engine) import TerminalUI`.
@MainActor @_spi(Engine)
public final class ViewHost {
  private let focusManager: FocusManager
  let graph: ViewGraph
  private let resolveRoot: @MainActor (ViewGraph, EnvironmentValues) -> Element
  public private(set) var size: Size
  public var environment: EnvironmentValues
  /// The last frame drawn.
  public private(set) var screen: ScreenBuffer
  /// The accessibility tree of the last frame, parents before children.
  public private(set) var accessibility: [AccessibilityElement] = []
  private(set) var actions: [AccessibilityActions] = []
  /// The element a left press went down on, until its release: a click is both on one.
  var mousePress: (id: Int, frame: Rect, column: Int, row: Int)?
  private var shortcuts: [ShortcutTarget] = []
  /// Where the cursor shows: in the focused text field, else nowhere.
  public private(set) var cursor: (column: Int, row: Int)?
  /// Whether something animates and wants a frame about every tenth of a second.
  public private(set) var wantsTick = false
  /// Called when state changed and a frame is due.
  public var onNeedsRender: (@MainActor () -> Void)? {
    didSet { graph.invalidator.onInvalidate = onNeedsRender }
  }
  /// Called for Esc when no alert or navigation stack takes it.
  public var onEscape: (@MainActor () -> Void)?

  private var alerts: [AlertPresentation] = []
  private var sheets: [SheetPresentation] = []
  private var localDirty = true

  public init<V: View>(
    rootView: V, size: Size, environment: EnvironmentValues = EnvironmentValues()
  ) {
    let focusManager = FocusManager()
    self.focusManager = focusManager
    graph = ViewGraph(focusRequests: focusManager.requests)
    resolveRoot = { graph, environment in graph.resolve(rootView, environment: environment) }
    invalidator = graph.invalidator
    self.size = size
    self.environment = environment
    screen = ScreenBuffer(width: size.width, height: size.height)
  }

  /// Whether state changed since the last frame.
  public var needsRender: Bool { localDirty || graph.invalidator.isDirty }

  public func setNeedsRender() {
    guard !localDirty else { return }
    localDirty = true
    onNeedsRender?()
  }

  /// Counts state changes; safe to read and wait on from any thread.
  public nonisolated var changes: ChangeCounter { ChangeCounter(invalidator: invalidator) }
  private nonisolated let invalidator: Invalidator

  public func resize(_ size: Size) {
    guard size != self.size else { return }
    self.size = size
    setNeedsRender()
  }

  /// Draws a frame if state changed since the last one.
  public func renderIfNeeded() {
    if needsRender { render() }
  }

  /// Resolves, lays out and draws one frame, settles focus on it, then runs the work it
  /// queued (which may ask for the next frame).
  public func render() {
    inWindow { renderInWindow() }
  }

  /// Runs `body` with this window as the screen: every entry point that runs the views'
  /// code (bodies, actions, `onDisappear`) goes through here, so `UIScreen.main.bounds` in
  /// it is this window's.
  private func inWindow<Result>(_ body: () -> Result) -> Result {
    ScreenSize.$window.withValue(size, operation: body)
  }

  private func renderInWindow() {
    let root = resolveFrame()
    var renderer = drawPresenting(root)
    if focusManager.settle(alertShown: !alerts.isEmpty, sheets: sheets.count) {
      // Focus moved (a focus state set by code, a control gone, an alert closed, a scroll
      // view following focus): draw the same views once more to show it.
      renderer = drawPresenting(root)
    }
    screen = renderer.buffer
    accessibility = renderer.accessibility
    actions = renderer.actions
    shortcuts = renderer.shortcuts
    wantsTick = renderer.wantsTick
    cursor = alerts.isEmpty || alerts.last?.focusedField != nil ? renderer.cursor : nil
    focusManager.publishFocus()
    for action in graph.finishFrame() { action() }
  }

  /// Resolves the views for a new frame and lays them out, and takes the alerts and sheets
  /// they present.
  func resolveFrame() -> Element {
    _ = graph.invalidator.takeDirty()
    localDirty = false
    let root = resolveRoot(graph, environment)
    // Laid out before the presentations are read: a geometry reader makes its content (and
    // what that presents) for the size it is offered.
    _ = root.size(for: Proposal(size))
    if let sheet = graph.sheets.last {
      let area = sheetArea(sheet, in: Rect(x: 0, y: 0, width: size.width, height: size.height))
      _ = sheet.element.size(for: Proposal(Size(width: area.width, height: area.height)))
    }
    alerts = graph.alerts
    sheets = graph.sheets
    return root
  }

  /// Draws the resolved views and the alerts and sheets they present. Rows a lazy container
  /// (a list, a form) makes as it draws them can present one (an open menu picker): then the
  /// frame is drawn again with it, the rows already made kept.
  private func drawPresenting(_ root: Element) -> Renderer {
    var renderer = drawApplying(root)
    while graph.alerts.count != alerts.count || graph.sheets.count != sheets.count {
      alerts = graph.alerts
      sheets = graph.sheets
      renderer = drawApplying(root)
    }
    return renderer
  }

  /// Draws, then applies what the views found while drawing and hands the frame's focus
  /// targets to the focus manager.
  private func drawApplying(_ root: Element) -> Renderer {
    let renderer = draw(root)
    renderer.applyFindings()
    focusManager.frameDrawn(targets: renderer.focusables, scrollRegions: renderer.scrollRegions)
    return renderer
  }

  /// Draws the resolved views and the alerts over them. Changes no node: what the views
  /// found is in the renderer's findings, for ``drawApplying(_:)`` to apply.
  func draw(_ root: Element) -> Renderer {
    let renderer = Renderer(
      size: size, focusedNode: focusManager.focusedNode, colorMode: environment.colorMode)
    renderer.hittable = alerts.isEmpty && sheets.isEmpty
    renderer.drawsAllRows = focusManager.requests.hasPending
    // The root view is centred in the window, as SwiftUI places a window's content.
    let window = Rect(x: 0, y: 0, width: size.width, height: size.height)
    // Under a sheet, the screen keeps its state but takes no focus.
    if !sheets.isEmpty { renderer.focusSuppressed += 1 }
    root.render(in: Alignment.center.place(root.size(for: Proposal(size)), in: window), renderer)
    if !sheets.isEmpty { renderer.focusSuppressed -= 1 }
    renderer.hittable = alerts.isEmpty
    if let sheet = sheets.last { drawSheet(sheet, in: window, renderer) }
    renderer.hittable = true
    for (index, alert) in alerts.enumerated() {
      alert.draw(in: size, renderer, isTop: index == alerts.count - 1)
    }
    return renderer
  }

  /// Draws the top sheet over the whole window: a sheet says on its first row that Esc
  /// closes it; a full-screen cover has the window to itself.
  private func drawSheet(_ sheet: SheetPresentation, in window: Rect, _ renderer: Renderer) {
    renderer.fill(window, style: CellStyle())
    let area = sheetArea(sheet, in: window)
    if area != window {
      var hint = CellStyle()
      hint.dim = true
      let text = "Esc で閉じる"
      let width = CharacterWidth.of(text)
      renderer.write(
        text, x: max(window.x, window.maxX - width - 1), y: window.y, style: hint,
        limit: window.width)
    }
    let element = sheet.element
    let id = renderer.addAccessibility(
      role: .sheet, identifier: sheet.dismissable ? "sheet" : "fullScreenCover", label: "",
      frame: area)
    renderer.withAccessibilityParent(id) {
      element.render(
        in: Alignment.center.place(
          element.size(for: Proposal(Size(width: area.width, height: area.height))), in: area),
        renderer)
    }
  }

  /// Where a sheet's content goes: under the hint row of one that Esc closes.
  private func sheetArea(_ sheet: SheetPresentation, in window: Rect) -> Rect {
    guard sheet.dismissable, window.height > 1 else { return window }
    return Rect(x: window.x, y: window.y + 1, width: window.width, height: window.height - 1)
  }

  /// Whether the focused control takes typed text.
  public var focusIsTextInput: Bool {
    if let alert = alerts.last { return alert.focusedField != nil }
    return focusManager.focusedTarget?.handler.isTextInput == true
  }

  // MARK: Keys

  /// Handles a key as the focused control, an alert or navigation would, or a mouse report
  /// as the element under the pointer would; false when nothing took it.
  @discardableResult
  public func handle(_ key: Key) -> Bool {
    inWindow { handleInWindow(key) }
  }

  private func handleInWindow(_ key: Key) -> Bool {
    if case .mouse(let event) = key { return handleMouse(event) }
    if let alert = alerts.last { return alert.handle(key, in: self) }
    if key == .escape, let handler = focusManager.focusedTarget?.handler,
      handler.handleEscape(in: self)
    {
      return true
    }
    if key == .escape, pressShortcut(for: key) { return true }
    if key == .escape, let sheet = sheets.last {
      // Esc goes back inside the sheet first, then closes it (a full-screen cover stays).
      let inside = graph.navigationStacks.dropFirst(sheet.firstStack)
      if let stack = inside.last(where: { !$0.path.isEmpty }) {
        stack.pop()
      } else if sheet.dismissable {
        sheet.dismiss()
      }
      return true
    }
    if key == .escape {
      if let stack = graph.navigationStacks.last(where: { !$0.path.isEmpty }) {
        stack.pop()
        return true
      }
      if let onEscape {
        onEscape()
        return true
      }
      return false
    }
    let handler = focusManager.focusedTarget?.handler
    switch key {
    case .tab:
      moveFocus(by: 1)
      return true
    case .backTab:
      moveFocus(by: -1)
      return true
    case .up, .down:
      if let handler, handler.capturesVerticalArrows, handler.handle(key, in: self) {
        return true
      }
      moveFocus(by: key == .down ? 1 : -1)
      return true
    default:
      if let handler, handler.handle(key, in: self) { return true }
      if pressShortcut(for: key) { return true }
      if key == .left || key == .right {
        moveFocus(by: key == .right ? 1 : -1)
        return true
      }
      return false
    }
  }

  /// Presses the button whose keyboard shortcut `key` is; false when none has it.
  private func pressShortcut(for key: Key) -> Bool {
    guard let target = shortcuts.first(where: { $0.shortcut.matches(key) }) else { return false }
    target.action()
    return true
  }

  private func moveFocus(by delta: Int) {
    if focusManager.moveFocus(by: delta) { setNeedsRender() }
  }

  // MARK: Accessibility actions

  /// Presses the element (a button, a toggle, a list row) as a tap would.
  public func activate(elementAt index: Int) {
    guard actions.indices.contains(index) else { return }
    if let node = actions[index].focusNode, focusManager.isTarget(node) { focus(node) }
    inWindow { actions[index].activate?() }
  }

  /// Gives the element keyboard focus, as tapping a text field does.
  public func focus(elementAt index: Int) {
    guard actions.indices.contains(index), let node = actions[index].focusNode else { return }
    if let alert = alerts.last {
      // Under an alert only its own fields take focus.
      if alert.focusField(node) { setNeedsRender() }
      return
    }
    focus(node)
  }

  /// Sets the element to a value, as dragging a slider or turning a picker wheel does: it
  /// takes focus, then the value (a slider's normalized position, an option's title).
  public func adjust(elementAt index: Int, to value: String) {
    guard actions.indices.contains(index), let adjust = actions[index].adjust else { return }
    if let node = actions[index].focusNode, focusManager.isTarget(node) { focus(node) }
    inWindow { adjust(value) }
  }

  /// Whether `node`'s control takes focus in the last frame.
  func isFocusTarget(_ node: Node) -> Bool { focusManager.isTarget(node) }

  /// Tears the view down: `onDisappear` runs and tasks are cancelled.
  public func tearDown() {
    inWindow {
      for action in graph.tearDown() { action() }
    }
  }
}

extension ViewHost: ControlContext {
  func focus(_ node: Node) {
    if focusManager.focus(node) { setNeedsRender() }
  }

  var focusedNode: Node? { focusManager.focusedNode }

  func focusNextTextField(after node: Node) -> Bool {
    guard focusManager.focusNextTextField(after: node) else { return false }
    setNeedsRender()
    return true
  }
}
