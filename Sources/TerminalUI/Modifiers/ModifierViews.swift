/// Content seen through a changed environment.
struct EnvironmentModifierView<Content: View>: View, PrimitiveView {
  let content: Content
  let transform: @MainActor (inout EnvironmentValues) -> Void

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    var child = context.child(ChildKey(position: 0, type: ObjectIdentifier(Content.self)))
    transform(&child.environment)
    child.resolve(content, into: &output)
  }
}

/// Content whose elements are each wrapped or changed.
struct ElementModifierView<Content: View>: View, PrimitiveView {
  let content: Content
  let wrap: @MainActor (Element, EnvironmentValues) -> Element

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    for child in context.resolveEach(content) {
      output.append(wrap(child, context.environment))
    }
  }
}

/// Content with work tied to its node: lifetime events, subscriptions.
struct NodeModifierView<Content: View>: View, PrimitiveView {
  let content: Content
  let attach: @MainActor (ResolveContext) -> Void

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    attach(context)
    context.resolveChild(content, position: 0, into: &output)
  }
}

/// Content with another view drawn behind or in front of it.
struct LayerModifierView<Content: View, Layer: View>: View, PrimitiveView {
  let content: Content
  let layer: Layer
  let below: Bool
  let alignment: Alignment

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    var layerContext = context
    layerContext.environment.labelCollector = nil
    for (index, child) in context.resolveEach(content, position: 0).enumerated() {
      // Each of several views gets a layer of its own, with state of its own.
      var layers: [Element] = []
      layerContext.resolveChild(
        layer,
        key: ChildKey(
          position: 1, id: index == 0 ? nil : AnyHashable(index), type: ObjectIdentifier(Layer.self)
        ), into: &layers)
      output.append(
        LayerElement(
          child: child, layer: Element.combine(layers), below: below, alignment: alignment))
    }
  }
}

/// Changes a view the way a `ViewModifier` describes: SwiftUI's `ViewModifier`.
///
/// ```swift
/// struct Card: ViewModifier {
///   func body(content: Content) -> some View { content.padding().border(.gray) }
/// }
/// Text("…").modifier(Card())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

/// The view a `ViewModifier` is applied to, as its `body(content:)` sees it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
  let resolveContent: @MainActor (EnvironmentValues, inout [Element]) -> Void

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    resolveContent(context.environment, &output)
  }
}

/// A view with a modifier applied: SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier

  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let modifierContext = context.child(
      ChildKey(position: 0, type: ObjectIdentifier(Modifier.self)))
    DynamicProperties.install(in: modifier, context: modifierContext)
    let content = self.content
    let contentNode = context.child(ChildKey(position: 1, type: ObjectIdentifier(Content.self)))
    let placeholder = _ViewModifier_Content<Modifier> { environment, output in
      var contentContext = contentNode
      contentContext.environment = environment
      contentContext.node.generation = contentNode.graph.generation
      contentContext.resolve(content, into: &output)
    }
    modifierContext.resolveChild(modifier.body(content: placeholder), position: 0, into: &output)
  }
}

extension View {
  /// Applies a `ViewModifier`.
  public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
