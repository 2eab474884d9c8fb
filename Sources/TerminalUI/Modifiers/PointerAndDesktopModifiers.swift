import Foundation

/// A type of data, by its uniform type identifier: the part of `UniformTypeIdentifiers`'
/// `UTType` that views name (a file importer's allowed types, a drop's accepted types).
/// Linux has no type registry, so a type is its identifier and its usual file extensions.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
  /// The identifier, as `public.png`.
  public let identifier: String
  /// The file extensions of the type, the preferred one first.
  let extensions: [String]
  /// The identifiers of the types it is a kind of, the closest first.
  let parents: [String]

  init(known identifier: String, extensions: [String] = [], parents: [String] = []) {
    self.identifier = identifier
    self.extensions = extensions
    self.parents = parents
  }

  /// The type with `identifier`, when it is one of the known ones.
  public init?(_ identifier: String) {
    guard let known = Self.known.first(where: { $0.identifier == identifier }) else {
      return nil
    }
    self = known
  }

  /// The known type whose files end in `filenameExtension`, if any.
  public init?(filenameExtension: String) {
    let wanted = filenameExtension.lowercased()
    guard let known = Self.known.first(where: { $0.extensions.contains(wanted) }) else {
      return nil
    }
    self = known
  }

  /// A type of your own, exported by the app: its identifier, nothing else known of it.
  public init(exportedAs identifier: String, conformingTo parent: UTType = .data) {
    self.init(known: identifier, parents: [parent.identifier] + parent.parents)
  }

  /// A type of your own, imported: as ``init(exportedAs:conformingTo:)``.
  public init(importedAs identifier: String, conformingTo parent: UTType = .data) {
    self.init(exportedAs: identifier, conformingTo: parent)
  }

  public var description: String { identifier }

  /// Types are the same when their identifiers are.
  public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
  public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

  /// The identifiers of every type it is a kind of, through its parents' parents.
  var ancestors: Set<String> {
    var found: Set<String> = []
    var pending = parents
    while let next = pending.popLast() {
      guard found.insert(next).inserted else { continue }
      if let known = Self.known.first(where: { $0.identifier == next }) {
        pending += known.parents
      }
    }
    return found
  }
  /// The extension its files usually have (`png`).
  public var preferredFilenameExtension: String? { extensions.first }
  /// Whether the type is `type` or a kind of it (`.png` is an `.image`).
  public func conforms(to type: UTType) -> Bool {
    type == self || type.identifier == "public.item" || ancestors.contains(type.identifier)
  }

  public static let item = UTType(known: "public.item")
  public static let content = UTType(known: "public.content", parents: ["public.item"])
  public static let data = UTType(known: "public.data", parents: ["public.item"])
  public static let folder = UTType(
    known: "public.folder", parents: ["public.directory", "public.item"])
  public static let directory = UTType(known: "public.directory", parents: ["public.item"])
  public static let url = UTType(known: "public.url", parents: ["public.data", "public.item"])
  public static let fileURL = UTType(
    known: "public.file-url", parents: ["public.url", "public.item"])
  public static let text = UTType(known: "public.text", parents: ["public.data", "public.content"])
  public static let plainText = UTType(
    known: "public.plain-text", extensions: ["txt", "text"],
    parents: ["public.text", "public.data"])
  public static let utf8PlainText = UTType(
    known: "public.utf8-plain-text", extensions: ["txt"],
    parents: ["public.plain-text", "public.text"])
  public static let json = UTType(
    known: "public.json", extensions: ["json"], parents: ["public.text", "public.data"])
  public static let xml = UTType(
    known: "public.xml", extensions: ["xml"], parents: ["public.text", "public.data"])
  public static let commaSeparatedText = UTType(
    known: "public.comma-separated-values-text", extensions: ["csv"],
    parents: ["public.plain-text", "public.text"])
  public static let html = UTType(
    known: "public.html", extensions: ["html", "htm"], parents: ["public.text", "public.data"])
  public static let sourceCode = UTType(
    known: "public.source-code", parents: ["public.plain-text", "public.text"])
  public static let swiftSource = UTType(
    known: "public.swift-source", extensions: ["swift"],
    parents: ["public.source-code", "public.text"])
  public static let image = UTType(
    known: "public.image", parents: ["public.data", "public.content"])
  public static let png = UTType(
    known: "public.png", extensions: ["png"], parents: ["public.image"])
  public static let jpeg = UTType(
    known: "public.jpeg", extensions: ["jpg", "jpeg"], parents: ["public.image"])
  public static let gif = UTType(
    known: "com.compuserve.gif", extensions: ["gif"], parents: ["public.image"])
  public static let heic = UTType(
    known: "public.heic", extensions: ["heic"], parents: ["public.image"])
  public static let svg = UTType(
    known: "public.svg-image", extensions: ["svg"], parents: ["public.image"])
  public static let pdf = UTType(
    known: "com.adobe.pdf", extensions: ["pdf"], parents: ["public.data", "public.content"])
  public static let audiovisualContent = UTType(
    known: "public.audiovisual-content", parents: ["public.data", "public.content"])
  public static let movie = UTType(
    known: "public.movie", extensions: ["mov", "mp4"], parents: ["public.audiovisual-content"])
  public static let audio = UTType(
    known: "public.audio", extensions: ["mp3", "m4a", "wav"],
    parents: ["public.audiovisual-content"])
  public static let archive = UTType(known: "public.archive", parents: ["public.data"])
  public static let zip = UTType(
    known: "public.zip-archive", extensions: ["zip"], parents: ["public.archive", "public.data"])

  static let known: [UTType] = [
    .item, .content, .data, .folder, .directory, .url, .fileURL, .text, .plainText, .utf8PlainText,
    .json, .xml,
    .commaSeparatedText, .html, .sourceCode, .swiftSource, .image, .png, .jpeg, .gif, .heic,
    .svg, .pdf, .audiovisualContent, .movie, .audio, .archive, .zip,
  ]
}

