import Foundation
import TerminalKit

extension View {
  /// A frame as large as the nearest container on `axes`: the scroll view the view is in
  /// (its visible part), or else the window. SwiftUI's `containerRelativeFrame(_:alignment:)`.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center)
    -> some View
  {
    containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
  }

  /// A frame that is `span` of `count` equal columns (or rows) of the nearest container, with
  /// `spacing` points between them: `containerRelativeFrame(.horizontal, count: 3, spacing: 8)`
  /// makes a third of a scroll view's width less the gaps.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    containerRelativeFrame(axes, alignment: alignment) { length, _ in
      let count = CGFloat(max(1, count))
      let span = CGFloat(max(1, span))
      let column = (length - spacing * (count - 1)) / count
      return max(0, column * span + spacing * (span - 1))
    }
  }

  /// A frame whose length on `axes` is what `length` makes of the nearest container's length
  /// there, in points (8 a column, 16 a row).
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center,
    _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    ElementModifierView(content: self) { child, _ in
      ContainerRelativeFrameElement(child: child, axes: axes, alignment: alignment, length: length)
    }
  }
}

/// The containers views size themselves against: the scroll views being laid out, innermost
/// last. Outside any, the window.
@MainActor
enum LayoutContainer {
  private static var sizes: [Size] = []

  /// The innermost container's size in cells.
  static var current: Size { sizes.last ?? ScreenSize.current }

  /// Runs `body` with `size` as the innermost container.
  static func within<T>(_ size: Size, _ body: () -> T) -> T {
    sizes.append(size)
    defer { sizes.removeLast() }
    return body()
  }
}

/// Sizes its child from the nearest container's size, on the axes asked for.
final class ContainerRelativeFrameElement: WrapperElement {
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat

  init(
    child: Element, axes: Axis.Set, alignment: Alignment,
    length: @escaping (CGFloat, Axis) -> CGFloat
  ) {
    self.axes = axes
    self.alignment = alignment
    self.length = length
    super.init(child: child)
  }

  override var isSpacer: Bool { false }

  /// The frame's length in cells on each axis it sets.
  private func lengths() -> (width: Int?, height: Int?) {
    let container = LayoutContainer.current
    var width: Int?
    var height: Int?
    if axes.contains(.horizontal) {
      width = Points.columns(length(CGFloat(container.width) * Points.perColumn, .horizontal))
    }
    if axes.contains(.vertical) {
      height = Points.rows(length(CGFloat(container.height) * Points.perRow, .vertical))
    }
    return (width, height)
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    let (width, height) = lengths()
    let size = child.size(
      for: Proposal(width: width ?? proposal.width, height: height ?? proposal.height))
    return Size(width: width ?? size.width, height: height ?? size.height)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    let size = child.size(for: Proposal(width: rect.width, height: rect.height))
    renderer.clipped(to: rect) {
      child.render(in: alignment.place(size, in: rect), renderer)
    }
  }
}
