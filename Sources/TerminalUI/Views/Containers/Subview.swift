/// One of the views a container's content declares, as the container gets it to lay out:
/// SwiftUI's `Subview` (iOS 18), from `ForEach(subviews:)` and `Group(subviews:)`.
///
/// It is drawn where the container puts it, in the environment there and with the modifiers
/// put on it; its state follows its `id`. `containerValues` are what the view gave its
/// container with `containerValue(_:_:)`.
nonisolated public struct Subview: View, PrimitiveView, Identifiable {
  /// A subview's identity: where it is declared, and the ids of the `ForEach`es it comes from.
  public struct ID: Hashable {
    let path: [AnyHashable]
  }

  public let id: ID
  /// The values the view gave its container.
  public internal(set) var containerValues: ContainerValues
  let view: any View

  init(view: any View, path: [AnyHashable]) {
    self.view = view
    id = ID(path: path)
    containerValues = ContainerValues()
  }

  @MainActor public var body: Never { primitiveBody() }

  @MainActor func resolve(_ context: ResolveContext, into output: inout [Element]) {
    context.resolveChild(
      view, key: ChildKey(position: 0, id: AnyHashable(id), type: ObjectIdentifier(type(of: view))),
      into: &output)
  }
}

extension Subview: SubviewsProviding {
  func collectSubviews(
    _ context: ResolveContext, id: [AnyHashable], into items: inout [SubviewItem]
  ) {
    items.append(.subview(self))
  }
}

/// The subviews a container's content declares, in order: SwiftUI's `SubviewsCollection`.
/// Drawn as a view, it is each subview in turn.
nonisolated public struct SubviewsCollection: RandomAccessCollection, View, PrimitiveView {
  let subviews: [Subview]

  init(_ subviews: [Subview]) { self.subviews = subviews }

  public var startIndex: Int { subviews.startIndex }
  public var endIndex: Int { subviews.endIndex }
  public subscript(position: Int) -> Subview { subviews[position] }
  public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
    SubviewsCollectionSlice(base: subviews[bounds])
  }

  @MainActor public var body: Never { primitiveBody() }

  @MainActor func resolve(_ context: ResolveContext, into output: inout [LayoutElement]) {
    resolveSubviews(subviews, context, into: &output)
  }
}

/// A run of a container's subviews (`subviews.prefix(3)`, `subviews[1...]`): SwiftUI's
/// `SubviewsCollectionSlice`. Drawn as a view, it is each subview in turn.
nonisolated public struct SubviewsCollectionSlice: RandomAccessCollection, View, PrimitiveView {
  let base: ArraySlice<Subview>

  public var startIndex: Int { base.startIndex }
  public var endIndex: Int { base.endIndex }
  public subscript(position: Int) -> Subview { base[position] }
  public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
    SubviewsCollectionSlice(base: base[bounds])
  }

  @MainActor public var body: Never { primitiveBody() }

  @MainActor func resolve(_ context: ResolveContext, into output: inout [LayoutElement]) {
    resolveSubviews(base, context, into: &output)
  }
}

@MainActor
private func resolveSubviews(
  _ subviews: some Sequence<Subview>, _ context: ResolveContext,
  into output: inout [LayoutElement]
) {
  for subview in subviews {
    context.resolveChild(
      subview,
      key: ChildKey(position: 0, id: AnyHashable(subview.id), type: ObjectIdentifier(Subview.self)),
      into: &output)
  }
}

extension SubviewsCollection: SubviewsProviding {
  func collectSubviews(
    _ context: ResolveContext, id: [AnyHashable], into items: inout [SubviewItem]
  ) {
    items += subviews.map { .subview($0) }
  }
}

extension SubviewsCollectionSlice: SubviewsProviding {
  func collectSubviews(
    _ context: ResolveContext, id: [AnyHashable], into items: inout [SubviewItem]
  ) {
    items += base.map { .subview($0) }
  }
}

/// A section of a container's content, as `ForEach(sections:)` and `Group(sections:)` give
/// it: SwiftUI's `SectionConfiguration`. Views outside any `Section` make sections of their
/// own, without a header.
public struct SectionConfiguration: Identifiable {
  public struct ID: Hashable {
    let path: [AnyHashable]
  }

  public let id: ID
  /// The header's subviews: empty for a section without one.
  public let header: SubviewsCollection
  public let content: SubviewsCollection
  public let footer: SubviewsCollection
  /// The values the section gave its container.
  public internal(set) var containerValues: ContainerValues
}

/// The sections a container's content declares: SwiftUI's `SectionCollection`.
public struct SectionCollection: RandomAccessCollection {
  let sections: [SectionConfiguration]

  public var startIndex: Int { sections.startIndex }
  public var endIndex: Int { sections.endIndex }
  public subscript(position: Int) -> SectionConfiguration { sections[position] }
}

/// The layout element, named apart from a collection's `Element`.
typealias LayoutElement = Element
