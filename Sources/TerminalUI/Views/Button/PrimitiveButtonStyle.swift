/// A look and behaviour for buttons that decides when the action runs: SwiftUI's
/// `PrimitiveButtonStyle`. The body is drawn as the button, which Enter or Space presses
/// (running `configuration.trigger()`); a `Button(configuration)` inside it is the button's
/// label, not a second button.
///
/// ```swift
/// struct Outlined: PrimitiveButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Button(configuration).padding(.horizontal).border(.gray)
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  typealias Configuration = PrimitiveButtonStyleConfiguration
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a primitive button style is given: the label, the role, and the action to trigger.
@MainActor
public struct PrimitiveButtonStyleConfiguration {
  public typealias Label = ButtonStyleConfiguration.Label

  public let role: ButtonRole?
  public let label: Label
  let action: @MainActor () -> Void

  /// Runs the button's action.
  public func trigger() { action() }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// A button made from a primitive style's configuration: its label and action.
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
  }
}

/// A custom primitive button style, its type erased, as the environment carries it.
@MainActor
struct AnyPrimitiveButtonStyle {
  let makeLabel: @MainActor (PrimitiveButtonStyleConfiguration, ResolveContext) -> Element

  init<S: PrimitiveButtonStyle>(_ style: S) {
    makeLabel = { configuration, context in
      let styleContext = context.styleContext(for: style, position: 3)
      var bodyContext = styleContext
      bodyContext.environment.insidePrimitiveButtonStyle = true
      return bodyContext.resolveSingle(style.makeBody(configuration: configuration))
    }
  }
}

private struct PrimitiveButtonStyleKey: EnvironmentKey {
  static let defaultValue: AnyPrimitiveButtonStyle? = nil
}

private struct InsidePrimitiveButtonStyleKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// The custom primitive style buttons inside are drawn in.
  var customPrimitiveButtonStyle: AnyPrimitiveButtonStyle? {
    get { self[PrimitiveButtonStyleKey.self] }
    set { self[PrimitiveButtonStyleKey.self] = newValue }
  }

  /// Whether views are a primitive style's body: a button there is only its label.
  var insidePrimitiveButtonStyle: Bool {
    get { self[InsidePrimitiveButtonStyleKey.self] }
    set { self[InsidePrimitiveButtonStyleKey.self] = newValue }
  }
}
