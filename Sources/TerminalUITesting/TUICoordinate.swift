import Foundation
internal import TerminalKit

/// A distance on the screen, as Core Graphics has it (Foundation on Linux has none); here in
/// cells, as frames are: `dx` columns, `dy` rows.
public struct CGVector: Hashable, Sendable {
  public var dx: CGFloat
  public var dy: CGFloat

  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

  public static let zero = CGVector(dx: 0, dy: 0)
}

/// A place on the screen, given relative to an element: XCUITest's `XCUICoordinate`. Made
/// with ``TUIElement/coordinate(withNormalizedOffset:)`` and moved with
/// ``withOffset(_:)``, it is worked out again against the current frame each time it is
/// used, and its gestures are sent as the terminal sends mouse reports — so a test can
/// click at a column inside a field, or press on one control and let go over another.
///
/// ```swift
/// let field = app.textFields["name"]
/// field.coordinate(withNormalizedOffset: .zero).withOffset(CGVector(dx: 4, dy: 0)).tap()
/// ```
public struct TUICoordinate: Sendable, CustomStringConvertible {
  /// The element the place is given relative to.
  public let referencedElement: TUIElement
  /// Where in the element: (0, 0) its top-left cell, (1, 1) just past its bottom-right.
  let normalizedOffset: CGVector
  /// Cells added after that.
  let offset: CGVector

  init(element: TUIElement, normalizedOffset: CGVector, offset: CGVector = .zero) {
    referencedElement = element
    self.normalizedOffset = normalizedOffset
    self.offset = offset
  }

  /// The same place moved by `vector` cells.
  public func withOffset(_ vector: CGVector) -> TUICoordinate {
    TUICoordinate(
      element: referencedElement, normalizedOffset: normalizedOffset,
      offset: CGVector(dx: offset.dx + vector.dx, dy: offset.dy + vector.dy))
  }

  /// The place on the screen now, in cells: x the column, y the row. Zero when the element
  /// is not on the screen.
  public var screenPoint: CGPoint {
    let cell = referencedElement.app.runner.withFrame { frame, _ in
      self.cell(in: frame).map { CGPoint(x: $0.column, y: $0.row) }
    }
    return cell ?? .zero
  }

  public var description: String {
    "coordinate of \(referencedElement) at (\(normalizedOffset.dx), \(normalizedOffset.dy))"
      + " + (\(offset.dx), \(offset.dy))"
  }

  /// The cell this place is in, for the frame the app shows; nil when the element is not in
  /// it.
  private func cell(in frame: Frame) -> (column: Int, row: Int)? {
    let area: Rect
    if case .application = referencedElement.locator {
      area =
        frame.screen.width > 0
        ? Rect(x: 0, y: 0, width: frame.screen.width, height: frame.screen.height)
        : Rect(x: 0, y: 0, width: 1, height: 1)
    } else {
      guard let element = referencedElement.locator.resolve(in: frame) else { return nil }
      area = element.frame
    }
    let x = CGFloat(area.x) + CGFloat(area.width) * normalizedOffset.dx + offset.dx
    let y = CGFloat(area.y) + CGFloat(area.height) * normalizedOffset.dy + offset.dy
    guard x.isFinite, y.isFinite, abs(x) < 1e6, abs(y) < 1e6 else { return nil }
    return (Int(x.rounded(.down)), Int(y.rounded(.down)))
  }

  // MARK: Gestures

  /// Taps the place: a left press and release there. Whatever is drawn there takes it, as
  /// a finger's tap on iOS would.
  public func tap(file: StaticString = #filePath, line: UInt = #line) {
    send("tap", file: file, line: line) { column, row in
      [
        .mouse(MouseEvent(.press(.left), column: column, row: row)),
        .mouse(MouseEvent(.release(.left), column: column, row: row)),
      ]
    }
  }

  /// Clicks the place, as ``tap(file:line:)`` does: XCUITest's `click()` on macOS.
  public func click(file: StaticString = #filePath, line: UInt = #line) {
    tap(file: file, line: line)
  }

  /// Taps the place twice.
  public func doubleTap(file: StaticString = #filePath, line: UInt = #line) {
    send("double-tap", file: file, line: line) { column, row in
      Array(
        repeating: [
          Key.mouse(MouseEvent(.press(.left), column: column, row: row)),
          .mouse(MouseEvent(.release(.left), column: column, row: row)),
        ], count: 2
      ).flatMap { $0 }
    }
  }

  /// Presses the place for `duration` seconds, a long press: a right click there (a
  /// terminal reports no button being held, so the duration is not measured).
  public func press(
    forDuration duration: TimeInterval, file: StaticString = #filePath, line: UInt = #line
  ) {
    send("press", file: file, line: line) { column, row in
      [
        .mouse(MouseEvent(.press(.right), column: column, row: row)),
        .mouse(MouseEvent(.release(.right), column: column, row: row)),
      ]
    }
  }

  /// Presses here and drags to `other`, letting go there: a left press, the pointer moving
  /// a cell at a time with the button held, and the release, as a terminal reports a drag.
  /// (`duration`, the time held before moving, is not measured: a terminal does not report
  /// it.)
  public func press(
    forDuration duration: TimeInterval, thenDragTo other: TUICoordinate,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let outcome = referencedElement.app.runner.withFrame { frame, actions -> String? in
      guard frame.reportsMouse else { return TUIElement.noMouse }
      guard let start = cell(in: frame) else { return "\(referencedElement) is not on screen" }
      guard let end = other.cell(in: frame) else {
        return "\(other.referencedElement) is not on screen"
      }
      var (column, row) = start
      var events: [Key] = [.mouse(MouseEvent(.press(.left), column: column, row: row))]
      while (column, row) != end {
        column += (end.column - column).signum()
        row += (end.row - row).signum()
        events.append(.mouse(MouseEvent(.drag(.left), column: column, row: row)))
      }
      events.append(.mouse(MouseEvent(.release(.left), column: column, row: row)))
      actions.press(events)
      return nil
    }
    if let outcome {
      reportFailure("Failed to drag: \(outcome)", file: file, line: line)
    }
  }

  /// Sends the mouse reports `events` makes for this place's cell.
  private func send(
    _ gesture: String, file: StaticString, line: UInt,
    _ events: (Int, Int) -> [Key]
  ) {
    let outcome = referencedElement.app.runner.withFrame { frame, actions -> String? in
      guard frame.reportsMouse else { return TUIElement.noMouse }
      guard let (column, row) = cell(in: frame) else {
        return "\(referencedElement) is not on screen"
      }
      actions.press(events(column, row))
      return nil
    }
    if let outcome {
      reportFailure("Failed to \(gesture): \(outcome)", file: file, line: line)
    }
  }
}

extension TUIElement {
  /// A place relative to the element: `(0, 0)` its top-left cell, `(0.5, 0.5)` its centre,
  /// `(1, 1)` just past its bottom-right corner. XCUITest's
  /// `coordinate(withNormalizedOffset:)`.
  public func coordinate(withNormalizedOffset normalizedOffset: CGVector) -> TUICoordinate {
    TUICoordinate(element: self, normalizedOffset: normalizedOffset)
  }
}
