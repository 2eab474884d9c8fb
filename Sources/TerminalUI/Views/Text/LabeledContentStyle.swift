import Foundation

/// How a labeled content is drawn: SwiftUI's `LabeledContentStyle`. The built-in style puts
/// the label at the left and the value at the right edge; a style of your own draws its
/// `makeBody`, given the label and the content as views.
///
/// ```swift
/// struct Stacked: LabeledContentStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     VStack(alignment: .leading) { configuration.label.bold(); configuration.content }
///   }
/// }
/// LabeledContent("住所", value: address).labeledContentStyle(Stacked())
/// ```
public protocol LabeledContentStyle {
  associatedtype Body: View
  typealias Configuration = LabeledContentStyleConfiguration
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a labeled content style is given: SwiftUI's `LabeledContentStyleConfiguration`.
@MainActor
public struct LabeledContentStyleConfiguration {
  /// The label, as a view the style places.
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The value, as a view the style places.
  public struct Content: View {
    let content: AnyView
    public var body: some View { content }
  }

  public let label: Label
  public let content: Content
}

/// The built-in style: the label at the left, the value at the right edge.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
  public init() {}

  /// The labeled content as the terminal draws it.
  public func makeBody(configuration: Configuration) -> some View {
    LabeledContent(configuration)
  }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
  /// The built-in style.
  public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension LabeledContent
where
  Label == LabeledContentStyleConfiguration.Label,
  Content == LabeledContentStyleConfiguration.Content
{
  /// The labeled content a style was given, drawn the built-in way: for a style's body.
  public init(_ configuration: LabeledContentStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
  }
}

extension View {
  /// Sets the style of the labeled contents inside: the built-in one, or a style of your
  /// own whose body is drawn instead.
  public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
    settingStyle(\.labeledContentStyle, builtIn: style is AutomaticLabeledContentStyle) {
      AnyView(style.makeBody(configuration: $0))
    }
  }
}

extension EnvironmentValues {
  /// The labeled content style of your own that labeled contents inside draw, if any.
  var labeledContentStyle: ErasedStyle<LabeledContentStyleConfiguration>? {
    get { self[ErasedStyleKey<LabeledContentStyleConfiguration>.self] }
    set { self[ErasedStyleKey<LabeledContentStyleConfiguration>.self] = newValue }
  }
}
