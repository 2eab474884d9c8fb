import Foundation

/// How a disclosure group is drawn: SwiftUI's `DisclosureGroupStyle`. The built-in style
/// draws ▸/▾ before the label; a style of your own draws its `makeBody`, given the label, the
/// content and whether the group is open, which it may change.
///
/// ```swift
/// struct Chevron: DisclosureGroupStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Button { configuration.isExpanded.toggle() } label: {
///       HStack { configuration.label; Spacer(); Text(configuration.isExpanded ? "−" : "+") }
///     }
///     if configuration.isExpanded { configuration.content }
///   }
/// }
/// ```
public protocol DisclosureGroupStyle {
  associatedtype Body: View
  typealias Configuration = DisclosureGroupStyleConfiguration
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a disclosure group style is given: SwiftUI's `DisclosureGroupStyleConfiguration`.
@MainActor
public struct DisclosureGroupStyleConfiguration {
  /// The label, as a view the style places.
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The content, as a view the style places (usually only while open).
  public struct Content: View {
    let content: AnyView
    public var body: some View { content }
  }

  public let label: Label
  public let content: Content
  /// Whether the group is open; setting it opens or closes the group.
  @Binding public var isExpanded: Bool
}

/// The built-in style: ▸/▾ before the label, the content indented under it.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
  public init() {}

  /// The group as the terminal draws it.
  public func makeBody(configuration: Configuration) -> some View {
    DisclosureGroup(isExpanded: configuration.$isExpanded) {
      configuration.content
    } label: {
      configuration.label
    }
  }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
  /// The built-in style.
  public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

extension View {
  /// Sets the style of the disclosure groups inside: the built-in one, or a style of your
  /// own whose body is drawn instead.
  public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
    settingStyle(\.disclosureGroupStyle, builtIn: style is AutomaticDisclosureGroupStyle) {
      AnyView(style.makeBody(configuration: $0))
    }
  }
}

extension EnvironmentValues {
  /// The disclosure group style of your own that groups inside draw, if any.
  var disclosureGroupStyle: ErasedStyle<DisclosureGroupStyleConfiguration>? {
    get { self[ErasedStyleKey<DisclosureGroupStyleConfiguration>.self] }
    set { self[ErasedStyleKey<DisclosureGroupStyleConfiguration>.self] = newValue }
  }
}
