import Foundation
import TerminalKit

/// Several scenes, as an app's `body` lists them: what ``SceneBuilder`` makes of more than
/// one. The first window among them is the screen.
public struct TupleScene<each Part: Scene>: Scene, PrimitiveScene {
  let parts: (repeat each Part)

  public var body: Never { fatalError("TupleScene is run by TerminalUI") }

  func windows() -> [SceneWindow] {
    var windows: [SceneWindow] = []
    for part in repeat each parts { windows += part.sceneWindows() }
    return windows
  }
}

/// A scene that may be absent, as an `if` in an app's `body` makes it.
public struct OptionalScene<Wrapped: Scene>: Scene, PrimitiveScene {
  let wrapped: Wrapped?

  public var body: Never { fatalError("OptionalScene is run by TerminalUI") }

  func windows() -> [SceneWindow] { wrapped?.sceneWindows() ?? [] }
}

/// A scene with values set in its windows' environment, or settings a terminal accepts.
public struct ModifiedScene<Wrapped: Scene>: Scene, PrimitiveScene {
  let wrapped: Wrapped
  let transform: @MainActor (inout EnvironmentValues) -> Void
  /// The menu commands the scene's `commands` gave, for its windows' keys.
  var commands = CommandButtons(views: [])

  public var body: Never { fatalError("ModifiedScene is run by TerminalUI") }

  func windows() -> [SceneWindow] {
    wrapped.sceneWindows().map { window in
      var window = window
      window.environment.append(transform)
      window.commands = CommandButtons(views: window.commands.views + commands.views)
      return window
    }
  }
}

/// A single window with an id: SwiftUI's `Window` (macOS). The first window of an app is its
/// screen; another opens over it, as a sheet, when `openWindow(id:)` names it.
public struct Window<Content: View>: Scene, WindowScene {
  let id: String
  let content: Content

  public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
    self.id = id
    self.content = content()
  }

  public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
    self.init(Text(titleKey), id: id, content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
    self.init(Text(title), id: id, content: content)
  }

  public var body: Never { fatalError("Window is run by TerminalUI") }

  var sceneWindow: SceneWindow { SceneWindow(id: id, content: AnyView(content)) }
}

/// The app's settings: SwiftUI's `Settings` scene (macOS). `openSettings()` (or a
/// `SettingsLink`) opens it over the screen, as a sheet that Esc closes.
public struct Settings<Content: View>: Scene, WindowScene {
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: Never { fatalError("Settings is run by TerminalUI") }

  var sceneWindow: SceneWindow {
    SceneWindow(id: nil, isSettings: true, content: AnyView(content))
  }
}

/// A menu bar extra: SwiftUI's `MenuBarExtra` (macOS). A terminal has no menu bar, so its
/// content is a window: the screen, when the app has no other window before it.
public struct MenuBarExtra<Label: View, Content: View>: Scene, WindowScene {
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
  }

  public init(
    isInserted: Binding<Bool>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.content = content()
  }

  public var body: Never { fatalError("MenuBarExtra is run by TerminalUI") }

  var sceneWindow: SceneWindow { SceneWindow(id: nil, content: AnyView(content)) }
}

