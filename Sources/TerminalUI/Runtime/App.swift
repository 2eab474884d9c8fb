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
    let scene = Self().body
    scene.run()
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
    if let window = self as? any WindowScene { window.runWindow() }
    return body.run()
  }
}

extension Never: Scene {}

@MainActor
protocol WindowScene {
  func runWindow() -> Never
}

/// The window of an app: its root view runs full-screen. SwiftUI's `WindowGroup`.
public struct WindowGroup<Content: View>: Scene, WindowScene {
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public init(_ title: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { fatalError("WindowGroup is run by TerminalUI") }

  func runWindow() -> Never { TerminalRuntime.run(content) }
}

/// Builds scenes: SwiftUI's `SceneBuilder`. A terminal shows one window, the first.
@resultBuilder @MainActor
public enum SceneBuilder {
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
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
}

/// Preview layouts, accepted for preview code.
public enum PreviewLayout: Sendable {
  case device, sizeThatFits
  case fixed(width: Double, height: Double)
}
