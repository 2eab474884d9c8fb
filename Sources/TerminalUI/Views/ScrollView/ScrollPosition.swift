import Foundation

/// Where a scroll view is asked to be: an edge, a point, or a view by its id. SwiftUI's
/// `ScrollPosition` (iOS 18), given to `scrollPosition(_:anchor:)`. Each `scrollTo` asks for a
/// scroll, even to where it was asked before; the scroll view goes there on the next frame.
/// Scrolling by hand does not write back here (`isPositionedByUser` stays false).
public struct ScrollPosition: Equatable {
  enum Target: Equatable {
    case none
    case edge(Edge)
    case point(CGPoint)
    case view(AnyHashable, UnitPoint?)
  }

  var target: Target
  /// How many scrolls were asked for: a request the same as the last still scrolls.
  var requests = 0

  /// A position that asks for nothing yet; `idType` is the type of the ids it will name.
  public init<ID: Hashable>(idType: ID.Type = Never.self) { target = .none }

  /// A position at the view with `id`.
  public init<ID: Hashable>(id: ID, anchor: UnitPoint? = nil) {
    target = .view(AnyHashable(id), anchor)
  }

  /// A position at an edge.
  public init(edge: Edge) { target = .edge(edge) }

  /// A position at a point of the content.
  public init(point: CGPoint) { target = .point(point) }

  /// A position at `x`, `y` of the content.
  public init(x: CGFloat, y: CGFloat) { target = .point(CGPoint(x: x, y: y)) }

  /// A position `x` points across the content.
  public init(x: CGFloat) { target = .point(CGPoint(x: x, y: 0)) }

  /// A position `y` points down the content.
  public init(y: CGFloat) { target = .point(CGPoint(x: 0, y: y)) }

  public mutating func scrollTo<ID: Hashable>(id: ID, anchor: UnitPoint? = nil) {
    ask(.view(AnyHashable(id), anchor))
  }
  public mutating func scrollTo(edge: Edge) { ask(.edge(edge)) }
  public mutating func scrollTo(point: CGPoint) { ask(.point(point)) }
  public mutating func scrollTo(x: CGFloat) { ask(.point(CGPoint(x: x, y: 0))) }
  public mutating func scrollTo(y: CGFloat) { ask(.point(CGPoint(x: 0, y: y))) }
  public mutating func scrollTo(x: CGFloat, y: CGFloat) { ask(.point(CGPoint(x: x, y: y))) }

  private mutating func ask(_ wanted: Target) {
    target = wanted
    requests += 1
  }

  /// The edge asked for, if an edge was.
  public var edge: Edge? {
    if case .edge(let edge) = target { return edge }
    return nil
  }

  /// The point asked for, if a point was.
  public var point: CGPoint? {
    if case .point(let point) = target { return point }
    return nil
  }

  /// The id of the view asked for, if a view was.
  public var viewID: AnyHashable? {
    if case .view(let id, _) = target { return id }
    return nil
  }

  /// The id of the view asked for, as `type`.
  public func viewID<T: Hashable>(type: T.Type) -> T? { viewID?.base as? T }

  /// Whether the person scrolled since: never written back here, so false.
  public var isPositionedByUser: Bool { false }
}

extension View {
  /// Scrolls the scroll view inside to where `position` asks, each time it asks: an edge
  /// (the top or the end), a point of the content in points, or a view with an `.id(_:)` (or a
  /// list row by its element's id) placed at `anchor`.
  public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil)
    -> some View
  {
    ScrollPositionRequestView(content: self, position: position.wrappedValue, anchor: anchor)
  }
}

/// Scrolls its content where a `ScrollPosition` asks, when the request changes.
struct ScrollPositionRequestView<Content: View>: View, PrimitiveView {
  let content: Content
  let position: ScrollPosition
  let anchor: UnitPoint?

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let anchor = anchor
    let request = position.target == .none ? nil : position
    context.resolveScrolling(content, request: request, into: &output) { targets, position in
      switch position.target {
      case .none: break
      case .edge(let edge): targets.scroll(toEdge: edge)
      case .point(let point): targets.scroll(toPoints: point)
      case .view(let id, let viewAnchor): targets.scroll(to: id, anchor: viewAnchor ?? anchor)
      }
    }
  }
}
