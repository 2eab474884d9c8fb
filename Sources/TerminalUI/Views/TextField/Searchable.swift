import TerminalKit

/// Where a search field goes: SwiftUI's `SearchFieldPlacement`. A terminal has one place for
/// it — a line above the searchable view, under the navigation bar — so every placement is
/// accepted and drawn there.
public struct SearchFieldPlacement: Sendable {
  let name: String
  public static let automatic = SearchFieldPlacement(name: "automatic")
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

  /// The navigation bar's drawer, shown always or when scrolled (accepted).
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode)
    -> SearchFieldPlacement
  {
    .navigationBarDrawer
  }

  /// How the drawer shows: accepted, the field always shows.
  public enum NavigationBarDrawerDisplayMode: Sendable {
    case automatic, always
  }
}

extension View {
  /// A search field above this view, bound to `text`: SwiftUI's `searchable`. The view
  /// filters by the text itself, as in SwiftUI. Drawn as a line `⌕ ` and an underlined field
  /// with `prompt` (検索 when none) as its placeholder, the first control in reading order;
  /// Enter in it runs `onSubmit(of: .search)`. UI tests find it in `app.searchFields`.
  ///
  /// ```swift
  /// List(filtered) { Text($0.name) }
  ///   .searchable(text: $query, prompt: "名前で検索")
  /// ```
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey? = nil
  ) -> some View {
    SearchableView(content: self, text: text, prompt: prompt?.text)
  }

  /// A search field with a `Text` prompt.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text?
  ) -> some View {
    SearchableView(content: self, text: text, prompt: prompt?.plainText)
  }

  /// A search field with a string prompt.
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    SearchableView(content: self, text: text, prompt: String(prompt))
  }
}

extension View {
  /// A search field with suggestions, shown under the field while the person searches (the
  /// field has focus or text): SwiftUI's `searchable(text:placement:prompt:suggestions:)`.
  /// A suggestion with `searchCompletion(_:)` is a button that puts its completion in the
  /// field.
  ///
  /// ```swift
  /// List(results, id: \.self) { Text($0) }
  ///   .searchable(text: $query) {
  ///     ForEach(recent, id: \.self) { Text($0).searchCompletion($0) }
  ///   }
  /// ```
  public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey? = nil, @ViewBuilder suggestions: () -> S
  ) -> some View {
    SearchableView(
      content: self, text: text, prompt: prompt?.text, suggestions: AnyView(suggestions()))
  }

  /// A search field with a `Text` prompt and suggestions.
  public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text?,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    SearchableView(
      content: self, text: text, prompt: prompt?.plainText, suggestions: AnyView(suggestions()))
  }

  /// A search field with a string prompt and suggestions.
  @_disfavoredOverload
  public func searchable<P: StringProtocol, S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: P,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    SearchableView(
      content: self, text: text, prompt: String(prompt), suggestions: AnyView(suggestions()))
  }

  /// Makes this suggestion of a `searchable` field a button that puts `completion` in the
  /// field: SwiftUI's `searchCompletion(_:)`. Outside a search field's suggestions it draws
  /// the view as it is.
  public func searchCompletion(_ completion: String) -> some View {
    SearchCompletionView(content: self, completion: completion)
  }
}

/// A suggestion that completes the search text when pressed.
struct SearchCompletionView<Content: View>: View {
  let content: Content
  let completion: String
  @Environment(\.searchText) private var searchText

  var body: some View {
    if let searchText {
      Button {
        searchText.wrappedValue = completion
      } label: {
        content
      }
      .buttonStyle(.plain)
    } else {
      content
    }
  }
}

private struct SearchTextKey: EnvironmentKey {
  static let defaultValue: Binding<String>? = nil
}

extension EnvironmentValues {
  /// The text of the search field whose suggestions are being drawn.
  var searchText: Binding<String>? {
    get { self[SearchTextKey.self] }
    set { self[SearchTextKey.self] = newValue }
  }
}