extension MenuBarExtra where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  public init(
    _ titleKey: LocalizedStringKey, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

/// How a menu bar extra shows its content: SwiftUI's `MenuBarExtraStyle`. Accepted.
public struct MenuBarExtraStyle: Sendable {
  let name: String
  public static let automatic = MenuBarExtraStyle(name: "automatic")
  public static let menu = MenuBarExtraStyle(name: "menu")
  public static let window = MenuBarExtraStyle(name: "window")
}

/// How a window may be resized: SwiftUI's `WindowResizability`. Accepted: the terminal is
/// the window.
public struct WindowResizability: Sendable {
  let name: String
  public static let automatic = WindowResizability(name: "automatic")
  public static let contentSize = WindowResizability(name: "contentSize")
  public static let contentMinSize = WindowResizability(name: "contentMinSize")
}

/// A window's title bar style: SwiftUI's `WindowStyle`. Accepted.
public struct WindowStyle: Sendable {
  let name: String
  public static let automatic = WindowStyle(name: "automatic")
  public static let hiddenTitleBar = WindowStyle(name: "hiddenTitleBar")
  public static let titleBar = WindowStyle(name: "titleBar")
  public static let plain = WindowStyle(name: "plain")
  public static let volumetric = WindowStyle(name: "volumetric")
}

/// A window's toolbar style: SwiftUI's `WindowToolbarStyle`. Accepted.
public struct WindowToolbarStyle: Sendable {
  let name: String
  public static let automatic = WindowToolbarStyle(name: "automatic")
  public static let expanded = WindowToolbarStyle(name: "expanded")
  public static let unified = WindowToolbarStyle(name: "unified")
  public static let unifiedCompact = WindowToolbarStyle(name: "unifiedCompact")
  public static func unified(showsTitle: Bool) -> WindowToolbarStyle { .unified }
  public static func unifiedCompact(showsTitle: Bool) -> WindowToolbarStyle { .unifiedCompact }
}

extension Scene {
  /// Sets an environment value in the scene's windows: SwiftUI's `Scene.environment(_:_:)`.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> ModifiedScene<Self>
  {
    ModifiedScene(wrapped: self) { $0[keyPath: keyPath] = value }
  }

  /// Supplies an `@Observable` object to the windows' `@Environment(T.self)` properties.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> ModifiedScene<Self> {
    ModifiedScene(wrapped: self) { $0.objects[ObjectIdentifier(T.self)] = object }
  }

  /// Supplies an observable object to the windows' `@EnvironmentObject` properties.
  public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedScene<Self> {
    ModifiedScene(wrapped: self) { $0.objects[ObjectIdentifier(T.self)] = object }
  }

  /// The app's menu commands: SwiftUI's `commands(content:)`. A terminal has no menu bar,
  /// so the commands are not shown; a command's button with a `keyboardShortcut` is pressed by
  /// its key anywhere in the app's screen (⌘ or Ctrl with a letter is Ctrl with it), after the
  /// focused control has declined the key. The buttons are views, so a view of your own among
  /// them reads the environment (`openWindow`), and so do the properties of a `Commands` type of
  /// your own (its `@Environment`, its `@FocusedValue`, which the focused view publishes).
  public func commands<Content: Commands>(@CommandsBuilder content: () -> Content)
    -> ModifiedScene<Self>
  {
    var scene = ModifiedScene(wrapped: self) { _ in }
    scene.commands = CommandButtons(views: commandViews(content()))
    return scene
  }

  /// Runs `action` when `value` changes: SwiftUI's `Scene.onChange(of:initial:_:)`.
  /// Accepted: an app's own properties do not change as a view's do (watch `scenePhase`
  /// in the root view with `onChange` to hear Ctrl-Z and resume).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> ModifiedScene<Self> { ModifiedScene(wrapped: self) { _ in } }

  /// Runs `action` when `value` changes, the older form: accepted.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> ModifiedScene<Self> { ModifiedScene(wrapped: self) { _ in } }

  /// How the window may be resized: accepted (see ``WindowResizability``).
  public func windowResizability(_ resizability: WindowResizability) -> ModifiedScene<Self> {
    ModifiedScene(wrapped: self) { _ in }
  }

  /// The window's first size: accepted; the terminal is the window.
  public func defaultSize(width: CGFloat, height: CGFloat) -> ModifiedScene<Self> {
    ModifiedScene(wrapped: self) { _ in }
  }

  /// The window's first size: accepted.
  public func defaultSize(_ size: CGSize) -> ModifiedScene<Self> {
    ModifiedScene(wrapped: self) { _ in }
  }

  /// Where the window first shows: accepted.
  public func defaultPosition(_ position: UnitPoint) -> ModifiedScene<Self> {
    ModifiedScene(wrapped: self) { _ in }
  }

  /// The window's title bar style: accepted.
  public func windowStyle(_ style: WindowStyle) -> ModifiedScene<Self> {
    ModifiedScene(wrapped: self) { _ in }
  }

  /// The window's toolbar style: accepted.
  public func windowToolbarStyle(_ style: WindowToolbarStyle) -> ModifiedScene<Self> {
    ModifiedScene(wrapped: self) { _ in }
  }

  /// How a menu bar extra shows: accepted.
  public func menuBarExtraStyle(_ style: MenuBarExtraStyle) -> ModifiedScene<Self> {
    ModifiedScene(wrapped: self) { _ in }
  }

  /// The external events the scene takes: accepted.
  public func handlesExternalEvents(matching conditions: Set<String>) -> ModifiedScene<Self> {
    ModifiedScene(wrapped: self) { _ in }
  }
}

