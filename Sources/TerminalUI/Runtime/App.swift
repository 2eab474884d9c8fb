import Foundation

/// A program whose user interface is a scene of views: SwiftUI's `App`. Marked `@main`, it
/// runs full-screen in the terminal.
///
/// ```swift
/// @main
/// struct CounterApp: App {
///   var body: some Scene {
///     WindowGroup { CounterView() }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol App {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }
  init()
}

extension App {
  /// Runs the app's first window in the terminal; with `-h` or `--help`, prints what the
  /// program is and its keys instead.
  public static func main() {
    let arguments = CommandLine.arguments.dropFirst()
    if arguments.contains("-h") || arguments.contains("--help") {
      let program = URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent
      FileHandle.standardOutput.write(Data((appHelp(program: program) + "\n").utf8))
      exit(0)
    }
    let app = Self()
    guard WindowsHost(app.body.sceneWindows()) != nil else {
      FileHandle.standardError.write(Data("This app has no window to show in a terminal.\n".utf8))
      exit(1)
    }
    TerminalRuntime.run(AppHost(app: app))
  }
}

/// An app as the screen's root view: its dynamic properties (`@StateObject`, `@AppStorage`,
/// `@FocusedValue`…) are set as a view's are, and its body is read anew each frame, so the
/// scenes follow what it reads — as SwiftUI evaluates an app's body again when that changes.
@_spi(Engine) public struct AppHost<A: App>: View, PrimitiveView {
  let app: A

  public init(app: A) { self.app = app }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    DynamicProperties.install(in: app, context: context)
    guard let host = WindowsHost(app.body.sceneWindows()) else { return }
    context.resolveChild(host, position: 0, into: &output)
  }
}

/// The help every TerminalUI app answers `--help` with.
func appHelp(program: String) -> String {
  """
  USAGE: \(program)

  Runs full-screen in this terminal, until Ctrl-C.

  Keys: Tab / Shift-Tab move focus, ↑↓ move in a list, Enter presses or opens, Esc closes an
  alert or goes back, Ctrl-C quits. The mouse clicks and scrolls; TERMINALUI_MOUSE=0 leaves
  it to the terminal (to select text).
  """
}

/// Part of an app's interface: SwiftUI's `Scene`.
@MainActor @preconcurrency
public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Scene {
  func run() -> Never {
    guard let host = WindowsHost(sceneWindows()) else {
      FileHandle.standardError.write(Data("This app has no window to show in a terminal.\n".utf8))
      exit(1)
    }
    TerminalRuntime.run(host)
  }

  /// The windows among the scene's parts, in order, each with what the scene's modifiers
  /// set in its environment.
  func sceneWindows() -> [SceneWindow] {
    if let window = self as? any WindowScene { return [window.sceneWindow] }
    if let primitive = self as? any PrimitiveScene { return primitive.windows() }
    return body.sceneWindows()
  }
}

/// A window of an app, as TerminalUI runs it: the first is the screen; the others (and the
/// settings) open over it as sheets.
struct SceneWindow {
  /// What `openWindow(id:)` names it by.
  var id: String?
  /// Whether it is the app's `Settings`, which `openSettings()` opens.
  var isSettings = false
  /// The type of value a `WindowGroup(for:)` presents, which `openWindow(value:)` opens it
  /// for; nil for other windows.
  var valueType: ObjectIdentifier?
  /// The content, given the value the window presents (nil for windows without one).
  var content: @MainActor (Binding<AnyHashable?>) -> AnyView
  /// What the scene's modifiers set in the window's environment, outermost last.
  var environment: [@MainActor (inout EnvironmentValues) -> Void] = []
  /// The buttons of the scene's menu commands, whose keyboard shortcuts work in the window.
  var commands = CommandButtons(views: [])

  init(
    id: String?, isSettings: Bool = false, valueType: ObjectIdentifier? = nil,
    content: @escaping @MainActor (Binding<AnyHashable?>) -> AnyView
  ) {
    self.id = id
    self.isSettings = isSettings
    self.valueType = valueType
    self.content = content
  }

