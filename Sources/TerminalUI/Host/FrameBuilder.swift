import Foundation
import TerminalKit

/// Builds a host's frames: resolves the views, lays them out, places them with the alerts
/// and sheets they present (applying what placing found), lets focus settle, draws them, and
/// keeps the result — the cells, the accessibility tree with its actions, the keyboard shortcuts, the
/// cursor — until the next frame. Each frame is placed (rows made, places found, focus
/// settled), then drawn once; neither pass changes a node (see ``Renderer/record(_:)``).
@MainActor
final class FrameBuilder {
  let graph: ViewGraph
  private let focusManager: FocusManager
  private let resolveRoot: @MainActor (ViewGraph, EnvironmentValues) -> Element
  /// The size and environment of the frame being built.
  private var size: Size
  private var environment = EnvironmentValues()

  /// The last frame's cells.
  private(set) var screen: ScreenBuffer
  /// The accessibility tree of the last frame, parents before children.
  private(set) var accessibility: [AccessibilityElement] = []
  /// What each accessibility element can be made to do, by its index.
  private(set) var actions: [AccessibilityActions] = []
  /// The keyboard shortcuts of the buttons that can be hit.
  private(set) var shortcuts: [ShortcutTarget] = []
  /// Where the cursor shows: in the focused text field, else nowhere.
  private(set) var cursor: (column: Int, row: Int)?
  /// Whether something animates and wants a frame about every tenth of a second.
  private(set) var wantsTick = false
  /// Whether something counts time and wants a frame each second.
  private(set) var wantsSecondTick = false
  /// The alerts and sheets the last frame presents, outermost first.
  private(set) var alerts: [AlertPresentation] = []
  private(set) var sheets: [SheetPresentation] = []
  /// How many times cells were drawn, in all frames: once a frame.
  private(set) var drawCount = 0
  /// The focused values the last placing found, with the focus targets each covers.
  private var focusedValueRegions: [FocusedValueRegion] = []

  init(
    graph: ViewGraph, focusManager: FocusManager, size: Size,
    resolveRoot: @escaping @MainActor (ViewGraph, EnvironmentValues) -> Element
  ) {
    self.graph = graph
    self.focusManager = focusManager
    self.resolveRoot = resolveRoot
    self.size = size
    screen = ScreenBuffer(width: size.width, height: size.height)
  }

  /// Builds one frame of `size`, then runs the work it queued (which may ask for the next):
  /// the frame is placed until it settles, then drawn once.
  func build(size: Size, environment: EnvironmentValues) {
    show(place(size: size, environment: environment))
    for action in graph.finishFrame() { action() }
  }

  /// The first step of a frame: resolves and lays out the views, then places them until
  /// nothing more is found — the rows lazy containers show are made, what the views found is
  /// applied, the alerts and sheets rows present are taken, focus settles. Returns the root
  /// for ``show(_:)`` to draw.
  func place(size: Size, environment: EnvironmentValues) -> Element {
    let root = resolveFrame(size: size, environment: environment)
    placeSettled(root)
    // Every sheet up and every destination pushed is a screen over the first.
    let screens = sheets.count + graph.navigationStacks.reduce(0) { $0 + $1.path.count }
    if focusManager.settle(alertShown: !alerts.isEmpty, screens: screens) {
      // Focus moved (a focus state set by code, a control gone, an alert closed, a scroll
      // view following focus): place the same views again to find where things now are.
      placeSettled(root)
    }
    publishFocusedValues()
    return root
  }

  /// The focused values views publish, from those around the control focus settled on:
  /// when they changed, the views and commands reading them are resolved again.
  private func publishFocusedValues() {
    let values = FocusedValueRegion.values(
      of: focusedValueRegions, focusedIndex: focusManager.focusedIndex)
    if graph.focusedValues.update(values) { graph.invalidator.invalidate() }
  }

  /// The second step: draws the placed views once and keeps the frame.
  func show(_ root: Element) {
    let renderer = walk(root, pass: .drawing)
    drawCount += 1
    screen = renderer.buffer
    accessibility = renderer.accessibility
    actions = renderer.actions
    shortcuts = renderer.shortcuts
    wantsTick = renderer.wantsTick
    wantsSecondTick = renderer.wantsSecondTick
    cursor = alerts.isEmpty || alerts.last?.takesText == true ? renderer.cursor : nil
    focusManager.publishFocus()
  }