/// The app's screen, and its other windows and settings ready to open over it.
///
/// The screen's scene environment is set around the sheets too, so that their frame (the
/// `Esc` hint) speaks the screen's language.
struct WindowsHost: View {
  let main: SceneWindow
  let others: [SceneWindow]

  init(main: SceneWindow, others: [SceneWindow]) {
    self.main = main
    self.others = others
  }

  /// The windows of an app's scenes: the first that is not the settings is the screen; nil
  /// when every one is.
  init?(_ windows: [SceneWindow]) {
    guard let mainIndex = windows.firstIndex(where: { !$0.isSettings }) else { return nil }
    // The screen's window can be opened again by its id or for a value, as a new one over it.
    let others = windows.indices.filter {
      $0 != mainIndex || windows[$0].id != nil || windows[$0].valueType != nil
    }.map { windows[$0] }
    self.init(main: windows[mainIndex], others: others)
  }
  @State private var opened: OpenedWindow?
  /// The value the screen's own window presents, when it is a `WindowGroup(for:)`.
  @State private var screenValue: AnyHashable?

  struct OpenedWindow: Identifiable {
    /// The window's place among `others`.
    let id: Int
    /// The value it presents, for a `WindowGroup(for:)`.
    var value: AnyHashable?
  }

  var body: some View {
    let others = others
    let open = OpenWindowAction { request in
      // A window no scene has opens nothing (the terminal is the screen: no message on it).
      if let index = others.firstIndex(where: { request.matches($0) }) {
        opened = OpenedWindow(id: index, value: request.value)
      }
    }
    let settings = OpenSettingsAction {
      if let index = others.firstIndex(where: \.isSettings) { opened = OpenedWindow(id: index) }
    }
    let dismiss = DismissWindowAction { request in
      guard let window = opened else { return }
      if request.id == nil && request.value == nil || request.matches(others[window.id]),
        request.value == nil || request.value == window.value
      {
        opened = nil
      }
    }
    let environment = main.environment
    let openedValue = Binding<AnyHashable?>(
      get: { opened?.value }, set: { opened?.value = $0 })
    let screen = main.view($screenValue)
      .background(CommandShortcuts(commands: main.commands))
      .sheet(item: $opened) { window in
        others[window.id].view(openedValue)
          .environment(\.dismissWindow, dismiss)
          .environment(\.openWindow, open)
      }
      .environment(\.openWindow, open)
      .environment(\.openSettings, settings)
      .environment(\.supportsMultipleWindows, others.contains { !$0.isSettings })
    EnvironmentModifierView(content: screen) { values in
      for transform in environment.reversed() { transform(&values) }
    }
  }
}

/// Which window `openWindow` or `dismissWindow` names: by id, by the type of a value, or both.
struct WindowRequest {
  var id: String?
  var value: AnyHashable?
  var valueType: ObjectIdentifier?

  /// A value as a window presents it: an optional's wrapped value, as
  /// `dismissWindow(value: note)` passes the `Binding<Note?>`'s value.
  static func hashable<D: Hashable>(_ value: D) -> AnyHashable? {
    guard let optional = value as? any OptionalWindowValue else { return AnyHashable(value) }
    return optional.wrappedHashable
  }

  /// The type a value of type `D` names a window group by: an optional's wrapped type.
  static func type<D>(of _: D.Type) -> ObjectIdentifier {
    if let optional = D.self as? any OptionalWindowValue.Type { return optional.wrappedType }
    return ObjectIdentifier(D.self)
  }

