/// The views a layout arranges, in the order the view builder gives them (the views of a
/// `ForEach` or an `if` each one subview): SwiftUI's `LayoutSubviews`.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
  public typealias Element = LayoutSubview
  public typealias Index = Int
  public typealias SubSequence = LayoutSubviews

  private let all: [LayoutSubview]
  public let startIndex: Int
  public let endIndex: Int

  init(_ all: [LayoutSubview]) {
    self.all = all
    startIndex = 0
    endIndex = all.count
  }

  private init(all: [LayoutSubview], bounds: Range<Int>) {
    self.all = all
    startIndex = bounds.lowerBound
    endIndex = bounds.upperBound
  }

  /// The direction the subviews run in: left to right in a terminal.
  public var layoutDirection: LayoutDirection { .leftToRight }

  public subscript(index: Int) -> LayoutSubview { all[index] }

  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    LayoutSubviews(all: all, bounds: bounds)
  }

  public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
    lhs.elementsEqual(rhs)
  }
}
