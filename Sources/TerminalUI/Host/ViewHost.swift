import Foundation
import TerminalKit

/// Runs a view: its ``FrameBuilder`` makes each frame (resolve, lay out, draw, settle focus)
/// and keeps the cells and the accessibility tree; between frames its ``InputRouter`` routes
/// keys, mouse reports and accessibility actions; focus lives in its ``FocusManager``. The
/// host itself keeps the window (its size, its environment), asks for frames and binds the
/// window's screen size while the views' code runs. The terminal runtime and the UI-test
/// driver both drive one.
///
/// A host draws only when asked (``render()``); ``onNeedsRender`` tells its owner that state
/// changed so it can schedule a frame. A frame is placed, then drawn once. Placing makes the
/// rows lazy containers show; what the views find there (the row holding focus, where a
/// menu opens, where a geometry reader sits) they record in the renderer, and the host
/// applies it once the pass is over; what a frame settles (where focus goes, a scroll view
/// following it) is done by the focus manager before drawing. Drawing changes no node, and
/// the work a frame queues (`onAppear`, `onChange`) runs after it and asks for the next one.
///
/// An engine type, not one of SwiftUI's: the test driver and the benchmarks reach it with
/// `@_spi(Engine) import TerminalUI`.
@MainActor @_spi(Engine)
public final class ViewHost {
  private let focusManager: FocusManager
  /// Makes the frames and keeps the last one.
  let frames: FrameBuilder
  /// Routes input against the last frame.
  private lazy var input = InputRouter(frame: frames, focusManager: focusManager, host: self)
  public private(set) var size: Size
  public var environment: EnvironmentValues
  /// The last frame drawn.
  public var screen: ScreenBuffer { frames.screen }
  /// The accessibility tree of the last frame, parents before children.
  public var accessibility: [AccessibilityElement] { frames.accessibility }
  /// Where the cursor shows: in the focused text field, else nowhere.
  public var cursor: (column: Int, row: Int)? { frames.cursor }
  /// Whether something animates and wants a frame about every tenth of a second.
  public var wantsTick: Bool { frames.wantsTick }
  /// Whether something counts time (`Text(date, style: .relative)`) and wants a frame each
  /// second.
  public var wantsSecondTick: Bool { frames.wantsSecondTick }
  /// Called when state changed and a frame is due.
  public var onNeedsRender: (@MainActor () -> Void)? {
    didSet { frames.graph.invalidator.onInvalidate = onNeedsRender }
  }
  /// Called for Esc when no alert or navigation stack takes it.
  public var onEscape: (@MainActor () -> Void)? {
    get { input.onEscape }
    set { input.onEscape = newValue }
  }

  private var localDirty = true

  public init<V: View>(
    rootView: V, size: Size, environment: EnvironmentValues = EnvironmentValues()
  ) {
    let focusManager = FocusManager()
    self.focusManager = focusManager
    let graph = ViewGraph(focusRequests: focusManager.requests)
    frames = FrameBuilder(graph: graph, focusManager: focusManager, size: size) {
      graph, environment in graph.resolve(rootView, environment: environment)
    }
    invalidator = graph.invalidator
    self.size = size
    self.environment = environment
  }

  /// Changes the app's scene phase and makes the frame that shows it at once, so views'
  /// `onChange(of: scenePhase)` runs now (before a suspended process stops).
  public func setScenePhase(_ phase: ScenePhase) {
    guard environment.scenePhase != phase else { return }
    environment.scenePhase = phase
    invalidator.invalidate()
    renderIfNeeded()
  }

  /// Whether state changed since the last frame.
  public var needsRender: Bool { localDirty || frames.graph.invalidator.isDirty }

  public func setNeedsRender() {
    guard !localDirty else { return }
    localDirty = true
    onNeedsRender?()
  }

  /// Counts state changes; safe to read and wait on from any thread.
  public nonisolated var changes: ChangeCounter { ChangeCounter(invalidator: invalidator) }
  private nonisolated let invalidator: Invalidator

  public func resize(_ size: Size) {
    guard size != self.size else { return }
    self.size = size
    setNeedsRender()
  }

  /// Draws a frame if state changed since the last one.
  public func renderIfNeeded() {
    if needsRender { render() }
  }

  /// Resolves, lays out and draws one frame, settles focus on it, then runs the work it
  /// queued (which may ask for the next frame).
  public func render() {
    localDirty = false
    inWindow { frames.build(size: size, environment: environment) }
  }

  /// Runs `body` with this window as the screen: every entry point that runs the views'
  /// code (bodies, actions, `onDisappear`) goes through here, so `UIScreen.main.bounds` in
  /// it is this window's.
  private func inWindow<Result>(_ body: () -> Result) -> Result {
    ScreenSize.$window.withValue(size, operation: body)
  }

  /// Whether the focused control takes typed text.
  public var focusIsTextInput: Bool {
    if let alert = frames.alerts.last { return alert.takesText }
    return focusManager.focusedTarget?.handler.isTextInput == true
  }

  // MARK: The clipboard

  /// What the views last put on the clipboard (a `ShareLink` pressed); nil until they do.
  public var lastClipboardWrite: String? { frames.graph.clipboard.lastWrite }

  /// The clipboard writes queued since the last call, oldest first: the terminal runtime
  /// sends each as OSC 52 between frames.
  public func takeClipboardWrites() -> [String] { frames.graph.clipboard.takePending() }

  // MARK: Input

  /// Handles a key as the focused control, an alert or navigation would, or a mouse report
  /// as the element under the pointer would; false when nothing took it.
  @discardableResult
  public func handle(_ key: Key) -> Bool {
    // A key meets the screen the keys before it left: what they changed is drawn first, so
    // Tab moves over the controls enabled now (a button the last key enabled), not over the
    // last frame shown.
    renderIfNeeded()
    return inWindow { input.handle(key) }
  }

  /// Presses the element (a button, a toggle, a list row) as a tap would.
  public func activate(elementAt index: Int) {
    inWindow { input.activate(elementAt: index) }
  }

  /// Gives the element keyboard focus, as tapping a text field does.
  public func focus(elementAt index: Int) {
    input.focus(elementAt: index)
  }

  /// Sets the element to a value, as dragging a slider or turning a picker wheel does: it
  /// takes focus, then the value (a slider's normalized position, an option's title).
  public func adjust(elementAt index: Int, to value: String) {
    inWindow { input.adjust(elementAt: index, to: value) }
  }

  /// Tears the view down: `onDisappear` runs and tasks are cancelled.
  public func tearDown() {
    inWindow {
      for action in frames.graph.tearDown() { action() }
    }
  }
}

extension ViewHost: ControlContext {
  func focus(_ node: Node) {
    if focusManager.focus(node) { setNeedsRender() }
  }

  var focusedNode: Node? { focusManager.focusedNode }

  func focusNextTextField(after node: Node) -> Bool {
    guard focusManager.focusNextTextField(after: node) else { return false }
    setNeedsRender()
    return true
  }
}
