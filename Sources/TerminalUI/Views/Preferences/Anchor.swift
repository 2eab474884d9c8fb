import Foundation
import TerminalKit

/// A geometric value of a view — a point or a rectangle in it — that an ancestor's
/// `GeometryProxy` reads in its own space: SwiftUI's `Anchor`.
///
/// A view sets one with `anchorPreference(key:value:transform:)`; a `GeometryReader` above
/// turns it into its own coordinates with `proxy[anchor]`. Here a view's bounds are its cells
/// in points (8 a column, 16 a row), so `.topTrailing` of a view three columns wide at the
/// screen's corner is 24 points from the reader's leading edge when the reader is there too.
///
/// ```swift
/// Text("Inbox")
///   .anchorPreference(key: BadgeKey.self, value: .topTrailing) { [$0] }
/// ```
public struct Anchor<Value> {
  /// The value in screen points.
  let value: Value
  /// Moves a value by a distance in points (to put it in another space).
  let move: @Sendable (Value, CGSize) -> Value

  /// The value measured from `origin`, a place on the screen in points.
  func value(from origin: CGPoint) -> Value {
    move(value, CGSize(width: -origin.x, height: -origin.y))
  }

  /// Where an anchor's value comes from in the view that sets it: SwiftUI's
  /// `Anchor.Source`, one of the static members (`.bounds`, `.topTrailing`, `.point(_:)`…).
  public struct Source {
    /// The value in the view whose bounds are given, in screen points.
    let make: @Sendable (CGRect) -> Value
    let move: @Sendable (Value, CGSize) -> Value

    /// The anchor of a view drawn in `bounds` (screen points).
    func anchor(in bounds: CGRect) -> Anchor<Value> {
      Anchor(value: make(bounds), move: move)
    }
  }
}

extension Anchor: Sendable where Value: Sendable {}
extension Anchor.Source: Sendable where Value: Sendable {}

extension Anchor: Equatable where Value: Equatable {
  public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.value == rhs.value }
}

extension Anchor: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension Anchor.Source where Value == CGRect {
  /// The view's own frame.
  public static var bounds: Anchor<CGRect>.Source { rect(.zero, whole: true) }

  /// A rectangle in the view, in its own points.
  public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
    Self.rect(rect, whole: false)
  }

  private static func rect(_ rect: CGRect, whole: Bool) -> Anchor<CGRect>.Source {
    Anchor<CGRect>.Source(
      make: { bounds in
        whole ? bounds : rect.offsetBy(dx: bounds.minX, dy: bounds.minY)
      },
      move: { rect, distance in rect.offsetBy(dx: distance.width, dy: distance.height) })
  }
}

extension Anchor.Source where Value == CGPoint {
  /// A point in the view, in its own points.
  public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source(
      make: { bounds in CGPoint(x: bounds.minX + point.x, y: bounds.minY + point.y) },
      move: movePoint)
  }

  /// A point of the view at a fraction of its size: `.unitPoint(.center)`.
  public static func unitPoint(_ unitPoint: UnitPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source(
      make: { bounds in
        CGPoint(
          x: bounds.minX + bounds.width * unitPoint.x, y: bounds.minY + bounds.height * unitPoint.y)
      },
      move: movePoint)
  }

  /// A unit point's anchor: `Anchor<CGPoint>.Source(.center)`.
  public init(_ unitPoint: UnitPoint) { self = .unitPoint(unitPoint) }

  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

@Sendable private func movePoint(_ point: CGPoint, _ distance: CGSize) -> CGPoint {
  CGPoint(x: point.x + distance.width, y: point.y + distance.height)
}

extension GeometryProxy {
  /// The anchor's value in this reader's space: a point or rectangle measured from the
  /// reader's top leading corner, in points.
  public subscript<T>(anchor: Anchor<T>) -> T {
    anchor.value(from: frame(in: .global).origin)
  }
}

extension View {
  /// Sets for `key` a value made from an anchor of this view: SwiftUI's
  /// `anchorPreference(key:value:transform:)`.
  ///
  /// The anchor is where the view was drawn. A view drawn somewhere new (or for the first
  /// time) is drawn once more, so what reads the value places things by the new frame.
  public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source,
    transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    AnchorPreferenceView<Self, A, K>(content: self, source: value) { anchor in
      .set(transform(anchor))
    }
  }

  /// Changes the value of `key` set inside this view with an anchor of it: SwiftUI's
  /// `transformAnchorPreference(key:value:transform:)`.
  public func transformAnchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source,
    transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> some View {
    AnchorPreferenceView<Self, A, K>(content: self, source: value) { anchor in
      .transform { transform(&$0, anchor) }
    }
  }
}

/// What an anchor preference does with its anchor: sets the key's value, or changes the
/// value the views inside set.
enum AnchorPreferenceAction<Value> {
  case set(Value)
  case transform((inout Value) -> Void)
}

/// Where an anchored view was last drawn, in cells; lives in its node.
final class AnchorState {
  var frame: Rect?
}

/// Content that sets a preference from an anchor of its own frame, as last drawn.
struct AnchorPreferenceView<Content: View, A, K: PreferenceKey>: View, PrimitiveView {
  let content: Content
  let source: Anchor<A>.Source
  let action: (Anchor<A>) -> AnchorPreferenceAction<K.Value>

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let state = context.node.state { AnchorState() }
    let frame = state.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
    let anchor = source.anchor(
      in: CGRect(
        x: CGFloat(frame.x) * Points.perColumn, y: CGFloat(frame.y) * Points.perRow,
        width: CGFloat(frame.width) * Points.perColumn,
        height: CGFloat(frame.height) * Points.perRow))
    var elements: [Element] = []
    switch action(anchor) {
    case .set(let value):
      sendPreference(K.self, value, through: context.environment.preferenceCollectors)
      context.resolveChild(content, position: 0, into: &elements)
    case .transform(let change):
      context.resolveChild(
        TransformPreferenceView<Content, K>(content: content, callback: change), position: 0,
        into: &elements)
    }
    output.append(
      AnchoredElement(
        child: Element.combine(elements), state: state, invalidator: context.graph.invalidator))
  }
}

/// An element that notes where it is drawn, and has the frame drawn again when it moved.
final class AnchoredElement: WrapperElement {
  let state: AnchorState
  let invalidator: Invalidator

  init(child: Element, state: AnchorState, invalidator: Invalidator) {
    self.state = state
    self.invalidator = invalidator
    super.init(child: child)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    if state.frame != rect {
      let state = state
      let invalidator = invalidator
      renderer.record {
        state.frame = rect
        invalidator.invalidate()
      }
    }
    child.render(in: rect, renderer)
  }
}
