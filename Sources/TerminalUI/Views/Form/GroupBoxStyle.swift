/// How a group box is drawn: SwiftUI's `GroupBoxStyle`. The built-in style draws the
/// terminal's rounded box; a style of your own draws its `makeBody`, given the box's label and
/// content as views.
///
/// ```swift
/// struct Card: GroupBoxStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     VStack(alignment: .leading) { configuration.label.bold(); configuration.content }
///       .padding().border(.gray)
///   }
/// }
/// GroupBox("同期") { Toggle("自動", isOn: $auto) }.groupBoxStyle(Card())
/// ```
public protocol GroupBoxStyle {
  associatedtype Body: View
  typealias Configuration = GroupBoxStyleConfiguration
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a group box style is given: SwiftUI's `GroupBoxStyleConfiguration`.
@MainActor
public struct GroupBoxStyleConfiguration {
  /// The box's title, as a view the style places.
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The box's content, as a view the style places.
  public struct Content: View {
    let content: AnyView
    public var body: some View { content }
  }

  public let label: Label
  public let content: Content
}

/// The terminal's box, as the built-in style's body.
public struct _BuiltInGroupBoxBody: View {
  let configuration: GroupBoxStyleConfiguration

  public var body: some View { GroupBox(configuration) }
}

/// The platform's group box: the terminal's rounded box.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> _BuiltInGroupBoxBody {
    _BuiltInGroupBoxBody(configuration: configuration)
  }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension View {
  /// Sets the style of the group boxes inside: the built-in style draws the terminal's box, a
  /// style of your own its body.
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    settingStyle(\.groupBoxStyle, builtIn: style is DefaultGroupBoxStyle) {
      AnyView(style.makeBody(configuration: $0))
    }
  }
}

extension EnvironmentValues {
  /// The group box style of your own that group boxes inside draw, if any.
  var groupBoxStyle: ErasedStyle<GroupBoxStyleConfiguration>? {
    get { self[ErasedStyleKey<GroupBoxStyleConfiguration>.self] }
    set { self[ErasedStyleKey<GroupBoxStyleConfiguration>.self] = newValue }
  }
}

extension GroupBox
where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
  /// The terminal's box of a style's configuration, for a style that adds to it.
  public init(_ configuration: GroupBoxStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
  }
}