  init(id: String?, isSettings: Bool = false, content: AnyView) {
    self.init(id: id, isSettings: isSettings) { _ in content }
  }

  /// The content with its environment set, presenting `value`.
  @MainActor func view(_ value: Binding<AnyHashable?>) -> AnyView {
    let environment = environment
    let content = content(value)
    guard !environment.isEmpty else { return content }
    return AnyView(
      EnvironmentModifierView(content: content) { values in
        for transform in environment.reversed() { transform(&values) }
      })
  }
}

/// A scene TerminalUI takes apart itself: several scenes, an optional one, a modified one.
@MainActor
protocol PrimitiveScene {
  func windows() -> [SceneWindow]
}

extension Never: Scene {}

@MainActor
protocol WindowScene {
  var sceneWindow: SceneWindow { get }
}

/// The window of an app: its root view runs full-screen. SwiftUI's `WindowGroup`.
public struct WindowGroup<Content: View>: Scene, WindowScene {
  let make: @MainActor (Binding<AnyHashable?>) -> Content
  let id: String?
  /// The type of value the group presents, for `WindowGroup(for:)`.
  var valueType: ObjectIdentifier?

  private init(content: Content, id: String?) {
    make = { _ in content }
    self.id = id
  }

  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content(), id: nil)
  }

  public init(_ title: String, @ViewBuilder content: () -> Content) {
    self.init(content: content(), id: nil)
  }

  /// A window group with an id, which `openWindow(id:)` opens.
  public init(id: String, @ViewBuilder content: () -> Content) {
    self.init(content: content(), id: id)
  }

  /// A window group with a title and an id.
  public init(_ title: String, id: String, @ViewBuilder content: () -> Content) {
    self.init(content: content(), id: id)
  }

  /// A window group with a localized title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content(), id: nil)
  }

  /// A window group with a localized title and an id.
  public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
    self.init(content: content(), id: id)
  }

  public var body: Never { fatalError("WindowGroup is run by TerminalUI") }

  var sceneWindow: SceneWindow {
    let make = make
    return SceneWindow(id: id, valueType: valueType) { AnyView(make($0)) }
  }
}

/// Builds scenes: SwiftUI's `SceneBuilder`. A terminal shows one window: the first of the
/// scenes that is one (`WindowGroup`, `Window`).
@resultBuilder @MainActor
public enum SceneBuilder {
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

  public static func buildBlock<each Part: Scene>(_ parts: repeat each Part)
    -> TupleScene<repeat each Part>
  { TupleScene(parts: (repeat each parts)) }

  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

  public static func buildOptional<Content: Scene>(_ content: Content?) -> OptionalScene<Content> {
    OptionalScene(wrapped: content)
  }

  public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content {
    content
  }
}

/// Previews for Xcode's canvas, kept so preview code compiles: SwiftUI's `PreviewProvider`.
@MainActor @preconcurrency
public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
}

extension View {
  /// Accepted for preview code.
  public func previewLayout(_ layout: PreviewLayout) -> some View { self }

  /// Accepted for preview code.
  public func previewDisplayName(_ name: String?) -> some View { self }

  /// The device a preview shows on: accepted for preview code; the terminal is the device.
  public func previewDevice(_ value: PreviewDevice?) -> some View { self }

  /// The orientation a preview shows in: accepted for preview code.
  public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}

/// A device to preview on, by its name: SwiftUI's `PreviewDevice`. Accepted.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral rawValue: String) { self.rawValue = rawValue }
}

/// Which way up a preview's device is: SwiftUI's `InterfaceOrientation`. Accepted.
public struct InterfaceOrientation: Hashable, Sendable {
  let name: String
  public static let portrait = InterfaceOrientation(name: "portrait")
  public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
  public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
  public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}

/// Preview layouts, accepted for preview code.
public enum PreviewLayout: Sendable {
  case device, sizeThatFits
  case fixed(width: Double, height: Double)
}
