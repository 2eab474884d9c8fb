import Foundation
import Observation
import Streams

extension View {
  public func foregroundColor(_ color: Color?) -> some View {
    EnvironmentModifierView(content: self) { $0.foreground = color }
  }

  /// The colour (or gradient) of text and shapes inside. A gradient colours them cell by
  /// cell across this view's frame.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    let resolved = ResolvedShapeStyle(style)
    return ForegroundStyleView(content: self, color: resolved.color, coloring: resolved.coloring)
  }

  /// Primary and secondary styles, as SwiftUI's hierarchical symbols and text use them. A
  /// terminal cell has one colour: the primary style colours what is inside.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
    -> some View
  {
    foregroundStyle(primary)
  }

  /// Primary, secondary and tertiary styles; the primary colours what is inside.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    foregroundStyle(primary)
  }

  /// The accent colour of controls inside.
  public func tint(_ tint: Color?) -> some View {
    EnvironmentModifierView(content: self) { $0.tint = tint }
  }

  /// A colour filling the view's frame behind it.
  public func background(_ color: Color, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    LayerModifierView(content: self, layer: color, below: true, alignment: .center)
  }

  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    LayerModifierView(
      content: self, layer: ShapeStyleFill(style: style), below: true, alignment: .center)
  }

  public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
    -> some View
  {
    LayerModifierView(content: self, layer: background, below: true, alignment: alignment)
  }

  public func background<Background: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Background
  ) -> some View {
    LayerModifierView(content: self, layer: content(), below: true, alignment: alignment)
  }

  /// A colour, gradient or material over the view's frame: SwiftUI's
  /// `overlay(_:ignoresSafeAreaEdges:)` of a shape style.
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    LayerModifierView(
      content: self, layer: ShapeStyleFill(style: style), below: false, alignment: .center)
  }

  /// A colour over the view's frame.
  public func overlay(_ color: Color, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    LayerModifierView(content: self, layer: color, below: false, alignment: .center)
  }

  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
    -> some View
  {
    LayerModifierView(content: self, layer: overlay, below: false, alignment: alignment)
  }

  public func overlay<Overlay: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
  ) -> some View {
    LayerModifierView(content: self, layer: content(), below: false, alignment: alignment)
  }

  public func bold(_ isActive: Bool = true) -> some View {
    EnvironmentModifierView(content: self) { $0.bold = isActive }
  }

  public func italic(_ isActive: Bool = true) -> some View {
    EnvironmentModifierView(content: self) { $0.italic = isActive }
  }

  public func underline(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View {
    EnvironmentModifierView(content: self) { $0.underline = isActive }
  }

  /// Strikes through the text inside: drawn as an underline, as a text's own strikethrough
  /// is (terminals seldom strike through); the pattern and colour are accepted.
  public func strikethrough(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View {
    EnvironmentModifierView(content: self) { $0.strikethrough = isActive }
  }

  public func font(_ font: Font?) -> some View {
    EnvironmentModifierView(content: self) { $0.font = font }
  }

  public func fontWeight(_ weight: Font.Weight?) -> some View {
    EnvironmentModifierView(content: self) {
      $0.bold = (weight?.value ?? 400) >= Font.Weight.semibold.value
    }
  }

  public func lineLimit(_ number: Int?) -> some View {
    EnvironmentModifierView(content: self) { $0.lineLimit = number }
  }

  /// Sets the space between the lines of text inside, in points: accepted; a terminal's
  /// lines are its rows, one under the other.
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }

  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    EnvironmentModifierView(content: self) { $0.multilineTextAlignment = alignment }
  }

  /// Below one the view is drawn dimmed; at zero not at all.
  ///
  /// A gradient is a view and a shape style, so on one this and the shape style's
  /// `opacity(_:)` would both fit where a style or a view may go
  /// (`.background(gradient.opacity(0.4))`); the style's is taken there, as in SwiftUI, and
  /// this one where only a view fits.
  @_disfavoredOverload
  public func opacity(_ opacity: Double) -> some View {
    ElementModifierView(content: self) { child, _ in
      if opacity <= 0 { return HiddenElement(child: child) }
      if opacity < 1 { return DimElement(child: child) }
      return child
    }
  }

  /// Turns controls inside off: they are dimmed, skipped by focus and ignore input. On a
  /// button's label it disables the button.
  public func disabled(_ disabled: Bool) -> some View {
    EnvironmentModifierView(content: self) { environment in
      guard disabled else { return }
      environment.isEnabled = false
      environment.labelCollector?.isDisabled = true
    }
  }

  /// Sets an environment value for the view and its descendants.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    EnvironmentModifierView(content: self) { $0[keyPath: keyPath] = value }
  }

  /// Supplies an observable object to descendants' `@EnvironmentObject` properties.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    EnvironmentModifierView(content: self) { $0.objects[ObjectIdentifier(T.self)] = object }
  }

  /// Supplies an `@Observable` object to descendants' `@Environment(T.self)` properties.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    EnvironmentModifierView(content: self) { $0.objects[ObjectIdentifier(T.self)] = object }
  }
}
