import Foundation
import TerminalKit

/// Gives its content a proxy that scrolls the scroll views and lists inside to a view by its
/// id: SwiftUI's `ScrollViewReader`. A view is found by `.id(_:)`, or in a `List` by the id
/// of its `ForEach` element.
///
/// ```swift
/// ScrollViewReader { proxy in
///   List(messages) { Text($0.text) }
///   Button("最新へ") { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
/// }
/// ```
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
  let content: (ScrollViewProxy) -> Content

  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let targets = context.node.state { ScrollTargets() }
    targets.invalidator = context.graph.invalidator
    targets.beginFrame()
    var inner = context
    inner.environment[ScrollTargetsKey.self] = targets
    inner.resolveChild(content(ScrollViewProxy(targets: targets)), position: 0, into: &output)
  }
}

/// Scrolls to a view inside a ``ScrollViewReader``: SwiftUI's `ScrollViewProxy`.
@MainActor
public struct ScrollViewProxy {
  let targets: ScrollTargets

  /// Scrolls so the view with `id` shows: placed at `anchor` (`.top`, `.center`,
  /// `.bottom`) of the visible part, or moved in as little as shows it when `anchor` is nil.
  /// In a `List`, the row also becomes the highlighted row, as a keyboard user's cursor.
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    targets.scroll(to: AnyHashable(id), anchor: anchor)
  }
}

private struct ScrollTargetsKey: EnvironmentKey {
  static let defaultValue: ScrollTargets? = nil
}

extension EnvironmentValues {
  /// The reader whose proxy finds the views with ids inside.
  var scrollTargets: ScrollTargets? { self[ScrollTargetsKey.self] }

  /// Makes `targets` the finder of the views with ids inside.
  mutating func setScrollTargets(_ targets: ScrollTargets) { self[ScrollTargetsKey.self] = targets }
}

/// Something that scrolls: a scroll view or a list.
@MainActor
protocol ScrollTargetScroller: AnyObject {
  /// Scrolls so `target` (drawn in `viewport` in the last frame) shows at `anchor`.
  func scroll(toShow target: Rect, in viewport: Rect, anchor: UnitPoint?)
}

/// Something that finds its rows by the id of their `ForEach` element: a list, a form.
@MainActor
protocol RowScroller: AnyObject {
  /// Scrolls to the row whose element has `id`; false when no row has it.
  func scroll(toID id: AnyHashable, anchor: UnitPoint?) -> Bool
  /// Scrolls so row `row` (counted one a row, past the end the last) is at the top.
  func scroll(toRow row: Int)
}

extension RowScroller {
  /// A form scrolls to follow focus only.
  func scroll(toRow row: Int) {}
}

/// Where the views with ids inside a reader were drawn in the last frame, and the lists
/// that can find a row by its id.
@MainActor
final class ScrollTargets {
  struct Anchor {
    let frame: Rect
    let viewport: Rect
    weak var scroller: (any ScrollTargetScroller)?
  }

  var invalidator: Invalidator?
  private var anchors: [AnyHashable: Anchor] = [:]
  private var lists: [any RowScroller] = []
  /// The scroll views inside, outermost and first first (each takes its place before its
  /// content is resolved), for scrolling to an edge or a point.
  private var scrollViews: [ScrollElement?] = []

  /// Called as the reader is resolved anew: what the last frame drew is drawn again.
  func beginFrame() {
    anchors.removeAll(keepingCapacity: true)
    lists.removeAll(keepingCapacity: true)
    scrollViews.removeAll(keepingCapacity: true)
  }

  /// Keeps a place for a scroll view about to be resolved, so that it comes before the
  /// scroll views inside it.
  func reserveScrollView() -> Int {
    scrollViews.append(nil)
    return scrollViews.count - 1
  }

  func setScrollView(_ view: ScrollElement, at place: Int) {
    guard scrollViews.indices.contains(place) else { return }
    scrollViews[place] = view
  }

  /// The outermost scroll view inside, if any.
  private var firstScrollView: ScrollElement? { scrollViews.lazy.compactMap { $0 }.first }

  /// Scrolls the outermost scroll view inside (else the first list) to `offset` points along
  /// its axis (rows of 16 points down, columns of 8 across); past the end is the end.
  func scroll(toPoints offset: CGPoint) {
    if let view = firstScrollView {
      let points = view.vertical ? offset.y / Points.perRow : offset.x / Points.perColumn
      view.setOffset(Self.cells(points))
    } else if let list = lists.first {
      list.scroll(toRow: Self.cells(offset.y / Points.perRow))
    } else {
      return
    }
    invalidator?.invalidate()
  }

  /// Scrolls the outermost scroll view inside (else the first list) to an edge along its
  /// axis: the top or bottom of a vertical one, the leading or trailing edge of a horizontal
  /// one; an edge across its axis leaves it.
  func scroll(toEdge edge: Edge) {
    let vertical = firstScrollView?.vertical ?? true
    let start: Bool
    switch (edge, vertical) {
    case (.top, true), (.leading, false): start = true
    case (.bottom, true), (.trailing, false): start = false
    default: return
    }
    let offset = start ? 0 : CGFloat(Int32.max)
    scroll(toPoints: CGPoint(x: offset, y: offset))
  }

  /// A number of cells from a number of them that may be fractional, negative or not a
  /// number.
  private static func cells(_ value: CGFloat) -> Int {
    value.isFinite ? Int(min(max(value.rounded(), 0), CGFloat(Int32.max))) : 0
  }

  func record(_ id: AnyHashable, frame: Rect, in scroller: (any ScrollTargetScroller, Rect)?) {
    guard let scroller else { return }
    anchors[id] = Anchor(frame: frame, viewport: scroller.1, scroller: scroller.0)
  }

  func add(_ list: any RowScroller) { lists.append(list) }

  func scroll(to id: AnyHashable, anchor: UnitPoint?) {
    if let target = anchors[id], let scroller = target.scroller {
      scroller.scroll(toShow: target.frame, in: target.viewport, anchor: anchor)
      invalidator?.invalidate()
      return
    }
    for list in lists where list.scroll(toID: id, anchor: anchor) {
      invalidator?.invalidate()
      return
    }
  }
}

/// Content marked with `.id(_:)` inside a reader: records where it was drawn.
final class ScrollAnchorElement: WrapperElement {
  let id: AnyHashable
  let targets: ScrollTargets

  init(child: Element, id: AnyHashable, targets: ScrollTargets) {
    self.id = id
    self.targets = targets
    super.init(child: child)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    targets.record(id, frame: rect, in: renderer.scrollers.last)
    child.render(in: rect, renderer)
  }
}

extension ScrollElement: ScrollTargetScroller {
  func scroll(toShow target: Rect, in viewport: Rect, anchor: UnitPoint?) {
    let visible = vertical ? viewport.height : viewport.width
    let start = (vertical ? target.y - viewport.y : target.x - viewport.x) + currentOffset
    let length = vertical ? target.height : target.width
    guard let anchor else {
      _ = reveal(target, in: viewport)
      // It stays there until focus moves, as `setOffset` does.
      state.scrolledByWheel = true
      return
    }
    let fraction = vertical ? anchor.y : anchor.x
    let offset = start + Int((CGFloat(length - visible) * fraction).rounded())
    setOffset(max(0, offset))
  }
}