/// Content under a search field.
struct SearchableView<Content: View>: View, PrimitiveView {
  let content: Content
  let text: Binding<String>
  let prompt: String?
  var suggestions: AnyView?

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let environment = context.environment
    let fieldContext = context.child(ChildKey(position: 1, type: ObjectIdentifier(Self.self)))
    let field = TextFieldElement(
      node: fieldContext.node, text: text, placeholder: prompt ?? environment.systemWords.search,
      secure: false,
      isEnabled: environment.isEnabled,
      submitActions: environment.submitActions.filter { $0.triggers.contains(.search) }
        .map(\.action),
      focus: nil, style: environment.textStyle, onEditingChanged: nil)
    field.isSearchField = true
    let search = context.node.state { SearchState() }
    search.invalidator = context.graph.invalidator
    field.search = search
    var glyphStyle = environment.textStyle
    glyphStyle.dim = true
    let glyph = TextElement(
      spans: [TextElement.Span(string: "⌕", style: glyphStyle)], lineLimit: 1,
      alignment: .leading)
    let bar = StackElement(axis: .horizontal, alignment: 1, spacing: 1, children: [glyph, field])
    var contentContext = context
    contentContext.environment.isSearching = search.engaged || !text.wrappedValue.isEmpty
    let text = self.text
    contentContext.environment.dismissSearch = DismissSearchAction { search.dismiss(text) }
    let body = contentContext.resolveSingle(content, position: 0)
    var children: [Element] = [bar]
    // Suggestions given to `searchable`, or set around it with `searchSuggestions`; the
    // content inside does not inherit the latter.
    let suggestions = suggestions ?? environment.searchSuggestions
    contentContext.environment.searchSuggestions = nil
    if let suggestions, contentContext.environment.isSearching {
      var suggestionsContext = contentContext
      suggestionsContext.environment.searchText = text
      children.append(suggestionsContext.resolveSingle(suggestions, position: 2))
    }
    children.append(body)
    output.append(StackElement(axis: .vertical, alignment: 0, spacing: 0, children: children))
  }
}

/// Whether the user is searching in a `searchable` field; lives in the searchable view's node.
@MainActor
final class SearchState {
  /// Set when the user comes to the field or types in it; cleared when they leave it or the
  /// search is dismissed.
  private(set) var engaged = false
  var invalidator: Invalidator?

  func setEngaged(_ engaged: Bool) {
    guard engaged != self.engaged else { return }
    self.engaged = engaged
    invalidator?.invalidate()
  }

  /// Ends the search: the text is cleared and the field stops searching.
  func dismiss(_ text: Binding<String>) {
    if !text.wrappedValue.isEmpty { text.wrappedValue = "" }
    engaged = false
    invalidator?.invalidate()
  }
}

/// Ends the search of the `searchable` view this view is in: SwiftUI's
/// `DismissSearchAction`, read as `@Environment(\.dismissSearch) private var dismissSearch`
/// and called as `dismissSearch()`. The search text is cleared and `isSearching` turns false;
/// outside a searchable view it does nothing.
public struct DismissSearchAction {
  let action: (@MainActor () -> Void)?

  @MainActor public func callAsFunction() { action?() }
}

private struct IsSearchingKey: EnvironmentKey {
  static let defaultValue = false
}

private struct DismissSearchKey: EnvironmentKey {
  static var defaultValue: DismissSearchAction { DismissSearchAction(action: nil) }
}

extension EnvironmentValues {
  /// Whether the user is searching in the `searchable` field this view is under, as
  /// SwiftUI's `isSearching`: true from when they come to the field (Tab, a click, a tap,
  /// a focus state) or type in it, while it has focus or text, until Esc or
  /// `dismissSearch()` ends the search. The field's focus when a screen opens (it is the
  /// first control) does not count, as on iOS a search starts with the user. Read it in a
  /// view inside the searchable one.
  public var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }

  /// Ends the search of the `searchable` view this view is under: SwiftUI's `dismissSearch`.
  public var dismissSearch: DismissSearchAction {
    get { self[DismissSearchKey.self] }
    set { self[DismissSearchKey.self] = newValue }
  }
}

private struct SearchSuggestionsKey: EnvironmentKey {
  static var defaultValue: AnyView? { nil }
}

extension EnvironmentValues {
  /// Suggestions set with `searchSuggestions(_:)`, for the search field inside.
  var searchSuggestions: AnyView? {
    get { self[SearchSuggestionsKey.self] }
    set { self[SearchSuggestionsKey.self] = newValue }
  }
}

extension View {
  /// Suggestions for the `searchable` field this modifies, shown under it while the person
  /// searches: SwiftUI's `searchSuggestions(_:)`. Put it on the view that has `searchable`
  /// (after it, as `.searchable(text: $q).searchSuggestions { … }`); a suggestion with
  /// `searchCompletion(_:)` fills the field.
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
    let suggestions = AnyView(suggestions())
    return EnvironmentModifierView(content: self) { $0.searchSuggestions = suggestions }
  }

  /// Whether suggestions show for searches: SwiftUI's `searchSuggestions(_:for:)`. Accepted:
  /// they show while the person searches.
  public func searchSuggestions(
    _ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set
  )
    -> some View
  { self }
}

/// Where search suggestions show: SwiftUI's `SearchSuggestionsPlacement`.
public struct SearchSuggestionsPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = SearchSuggestionsPlacement(name: "automatic")
  public static let content = SearchSuggestionsPlacement(name: "content")
  public static let menu = SearchSuggestionsPlacement(name: "menu")

  /// A set of placements.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let content = Set(rawValue: 1)
    public static let menu = Set(rawValue: 2)
  }
}
