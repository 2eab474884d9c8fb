/// A view to look at on its own: what SwiftUI's `#Preview { … }` declares.
///
/// `#Preview` is a macro, and a macro needs a compiler plug-in built with swift-syntax, which
/// this package does not depend on; so `#Preview { … }` does not compile here. Write one of
/// these instead:
///
/// ```swift
/// // SwiftUI's older form, which compiles with SwiftUI too:
/// struct ContentView_Previews: PreviewProvider {
///   static var previews: some View { ContentView() }
/// }
///
/// // Or a value, which `PreviewGallery` shows in the terminal:
/// let contentPreview = Preview("ContentView") { ContentView() }
/// ```
public struct Preview: Sendable {
  /// The name the gallery lists it under; nil lists it by its place.
  public let name: String?
  private let make: @MainActor @Sendable () -> AnyView

  public init<Content: View>(
    _ name: String? = nil, @ViewBuilder body: @escaping @MainActor @Sendable () -> Content
  ) {
    self.name = name
    make = { AnyView(body()) }
  }

  /// The previews of a `PreviewProvider`, named after it without its `_Previews` suffix.
  public init<Provider: PreviewProvider>(_ provider: Provider.Type, name: String? = nil) {
    var typeName = String(describing: provider)
    if typeName.hasSuffix("_Previews") { typeName.removeLast("_Previews".count) }
    self.name = name ?? typeName
    make = { AnyView(Provider.previews) }
  }

  /// The previewed view.
  @MainActor public var content: AnyView { make() }
}

/// The previews given, as a list: Enter shows one, Esc comes back. Put it in a
/// `NavigationStack`; a small program of one's previews runs it in the terminal:
///
/// ```swift
/// @main
/// struct Previews: App {
///   var body: some Scene {
///     WindowGroup { NavigationStack { PreviewGallery(contentPreview, settingsPreview) } }
///   }
/// }
/// ```
public struct PreviewGallery: View {
  let previews: [Preview]

  public init(_ previews: [Preview]) { self.previews = previews }

  public init(_ previews: Preview...) { self.previews = previews }

  public var body: some View {
    List(previews.indices, id: \.self) { index in
      let title = previews[index].name ?? "プレビュー \(index + 1)"
      NavigationLink(title, destination: previews[index].content.navigationTitle(title))
    }
    .accessibilityIdentifier("previews")
    .navigationTitle("プレビュー")
  }
}