#if !canImport(Darwin)
  /// Data a drag carries, loaded on demand: the part of Foundation's `NSItemProvider` a view's
  /// drop handler names. Nothing is dragged into a terminal, so a handler is never given one.
  open class NSItemProvider: @unchecked Sendable {
    /// The types of the data it carries.
    open var registeredTypeIdentifiers: [String]
    /// A name for the data, when it becomes a file.
    open var suggestedName: String?

    public init() { registeredTypeIdentifiers = [] }

    /// A provider of a file's contents.
    public convenience init?(contentsOf fileURL: URL?) {
      guard let fileURL else { return nil }
      self.init()
      registeredTypeIdentifiers = [
        UTType(filenameExtension: fileURL.pathExtension)?.identifier ?? UTType.data.identifier
      ]
      suggestedName = fileURL.lastPathComponent
    }

    /// What it carries, when it was made from an item.
    private var item: Any?

    /// A provider of `object`, of the type named `typeIdentifier`.
    public convenience init(item: Any?, typeIdentifier: String?) {
      self.init()
      self.item = item
      if let typeIdentifier { registeredTypeIdentifiers = [typeIdentifier] }
    }

    /// Hands the item to `completionHandler`: the item itself (text as a `String`), or an
    /// error when it carries no item of that type.
    open func loadItem(
      forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
      completionHandler: ((Any?, (any Error)?) -> Void)? = nil
    ) {
      guard let item, hasItemConformingToTypeIdentifier(typeIdentifier) else {
        completionHandler?(nil, CocoaError(.fileReadNoSuchFile))
        return
      }
      completionHandler?(item, nil)
    }

    /// Hands the item's bytes to `completionHandler` (text as UTF-8), or an error.
    @discardableResult
    open func loadDataRepresentation(
      forTypeIdentifier typeIdentifier: String,
      completionHandler: @escaping (Data?, (any Error)?) -> Void
    ) -> Progress {
      let progress = Progress(totalUnitCount: 1)
      let data: Data? =
        switch item {
        case let data as Data: data
        case let text as String: Data(text.utf8)
        case let url as URL: Data(url.absoluteString.utf8)
        default: nil
        }
      if let data, hasItemConformingToTypeIdentifier(typeIdentifier) {
        completionHandler(data, nil)
      } else {
        completionHandler(nil, CocoaError(.fileReadNoSuchFile))
      }
      progress.completedUnitCount = 1
      return progress
    }

    /// Whether it carries data of the type named `typeIdentifier` or a kind of it.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
      registeredTypeIdentifiers.contains { identifier in
        identifier == typeIdentifier
          || (UTType(identifier).map { type in
            UTType(typeIdentifier).map { type.conforms(to: $0) } ?? false
          } ?? false)
      }
    }
  }
#endif

