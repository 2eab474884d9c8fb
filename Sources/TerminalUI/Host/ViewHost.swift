import Foundation
import TerminalKit

/// Runs a view: resolves and draws it into a cell buffer, keeps focus, routes keys, and
/// exposes the accessibility tree. The terminal runtime and the UI-test driver both drive one.
///
/// A host draws only when asked (``render()``); ``onNeedsRender`` tells its owner that state
/// changed so it can schedule a frame.
///
/// An engine type, not one of SwiftUI's: the test driver and the benchmarks reach it with
/// `@_spi(Engine) import TerminalUI`.
@MainActor @_spi(Engine)
public final class ViewHost {
  private let graph = ViewGraph()
  private let resolveRoot: @MainActor (ViewGraph, EnvironmentValues) -> Element
  public private(set) var size: Size
  public var environment: EnvironmentValues
  /// The last frame drawn.
  public private(set) var screen: ScreenBuffer
  /// The accessibility tree of the last frame, parents before children.
  public private(set) var accessibility: [AccessibilityElement] = []
  private var actions: [AccessibilityActions] = []
  /// Where the cursor shows: in the focused text field, else nowhere.
  public private(set) var cursor: (column: Int, row: Int)?
  /// Whether something animates and wants a frame about every tenth of a second.
  public private(set) var wantsTick = false
  /// Called when state changed and a frame is due.
  public var onNeedsRender: (@MainActor () -> Void)? {
    didSet { graph.invalidator.onInvalidate = onNeedsRender }
  }
  /// Called for Esc when no alert or navigation stack takes it.
  public var onEscape: (@MainActor () -> Void)?

  private var focusables: [FocusTarget] = []
  private weak var focusedNode: Node?
  private var focusIndex = 0
  private var alerts: [AlertPresentation] = []
  private var localDirty = true

  public init<V: View>(
    rootView: V, size: Size, environment: EnvironmentValues = EnvironmentValues()
  ) {
    resolveRoot = { graph, environment in graph.resolve(rootView, environment: environment) }
    invalidator = graph.invalidator
    self.size = size
    self.environment = environment
    screen = ScreenBuffer(width: size.width, height: size.height)
  }

  /// Whether state changed since the last frame.
  public var needsRender: Bool { localDirty || graph.invalidator.isDirty }

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

  /// Draws frames until nothing is left to change (at most a few: work run after a frame,
  /// such as `onAppear`, may change state again).
  public func renderIfNeeded() {
    var rounds = 0
    while needsRender, rounds < 8 {
      render()
      rounds += 1
    }
  }

  /// Resolves, lays out and draws one frame, then runs the work it queued.
  public func render() {
    _ = graph.invalidator.takeDirty()
    localDirty = false
    let root = resolveRoot(graph, environment)
    alerts = graph.alerts
    let renderer = Renderer(size: size, focusedNode: focusedNode, colorMode: environment.colorMode)
    renderer.hittable = alerts.isEmpty
    // The root view is centred in the window, as SwiftUI places a window's content.
    let window = Rect(x: 0, y: 0, width: size.width, height: size.height)
    root.render(in: Alignment.center.place(root.size(for: Proposal(size)), in: window), renderer)
    renderer.hittable = true
    if !alerts.isEmpty { renderer.cursor = nil }
    for (index, alert) in alerts.enumerated() {
      drawAlert(alert, renderer: renderer, isTop: index == alerts.count - 1)
    }
    screen = renderer.buffer
    accessibility = renderer.accessibility
    actions = renderer.actions
    focusables = renderer.focusables
    wantsTick = renderer.wantsTick
    let drawnFocus = focusedNode
    maintainFocus()
    cursor = alerts.isEmpty && focusedNode === drawnFocus ? renderer.cursor : nil
    if focusedNode !== drawnFocus || renderer.needsAnotherFrame { localDirty = true }
    for action in graph.finishFrame() { action() }
  }

