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

/// Content under a search field.
struct SearchableView<Content: View>: View, PrimitiveView {
  let content: Content
  let text: Binding<String>
  let prompt: String?

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let environment = context.environment
    let fieldContext = context.child(ChildKey(position: 1, type: ObjectIdentifier(Self.self)))
    let field = TextFieldElement(
      node: fieldContext.node, text: text, placeholder: prompt ?? "検索", secure: false,
      isEnabled: environment.isEnabled,
      submitActions: environment.submitActions.filter { $0.triggers.contains(.search) }
        .map(\.action),
      focus: nil, style: environment.textStyle, onEditingChanged: nil)
    field.isSearchField = true
    var glyphStyle = environment.textStyle
    glyphStyle.dim = true
    let glyph = TextElement(
      spans: [TextElement.Span(string: "⌕", style: glyphStyle)], lineLimit: 1,
      alignment: .leading)
    let bar = StackElement(axis: .horizontal, alignment: 1, spacing: 1, children: [glyph, field])
    let body = context.resolveSingle(content, position: 0)
    output.append(StackElement(axis: .vertical, alignment: 0, spacing: 0, children: [bar, body]))
  }
}
