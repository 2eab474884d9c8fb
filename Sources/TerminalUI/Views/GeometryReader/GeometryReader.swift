import Foundation
import TerminalKit

/// A view that takes all the space offered and builds its content from that space's size:
/// SwiftUI's `GeometryReader`. The content sits at the top leading corner, as in SwiftUI.
///
/// The content is made when the reader is laid out, for the size offered, before the frame
/// is drawn, so alerts and sheets it presents show and its controls are focused and found by
/// UI tests as anywhere else. `frame(in: .global)` gives where the reader was last drawn;
/// when it moves, the frame is drawn again with the new place.
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
      GeometryElement(graph: context.graph, state: context.node.state { GeometryState() }) {
        frame in context.resolveSingle(content(GeometryProxy(frame: frame)))
      })
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

  /// The bounds of a coordinate space in this view's own coordinates (iOS 17): a named space,
  /// `.scrollView` among them, is the screen here, so the screen as seen from this view;
  /// `.local` is this view's own bounds.
  @MainActor public func bounds(of coordinateSpace: CoordinateSpace) -> CGRect? {
    switch coordinateSpace {
    case .local: return CGRect(origin: .zero, size: size)
    case .global, .named:
      let origin = frame(in: .global).origin
      return CGRect(origin: CGPoint(x: -origin.x, y: -origin.y), size: UIScreen.main.bounds.size)
    }
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

/// Where a geometry reader was last drawn; lives in its node.
final class GeometryState {
  var origin = (x: 0, y: 0)
}

/// A geometry reader as laid out: it takes the space offered and makes its content for it,
/// when offered a size (at the place it was last drawn), or when drawn somewhere else.
final class GeometryElement: Element {
  private let make: @MainActor (Rect) -> Element
  private let graph: ViewGraph
  private let state: GeometryState
  private var made: (frame: Rect, element: Element, presented: ViewGraph.Presented)?

  init(graph: ViewGraph, state: GeometryState, make: @escaping @MainActor (Rect) -> Element) {
    self.graph = graph
    self.state = state
    self.make = make
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    if let width = proposal.width, let height = proposal.height {
      _ = content(
        for: Rect(x: state.origin.x, y: state.origin.y, width: width, height: height))
    }
    // SwiftUI's ideal size for a reader is 10 points each way: one cell.
    return Size(width: proposal.width ?? 1, height: proposal.height ?? 1)
  }

  /// The content for `frame`, made anew when the frame differs from the last one's; what the
  /// last one presented is withdrawn, so a reader offered several sizes presents once.
  private func content(for frame: Rect) -> Element {
    if let made, made.frame == frame { return made.element }
    if let made { graph.withdraw(made.presented) }
    let marks = graph.presentationMarks
    let element = make(frame)
    made = (frame, element, graph.presented(since: marks))
    return element
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    if state.origin != (rect.x, rect.y) {
      // Laid out for where it was last drawn: once drawn, the next frame makes it for this
      // place.
      let state = state
      let invalidator = graph.invalidator
      renderer.record {
        state.origin = (rect.x, rect.y)
        invalidator.invalidate()
      }
    }
    let child = content(for: rect)
    let size = child.size(for: Proposal(width: rect.width, height: rect.height))
    child.render(
      in: Rect(
        x: rect.x, y: rect.y, width: min(size.width, rect.width),
        height: min(size.height, rect.height)), renderer)
  }
}

extension ViewGraph {
  /// What a part of a frame presented: its alerts (by their state), sheets (by their
  /// element) and navigation stacks.
  struct Presented {
    var alerts: [ObjectIdentifier] = []
    var sheets: [ObjectIdentifier] = []
    var stacks: [ObjectIdentifier] = []
  }

  /// What was presented after `marks`.
  func presented(since marks: (alerts: Int, sheets: Int, stacks: Int)) -> Presented {
    Presented(
      alerts: alerts.dropFirst(marks.alerts).map { ObjectIdentifier($0.state) },
      sheets: sheets.dropFirst(marks.sheets).map { ObjectIdentifier($0.element) },
      stacks: navigationStacks.dropFirst(marks.stacks).map { ObjectIdentifier($0) })
  }

  /// Forgets presentations made for a layout that was not kept.
  func withdraw(_ presented: Presented) {
    guard !presented.alerts.isEmpty || !presented.sheets.isEmpty || !presented.stacks.isEmpty
    else { return }
    alerts.removeAll { presented.alerts.contains(ObjectIdentifier($0.state)) }
    sheets.removeAll { presented.sheets.contains(ObjectIdentifier($0.element)) }
    navigationStacks.removeAll { presented.stacks.contains(ObjectIdentifier($0)) }
  }
}
