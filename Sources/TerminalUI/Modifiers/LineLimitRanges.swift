import TerminalKit

extension View {
  /// Lets text inside take between the range's bounds of lines: at most its upper bound
  /// (the rest cut with …), and the view at least its lower bound of rows tall, blank below
  /// a shorter text.
  ///
  /// ```swift
  /// Text(note.body).lineLimit(2...4)
  /// ```
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    lines(minimum: limit.lowerBound, maximum: limit.upperBound)
  }

  /// At least `limit.lowerBound` lines, and as many more as the text needs.
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    lines(minimum: limit.lowerBound, maximum: nil)
  }

  /// At most `limit.upperBound` lines.
  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
    lines(minimum: 0, maximum: limit.upperBound)
  }

  /// At most `limit` lines; with `reservesSpace` the view is that many rows tall even when
  /// its text is shorter.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    lines(minimum: reservesSpace ? limit : 0, maximum: limit)
  }

  private func lines(minimum: Int, maximum: Int?) -> some View {
    ElementModifierView(content: self.lineLimit(maximum)) { child, _ in
      minimum > 1 ? MinimumRowsElement(child: child, rows: minimum) : child
    }
  }
}

/// Content at least a number of rows tall, drawn at the top of them.
final class MinimumRowsElement: WrapperElement {
  let rows: Int

  init(child: Element, rows: Int) {
    self.rows = min(rows, 1000)
    super.init(child: child)
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    let size = child.size(for: proposal)
    return Size(width: size.width, height: max(size.height, rows))
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    let height = min(rect.height, child.size(for: Proposal(width: rect.width, height: nil)).height)
    child.render(in: Rect(x: rect.x, y: rect.y, width: rect.width, height: height), renderer)
  }
}
