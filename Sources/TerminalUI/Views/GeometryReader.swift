import Foundation
import TerminalKit

/// A view that takes all the space offered and builds its content from that space's size:
/// SwiftUI's `GeometryReader`. The content sits at the top leading corner, as in SwiftUI.
///
/// Sizes are in points, at the scale TerminalUI lays out by — 8 points a column, 16 a row —
/// so `.frame(width: proxy.size.width / 2)` is half the columns, as on an iPhone it is half
/// the width.
///
/// ```swift
/// GeometryReader { proxy in
///   Text("幅 \(Int(proxy.size.width / 8)) 桁")
/// }
/// ```
public struct GeometryReader<Content: View>: View, PrimitiveView {
  let content: (GeometryProxy) -> Content

  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let content = self.content
    output.append(
      GeometryElement { frame in context.resolveSingle(content(GeometryProxy(frame: frame))) })
  }
}

/// The size and place of a ``GeometryReader``'s space: SwiftUI's `GeometryProxy`.
public struct GeometryProxy: Sendable {
  /// The space in cells, on the screen.
  let cells: Rect

  init(frame: Rect) { cells = frame }

  /// The size offered, in points (8 a column, 16 a row).
  public var size: CGSize {
    CGSize(
      width: CGFloat(cells.width) * Points.perColumn, height: CGFloat(cells.height) * Points.perRow)
  }

  /// A terminal has no safe area: all zero.
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The space's frame in points: at the origin in `.local`, where it is on the screen in
  /// `.global` (and in a named space, which a terminal takes as the screen).
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    let origin: CGPoint =
      switch coordinateSpace {
      case .local: .zero
      case .global, .named:
        CGPoint(
          x: CGFloat(cells.x) * Points.perColumn, y: CGFloat(cells.y) * Points.perRow)
      }
    return CGRect(origin: origin, size: size)
  }
}

/// Where a frame is measured from: SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
  case global, local
  case named(AnyHashable)
}

extension View {
  /// Names a coordinate space: accepted; a terminal measures named spaces from the screen.
  public func coordinateSpace<N: Hashable>(name: N) -> some View { self }
}

/// A geometry reader as laid out: it takes the space offered and makes its content for it
/// when drawn.
final class GeometryElement: Element {
  private let make: @MainActor (Rect) -> Element
  private var made: (frame: Rect, element: Element)?

  init(make: @escaping @MainActor (Rect) -> Element) {
    self.make = make
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    // SwiftUI's ideal size for a reader is 10 points each way: one cell.
    Size(width: proposal.width ?? 1, height: proposal.height ?? 1)
  }

  private func content(for frame: Rect) -> Element {
    if let made, made.frame == frame { return made.element }
    let element = make(frame)
    made = (frame, element)
    return element
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    let child = content(for: rect)
    let size = child.size(for: Proposal(width: rect.width, height: rect.height))
    child.render(
      in: Rect(
        x: rect.x, y: rect.y, width: min(size.width, rect.width),
        height: min(size.height, rect.height)), renderer)
  }
}
