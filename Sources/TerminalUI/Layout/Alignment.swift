import Foundation
import TerminalKit

/// Where a child sits horizontally in a wider space.
public struct HorizontalAlignment: Hashable, Sendable {
  let fraction: Int  // 0 leading, 1 center, 2 trailing

  public static let leading = HorizontalAlignment(fraction: 0)
  public static let center = HorizontalAlignment(fraction: 1)
  public static let trailing = HorizontalAlignment(fraction: 2)

  func offset(child: Int, in space: Int) -> Int { max(0, space - child) * fraction / 2 }
}

/// Where a child sits vertically in a taller space.
public struct VerticalAlignment: Hashable, Sendable {
  let fraction: Int  // 0 top, 1 center, 2 bottom

  public static let top = VerticalAlignment(fraction: 0)
  public static let center = VerticalAlignment(fraction: 1)
  public static let bottom = VerticalAlignment(fraction: 2)
  /// Text baselines are the rows themselves in a terminal: the same as top.
  public static let firstTextBaseline = VerticalAlignment(fraction: 0)
  public static let lastTextBaseline = VerticalAlignment(fraction: 2)

  func offset(child: Int, in space: Int) -> Int { max(0, space - child) * fraction / 2 }
}

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

  func place(_ child: Size, in rect: Rect) -> Rect {
    let width = min(child.width, rect.width)
    let height = min(child.height, rect.height)
    return Rect(
      x: rect.x + horizontal.offset(child: width, in: rect.width),
      y: rect.y + vertical.offset(child: height, in: rect.height), width: width, height: height)
  }
}

/// The edges of a rectangle, for `padding(_:_:)` and `border`.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
  case top, leading, bottom, trailing

  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

/// Insets in points, as SwiftUI has them; converted to cells when laid out.
public struct EdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}
