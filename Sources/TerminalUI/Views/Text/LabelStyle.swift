/// A look for labels, made from the label's title and icon: SwiftUI's `LabelStyle`.
///
/// ```swift
/// struct Stacked: LabelStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     VStack {
///       configuration.icon
///       configuration.title
///     }
///   }
/// }
/// Label("設定", systemImage: "gear").labelStyle(Stacked())
/// ```
///
/// The body is drawn in the label's place; a `Label(configuration)` inside it is the label
/// drawn as `.titleAndIcon` draws it.
@MainActor @preconcurrency
public protocol LabelStyle {
  associatedtype Body: View
  typealias Configuration = LabelStyleConfiguration
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a label style is given: the label's title and its icon, as views the style places.
@MainActor
public struct LabelStyleConfiguration {
  /// The label's title.
  public struct Title: View, PrimitiveView {
    let content: AnyView

    public var body: Never { primitiveBody() }

    func resolve(_ context: ResolveContext, into output: inout [Element]) {
      content.resolve(context, into: &output)
    }
  }

  /// The label's icon.
  public struct Icon: View, PrimitiveView {
    let content: AnyView

    public var body: Never { primitiveBody() }

    func resolve(_ context: ResolveContext, into output: inout [Element]) {
      content.resolve(context, into: &output)
    }
  }

  public let title: Title
  public let icon: Icon
}

extension Label
where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// A label made from a style's configuration: its title and icon.
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
  }
}

/// A custom label style, its type erased, as the environment carries it.
@MainActor
struct AnyLabelStyle {
  let makeElement: @MainActor (LabelStyleConfiguration, ResolveContext) -> Element

  init<S: LabelStyle>(_ style: S) {
    makeElement = { configuration, context in
      let styleContext = context.styleContext(for: style, position: 2)
      return styleContext.resolveSingle(style.makeBody(configuration: configuration))
    }
  }
}

private struct CustomLabelStyleKey: EnvironmentKey {
  static let defaultValue: AnyLabelStyle? = nil
}

extension EnvironmentValues {
  /// The custom style labels inside are drawn in.
  var customLabelStyle: AnyLabelStyle? {
    get { self[CustomLabelStyleKey.self] }
    set { self[CustomLabelStyleKey.self] = newValue }
  }
}
