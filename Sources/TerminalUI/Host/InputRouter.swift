import TerminalKit

/// Routes a host's input between frames, against the last frame built: a key to the top
/// alert, the focused control, a keyboard shortcut, the Esc chain (a control, a cancel
/// shortcut, a sheet, a navigation stack, then ``onEscape``) or a focus move; a mouse report
/// to the element under the pointer; a UI test's action to its element. Controls act
/// through the host as their ``ControlContext``.
@MainActor
final class InputRouter {
  private let frame: FrameBuilder
  private let focusManager: FocusManager
  /// The host: what controls act in, and who is asked for the next frame.
  private unowned let host: ViewHost
  /// Called for Esc when no alert or navigation stack takes it.
  var onEscape: (@MainActor () -> Void)?
  /// The element a left press went down on, until its release: a click is both on one.
  private var mousePress: (id: Int, frame: Rect, column: Int, row: Int)?
  /// The view whose drag gesture a left press went down on, until its release.
  private var gestureDrag: GestureElement?

  private var alerts: [AlertPresentation] { frame.alerts }
  private var sheets: [SheetPresentation] { frame.sheets }
  private var accessibility: [AccessibilityElement] { frame.accessibility }
  private var actions: [AccessibilityActions] { frame.actions }
  private var graph: ViewGraph { frame.graph }

  init(frame: FrameBuilder, focusManager: FocusManager, host: ViewHost) {
    self.frame = frame
    self.focusManager = focusManager
    self.host = host
  }

  private func setNeedsRender() { host.setNeedsRender() }
  private func focus(_ node: Node) { host.focus(node) }
  private func isFocusTarget(_ node: Node) -> Bool { focusManager.isTarget(node) }

  // MARK: Keys