  // MARK: Focus

  private var enabledTargets: [FocusTarget] { focusables.filter(\.isEnabled) }

  /// Keeps focus on an enabled control: applies focus states set by code, moves focus off a
  /// control that left or was disabled, and tells focus states where focus is.
  private func maintainFocus() {
    let requested = FocusRequests.take()
    if !requested.isEmpty {
      for target in focusables where target.isEnabled {
        if let registration = target.handler.focusRegistration,
          requested.contains(registration.location), registration.isSelected()
        {
          focusedNode = target.node
          break
        }
      }
    }
    let enabled = enabledTargets
    if let current = focusables.firstIndex(where: { $0.node === focusedNode }) {
      focusIndex = current
      if !focusables[current].isEnabled {
        // Disabled while focused: the next enabled control in reading order takes focus.
        let after = focusables[current...].first(where: \.isEnabled)
        focusedNode = (after ?? enabled.last)?.node
      }
    } else {
      let after = focusables.dropFirst(min(focusIndex, focusables.count)).first(where: \.isEnabled)
      focusedNode = (after ?? enabled.first)?.node
    }
    for target in focusables {
      guard let registration = target.handler.focusRegistration else { continue }
      if target.node === focusedNode {
        if !registration.isSelected() { registration.select(true) }
      }
    }
    for target in focusables where target.node !== focusedNode {
      guard let registration = target.handler.focusRegistration else { continue }
      if registration.isSelected() { registration.select(false) }
    }
  }

  /// Moves focus forward or back in reading order, wrapping around.
  func moveFocus(by delta: Int) {
    let enabled = enabledTargets
    guard !enabled.isEmpty else { return }
    let current = enabled.firstIndex(where: { $0.node === focusedNode }) ?? (delta > 0 ? -1 : 0)
    let next = ((current + delta) % enabled.count + enabled.count) % enabled.count
    focus(enabled[next].node)
  }

  func focus(_ node: Node) {
    guard focusedNode !== node else { return }
    focusedNode = node
    if let index = focusables.firstIndex(where: { $0.node === node }) { focusIndex = index }
    setNeedsRender()
  }

  private var focusedTarget: FocusTarget? {
    focusables.first(where: { $0.node === focusedNode })
  }

  /// Whether the focused control takes typed text.
  public var focusIsTextInput: Bool { alerts.isEmpty && focusedTarget?.handler.isTextInput == true }

  // MARK: Keys

  /// Handles a key as the focused control, an alert or navigation would; false when nothing
  /// took it.
  @discardableResult
  public func handle(_ key: Key) -> Bool {
    if let alert = alerts.last { return handleAlert(key, alert) }
    if key == .escape {
      if let stack = graph.navigationStacks.last(where: { !$0.path.isEmpty }) {
        stack.pop()
        return true
      }
      if let onEscape {
        onEscape()
        return true
      }
      return false
    }
    let target = focusedTarget
    switch key {
    case .tab:
      moveFocus(by: 1)
      return true
    case .backTab:
      moveFocus(by: -1)
      return true
    case .up, .down:
      if let target, target.handler.capturesVerticalArrows, target.handler.handle(key, host: self) {
        return true
      }
      moveFocus(by: key == .down ? 1 : -1)
      return true
    default:
      if let target, target.handler.handle(key, host: self) { return true }
      if key == .left || key == .right {
        moveFocus(by: key == .right ? 1 : -1)
        return true
      }
      return false
    }
  }

  private func handleAlert(_ key: Key, _ alert: AlertPresentation) -> Bool {
    let count = alert.buttons.count
    switch key {
    case .tab, .right, .down:
      alert.state.focused = (alert.state.focused + 1) % count
      setNeedsRender()
    case .backTab, .left, .up:
      alert.state.focused = (alert.state.focused + count - 1) % count
      setNeedsRender()
    case .enter, .character(" "):
      alert.press(min(alert.state.focused, count - 1))
    case .escape:
      alert.cancel()
    default:
      return false
    }
    return true
  }

