import TerminalKit

/// A look for buttons, made from the button's label: SwiftUI's `ButtonStyle`.
///
/// ```swift
/// struct Pill: ButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label
///       .padding(.horizontal)
///       .background(configuration.isPressed ? Color.gray : Color.orange)
///   }
/// }
/// Button("注文") { order() }.buttonStyle(Pill())
/// ```
///
/// The body is drawn as the button; a body with its own fill is drawn as it is, one without
/// keeps the brackets, `[ 注文 ]`, so it still reads as a button. Focus shows as on any
/// button. A terminal has no touch-down, so `isPressed` is false.
@MainActor @preconcurrency
public protocol ButtonStyle {
  associatedtype Body: View
  typealias Configuration = ButtonStyleConfiguration
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a button style is given: the button's label, role and whether it is pressed.
@MainActor
public struct ButtonStyleConfiguration {
  /// The button's label, as a view the style places.
  public struct Label: View, PrimitiveView {
    let content: AnyView

    public var body: Never { primitiveBody() }

    func resolve(_ context: ResolveContext, into output: inout [Element]) {
      var parts: [Element] = []
      content.resolve(context, into: &parts)
      output.append(Element.buttonLabel(parts))
    }
  }

  public let role: ButtonRole?
  public let label: Label
  public let isPressed: Bool
}

/// A custom button style, its type erased, as the environment carries it.
@MainActor
struct AnyButtonStyle {
  let makeLabel: @MainActor (ButtonStyleConfiguration, ResolveContext) -> Element

  init<S: ButtonStyle>(_ style: S) {
    makeLabel = { configuration, context in
      let styleContext = context.styleContext(for: style, position: 2)
      return styleContext.resolveSingle(style.makeBody(configuration: configuration))
    }
  }
}

private struct CustomButtonStyleKey: EnvironmentKey {
  static let defaultValue: AnyButtonStyle? = nil
}

extension EnvironmentValues {
  /// The custom style buttons inside are drawn in.
  var customButtonStyle: AnyButtonStyle? {
    get { self[CustomButtonStyleKey.self] }
    set { self[CustomButtonStyleKey.self] = newValue }
  }
}

extension Element {
  /// Whether the element brings its own shape: a fill or a border (a label that reads as a
  /// button without brackets).
  var hasOwnFill: Bool {
    var current: Element? = self
    while let candidate = current {
      switch candidate {
      case is ColorElement, is BorderElement: return true
      case let layer as LayerElement where layer.below: return true
      case let wrapper as WrapperElement: current = wrapper.child
      default: return false
      }
    }
    return false
  }
}

extension Element {
  /// A button's label made of several views (`Image(…); Text("戻る")` with no stack): side by
  /// side, as SwiftUI lays out a button's label, and one view for the style to place.
  static func buttonLabel(_ parts: [Element]) -> Element {
    parts.count > 1
      ? StackElement(horizontal: .center, spacing: 1, children: parts) : combine(parts)
  }
}