  /// Whether `window` is the one asked for: its id when one is given, and a group of the
  /// value's type when a value is given.
  func matches(_ window: SceneWindow) -> Bool {
    guard !window.isSettings else { return false }
    if let id, window.id != id { return false }
    if let valueType { return window.valueType == valueType }
    return id != nil
  }
}

/// An optional, whose wrapped type names a window group.
protocol OptionalWindowValue {
  static var wrappedType: ObjectIdentifier { get }
  /// The wrapped value, as a window presents it; nil for none.
  var wrappedHashable: AnyHashable? { get }
}

extension Optional: OptionalWindowValue {
  static var wrappedType: ObjectIdentifier { WindowRequest.type(of: Wrapped.self) }

  var wrappedHashable: AnyHashable? {
    guard case .some(let wrapped) = self else { return nil }
    if let nested = wrapped as? any OptionalWindowValue { return nested.wrappedHashable }
    return (wrapped as? any Hashable).map { AnyHashable($0) }
  }
}

extension WindowGroup {
  /// A window group that presents a value: SwiftUI's `WindowGroup(for:content:)`.
  /// `openWindow(value:)` opens it over the screen for a value of type `D`, and `content`
  /// gets a binding to that value (nil when the group is the screen).
  ///
  /// ```swift
  /// WindowGroup(for: Note.ID.self) { $noteID in NoteView(id: noteID) }
  /// ```
  public init<D: Codable & Hashable>(
    for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content
  ) {
    make = { content(Self.typed($0)) }
    id = nil
    valueType = WindowRequest.type(of: D.self)
  }

  /// A window group with an id that presents a value.
  public init<D: Codable & Hashable>(
    id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content
  ) {
    make = { content(Self.typed($0)) }
    self.id = id
    valueType = WindowRequest.type(of: D.self)
  }

  /// A titled window group that presents a value.
  public init<D: Codable & Hashable>(
    _ title: Text, id: String? = nil, for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> Content
  ) {
    make = { content(Self.typed($0)) }
    self.id = id
    valueType = WindowRequest.type(of: D.self)
  }

  /// A window group with a localized title that presents a value.
  public init<D: Codable & Hashable>(
    _ titleKey: LocalizedStringKey, id: String? = nil, for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> Content
  ) {
    self.init(Text(titleKey), id: id, for: type, content: content)
  }

  /// A window group with a title that presents a value.
  @_disfavoredOverload
  public init<S: StringProtocol, D: Codable & Hashable>(
    _ title: S, id: String? = nil, for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> Content
  ) {
    self.init(Text(title), id: id, for: type, content: content)
  }

  /// A window group that presents a value, `defaultValue()` when it is opened without one.
  public init<D: Codable & Hashable>(
    for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> Content,
    defaultValue: @escaping () -> D
  ) {
    make = { value in
      content(
        Binding(
          get: { (value.wrappedValue?.base as? D) ?? defaultValue() },
          set: { value.wrappedValue = AnyHashable($0) }))
    }
    id = nil
    valueType = WindowRequest.type(of: D.self)
  }

  /// The value a window presents, typed.
  private static func typed<D: Hashable>(_ value: Binding<AnyHashable?>) -> Binding<D?> {
    Binding(
      get: { value.wrappedValue?.base as? D },
      set: { value.wrappedValue = $0.map(AnyHashable.init) })
  }
}

/// Opens one of the app's windows by its id: SwiftUI's `OpenWindowAction`, read with
/// `@Environment(\.openWindow)`. The window opens over the screen, as a sheet that Esc (or
/// `dismissWindow()`) closes; the screen's own window opens again, fresh, over itself. An id
/// no window has opens nothing.
public struct OpenWindowAction: Sendable {
  let open: @MainActor @Sendable (WindowRequest) -> Void

  init(_ open: @escaping @MainActor @Sendable (WindowRequest) -> Void) { self.open = open }

  /// Opens the window with `id`.
  @MainActor public func callAsFunction(id: String) { open(WindowRequest(id: id)) }

