import Foundation
import TerminalKit

/// Where a scroll view is scrolled to and how large it and its content are, in points:
/// SwiftUI's `ScrollGeometry`, as `onScrollGeometryChange(for:of:action:)` gives it.
///
/// A terminal scrolls by whole cells, so the offset is a whole number of rows (16 points
/// each) or columns (8 points each). A `List`'s offset and content height count its rows as
/// one row high each: rows are made only when on screen, so the others are not measured.
public struct ScrollGeometry: Equatable, Sendable, CustomDebugStringConvertible {
  /// How far the content is scrolled: the point of the content at the view's top left.
  public var contentOffset: CGPoint
  /// The size of all the content, on screen or not.
  public var contentSize: CGSize
  /// Space around the content inside the scroll view: none in a terminal.
  public var contentInsets: EdgeInsets
  /// The size of the scroll view itself.
  public var containerSize: CGSize

  public init(
    contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize
  ) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.containerSize = containerSize
  }

  /// The part of the content on screen.
  public var visibleRect: CGRect {
    CGRect(
      x: contentOffset.x, y: contentOffset.y, width: containerSize.width,
      height: containerSize.height)
  }

  /// The part of the content on screen, inside the content insets.
  public var bounds: CGRect {
    CGRect(
      x: contentOffset.x + contentInsets.leading, y: contentOffset.y + contentInsets.top,
      width: max(0, containerSize.width - contentInsets.leading - contentInsets.trailing),
      height: max(0, containerSize.height - contentInsets.top - contentInsets.bottom))
  }

  public var debugDescription: String {
    "ScrollGeometry(contentOffset: \(contentOffset), contentSize: \(contentSize), "
      + "containerSize: \(containerSize))"
  }

  /// The geometry of a view `container` cells large showing `content` cells of content from
  /// `offset` (columns, rows).
  init(offset: (x: Int, y: Int), content: Size, container: Size) {
    self.init(
      contentOffset: CGPoint(
        x: CGFloat(offset.x) * Points.perColumn, y: CGFloat(offset.y) * Points.perRow),
      contentSize: Points.size(content), contentInsets: EdgeInsets(),
      containerSize: Points.size(container))
  }
}

extension View {
  /// Runs `action` with the old and new value when `transform` of the geometry of the
  /// scroll view (or list) inside changes, and once when it is first drawn (old and new the
  /// same): SwiftUI's `onScrollGeometryChange(for:of:action:)`. It is read as each frame is
  /// laid out, so scrolling by keys, the wheel or a scroll view reader all report.
  ///
  /// ```swift
  /// ScrollView { … }
  ///   .onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y > 0 } action: {
  ///     showsTopButton = $1
  ///   }
  /// ```
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping @MainActor (ScrollGeometry) -> T,
    action: @escaping @MainActor (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    ScrollGeometryModifierView(content: self) { observer in
      observer.watch(transform, action)
    }
  }
}

/// What watches a scroll view's geometry for one `onScrollGeometryChange`: lives in the
/// modifier's node, so it remembers the value last reported.
@MainActor
final class ScrollGeometryObserver {
  private var report: (@MainActor (ScrollGeometry) -> Void)?
  private var last: Any?

  /// Watches with this frame's closures.
  func watch<T: Equatable>(
    _ transform: @escaping @MainActor (ScrollGeometry) -> T,
    _ action: @escaping @MainActor (T, T) -> Void
  ) {
    report = { [unowned self] geometry in
      let value = transform(geometry)
      let old = last as? T
      guard old != value else { return }
      last = value
      action(old ?? value, value)
    }
  }

  /// Reports the geometry a frame laid out; runs the action when the value changed.
  func update(_ geometry: ScrollGeometry) { report?(geometry) }
}

private struct ScrollGeometryModifierView<Content: View>: View, PrimitiveView {
  let content: Content
  let watch: @MainActor (ScrollGeometryObserver) -> Void

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let observer = context.node.state { ScrollGeometryObserver() }
    watch(observer)
    var child = context
    child.environment.scrollGeometryObservers.append(observer)
    child.resolveChild(content, position: 0, into: &output)
  }
}

private struct ScrollGeometryObserversKey: EnvironmentKey {
  static var defaultValue: [ScrollGeometryObserver] { [] }
}

extension EnvironmentValues {
  /// The `onScrollGeometryChange` observers waiting for the next scroll view or list inside;
  /// that one takes them, and its content starts without.
  var scrollGeometryObservers: [ScrollGeometryObserver] {
    get { self[ScrollGeometryObserversKey.self] }
    set { self[ScrollGeometryObserversKey.self] = newValue }
  }
}

extension Renderer {
  /// Reports a scroll view's geometry to its observers once the placing pass is over.
  func reportScrollGeometry(_ geometry: ScrollGeometry, to observers: [ScrollGeometryObserver]) {
    guard !observers.isEmpty else { return }
    record {
      for observer in observers { observer.update(geometry) }
    }
  }
}
