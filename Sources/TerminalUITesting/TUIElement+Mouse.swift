import Foundation
internal import TerminalKit

extension TUIElement {
  /// Clicks the element with the mouse, at its centre: a left press and release, sent as
  /// the terminal sends them (SGR mouse reports, through the pseudo-terminal for a real
  /// program). The control under the pointer takes focus and is pressed: a button runs its
  /// action, a toggle flips, a list row is highlighted and activated, a text field takes the
  /// cursor where it was clicked. XCUITest's `click()` on macOS; ``tap()`` presses through
  /// the accessibility tree instead, as before.
  public func click(file: StaticString = #filePath, line: UInt = #line) {
    let outcome = app.runner.withFrame { frame, actions -> String? in
      guard let element = locator.resolve(in: frame) else {
        return "No matches found for \(self) in the current screen"
      }
      guard element.isHittable else { return "\(self) is not hittable (covered or off screen)" }
      guard frame.reportsMouse else { return Self.noMouse }
      let (column, row) = Self.centre(of: element.frame)
      actions.press([
        .mouse(MouseEvent(.press(.left), column: column, row: row)),
        .mouse(MouseEvent(.release(.left), column: column, row: row)),
      ])
      return nil
    }
    if let outcome { reportFailure("Failed to click: \(outcome)", file: file, line: line) }
  }

  /// Turns the mouse wheel over the element: `deltaY` rows toward the top (negative: toward
  /// the bottom), `deltaX` columns toward the left, each rounded up to whole notches of the
  /// wheel (a notch scrolls three rows). The list or scroll view under the pointer scrolls.
  /// XCUITest's `scroll(byDeltaX:deltaY:)` on macOS, whose deltas are points; here they are
  /// cells.
  public func scroll(
    byDeltaX deltaX: CGFloat, deltaY: CGFloat, file: StaticString = #filePath, line: UInt = #line
  ) {
    var notches: [MouseEvent.Action] = []
    let vertical = Self.notches(deltaY)
    notches += Array(repeating: deltaY > 0 ? .scrollUp : .scrollDown, count: vertical)
    let horizontal = Self.notches(deltaX)
    notches += Array(repeating: deltaX > 0 ? .scrollLeft : .scrollRight, count: horizontal)
    wheel(notches, action: "scroll", file: file, line: line)
  }

  /// Scrolls the content under the element up by about its height, as a swipe up does on
  /// iOS: what was below comes into view. Sent as turns of the mouse wheel. On a view with
  /// a drag gesture it drags the view up instead, to the top of the screen.
  public func swipeUp(file: StaticString = #filePath, line: UInt = #line) {
    if isDraggable {
      dragAcross(dx: 0, dy: -1, file: file, line: line)
    } else {
      swipe(.scrollDown, file: file, line: line)
    }
  }

  /// Scrolls the content under the element down by about its height, as a swipe down does
  /// on iOS: what was above comes into view. Sent as turns of the mouse wheel. On a view
  /// with a drag gesture it drags the view down instead, to the bottom of the screen.
  public func swipeDown(file: StaticString = #filePath, line: UInt = #line) {
    if isDraggable {
      dragAcross(dx: 0, dy: 1, file: file, line: line)
    } else {
      swipe(.scrollUp, file: file, line: line)
    }
  }

  /// Presses the element for `duration` seconds, as a long press: a right click on it (a
  /// terminal reports no button being held, so the duration is not measured), which
  /// performs a view's `onLongPressGesture` or `LongPressGesture`. Without the mouse, the
  /// element takes focus and gets `l`, the long press key.
  public func press(
    forDuration duration: TimeInterval, file: StaticString = #filePath, line: UInt = #line
  ) {
    let outcome = app.runner.withFrame { frame, actions -> String? in
      guard let element = locator.resolve(in: frame) else {
        return "No matches found for \(self) in the current screen"
      }
      guard element.isHittable else { return "\(self) is not hittable (covered or off screen)" }
      guard frame.reportsMouse else {
        actions.focus(element.id)
        actions.press(.character("l"))
        return nil
      }
      let (column, row) = Self.centre(of: element.frame)
      actions.press([
        .mouse(MouseEvent(.press(.right), column: column, row: row)),
        .mouse(MouseEvent(.release(.right), column: column, row: row)),
      ])
      return nil
    }
    if let outcome { reportFailure("Failed to press: \(outcome)", file: file, line: line) }
  }

  /// Whether the element is a view with a drag gesture.
  private var isDraggable: Bool {
    app.runner.withFrame { frame, _ in locator.resolve(in: frame)?.isDraggable ?? false }
  }

  /// Drags a view with a drag gesture from its centre to the edge of the screen toward
  /// `dx`, `dy`: a press, the pointer moving a cell at a time with the button held, and the
  /// release, as a terminal reports a drag.
  private func dragAcross(dx: Int, dy: Int, file: StaticString, line: UInt) {
    let outcome = app.runner.withFrame { frame, actions -> String? in
      guard let element = locator.resolve(in: frame) else {
        return "No matches found for \(self) in the current screen"
      }
      guard element.isHittable else { return "\(self) is not hittable (covered or off screen)" }
      guard frame.reportsMouse else { return Self.noMouse }
      let screen =
        frame.screen.width > 0
        ? Rect(x: 0, y: 0, width: frame.screen.width, height: frame.screen.height)
        : Self.bounds(of: frame.elements)
      var (column, row) = Self.centre(of: element.frame)
      var events: [Key] = [.mouse(MouseEvent(.press(.left), column: column, row: row))]
      while (dx < 0 && column > screen.x) || (dx > 0 && column < screen.maxX - 1)
        || (dy < 0 && row > screen.y) || (dy > 0 && row < screen.maxY - 1)
      {
        column += dx
        row += dy
        events.append(.mouse(MouseEvent(.drag(.left), column: column, row: row)))
      }
      events.append(.mouse(MouseEvent(.release(.left), column: column, row: row)))
      actions.press(events)
      return nil
    }
    if let outcome { reportFailure("Failed to swipe: \(outcome)", file: file, line: line) }
  }