  /// Opens the `WindowGroup(for:)` of the value's type, presenting `value`.
  @MainActor public func callAsFunction<D: Codable & Hashable>(value: D) {
    open(
      WindowRequest(value: WindowRequest.hashable(value), valueType: WindowRequest.type(of: D.self))
    )
  }

  /// Opens the window with `id`, which presents values of `D`'s type, presenting `value`.
  @MainActor public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {
    open(
      WindowRequest(
        id: id, value: WindowRequest.hashable(value), valueType: WindowRequest.type(of: D.self)))
  }
}

/// Closes the window opened over the screen: SwiftUI's `DismissWindowAction`.
public struct DismissWindowAction: Sendable {
  /// Closes the open window; given an id or a value, only when the open window is that one.
  let dismiss: @MainActor @Sendable (WindowRequest) -> Void

  init(_ dismiss: @escaping @MainActor @Sendable (WindowRequest) -> Void) {
    self.dismiss = dismiss
  }

  /// Closes the window open over the screen.
  @MainActor public func callAsFunction() { dismiss(WindowRequest()) }
  /// Closes the window with `id`, when it is the one open.
  @MainActor public func callAsFunction(id: String) { dismiss(WindowRequest(id: id)) }
  /// Closes the window presenting `value`, when it is the one open.
  @MainActor public func callAsFunction<D: Codable & Hashable>(value: D) {
    dismiss(
      WindowRequest(value: WindowRequest.hashable(value), valueType: WindowRequest.type(of: D.self))
    )
  }
  /// Closes the window with `id` presenting `value`, when it is the one open.
  @MainActor public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {
    dismiss(
      WindowRequest(
        id: id, value: WindowRequest.hashable(value), valueType: WindowRequest.type(of: D.self)))
  }
}

/// Opens the app's `Settings` scene: SwiftUI's `OpenSettingsAction`.
public struct OpenSettingsAction: Sendable {
  let open: @MainActor @Sendable () -> Void

  init(_ open: @escaping @MainActor @Sendable () -> Void) { self.open = open }

  @MainActor public func callAsFunction() { open() }
}

/// Whether the window is the one taking keys: SwiftUI's `ControlActiveState` (macOS). A
/// terminal's screen always is.
public enum ControlActiveState: Hashable, Sendable {
  case key, active, inactive
}

private struct OpenWindowKey: EnvironmentKey {
  static var defaultValue: OpenWindowAction { OpenWindowAction { _ in } }
}

private struct DismissWindowKey: EnvironmentKey {
  static var defaultValue: DismissWindowAction { DismissWindowAction { _ in } }
}

private struct OpenSettingsKey: EnvironmentKey {
  static var defaultValue: OpenSettingsAction { OpenSettingsAction {} }
}

private struct SupportsMultipleWindowsKey: EnvironmentKey {
  static let defaultValue = false
}

private struct ControlActiveStateKey: EnvironmentKey {
  static let defaultValue = ControlActiveState.key
}

private struct DisplayScaleKey: EnvironmentKey {
  static let defaultValue: CGFloat = 1
}

extension EnvironmentValues {
  /// Opens another of the app's windows over the screen (see ``OpenWindowAction``).
  public var openWindow: OpenWindowAction {
    get { self[OpenWindowKey.self] }
    set { self[OpenWindowKey.self] = newValue }
  }

  /// Closes the window opened over the screen.
  public var dismissWindow: DismissWindowAction {
    get { self[DismissWindowKey.self] }
    set { self[DismissWindowKey.self] = newValue }
  }

  /// Opens the app's settings over the screen.
  public var openSettings: OpenSettingsAction {
    get { self[OpenSettingsKey.self] }
    set { self[OpenSettingsKey.self] = newValue }
  }

  /// Whether `openWindow` has another window to open.
  public var supportsMultipleWindows: Bool {
    get { self[SupportsMultipleWindowsKey.self] }
    set { self[SupportsMultipleWindowsKey.self] = newValue }
  }

  /// Whether the window takes keys: `.key`, as a terminal's screen does.
  public var controlActiveState: ControlActiveState {
    get { self[ControlActiveStateKey.self] }
    set { self[ControlActiveStateKey.self] = newValue }
  }