/// Where the pointer is over a view: SwiftUI's `HoverPhase`.
public enum HoverPhase: Equatable, Sendable {
  /// Over the view, at a point of it.
  case active(CGPoint)
  /// Gone from the view.
  case ended
}

/// The role of a navigation bar (an editor's, a browser's): SwiftUI's `ToolbarRole`.
/// Accepted: a terminal's bar is its title and `‹ Esc`.
public struct ToolbarRole: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarRole(name: "automatic")
  public static let browser = ToolbarRole(name: "browser")
  public static let editor = ToolbarRole(name: "editor")
  public static let navigationStack = ToolbarRole(name: "navigationStack")
}

/// How a navigation title shows (large, inline): SwiftUI's `ToolbarTitleDisplayMode`.
/// Accepted: a terminal's title is one line.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarTitleDisplayMode(name: "automatic")
  public static let large = ToolbarTitleDisplayMode(name: "large")
  public static let inline = ToolbarTitleDisplayMode(name: "inline")
  public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
}

extension View {
  /// Runs `action` when the pointer enters (true) or leaves (false) the view: SwiftUI's
  /// `onHover(perform:)`. Accepted: terminals report the pointer only when a button is
  /// pressed (TerminalUI asks for clicks, drags and the wheel, not for every move), so the
  /// pointer never hovers and `action` does not run. Clicks work as they do without it.
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }

  /// Runs `action` as the pointer moves over the view: accepted, as ``onHover(perform:)``.
  public func onContinuousHover(
    coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
  ) -> some View { self }

  /// Takes items of `supportedContentTypes` dropped on the view: SwiftUI's
  /// `onDrop(of:isTargeted:perform:)`. Accepted: nothing is dropped in a terminal, so
  /// `action` does not run and `isTargeted` stays false.
  public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider]) -> Bool
  ) -> some View { self }

  /// Takes items dropped at a point of the view: accepted, as
  /// `onDrop(of:isTargeted:perform:)`.
  public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
  ) -> some View { self }

  /// Lets the view be dragged out with the data `data` makes: SwiftUI's `onDrag(_:)`.
  /// Accepted: a terminal has no drag and drop between views or apps.
  public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }

  /// Lets the view be dragged out, with a preview: accepted, as `onDrag(_:)`.
  public func onDrag<V: View>(
    _ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V
  ) -> some View { self }

  /// Shows or hides the navigation bar: SwiftUI's `navigationBarHidden(_:)`. Accepted: a
  /// terminal's bar is the title and `‹ Esc`, which say where the person is and how back.
  public func navigationBarHidden(_ hidden: Bool) -> some View { self }

  /// The role of the navigation bar: accepted (see ``ToolbarRole``).
  public func toolbarRole(_ role: ToolbarRole) -> some View { self }

  /// How the navigation title shows: accepted (see ``ToolbarTitleDisplayMode``).
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View { self }

  /// A menu under the navigation title: SwiftUI's `toolbarTitleMenu(content:)`. Accepted:
  /// the title is plain text; put the menu's actions in the toolbar to offer them.
  public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { self }

  /// Mirrors the view in right-to-left layouts: accepted, as TerminalUI lays out left to
  /// right.
  public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View { self }

  /// Whether the system's overlays (the home indicator) show: accepted; a terminal has
  /// none.
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }

  /// Draws the view and its children as one layer before effects: SwiftUI's
  /// `compositingGroup()`. The same here: cells are drawn once each.
  public func compositingGroup() -> some View { self }

  /// The shape containers inside take their corners from: SwiftUI's `containerShape(_:)`.
  /// Accepted.
  public func containerShape<S: Shape>(_ shape: S) -> some View { self }

  /// Space between a list's rows: SwiftUI's `listRowSpacing(_:)`. Accepted: a terminal list
  /// has a row per line, so rows are not spaced.
  public func listRowSpacing(_ spacing: CGFloat?) -> some View { self }

  /// Space between a list's sections: accepted, as `listRowSpacing(_:)`.
  public func listSectionSpacing(_ spacing: CGFloat) -> some View { self }

  /// Space between a list's sections, by name (`.compact`): accepted.
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { self }

  /// Raises text off its baseline: SwiftUI's `baselineOffset(_:)`. Accepted: terminal text
  /// sits on its row.
  public func baselineOffset(_ baselineOffset: CGFloat) -> some View { self }

  /// The order assistive technologies read the view in among its siblings: accepted.
  public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }

  /// Accessibility for the view as `representation` would have it: SwiftUI's
  /// `accessibilityRepresentation(representation:)`. Accepted: the view keeps its own.
  public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V)
    -> some View
  { self }

  /// Whether a screen reader's focus is on the view: accepted; the binding is left as it
  /// is, as no screen reader moves it.
  public func accessibilityFocused(_ condition: Binding<Bool>) -> some View { self }

  /// Runs `action` when Esc is pressed while the view or one inside it has focus: SwiftUI's
  /// `onExitCommand(perform:)` (macOS, tvOS). The focused control hears Esc first (an open
  /// menu closes); then the command takes it, so it does not also close a sheet or go back.
  public func onExitCommand(perform action: (() -> Void)?) -> some View {
    KeyPressView(content: self, phases: [.down, .repeat], isCommand: true) { press in
      guard let action, press.key == .escape else { return .ignored }
      action()
      return .handled
    }
  }

  /// Runs `action` when Delete (Backspace) or forward Delete is pressed while the view or
  /// one inside it has focus: SwiftUI's `onDeleteCommand(perform:)` (macOS). The focused
  /// control hears the key first: a text field keeps its Backspace, a list deletes its row.
  public func onDeleteCommand(perform action: (() -> Void)?) -> some View {
    KeyPressView(content: self, phases: [.down, .repeat], isCommand: true) { press in
      guard let action, press.key == .delete || press.key == .deleteForward else {
        return .ignored
      }
      action()
      return .handled
    }
  }

  /// Advertises the view's activity for Handoff: accepted; a terminal app hands nothing
  /// off.
  public func userActivity(
    _ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void
  ) -> some View { self }

  /// Continues an activity handed off from another device: accepted; none arrives.
  public func onContinueUserActivity(
    _ activityType: String, perform action: @escaping (NSUserActivity) -> Void
  ) -> some View { self }

  /// The external events a scene takes: accepted.
  public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>)
    -> some View
  { self }

  /// The Liquid Glass material (iOS 26): accepted; a terminal draws the view plain.
  public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S) -> some View {
    self
  }

  /// The Liquid Glass material in a capsule: accepted.
  public func glassEffect(_ glass: Glass = .regular) -> some View { self }

  /// Mirrors the view into the safe area behind bars (iOS 26): accepted.
  public func backgroundExtensionEffect() -> some View { self }

  /// Marks the view as where a zoom navigation transition starts: accepted; pushes are
  /// drawn at once.
  public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID)
    -> some View
  { self }

  /// How the view is pushed or presented (`.zoom`): accepted; pushes are drawn at once.
  public func navigationTransition(_ style: NavigationTransitionStyle) -> some View { self }
}

