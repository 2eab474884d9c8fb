import Foundation

/// Any layout, its type erased: SwiftUI's `AnyLayout`. Switching the layout a view uses
/// keeps its subviews and their state.
///
/// ```swift
/// let layout = wide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Text("one"); Counter() }  // the counter keeps its count when `wide` changes
/// ```
public struct AnyLayout: Layout {
  let base: any Layout

  public init<L: Layout>(_ layout: L) {
    base = (layout as? AnyLayout)?.base ?? layout
  }

  /// The wrapped layout's cache, its type erased.
  public struct Cache {
    var value: Any?
  }

  public typealias AnimatableData = EmptyAnimatableData

  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }

  public func makeCache(subviews: Subviews) -> Cache {
    Cache(value: base.erasedMakeCache(subviews: subviews))
  }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    base.erasedUpdateCache(&cache.value, subviews: subviews)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    -> CGSize
  {
    base.erasedSizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.value)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    base.erasedPlaceSubviews(
      in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
  }

  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    base.erasedSpacing(subviews: subviews, cache: &cache.value)
  }
}

extension Layout {
  func erasedMakeCache(subviews: Subviews) -> Any { makeCache(subviews: subviews) }

  /// The cache as this layout's own: updated if it is one, made anew if it was another
  /// layout's.
  private func typedCache(_ cache: Any?, subviews: Subviews) -> Cache {
    if var typed = cache as? Cache {
      updateCache(&typed, subviews: subviews)
      return typed
    }
    return makeCache(subviews: subviews)
  }

  func erasedUpdateCache(_ cache: inout Any?, subviews: Subviews) {
    cache = typedCache(cache, subviews: subviews)
  }

  func erasedSizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Any?)
    -> CGSize
  {
    var typed = cache as? Cache ?? makeCache(subviews: subviews)
    defer { cache = typed }
    return sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
  }

  func erasedPlaceSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Any?
  ) {
    var typed = cache as? Cache ?? makeCache(subviews: subviews)
    defer { cache = typed }
    placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
  }

  func erasedSpacing(subviews: Subviews, cache: inout Any?) -> ViewSpacing {
    var typed = cache as? Cache ?? makeCache(subviews: subviews)
    defer { cache = typed }
    return spacing(subviews: subviews, cache: &typed)
  }
}