  /// Pixels to a point: 1, a cell's character being the smallest thing drawn.
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }

  /// The width of a pixel, in points: 1 over `displayScale`.
  public var pixelLength: CGFloat { 1 / max(displayScale, 1) }
}

// MARK: Commands

/// Menu commands of an app: SwiftUI's `Commands`. Accepted (see `Scene.commands(content:)`).
public protocol Commands {
  associatedtype Body: Commands
  @CommandsBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Commands {}

/// Commands TerminalUI takes apart itself: their buttons, as views.
@MainActor
protocol PrimitiveCommands {
  var views: [AnyView] { get }
}

/// The views of `commands`' buttons. Commands of your own are a view each, which reads
/// their body anew each frame, so their `@FocusedValue`, `@Environment` and other dynamic
/// properties are set as a view's are.
@MainActor
func commandViews<C: Commands>(_ commands: C) -> [AnyView] {
  if let primitive = commands as? any PrimitiveCommands { return primitive.views }
  if C.Body.self == Never.self { return [] }
  return [AnyView(CommandsBodyView(commands: commands))]
}

/// Commands of your own, as a view: their dynamic properties installed, then their body's
/// buttons.
private struct CommandsBodyView<C: Commands>: View, PrimitiveView {
  let commands: C

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    DynamicProperties.install(in: commands, context: context)
    var elements: [Element] = []
    for (index, view) in commandViews(commands.body).enumerated() {
      context.resolveChild(view, position: index, into: &elements)
    }
    output.append(Element.combine(elements))
  }
}

/// Commands that are nothing: SwiftUI's `EmptyCommands`.
public struct EmptyCommands: Commands {
  public init() {}
  public var body: Never { fatalError("EmptyCommands has no body") }
}

/// Several commands, as a builder makes them.
public struct TupleCommands<each Part: Commands>: Commands, PrimitiveCommands {
  let parts: (repeat each Part)
  public var body: Never { fatalError("TupleCommands has no body") }

  var views: [AnyView] {
    var views: [AnyView] = []
    for part in repeat each parts { views += commandViews(part) }
    return views
  }
}

/// Commands that may be absent.
public struct OptionalCommands<Wrapped: Commands>: Commands, PrimitiveCommands {
  let wrapped: Wrapped?
  public var body: Never { fatalError("OptionalCommands has no body") }

  var views: [AnyView] { wrapped.map(commandViews) ?? [] }
}

/// Builds commands from statements: SwiftUI's `CommandsBuilder`.
@resultBuilder @MainActor
public enum CommandsBuilder {
  public static func buildExpression<C: Commands>(_ content: C) -> C { content }
  public static func buildBlock() -> EmptyCommands { EmptyCommands() }
  public static func buildBlock<C: Commands>(_ content: C) -> C { content }
  public static func buildBlock<each Part: Commands>(_ parts: repeat each Part)
    -> TupleCommands<repeat each Part>
  { TupleCommands(parts: (repeat each parts)) }
  public static func buildOptional<C: Commands>(_ content: C?) -> OptionalCommands<C> {
    OptionalCommands(wrapped: content)
  }
  public static func buildLimitedAvailability<C: Commands>(_ content: C) -> C { content }
}

/// Where a command group goes in the menus: SwiftUI's `CommandGroupPlacement`.
public struct CommandGroupPlacement: Sendable {
  let name: String
  public static let appInfo = CommandGroupPlacement(name: "appInfo")
  public static let appSettings = CommandGroupPlacement(name: "appSettings")
  public static let systemServices = CommandGroupPlacement(name: "systemServices")
  public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
  public static let appTermination = CommandGroupPlacement(name: "appTermination")
  public static let newItem = CommandGroupPlacement(name: "newItem")
  public static let saveItem = CommandGroupPlacement(name: "saveItem")
  public static let importExport = CommandGroupPlacement(name: "importExport")
  public static let printItem = CommandGroupPlacement(name: "printItem")
  public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
  public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
  public static let textEditing = CommandGroupPlacement(name: "textEditing")
  public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
  public static let toolbar = CommandGroupPlacement(name: "toolbar")
  public static let sidebar = CommandGroupPlacement(name: "sidebar")
  public static let windowSize = CommandGroupPlacement(name: "windowSize")
  public static let windowList = CommandGroupPlacement(name: "windowList")
  public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
  public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
  public static let help = CommandGroupPlacement(name: "help")
}