  /// Drags across the element toward the left, as a swipe left does on iOS: a list row
  /// uncovers its trailing `swipeActions` (then `app.buttons["削除"].tap()`). Sent as a
  /// mouse press and a release a third of the element's width further left (a drag across
  /// half of it would be a full swipe).
  /// On a view with a drag gesture it drags the view to the left edge of the screen.
  public func swipeLeft(file: StaticString = #filePath, line: UInt = #line) {
    if isDraggable {
      dragAcross(dx: -1, dy: 0, file: file, line: line)
    } else {
      drag(toward: -1, file: file, line: line)
    }
  }

  /// Drags across the element toward the right: a list row uncovers its leading
  /// `swipeActions`, or covers its trailing ones again.
  /// On a view with a drag gesture it drags the view to the right edge of the screen.
  public func swipeRight(file: StaticString = #filePath, line: UInt = #line) {
    if isDraggable {
      dragAcross(dx: 1, dy: 0, file: file, line: line)
    } else {
      drag(toward: 1, file: file, line: line)
    }
  }

  private func drag(toward direction: Int, file: StaticString, line: UInt) {
    let outcome = app.runner.withFrame { frame, actions -> String? in
      guard let element = locator.resolve(in: frame) else {
        return "No matches found for \(self) in the current screen"
      }
      guard element.isHittable else { return "\(self) is not hittable (covered or off screen)" }
      guard frame.reportsMouse else { return Self.noMouse }
      let (centre, row) = Self.centre(of: element.frame)
      let distance = max(2, element.frame.width / 3)
      let start = min(
        element.frame.maxX - 1, max(element.frame.x, centre - direction * distance / 2))
      let end = start + direction * distance
      actions.press([
        .mouse(MouseEvent(.press(.left), column: start, row: row)),
        .mouse(MouseEvent(.release(.left), column: end, row: row)),
      ])
      return nil
    }
    if let outcome { reportFailure("Failed to swipe: \(outcome)", file: file, line: line) }
  }

  private func swipe(_ direction: MouseEvent.Action, file: StaticString, line: UInt) {
    let height = max(1, frameForMouse()?.height ?? 1)
    let count = max(1, height / 3)
    wheel(Array(repeating: direction, count: count), action: "swipe", file: file, line: line)
  }

  /// Sends wheel notches at the element's centre.
  private func wheel(
    _ notches: [MouseEvent.Action], action: String, file: StaticString, line: UInt
  ) {
    guard !notches.isEmpty else { return }
    let outcome = app.runner.withFrame { frame, actions -> String? in
      let area: Rect
      if case .application = locator {
        area = Self.bounds(of: frame.elements)
      } else {
        guard let element = locator.resolve(in: frame) else {
          return "No matches found for \(self) in the current screen"
        }
        guard element.isHittable else {
          return "\(self) is not hittable (covered or off screen)"
        }
        area = element.frame
      }
      guard frame.reportsMouse else { return Self.noMouse }
      let (column, row) = Self.centre(of: area)
      actions.press(notches.map { .mouse(MouseEvent($0, column: column, row: row)) })
      return nil
    }
    if let outcome { reportFailure("Failed to \(action): \(outcome)", file: file, line: line) }
  }

  /// The element's frame now, or the whole screen's for the application.
  private func frameForMouse() -> Rect? {
    app.runner.withFrame { frame, _ in
      if case .application = locator { return Self.bounds(of: frame.elements) }
      return locator.resolve(in: frame)?.frame
    }
  }

  static let noMouse =
    "the app does not take mouse reports (it turned SGR mouse mode off, or runs with"
    + " TERMINALUI_MOUSE=0)"

  /// Whole notches of the wheel for `delta` cells, three to a notch.
  private static func notches(_ delta: CGFloat) -> Int {
    guard delta.isFinite, delta != 0 else { return 0 }
    return Int(min(1000, (abs(delta) / 3).rounded(.up)))
  }

  /// The cell at the centre of a rectangle.
  private static func centre(of rect: Rect) -> (column: Int, row: Int) {
    (rect.x + max(0, rect.width - 1) / 2, rect.y + max(0, rect.height - 1) / 2)
  }

  /// The smallest rectangle holding every element.
  private static func bounds(of elements: [AccessibilityElement]) -> Rect {
    guard let first = elements.first?.frame else { return Rect(x: 0, y: 0, width: 1, height: 1) }
    var left = first.x
    var top = first.y
    var right = first.maxX
    var bottom = first.maxY
    for element in elements.dropFirst() {
      left = min(left, element.frame.x)
      top = min(top, element.frame.y)
      right = max(right, element.frame.maxX)
      bottom = max(bottom, element.frame.maxY)
    }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }
}
