import Foundation
import TerminalKit

extension View {
  /// Moves where the view's `guide` is, for the stack, overlay or `ZStack` that aligns it by
  /// that guide: SwiftUI's `alignmentGuide(_:computeValue:)`.
  ///
  /// `.overlay(alignment: .topTrailing) { badge.alignmentGuide(.trailing) { $0[.leading] } }`
  /// puts the badge's leading edge, instead of its trailing one, on the trailing edge. In a
  /// stack aligned by `guide`, the children's guides line up, the stack widening to hold
  /// them: `VStack(alignment: .leading) { Text("a"); Text("b").alignmentGuide(.leading) {
  /// $0[.leading] - 16 } }` indents the second by two columns. Values are points, moved to the
  /// nearest cell.
  public func alignmentGuide(
    _ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    ElementModifierView(content: self) { child, _ in
      AlignmentGuideElement(child: child, horizontal: (guide, computeValue), vertical: nil)
    }
  }

  /// Moves where the view's vertical `guide` is; see `alignmentGuide(_:computeValue:)`.
  public func alignmentGuide(
    _ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    ElementModifierView(content: self) { child, _ in
      AlignmentGuideElement(child: child, horizontal: nil, vertical: (guide, computeValue))
    }
  }
}

/// An element with an alignment guide of its own.
final class AlignmentGuideElement: WrapperElement {
  let horizontal: (HorizontalAlignment, (ViewDimensions) -> CGFloat)?
  let vertical: (VerticalAlignment, (ViewDimensions) -> CGFloat)?

  init(
    child: Element, horizontal: (HorizontalAlignment, (ViewDimensions) -> CGFloat)?,
    vertical: (VerticalAlignment, (ViewDimensions) -> CGFloat)?
  ) {
    self.horizontal = horizontal
    self.vertical = vertical
    super.init(child: child)
  }

  override var hasAlignmentGuides: Bool { true }

  override func setsGuides(of alignment: Alignment) -> (x: Bool, y: Bool) {
    let inner = child.setsGuides(of: alignment)
    return (
      inner.x || horizontal?.0 == alignment.horizontal,
      inner.y || vertical?.0 == alignment.vertical
    )
  }

  override func alignmentShift(_ alignment: Alignment, size: Size) -> (x: Int, y: Int) {
    var shift = child.alignmentShift(alignment, size: size)
    let dimensions = ViewDimensions(
      width: CGFloat(size.width) * Points.perColumn, height: CGFloat(size.height) * Points.perRow)
    if let (guide, compute) = horizontal, guide == alignment.horizontal {
      shift.x = Points.nearest(dimensions[guide] - compute(dimensions), per: Points.perColumn)
    }
    if let (guide, compute) = vertical, guide == alignment.vertical {
      shift.y = Points.nearest(dimensions[guide] - compute(dimensions), per: Points.perRow)
    }
    return shift
  }
}