/// Commands put in, before or after a group of the standard menus: SwiftUI's
/// `CommandGroup`. Not shown (no menu bar); its buttons' keyboard shortcuts work (see
/// `Scene.commands(content:)`).
public struct CommandGroup<Content: View>: Commands, PrimitiveCommands {
  let content: Content

  public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    content = addition()
  }
  public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    content = addition()
  }
  public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    content = addition()
  }
  public var body: Never { fatalError("CommandGroup has no body") }

  var views: [AnyView] { [AnyView(content)] }
}

/// A menu of the app's own: SwiftUI's `CommandMenu`. Not shown (no menu bar); its buttons'
/// keyboard shortcuts work (see `Scene.commands(content:)`).
public struct CommandMenu<Content: View>: Commands, PrimitiveCommands {
  let content: Content

  public init(_ name: Text, @ViewBuilder content: () -> Content) { self.content = content() }
  public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public var body: Never { fatalError("CommandMenu has no body") }

  var views: [AnyView] { [AnyView(content)] }
}

/// The buttons of a scene's menu commands, as views. Made and read on the main actor only, so
/// a window that holds them can be handed across actors.
final class CommandButtons: @unchecked Sendable {
  let views: [AnyView]
  init(views: [AnyView]) { self.views = views }
}

/// The buttons of an app's menu commands, drawn nowhere: only their keyboard shortcuts
/// count, as keys of the whole screen. They take no focus and are no accessibility elements.
struct CommandShortcuts: View, PrimitiveView {
  let commands: CommandButtons

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    guard !commands.views.isEmpty else { return }
    var elements: [Element] = []
    for (index, command) in commands.views.enumerated() {
      context.resolveChild(command, position: index, into: &elements)
    }
    output.append(CommandShortcutsElement(child: Element.combine(elements)))
  }
}

/// Draws its content into no cell, to collect its buttons' shortcuts.
final class CommandShortcutsElement: WrapperElement {
  override func sizeThatFits(_ proposal: Proposal) -> Size { .zero }

  override func render(in rect: Rect, _ renderer: Renderer) {
    renderer.focusSuppressed += 1
    renderer.withAccessibilitySuppressed {
      renderer.clipped(to: Rect(x: rect.x, y: rect.y, width: 0, height: 0)) {
        child.render(in: Rect(x: rect.x, y: rect.y, width: 80, height: 24), renderer)
      }
    }
    renderer.focusSuppressed -= 1
  }
}

/// The standard sidebar commands: SwiftUI's `SidebarCommands`. Accepted.
public struct SidebarCommands: Commands {
  public init() {}
  public var body: Never { fatalError("SidebarCommands has no body") }
}

/// The standard toolbar commands: SwiftUI's `ToolbarCommands`. Accepted.
public struct ToolbarCommands: Commands {
  public init() {}
  public var body: Never { fatalError("ToolbarCommands has no body") }
}

/// The standard text editing commands: SwiftUI's `TextEditingCommands`. Accepted.
public struct TextEditingCommands: Commands {
  public init() {}
  public var body: Never { fatalError("TextEditingCommands has no body") }
}

/// The standard text formatting commands: SwiftUI's `TextFormattingCommands`. Accepted.
public struct TextFormattingCommands: Commands {
  public init() {}
  public var body: Never { fatalError("TextFormattingCommands has no body") }
}

/// A button that opens the app's settings: SwiftUI's `SettingsLink` (macOS).
public struct SettingsLink<Label: View>: View {
  let label: Label
  @Environment(\.openSettings) private var openSettings

  public init(@ViewBuilder label: () -> Label) { self.label = label() }

  public var body: some View {
    Button {
      openSettings()
    } label: {
      label
    }
  }
}

extension SettingsLink where Label == Text {
  /// A button titled Settings in the locale's language.
  public init() { self.init { Text(SystemWord.settings) } }
}
