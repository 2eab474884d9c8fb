/// A view to look at on its own: what SwiftUI's `#Preview { … }` declares.
///
/// `#Preview` compiles as in SwiftUI, and better than Xcode on Linux, the previews can be
/// looked at: ``PreviewGallery`` lists every `#Preview` and `PreviewProvider` linked into the
/// running program, and shows the one chosen in the terminal.
///
/// ```swift
/// #Preview("Filled in") {
///   @Previewable @State var name = "Ada"
///   Greeting(name: $name)
/// }
///
/// // SwiftUI's older form:
/// struct Greeting_Previews: PreviewProvider {
///   static var previews: some View { Greeting(name: .constant("Ada")) }
/// }
///
/// // Or a value, for a gallery of one's own choosing:
/// let filledIn = Preview("Filled in") { Greeting(name: .constant("Ada")) }
/// ```
public struct Preview: Sendable {
  /// The traits a view's preview can have: SwiftUI's `Preview.ViewTraits`.
  public enum ViewTraits: Sendable {}

  /// The name the gallery lists it under; nil lists it by its place.
  public let name: String?
  /// How the preview is laid out: the last layout trait given.
  let layout: PreviewTrait<ViewTraits>.Layout
  /// Where `#Preview` declared it (`Module/File.swift` and a line), when it did.
  var source: (fileID: String, line: Int)?
  private let make: @MainActor @Sendable () -> AnyView

  public init<Content: View>(
    _ name: String? = nil, @ViewBuilder body: @escaping @MainActor @Sendable () -> Content
  ) {
    self.init(name, traits: [], body: body)
  }

  /// A preview with traits: `.sizeThatFitsLayout` draws the view at its ideal size,
  /// `.fixedLayout(width:height:)` in a frame of that many points (8 a column, 16 a row);
  /// orientations are accepted and change nothing in a terminal.
  public init<Content: View>(
    _ name: String? = nil, traits: PreviewTrait<ViewTraits>,
    _ additionalTraits: PreviewTrait<ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor @Sendable () -> Content
  ) {
    self.init(name, traits: [traits] + additionalTraits, body: body)
  }

  private init<Content: View>(
    _ name: String?, traits: [PreviewTrait<ViewTraits>],
    body: @escaping @MainActor @Sendable () -> Content
  ) {
    self.name = name
    layout = traits.compactMap(\.layout).last ?? .device
    make = { AnyView(body()) }
  }

  /// The previews of a `PreviewProvider`, named after it without its `_Previews` suffix.
  public init<Provider: PreviewProvider>(_ provider: Provider.Type, name: String? = nil) {
    var typeName = String(describing: provider)
    for suffix in ["_Previews", "Previews", "_Preview", "Preview"]
    where typeName.hasSuffix(suffix) && typeName.count > suffix.count {
      typeName.removeLast(suffix.count)
      break
    }
    self.name = name ?? typeName
    layout = .device
    make = { AnyView(Provider.previews) }
  }

  /// The previewed view, laid out as its traits say.
  @MainActor public var content: AnyView {
    switch layout {
    case .device: make()
    case .sizeThatFits: AnyView(make().fixedSize())
    case .fixed(let width, let height): AnyView(make().frame(width: width, height: height))
    }
  }

  /// The title the gallery shows: the name, else the file and line that declared it.
  var title: String? {
    if let name { return name }
    guard let source else { return nil }
    let file = source.fileID.split(separator: "/").last.map(String.init) ?? source.fileID
    return "\(file):\(source.line)"
  }
}

/// A trait of a preview: SwiftUI's `PreviewTrait`, for `#Preview(traits:)`.
public struct PreviewTrait<T>: Sendable {
  enum Layout: Sendable, Equatable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
  }

  let layout: Layout?

  /// The view at the size of the screen: the whole terminal.
  public static var defaultLayout: PreviewTrait { PreviewTrait(layout: .device) }
  /// The view at its ideal size.
  public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(layout: .sizeThatFits) }

  /// The view in a frame of `width` × `height` points.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
    PreviewTrait(layout: .fixed(width: width, height: height))
  }

  /// Accepted: a terminal has one orientation.
  public static var portrait: PreviewTrait { PreviewTrait(layout: nil) }
  /// Accepted: a terminal has one orientation.
  public static var portraitUpsideDown: PreviewTrait { PreviewTrait(layout: nil) }
  /// Accepted: a terminal has one orientation.
  public static var landscapeLeft: PreviewTrait { PreviewTrait(layout: nil) }
  /// Accepted: a terminal has one orientation.
  public static var landscapeRight: PreviewTrait { PreviewTrait(layout: nil) }
}

/// What `#Preview` declares: a type with a preview, found by ``Preview/registered``.
///
/// Written by the macro, not by hand; a hand-written conformance is found only if its type's
/// name contains the macro's marker.
public protocol PreviewRegistry {
  /// `Module/File.swift` of the `#Preview`.
  static var fileID: String { get }
  /// The line of the `#Preview`.
  static var line: Int { get }
  @MainActor static func makePreview() -> Preview
}

/// Declares a preview of a view, which ``PreviewGallery`` finds and shows: SwiftUI's
/// `#Preview`.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TerminalUIMacros", type: "PreviewMacro")

/// Declares a preview of a view with traits (``PreviewTrait``): SwiftUI's `#Preview(traits:)`.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TerminalUIMacros", type: "PreviewMacro")

/// Marks a declaration in a `#Preview` as state the preview keeps: `@Previewable @State var
/// count = 0`. The macro makes it a stored property of a view whose body is the rest.
@attached(peer)
public macro Previewable() = #externalMacro(module: "TerminalUIMacros", type: "PreviewableMacro")
