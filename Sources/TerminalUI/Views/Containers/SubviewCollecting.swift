import Observation

/// What a container's content declares, in order: a subview, or a `Section` of them.
enum SubviewItem {
  case subview(Subview)
  case section(SectionConfiguration)
}

/// A view that declares several subviews, or none (a `TupleView`, a `ForEach`, a `Group`):
/// a container asking for its content's subviews gets these rather than the view itself.
@MainActor
protocol SubviewsProviding {
  func collectSubviews(
    _ context: ResolveContext, id: [AnyHashable], into items: inout [SubviewItem])
}

extension ResolveContext {
  /// The subviews `view` declares, with `id` as the path of their identity. A view of the
  /// app's own is looked into: its body's subviews are its (its state lives in this
  /// context's node).
  func collectSubviews<V: View>(_ view: V, id: [AnyHashable], into items: inout [SubviewItem]) {
    if let provider = view as? any SubviewsProviding {
      provider.collectSubviews(self, id: id, into: &items)
      return
    }
    if view is any PrimitiveView {
      items.append(.subview(Subview(view: view, path: id)))
      return
    }
    DynamicProperties.install(in: view, context: self)
    let invalidator = graph.invalidator
    let body = withObservationTracking {
      view.body
    } onChange: {
      invalidator.invalidate()
    }
    child(ChildKey(position: 0, type: ObjectIdentifier(V.Body.self)))
      .collectSubviews(body, id: id, into: &items)
  }

  /// The subviews of `view` made in a child of this context kept for the purpose: sections
  /// give their content's subviews.
  func subviews<V: View>(of view: V) -> [Subview] {
    Self.subviews(in: collectedItems(of: view))
  }

  /// The sections of `view`: its `Section`s, and each run of subviews outside one as a
  /// section without a header.
  func sections<V: View>(of view: V) -> [SectionConfiguration] {
    var sections: [SectionConfiguration] = []
    var loose: [Subview] = []
    func closeLoose() {
      guard let first = loose.first else { return }
      sections.append(
        SectionConfiguration(
          id: SectionConfiguration.ID(path: first.id.path), header: SubviewsCollection([]),
          content: SubviewsCollection(loose), footer: SubviewsCollection([]),
          containerValues: ContainerValues()))
      loose.removeAll()
    }
    for item in collectedItems(of: view) {
      switch item {
      case .subview(let subview): loose.append(subview)
      case .section(let section):
        closeLoose()
        sections.append(section)
      }
    }
    closeLoose()
    return sections
  }

  private func collectedItems<V: View>(of view: V) -> [SubviewItem] {
    var items: [SubviewItem] = []
    child(ChildKey(position: -1, type: ObjectIdentifier(SubviewItem.self)))
      .collectSubviews(view, id: [], into: &items)
    return items
  }

  static func subviews(in items: [SubviewItem]) -> [Subview] {
    items.flatMap { item -> [Subview] in
      switch item {
      case .subview(let subview): [subview]
      case .section(let section): section.content.subviews
      }
    }
  }
}

@MainActor extension TupleView: SubviewsProviding {
  func collectSubviews(
    _ context: ResolveContext, id: [AnyHashable], into items: inout [SubviewItem]
  ) {
    for (index, child) in children.enumerated() {
      collectOpened(child, index: index, context: context, id: id, into: &items)
    }
  }

  private func collectOpened<V: View>(
    _ view: V, index: Int, context: ResolveContext, id: [AnyHashable],
    into items: inout [SubviewItem]
  ) {
    context.child(ChildKey(position: index, type: ObjectIdentifier(V.self)))
      .collectSubviews(view, id: id + [AnyHashable(index)], into: &items)
  }
}

extension Group: SubviewsProviding {
  func collectSubviews(
    _ context: ResolveContext, id: [AnyHashable], into items: inout [SubviewItem]
  ) {
    context.child(ChildKey(position: 0, type: ObjectIdentifier(Content.self)))
      .collectSubviews(content, id: id, into: &items)
  }
}

@MainActor extension _ConditionalContent: SubviewsProviding {
  func collectSubviews(
    _ context: ResolveContext, id: [AnyHashable], into items: inout [SubviewItem]
  ) {
    switch storage {
    case .trueContent(let view):
      context.child(ChildKey(position: 0, type: ObjectIdentifier(TrueContent.self)))
        .collectSubviews(view, id: id + [AnyHashable(true)], into: &items)
    case .falseContent(let view):
      context.child(ChildKey(position: 1, type: ObjectIdentifier(FalseContent.self)))
        .collectSubviews(view, id: id + [AnyHashable(false)], into: &items)
    }
  }
}

extension Optional: SubviewsProviding where Wrapped: View {
  func collectSubviews(
    _ context: ResolveContext, id: [AnyHashable], into items: inout [SubviewItem]
  ) {
    guard let view = self else { return }
    context.child(ChildKey(position: 0, type: ObjectIdentifier(Wrapped.self)))
      .collectSubviews(view, id: id, into: &items)
  }
}

@MainActor extension EmptyView: SubviewsProviding {
  func collectSubviews(
    _ context: ResolveContext, id: [AnyHashable], into items: inout [SubviewItem]
  ) {}
}

@MainActor extension AnyView: SubviewsProviding {
  func collectSubviews(
    _ context: ResolveContext, id: [AnyHashable], into items: inout [SubviewItem]
  ) {
    collectOpened(view, context: context, id: id, into: &items)
  }

  private func collectOpened<V: View>(
    _ view: V, context: ResolveContext, id: [AnyHashable], into items: inout [SubviewItem]
  ) {
    context.child(ChildKey(position: 0, type: type))
      .collectSubviews(view, id: id + [AnyHashable(type)], into: &items)
  }
}

extension ForEach: SubviewsProviding where Content: View {
  func collectSubviews(
    _ context: ResolveContext, id: [AnyHashable], into items: inout [SubviewItem]
  ) {
    for element in resolvedData(context) {
      let elementID = AnyHashable(identify(element))
      context.child(key(for: element))
        .collectSubviews(content(element), id: id + [elementID], into: &items)
    }
  }
}

extension Section: SubviewsProviding {
  func collectSubviews(
    _ context: ResolveContext, id: [AnyHashable], into items: inout [SubviewItem]
  ) {
    func part<V: View>(_ view: V, _ position: Int) -> SubviewsCollection {
      var collected: [SubviewItem] = []
      context.child(ChildKey(position: position, type: ObjectIdentifier(V.self)))
        .collectSubviews(view, id: id + [AnyHashable(position)], into: &collected)
      return SubviewsCollection(ResolveContext.subviews(in: collected))
    }
    items.append(
      .section(
        SectionConfiguration(
          id: SectionConfiguration.ID(path: id), header: part(header, 0),
          content: part(content, 1), footer: part(footer, 2), containerValues: ContainerValues())))
  }
}