  /// Resolves the views for a new frame and lays them out, and takes the alerts and sheets
  /// they present.
  func resolveFrame(size: Size, environment: EnvironmentValues) -> Element {
    self.size = size
    self.environment = environment
    _ = graph.invalidator.takeDirty()
    let root = resolveRoot(graph, environment)
    // Laid out before the presentations are read: a geometry reader makes its content (and
    // what that presents) for the size it is offered.
    _ = root.size(for: Proposal(size))
    if let sheet = graph.sheets.last {
      let area = sheetArea(sheet, in: Rect(x: 0, y: 0, width: size.width, height: size.height))
      _ = sheet.element.size(for: Proposal(Size(width: area.width, height: area.height)))
    }
    alerts = graph.alerts
    sheets = graph.sheets
    return root
  }

  /// At most how many times a frame is placed before it is drawn as it stands.
  static let placingLimit = 8

  /// Places the resolved views and the alerts and sheets they present, applying what each
  /// placing found, until a placing finds nothing new. What is applied can change what is
  /// placed (a form's focused row brings its neighbours into the frame), and rows a lazy
  /// container makes as it places them can present something (an open menu picker): then
  /// the frame is placed again, the rows already made kept.
  private func placeSettled(_ root: Element) {
    var passes = 0
    while passes < Self.placingLimit {
      passes += 1
      let found = place(root)
      let presented = graph.alerts.count != alerts.count || graph.sheets.count != sheets.count
      alerts = graph.alerts
      sheets = graph.sheets
      if !found, !presented { break }
    }
  }

  /// Places, applies what the views found and hands the frame's focus targets to the focus
  /// manager; whether anything was found.
  @discardableResult
  func place(_ root: Element) -> Bool {
    let renderer = walk(root, pass: .placing)
    let found = !renderer.findings.isEmpty
    renderer.applyFindings()
    focusManager.frameDrawn(
      targets: renderer.focusables, scrollRegions: renderer.scrollRegions,
      keyPressRegions: renderer.keyPressRegions)
    focusedValueRegions = renderer.focusedValueRegions
    return found
  }

  /// Walks the resolved views and the alerts over them in one pass. Changes no node: what
  /// the views found is in the renderer's findings, for ``place(_:)`` to apply.
  func walk(_ root: Element, pass: Renderer.Pass) -> Renderer {
    let renderer = Renderer(
      size: size, focusedNode: focusManager.focusedNode, colorMode: environment.colorMode,
      pass: pass)
    renderer.hittable = alerts.isEmpty && sheets.isEmpty
    renderer.drawsAllRows = focusManager.requests.hasPending
    // The root view is centred in the window, as SwiftUI places a window's content.
    let window = Rect(x: 0, y: 0, width: size.width, height: size.height)
    // Under a sheet, the screen keeps its state but takes no focus.
    if !sheets.isEmpty { renderer.focusSuppressed += 1 }
    root.render(in: Alignment.center.place(root.size(for: Proposal(size)), in: window), renderer)
    renderer.joinRules()
    if !sheets.isEmpty { renderer.focusSuppressed -= 1 }
    renderer.hittable = alerts.isEmpty
    if let sheet = sheets.last {
      drawSheet(sheet, in: window, renderer)
      renderer.joinRules()
    }
    renderer.hittable = true
    for (index, alert) in alerts.enumerated() {
      alert.draw(in: size, renderer, isTop: index == alerts.count - 1)
    }
    graph.clipboard.drawNotice(in: size, renderer)
    return renderer
  }

  /// Draws the top sheet over the whole window: a sheet says on its first row that Esc
  /// closes it; a full-screen cover has the window to itself.
  private func drawSheet(_ sheet: SheetPresentation, in window: Rect, _ renderer: Renderer) {
    renderer.fill(window, style: CellStyle())
    let area = sheetArea(sheet, in: window)
    if area != window {
      var hint = CellStyle()
      hint.dim = true
      let text = sheet.words.escCloses
      let width = CharacterWidth.of(text)
      renderer.write(
        text, x: max(window.x, window.maxX - width - 1), y: window.y, style: hint,
        limit: window.width)
    }
    let element = sheet.element
    let id = renderer.addAccessibility(
      role: .sheet, identifier: sheet.dismissable ? "sheet" : "fullScreenCover", label: "",
      frame: area)
    renderer.withAccessibilityParent(id) {
      element.render(
        in: Alignment.center.place(
          element.size(for: Proposal(Size(width: area.width, height: area.height))), in: area),
        renderer)
    }
  }

  /// Where a sheet's content goes: under the hint row of one that Esc closes.
  private func sheetArea(_ sheet: SheetPresentation, in window: Rect) -> Rect {
    guard sheet.dismissable, window.height > 1 else { return window }
    return Rect(x: window.x, y: window.y + 1, width: window.width, height: window.height - 1)
  }
}