  // MARK: Accessibility actions

  /// Presses the element (a button, a toggle, a list row) as a tap would.
  public func activate(elementAt index: Int) {
    guard actions.indices.contains(index) else { return }
    if let node = actions[index].focusNode, focusables.contains(where: { $0.node === node }) {
      focus(node)
    }
    actions[index].activate?()
  }

  /// Gives the element keyboard focus, as tapping a text field does.
  public func focus(elementAt index: Int) {
    guard actions.indices.contains(index), let node = actions[index].focusNode else { return }
    focus(node)
  }

  /// Tears the view down: `onDisappear` runs and tasks are cancelled.
  public func tearDown() {
    for action in graph.tearDown() { action() }
  }

  // MARK: Alerts

  private func drawAlert(_ alert: AlertPresentation, renderer: Renderer, isTop: Bool) {
    let maxWidth = max(10, min(size.width - 4, 50))
    let buttonsWidth = alert.buttons.reduce(0) { $0 + CharacterWidth.of($1.title) + 5 }
    let titleWidth = CharacterWidth.of(alert.title)
    let message = alert.message.map {
      TextElement(
        spans: [.init(string: $0, style: CellStyle())], lineLimit: nil, alignment: .center)
    }
    let messageWidth = message?.size(for: Proposal(width: maxWidth - 4, height: nil)).width ?? 0
    let width = min(maxWidth, max(titleWidth, messageWidth, buttonsWidth) + 4)
    let messageHeight = message?.size(for: Proposal(width: width - 4, height: nil)).height ?? 0
    let height = 2 + 1 + (messageHeight > 0 ? messageHeight + 1 : 0) + 1 + 1
    let rect = Rect(
      x: max(0, (size.width - width) / 2), y: max(0, (size.height - height) / 2), width: width,
      height: height)
    renderer.fill(rect, style: CellStyle())
    drawBox(rect, renderer: renderer, style: CellStyle(bold: true), rounded: true)
    let alertID = renderer.addAccessibility(
      role: .alert, identifier: alert.title, label: alert.title, frame: rect)
    renderer.withAccessibilityParent(alertID) {
      let titleX = rect.x + max(2, (width - titleWidth) / 2)
      renderer.write(
        alert.title, x: titleX, y: rect.y + 1, style: CellStyle(bold: true), limit: width - 4)
      renderer.addAccessibility(
        role: .staticText, identifier: nil, label: alert.title,
        frame: Rect(x: titleX, y: rect.y + 1, width: titleWidth, height: 1))
      if let message, let text = alert.message {
        let messageRect = Rect(
          x: rect.x + 2, y: rect.y + 3, width: width - 4, height: messageHeight)
        renderer.withAccessibilitySuppressed { message.render(in: messageRect, renderer) }
        renderer.addAccessibility(
          role: .staticText, identifier: nil, label: text, frame: messageRect)
      }
      var x = rect.x + max(2, (width - buttonsWidth) / 2)
      let y = rect.maxY - 2
      for (index, button) in alert.buttons.enumerated() {
        let label = "[ \(button.title) ]"
        let buttonWidth = CharacterWidth.of(label)
        var style = CellStyle()
        style.bold = button.role != .cancel
        style.dim = !button.isEnabled
        if button.role == .destructive { style.foreground = .named(9) }
        style.reverse = isTop && index == min(alert.state.focused, alert.buttons.count - 1)
        renderer.write(label, x: x, y: y, style: style)
        let frame = Rect(x: x, y: y, width: buttonWidth, height: 1)
        renderer.addAccessibility(
          role: .button, identifier: button.identifier, label: button.title,
          isEnabled: button.isEnabled, hasFocus: style.reverse, frame: frame,
          actions: AccessibilityActions(activate: { alert.press(index) }, focusNode: nil))
        x += buttonWidth + 1
      }
    }
  }
}
