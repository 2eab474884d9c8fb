import Foundation

/// A view's size and where its alignment guides fall, in points: SwiftUI's
/// `ViewDimensions`, what a layout's `dimensions(in:)` and an `alignmentGuide` closure are
/// given.
///
/// Each guide is where its alignment puts it (leading 0, center half the width, trailing the
/// width; a guide of your own where its `defaultValue(in:)` says); a guide a view moved with
/// `alignmentGuide` is applied by the stack, overlay or `ZStack` aligning it, not reported
/// here.
public struct ViewDimensions: Hashable, Sendable {
  public let width: CGFloat
  public let height: CGFloat

  init(size: CGSize) {
    width = size.width
    height = size.height
  }

  init(width: CGFloat, height: CGFloat) {
    self.width = width
    self.height = height
  }

  /// Where the horizontal guide falls, from the view's leading edge.
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    guide.custom.map { $0.value(in: self) } ?? width * CGFloat(guide.fraction) / 2
  }

  /// Where the vertical guide falls, from the view's top edge.
  public subscript(guide: VerticalAlignment) -> CGFloat {
    guide.custom.map { $0.value(in: self) } ?? height * CGFloat(guide.fraction) / 2
  }

  /// An explicit value for the guide: a terminal view sets none, so always nil.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }

  /// An explicit value for the guide: a terminal view sets none, so always nil.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}
