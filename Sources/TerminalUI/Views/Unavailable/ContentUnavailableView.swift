/// What a screen shows when it has nothing to show — no results, an empty inbox: SwiftUI's
/// `ContentUnavailableView`. Drawn centred in the space it is given: the label's icon,
/// under it its title in bold, a blank line, the description dim, a blank line and the
/// actions.
///
/// ```swift
/// ContentUnavailableView(
///   "No Mail", systemImage: "tray.fill", description: Text("New mail you receive appears here."))
/// ContentUnavailableView.search(text: query)
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions

  public init(
    @ViewBuilder label: () -> Label,
    @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  public var body: some View {
    // A blank line (16 points) between the label, the description and the actions.
    VStack(spacing: 16) {
      label.labelStyle(UnavailableLabelStyle())
      description.foregroundColor(.secondary)
      actions
    }
    .multilineTextAlignment(.center)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

extension ContentUnavailableView
where Label == TerminalUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(
      label: { TerminalUI.Label(title, systemImage: name) }, description: { description })
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(
      label: { TerminalUI.Label(title, systemImage: name) }, description: { description })
  }

  /// An icon from the app's assets: drawn as the symbol fallback.
  public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
    self.init(label: { TerminalUI.Label(title, image: name) }, description: { description })
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
    self.init(label: { TerminalUI.Label(title, image: name) }, description: { description })
  }
}

/// The parts of the view a search with no results shows: SwiftUI's
/// `SearchUnavailableContent`.
public enum SearchUnavailableContent {
  public typealias Label = TerminalUI.Label<Text, Image>
  public typealias Description = Text
  public typealias Actions = EmptyView
}

extension ContentUnavailableView
where
  Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
  Actions == SearchUnavailableContent.Actions
{
  /// A search that found nothing: 🔍 No Results, and a hint to check the spelling.
  public static var search: ContentUnavailableView<Label, Description, Actions> {
    ContentUnavailableView(
      label: { TerminalUI.Label("No Results", systemImage: "magnifyingglass") },
      description: { Text("Check the spelling or try a new search.") })
  }

  /// A search for `text` that found nothing: 🔍 No Results for “text”.
  public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
    guard !text.isEmpty else { return search }
    return ContentUnavailableView(
      label: { TerminalUI.Label("No Results for “\(text)”", systemImage: "magnifyingglass") },
      description: { Text("Check the spelling or try a new search.") })
  }
}

/// A content-unavailable label: the icon over the title, in bold.
private struct UnavailableLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 0) {
      configuration.icon
      configuration.title.font(.headline)
    }
  }
}
