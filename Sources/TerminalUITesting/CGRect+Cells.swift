import Foundation
internal import TerminalKit

extension CGRect {
  /// A rectangle of cells as XCUITest hands out frames: origin x the column, y the row, width
  /// and height in cells.
  init(cells rect: Rect) {
    self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
  }
}
