import TerminalKit

/// Where the mouse acts in a frame: the element under the pointer, found from the frames
/// the last layout gave the accessibility elements.
///
/// Elements come parents first and in drawing order, so the last one under the pointer is
/// the innermost and the one drawn on top (an alert over the screen). Elements that cannot
/// be hit (under an alert or a sheet, scrolled out of view) are passed over.
@MainActor
enum MouseRouting {
  /// How far one notch of the wheel scrolls, in rows.
  static let rowsPerNotch = 3

  /// The innermost element at a cell that can be hit and satisfies `accepts`.
  static func element(
    at column: Int, _ row: Int, in elements: [AccessibilityElement],
    accepting accepts: (AccessibilityElement) -> Bool
  ) -> AccessibilityElement? {
    elements.last { element in
      element.isHittable && element.frame.contains(column: column, row: row) && accepts(element)
    }
  }

  /// The element and its containers, innermost first.
  static func chain(from element: AccessibilityElement, in elements: [AccessibilityElement])
    -> [AccessibilityElement]
  {
    var chain = [element]
    var parent = element.parent
    while let id = parent, elements.indices.contains(id), chain.count <= elements.count {
      chain.append(elements[id])
      parent = elements[id].parent
    }
    return chain
  }
}

extension ViewHost {
  /// Handles a mouse report: a press and a release on the same element click it, a release
  /// a few columns to the side swipes across it, the wheel scrolls the list or scroll view
  /// under the pointer. True when it did something.
  func handleMouse(_ event: MouseEvent) -> Bool {
    switch event.action {
    case .press(.left):
      mousePress = MouseRouting.element(
        at: event.column, event.row, in: accessibility, accepting: { takesClick($0) }
      ).map { ($0.id, $0.frame, event.column, event.row) }
      return mousePress != nil
    case .release(.left):
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