/// Space between a list's sections, by name: SwiftUI's `ListSectionSpacing`.
public struct ListSectionSpacing: Sendable {
  let name: String
  public static let `default` = ListSectionSpacing(name: "default")
  public static let compact = ListSectionSpacing(name: "compact")
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
    ListSectionSpacing(name: "custom")
  }
}

/// The Liquid Glass material (iOS 26): SwiftUI's `Glass`. Accepted.
public struct Glass: Sendable {
  let name: String
  public static let regular = Glass(name: "regular")
  public static let clear = Glass(name: "clear")
  public static let identity = Glass(name: "identity")
  public func tint(_ color: Color?) -> Glass { self }
  public func interactive(_ isEnabled: Bool = true) -> Glass { self }
}

/// How a view is pushed or presented: SwiftUI's `NavigationTransition` styles (`.zoom`,
/// `.automatic`). Accepted: pushes are drawn at once.
public struct NavigationTransitionStyle: Sendable {
  let name: String
  public static let automatic = NavigationTransitionStyle(name: "automatic")
  public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID)
    -> NavigationTransitionStyle
  { NavigationTransitionStyle(name: "zoom") }
}

#if !canImport(Darwin)
  /// An activity the app does, for Handoff: the part of Foundation's `NSUserActivity` views
  /// name. Nothing is handed off from a terminal.
  open class NSUserActivity: @unchecked Sendable {
    public let activityType: String
    open var title: String?
    open var userInfo: [AnyHashable: Any]?
    open var webpageURL: URL?
    open var isEligibleForHandoff = true
    open var isEligibleForSearch = false

    public init(activityType: String) { self.activityType = activityType }

    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
      var info = userInfo ?? [:]
      info.merge(otherDictionary) { $1 }
      userInfo = info
    }
  }
#endif