  /// Handles a key as the focused control, an alert or navigation would, or a mouse report
  /// as the element under the pointer would; false when nothing took it.
  func handle(_ key: Key) -> Bool {
    if case .mouse(let event) = key { return handleMouse(event) }
    if let alert = alerts.last { return alert.handle(key, in: host) }
    // `onKeyPress` around the focused control hears the key before the control does.
    if focusManager.offerKeyPress(key) { return true }
    if key == .escape, let handler = focusManager.focusedTarget?.handler,
      handler.handleEscape(in: host)
    {
      return true
    }
    // `onExitCommand` hears Esc once the focused control has declined it.
    if key == .escape, focusManager.offerKeyPress(key, commands: true) { return true }
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
      if let handler, handler.capturesVerticalArrows, handler.handle(key, in: host) {
        return true
      }
      moveFocus(by: key == .down ? 1 : -1)
      return true
    default:
      if let handler, handler.handle(key, in: host) { return true }
      // `onDeleteCommand` hears Delete once the focused control has declined it.
      if focusManager.offerKeyPress(key, commands: true) { return true }
      if pressShortcut(for: key) { return true }
      // PageUp and PageDown the focused control declines scroll the view it is in, as on a
      // desktop: to read what lies beyond the controls (a message under the last button).
      if key == .pageUp || key == .pageDown,
        focusManager.scrollPages(key == .pageDown ? 1 : -1)
      {
        setNeedsRender()
        return true
      }
      if key == .left || key == .right {
        moveFocus(by: key == .right ? 1 : -1)
        return true
      }
      return false
    }
  }

  /// Presses the button whose keyboard shortcut `key` is; false when none has it.
  private func pressShortcut(for key: Key) -> Bool {
    guard let target = frame.shortcuts.first(where: { $0.shortcut.matches(key) }) else {
      return false
    }
    target.action()
    return true
  }

  private func moveFocus(by delta: Int) {
    if focusManager.moveFocus(by: delta) { setNeedsRender() }
  }

  // MARK: Accessibility actions

  /// Presses the element (a button, a toggle, a list row) as a tap would.
  func activate(elementAt index: Int) {
    guard actions.indices.contains(index) else { return }
    if actions[index].activate == nil, accessibility.indices.contains(index),
      let container = MouseRouting.chain(from: accessibility[index], in: accessibility)
        .dropFirst().first(where: {
          actions.indices.contains($0.id) && actions[$0.id].gesture != nil
            && actions[$0.id].activate != nil
        })
    {
      // An element inside a view with a tap gesture: the tap lands on that view.
      return activate(elementAt: container.id)
    }
    if let node = actions[index].focusNode, focusManager.isTarget(node) { focus(node) }
    actions[index].activate?()
  }

  /// Gives the element keyboard focus, as tapping a text field does.
  func focus(elementAt index: Int) {
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
  func adjust(elementAt index: Int, to value: String) {
    guard actions.indices.contains(index), let adjust = actions[index].adjust else { return }
    if let node = actions[index].focusNode, focusManager.isTarget(node) { focus(node) }
    adjust(value)
  }

  // MARK: Mouse

  /// Handles a mouse report: a press and a release on the same element click it, a release
  /// a few columns to the side swipes across it, the wheel scrolls the list or scroll view
  /// under the pointer. True when it did something.
  func handleMouse(_ event: MouseEvent) -> Bool {
    switch event.action {
    case .press(.left):
      mousePress = MouseRouting.element(
        at: event.column, event.row, in: accessibility, accepting: { takesClick($0) }
      ).map { ($0.id, $0.frame, event.column, event.row) }
      gestureDrag = gesture(at: event, where: \.hasDrag)
      gestureDrag?.dragBegan(
        at: GestureElement.point(column: event.column, row: event.row), byKeys: false)
      return mousePress != nil || gestureDrag != nil
    case .drag(.left):
      guard let dragged = gestureDrag else { return false }
      if dragged.dragMoved(to: GestureElement.point(column: event.column, row: event.row)) {
        setNeedsRender()
      }
      return true
    case .release(.right):
      guard let pressed = gesture(at: event, where: \.hasLongPress) else { return false }
      focusGesture(pressed)
      pressed.longPress()
      setNeedsRender()
      return true
    case .release(.left):
      if let dragged = gestureDrag {
        gestureDrag = nil
        dragged.dragMoved(to: GestureElement.point(column: event.column, row: event.row))
        if dragged.dragEnded() {
          mousePress = nil
          focusGesture(dragged)
          setNeedsRender()
          return true
        }
      }
      guard let pressed = mousePress else { return false }
      mousePress = nil
      let columns = event.column - pressed.column
      if abs(columns) >= 2, abs(columns) > 2 * abs(event.row - pressed.row),
        swipe(pressed: pressed.id, frame: pressed.frame, by: columns)
      {
        return true
      }
      guard
        let element = MouseRouting.element(
          at: event.column, event.row, in: accessibility, accepting: { takesClick($0) }),
        element.id == pressed.id, element.frame == pressed.frame
      else { return false }
      click(element, column: event.column - element.frame.x, row: event.row - element.frame.y)
      return true
    case .scrollUp, .scrollDown:
      let rows = (event.action == .scrollDown ? 1 : -1) * MouseRouting.rowsPerNotch
      let scrolled = MouseRouting.element(
        at: event.column, event.row, in: accessibility,
        accepting: { actions.indices.contains($0.id) && actions[$0.id].scroll != nil })
      guard let scrolled, let scroll = actions[scrolled.id].scroll else { return false }
      if scroll(rows) { setNeedsRender() }
      return true
    default:
      return false
    }
  }

  /// A drag across the element pressed: the nearest element with a swipe (a list row, under
  /// a button in it) takes it, its container taking focus as a click gives it. False when
  /// none does.
  private func swipe(pressed id: Int, frame: Rect, by columns: Int) -> Bool {
    guard accessibility.indices.contains(id), accessibility[id].frame == frame else {
      return false
    }
    let chain = MouseRouting.chain(from: accessibility[id], in: accessibility).filter {
      actions.indices.contains($0.id)
    }
    guard let swiped = chain.first(where: { self.actions[$0.id].swipe != nil }),
      let swipe = actions[swiped.id].swipe
    else { return false }
    if let node = chain.lazy.compactMap({ self.actions[$0.id].focusNode }).first(where: {
      self.isFocusTarget($0)
    }) {
      focus(node)
    }
    guard swipe(columns) else { return false }
    setNeedsRender()
    return true
  }

  /// The innermost view with gestures under the pointer whose gestures satisfy `accepts`.
  private func gesture(at event: MouseEvent, where accepts: (GestureElement) -> Bool)
    -> GestureElement?
  {
    MouseRouting.element(
      at: event.column, event.row, in: accessibility,
      accepting: { element in
        actions.indices.contains(element.id) && element.isEnabled
          && actions[element.id].gesture.map(accepts) == true
      }
    ).flatMap { actions[$0.id].gesture }
  }

  /// Gives focus to a view with gestures the mouse acted on.
  private func focusGesture(_ gesture: GestureElement) {
    if isFocusTarget(gesture.node) { focus(gesture.node) }
  }

  private func takesClick(_ element: AccessibilityElement) -> Bool {
    element.isEnabled && actions.indices.contains(element.id) && actions[element.id].takesClicks
  }

  /// A click on an element: the nearest control that takes focus (it, or a container such as
  /// the list a row is in) takes it, the rows it lies in become their lists' selection, and
  /// then the element does what a tap does (a button's action, a toggle flips), or what its
  /// own click does (a text field puts its cursor at the column).
  private func click(_ element: AccessibilityElement, column: Int, row: Int) {
    let chain = MouseRouting.chain(from: element, in: accessibility).filter {
      actions.indices.contains($0.id)
    }
    if let node = chain.lazy.compactMap({ self.actions[$0.id].focusNode }).first(where: {
      self.isFocusTarget($0)
    }) {
      focus(node)
    }
    for container in chain { actions[container.id].select?() }
    let own = actions[element.id]
    if let click = own.click {
      click(column, row)
    } else {
      own.activate?()
    }
    setNeedsRender()
  }
}
