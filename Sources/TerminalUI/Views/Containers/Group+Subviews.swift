extension Group {
  /// What `transform` makes of the subviews of `view`, all at once: SwiftUI's
  /// `Group(subviews:transform:)` (iOS 18), for containers that lay out, count or pick
  /// among their subviews.
  ///
  /// ```swift
  /// Group(subviews: content) { subviews in
  ///   Text("\(subviews.count) items")
  ///   subviews.first
  /// }
  /// ```
  public init<Base: View, Result: View>(
    subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
  ) where Content == GroupElementsOfContent<Base, Result> {
    self.init { GroupElementsOfContent(base: view, transform: transform) }
  }

  /// What `transform` makes of the sections of `view`: SwiftUI's
  /// `Group(sections:transform:)` (iOS 18).
  public init<Base: View, Result: View>(
    sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result
  ) where Content == GroupSectionsOfContent<Base, Result> {
    self.init { GroupSectionsOfContent(base: view, transform: transform) }
  }
}

/// The content of `Group(subviews:transform:)`: the transform's view of the base's subviews.
public struct GroupElementsOfContent<Base: View, Result: View>: View, PrimitiveView {
  let base: Base
  let transform: (SubviewsCollection) -> Result

  public var body: Never { primitiveBody() }

  func made(_ context: ResolveContext) -> Result {
    transform(SubviewsCollection(context.subviews(of: base)))
  }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    context.resolveChild(made(context), position: 0, into: &output)
  }
}

/// The content of `Group(sections:transform:)`: the transform's view of the base's sections.
public struct GroupSectionsOfContent<Base: View, Result: View>: View, PrimitiveView {
  let base: Base
  let transform: (SectionCollection) -> Result

  public var body: Never { primitiveBody() }

  func made(_ context: ResolveContext) -> Result {
    transform(SectionCollection(sections: context.sections(of: base)))
  }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    context.resolveChild(made(context), position: 0, into: &output)
  }
}

extension GroupElementsOfContent: ListRowsProviding {
  func collectRows(_ context: ResolveContext, into rows: inout [RowSegment]) {
    context.collectRows(made(context), position: 0, into: &rows)
  }
}

extension GroupSectionsOfContent: ListRowsProviding {
  func collectRows(_ context: ResolveContext, into rows: inout [RowSegment]) {
    context.collectRows(made(context), position: 0, into: &rows)
  }
}

extension GroupElementsOfContent: SubviewsProviding {
  func collectSubviews(
    _ context: ResolveContext, id: [AnyHashable], into items: inout [SubviewItem]
  ) {
    context.child(ChildKey(position: 0, type: ObjectIdentifier(Result.self)))
      .collectSubviews(made(context), id: id, into: &items)
  }
}
