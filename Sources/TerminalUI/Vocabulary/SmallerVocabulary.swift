import Foundation

/// How a view's colours mix with what is under it: SwiftUI's `BlendMode`. A terminal cell
/// shows one colour, so every mode draws the view over what is under it.
public enum BlendMode: Hashable, Sendable, CaseIterable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight
  case hardLight, difference, exclusion, hue, saturation, color, luminosity, sourceAtop
  case destinationOver, destinationOut, plusDarker, plusLighter
}

/// The shape of a bordered button's border: SwiftUI's `ButtonBorderShape`. A terminal
/// button is drawn in brackets whatever the shape.
public struct ButtonBorderShape: Hashable, Sendable {
  let name: String
  public static let automatic = ButtonBorderShape(name: "automatic")
  public static let capsule = ButtonBorderShape(name: "capsule")
  public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
  public static let circle = ButtonBorderShape(name: "circle")
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(name: "roundedRectangle")
  }
}

/// How prominent a section header is: SwiftUI's `Prominence`.
public enum Prominence: Hashable, Sendable {
  case standard, increased
}

extension View {
  /// How the view blends with what is under it: accepted (see ``BlendMode``).
  public func blendMode(_ blendMode: BlendMode) -> some View { self }

  /// Inverts the view's colours: accepted; a terminal's own colours stay as they are.
  public func colorInvert() -> some View { self }

  /// The shape of bordered buttons inside: accepted (see ``ButtonBorderShape``).
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }

  /// How prominent the section headers inside are: accepted; headers are bold either way.
  public func headerProminence(_ prominence: Prominence) -> some View { self }

  /// The style `background(in:)` fills with inside: a colour, a gradient, a translucent
  /// style (see ``OpacityShapeStyle``).
  public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    let resolved = ResolvedShapeStyle(style)
    return EnvironmentModifierView(content: self) { $0.backgroundShapeStyle = resolved }
  }

  /// Pushes `destination` for the bound item while it is not nil, and sets it to nil when the
  /// person goes back: SwiftUI's `navigationDestination(item:destination:)`.
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    let isPresented = Binding(presentingWhileSet: item)
    let shown = item.wrappedValue
    return navigationDestination(isPresented: isPresented) {
      if let shown { destination(shown) }
    }
  }
}

/// A length that grows with the person's text size: SwiftUI's `ScaledMetric`. A terminal has
/// one text size, so the value is the one given.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  public var wrappedValue: Value

  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    self.wrappedValue = wrappedValue
  }
}

/// Controls drawn as one group: SwiftUI's `ControlGroup`, drawn as its controls side by side.
public struct ControlGroup<Content: View>: View {
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public init<Label: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
  }

  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View { HStack(spacing: Points.perColumn) { content } }
}

extension View {
  /// How control groups inside are drawn: accepted; every group is its controls side by side.
  public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }
}

/// How a control group is drawn: SwiftUI's `ControlGroupStyle`.
public protocol ControlGroupStyle {}

/// The control group styles by name; all drawn alike.
public struct DefaultControlGroupStyle: ControlGroupStyle, Sendable {
  public init() {}
}

extension ControlGroupStyle where Self == DefaultControlGroupStyle {
  public static var automatic: DefaultControlGroupStyle { DefaultControlGroupStyle() }
  public static var navigation: DefaultControlGroupStyle { DefaultControlGroupStyle() }
  public static var compactMenu: DefaultControlGroupStyle { DefaultControlGroupStyle() }
  public static var palette: DefaultControlGroupStyle { DefaultControlGroupStyle() }
  public static var menu: DefaultControlGroupStyle { DefaultControlGroupStyle() }
}
