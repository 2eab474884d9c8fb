import TerminalKit

/// A shape style as a view filling the space offered: a colour, or a gradient cell by cell.
struct ShapeStyleFill<S: ShapeStyle>: PrimitiveView, View {
  let style: S

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let resolved = ResolvedShapeStyle(style)
    if let coloring = resolved.coloring {
      output.append(GradientElement(coloring: coloring, mode: context.environment.colorMode))
    } else {
      let color = resolved.color ?? .clear
      output.append(ColorElement(color: color, mode: context.environment.colorMode))
    }
  }
}

/// Content drawn in a foreground colour, or with its text and shapes coloured by a gradient.
struct ForegroundStyleView<Content: View>: PrimitiveView, View {
  let content: Content
  let color: Color?
  let coloring: (any CellColoring)?

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    var child = context.child(ChildKey(position: 0, type: ObjectIdentifier(Content.self)))
    child.environment.foreground = color
    guard let coloring else {
      child.resolve(content, into: &output)
      return
    }
    var inner: [Element] = []
    child.resolve(content, into: &inner)
    output.append(
      GradientForegroundElement(
        child: Element.combine(inner), coloring: coloring, mode: context.environment.colorMode))
  }
}

// A gradient is both a view and a shape style, so `background(_:)` has two overloads that
// take one; these say which SwiftUI means (the style, filling the view's frame).
extension View {
  public func background(_ gradient: LinearGradient, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    LayerModifierView(content: self, layer: gradient, below: true, alignment: .center)
  }
  public func background(_ gradient: RadialGradient, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    LayerModifierView(content: self, layer: gradient, below: true, alignment: .center)
  }
  public func background(
    _ gradient: EllipticalGradient, ignoresSafeAreaEdges edges: Edge.Set = .all
  ) -> some View {
    LayerModifierView(content: self, layer: gradient, below: true, alignment: .center)
  }
  public func background(_ gradient: AngularGradient, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    LayerModifierView(content: self, layer: gradient, below: true, alignment: .center)
  }
  public func background(_ gradient: MeshGradient, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    LayerModifierView(content: self, layer: gradient, below: true, alignment: .center)
  }
  public func background(_ gradient: AnyGradient, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    LayerModifierView(content: self, layer: gradient, below: true, alignment: .center)
  }
}
