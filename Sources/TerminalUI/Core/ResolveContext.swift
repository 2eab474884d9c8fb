import Observation

/// Where a view is being resolved: its node, the environment it sees, and the graph.
@MainActor
struct ResolveContext {
  let graph: ViewGraph
  let node: Node
  var environment: EnvironmentValues

  /// The context of the child at `key`, its node made on first use.
  func child(_ key: ChildKey) -> ResolveContext {
    let childNode: Node
    if let existing = node.children[key] {
      childNode = existing
    } else {
      childNode = Node()
      node.children[key] = childNode
    }
    childNode.generation = graph.generation
    return ResolveContext(graph: graph, node: childNode, environment: environment)
  }

  func resolveChild<V: View>(_ view: V, position: Int, into output: inout [Element]) {
    child(ChildKey(position: position, type: ObjectIdentifier(V.self))).resolve(view, into: &output)
  }

  func resolveChild(_ view: any View, key: ChildKey, into output: inout [Element]) {
    child(key).resolveAny(view, into: &output)
  }

  /// Resolves a view given as an existential.
  func resolveAny(_ view: any View, into output: inout [Element]) {
    resolveOpened(view, into: &output)
  }

  private func resolveOpened<V: View>(_ view: V, into output: inout [Element]) {
    resolve(view, into: &output)
  }

  /// Resolves `view` in this context: a primitive view makes its elements; any other view has
  /// its dynamic properties connected to this node and its body resolved in turn.
  func resolve<V: View>(_ view: V, into output: inout [Element]) {
    if let primitive = view as? any PrimitiveView {
      primitive.resolve(self, into: &output)
      return
    }
    if let missing = DynamicProperties.install(in: view, context: self) {
      // SwiftUI stops the program here; a terminal app shows what is missing in the view's
      // place, says it once on standard error, and goes on.
      MissingEnvironment.report(missing)
      resolveChild(MissingEnvironment.view(missing), position: 0, into: &output)
      return
    }
    let invalidator = graph.invalidator
    let body = withObservationTracking {
      view.body
    } onChange: {
      invalidator.invalidate()
    }
    resolveChild(body, position: 0, into: &output)
  }

  /// Resolves `view` and wraps what it makes in one element (a stack's child, a modifier's
  /// content): several elements become a vertical group.
  func resolveSingle<V: View>(_ view: V, position: Int = 0) -> Element {
    var elements: [Element] = []
    resolveChild(view, position: position, into: &elements)
    return Element.combine(elements)
  }

  /// The elements `view` makes, for a modifier to change each on its own: as in SwiftUI, a
  /// modifier on several views (a `ForEach`, a `Group`, a body of several views) applies to
  /// each of them. A view that makes none gives one empty element, for the modifier to wrap.
  func resolveEach<V: View>(_ view: V, position: Int = 0) -> [Element] {
    var elements: [Element] = []
    resolveChild(view, position: position, into: &elements)
    return elements.isEmpty ? [EmptyElement()] : elements
  }

  /// The context a custom style's body is resolved in: a child keyed by the style's type at
  /// `position`, with the style's own dynamic properties (`@State`, `@Environment`)
  /// installed.
  func styleContext<S>(for style: S, position: Int) -> ResolveContext {
    let context = child(ChildKey(position: position, type: ObjectIdentifier(S.self)))
    DynamicProperties.install(in: style, context: context)
    return context
  }

  /// Runs `action` after this frame is drawn.
  func afterFrame(_ action: @escaping @MainActor () -> Void) {
    graph.pendingActions.append(action)
  }
}
