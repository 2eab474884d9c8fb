/// The subviews of a view, found when the `ForEach` that iterates them is drawn: the data of
/// `ForEach(subviews:content:)`, SwiftUI's `ForEachSubviewCollection`.
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
  let source: any View
  var subviews: [Subview] = []

  public var startIndex: Int { subviews.startIndex }
  public var endIndex: Int { subviews.endIndex }
  public subscript(position: Int) -> Subview { subviews[position] }
}

/// The sections of a view, found when the `ForEach` that iterates them is drawn: the data of
/// `ForEach(sections:content:)`, SwiftUI's `ForEachSectionCollection`.
public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
  let source: any View
  var sections: [SectionConfiguration] = []

  public var startIndex: Int { sections.startIndex }
  public var endIndex: Int { sections.endIndex }
  public subscript(position: Int) -> SectionConfiguration { sections[position] }
}

/// Data a `ForEach` finds only when drawn, from the view it was given.
@MainActor
protocol CollectedForEachData {
  func collected(in context: ResolveContext) -> Self
}

extension ForEachSubviewCollection: CollectedForEachData {
  @MainActor func collected(in context: ResolveContext) -> ForEachSubviewCollection {
    var copy = self
    copy.subviews = collectOpened(source, context)
    return copy
  }

  @MainActor private func collectOpened<V: View>(_ view: V, _ context: ResolveContext) -> [Subview]
  {
    context.subviews(of: view)
  }
}

extension ForEachSectionCollection: CollectedForEachData {
  @MainActor func collected(in context: ResolveContext) -> ForEachSectionCollection {
    var copy = self
    copy.sections = collectOpened(source, context)
    return copy
  }

  @MainActor private func collectOpened<V: View>(_ view: V, _ context: ResolveContext)
    -> [SectionConfiguration]
  {
    context.sections(of: view)
  }
}

extension ForEach {
  /// The data to draw: the data given, or the subviews or sections of the view given, found
  /// now.
  func resolvedData(_ context: ResolveContext) -> Data {
    guard let collected = data as? any CollectedForEachData else { return data }
    return collected.collected(in: context) as? Data ?? data
  }
}

extension ForEach {
  /// A view for each subview of `view`, in order: SwiftUI's `ForEach(subviews:content:)`
  /// (iOS 18), for containers of your own.
  ///
  /// ```swift
  /// ForEach(subviews: content) { subview in
  ///   subview.strikethrough(subview.containerValues.isDone)
  /// }
  /// ```
  public init<V: View>(
    subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content
  ) where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
    self.data = ForEachSubviewCollection(source: view)
    self.content = content
    identify = { $0.id }
  }

  /// A view for each section of `view`: its `Section`s, and each run of views outside one as
  /// a section without a header. SwiftUI's `ForEach(sections:content:)` (iOS 18).
  public init<V: View>(
    sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content
  ) where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID {
    self.data = ForEachSectionCollection(source: view)
    self.content = content
    identify = { $0.id }
  }
}
