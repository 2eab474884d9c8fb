import Foundation

/// How a scroll view settles after a scroll: SwiftUI's `ScrollTargetBehavior`. A terminal
/// scrolls by whole rows and columns as keys and the wheel ask, so every behavior is
/// accepted and scrolling stops where it is taken; `updateTarget` is not called.
public protocol ScrollTargetBehavior {
  typealias TargetContext = ScrollTargetBehaviorContext
  /// Moves `target`, where a scroll would stop, to where it should.
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// Where a scroll stops: a rect of the content and an anchor in it.
public struct ScrollTarget: Hashable, Sendable {
  public var rect: CGRect
  public var anchor: UnitPoint?

  public init(rect: CGRect, anchor: UnitPoint? = nil) {
    self.rect = rect
    self.anchor = anchor
  }
}

/// What a scroll target behavior knows of the scroll it settles.
public struct ScrollTargetBehaviorContext: Sendable {
  public var originalTarget: ScrollTarget
  public var contentSize: CGSize
  public var containerSize: CGSize
  public var axes: Axis.Set
}

/// Stops a scroll at a page: SwiftUI's `.paging`.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
  public init() {}
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

/// Stops a scroll at a view of the `scrollTargetLayout`: SwiftUI's `.viewAligned`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
  /// How far one scroll may go.
  public struct LimitBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = LimitBehavior(name: "automatic")
    public static let always = LimitBehavior(name: "always")
    public static let never = LimitBehavior(name: "never")
    public static let alwaysByOne = LimitBehavior(name: "alwaysByOne")
    public static let alwaysByFew = LimitBehavior(name: "alwaysByFew")
  }

  public let limitBehavior: LimitBehavior

  public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Stops at pages of the scroll view's size.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// Stops at the views of the scroll target layout.
  public static var viewAligned: ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior()
  }

  /// Stops at the views of the scroll target layout, going at most as far as `limitBehavior`.
  public static func viewAligned(
    limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior
  ) -> ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
  }
}

/// Where a margin goes: SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = ContentMarginPlacement(name: "automatic")
  public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
  public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

extension CoordinateSpace {
  /// The scroll view around: measured from the screen here, as named spaces are.
  public static var scrollView: CoordinateSpace { .global }

  /// The scroll view around on `axis`: measured from the screen here.
  public static func scrollView(axis: Axis) -> CoordinateSpace { .global }
}

extension View {
  /// How the scroll view settles after a scroll: accepted (see ``ScrollTargetBehavior``).
  public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }

  /// Marks the views a `.viewAligned` scroll stops at: accepted.
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

  /// Space around a scroll view's content, in points: drawn as padding around the view.
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    padding(placement == .scrollIndicators ? [] : edges, length)
  }

  /// Space around a scroll view's content on every edge, in points: drawn as padding.
  public func contentMargins(
    _ length: CGFloat, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    contentMargins(.all, length, for: placement)
  }

  /// Space around a scroll view's content, per edge: drawn as padding around the view.
  public func contentMargins(
    _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    padding(placement == .scrollIndicators ? EdgeInsets() : insets)
  }

  /// Scrolls the scroll view inside to the view whose id `id` holds, whenever it changes (a
  /// view found by `.id(_:)`, or a list row by its `ForEach` element's id), placing it at
  /// `anchor`. The binding is not changed by scrolling.
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil)
    -> some View
  {
    ScrollPositionView(content: self, id: id.wrappedValue.map(AnyHashable.init), anchor: anchor)
  }
}

/// Scrolls its content to an id whenever the id changes.
struct ScrollPositionView<Content: View>: View, PrimitiveView {
  let content: Content
  let id: AnyHashable?
  let anchor: UnitPoint?

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let anchor = anchor
    context.resolveScrolling(content, request: id, into: &output) { targets, id in
      targets.scroll(to: id, anchor: anchor)
    }
  }
}

extension ResolveContext {
  /// Resolves `content` with the scroll targets of this node (the views with ids and the
  /// scroll views inside), and after the frame scrolls them as `scroll` says when `request`
  /// is not nil and differs from the last frame's.
  func resolveScrolling<Content: View, Request: Equatable>(
    _ content: Content, request: Request?, into output: inout [Element],
    scroll: @escaping @MainActor (ScrollTargets, Request) -> Void
  ) {
    let targets = node.state { ScrollTargets() }
    targets.invalidator = graph.invalidator
    targets.beginFrame()
    var inner = self
    inner.environment.setScrollTargets(targets)
    inner.resolveChild(content, position: 0, into: &output)
    let previous = node.lastValues[0] as? Request
    node.lastValues[0] = request
    guard let request, previous != request else { return }
    afterFrame { scroll(targets, request) }
  }
}
