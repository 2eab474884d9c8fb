import Foundation
import TerminalKit

/// A horizontal and a vertical alignment.
public struct Alignment: Hashable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// Where `element`, of size `child`, goes in `rect`: placed by this alignment, then moved
  /// as its alignment guides ask.
  @MainActor
  func place(_ element: Element, _ child: Size, in rect: Rect) -> Rect {
    var placed = place(child, in: rect)
    let shift = element.alignmentShift(self, size: Size(width: placed.width, height: placed.height))
    placed.x += shift.x
    placed.y += shift.y
    return placed
  }

  func place(_ child: Size, in rect: Rect) -> Rect {
    let width = min(child.width, rect.width)
    let height = min(child.height, rect.height)
    return Rect(
      x: rect.x + horizontal.offset(child: width, in: rect.width),
      y: rect.y + vertical.offset(child: height, in: rect.height), width: width, height: height)
  }
}
