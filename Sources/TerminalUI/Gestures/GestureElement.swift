import Foundation
import TerminalKit

/// What lasts of a view's gestures between frames: the drag under way, by mouse or keys.
@MainActor
final class GestureSession {
  /// Where the drag under way started and where it is, in global points; nil when none.
  var drag: (start: CGPoint, location: CGPoint, origin: CGPoint)?
  /// Whether the drag under way passed its minimum distance (it has changed).
  var dragStarted = false
  /// Whether the drag under way is made with the arrow keys.
  var byKeys = false
}

/// A view with gestures, as drawn in a frame: it takes focus, and turns keys, clicks and
/// drags into its gestures' callbacks.
final class GestureElement: WrapperElement, KeyHandling {
  let node: Node
  private(set) var gestures: [(recognizer: GestureRecognizer, priority: GesturePriority)]
  private let session: GestureSession
  private let isEnabled: Bool
  let focusRegistration: FocusRegistration? = nil
  /// Where the view was last drawn.
  private var drawn = Rect(x: 0, y: 0, width: 0, height: 0)

  /// How far one arrow key moves a drag, in points: two columns or one row.
  static let keyStep: CGFloat = 16

  init(
    node: Node, child: Element,
    gestures: [(recognizer: GestureRecognizer, priority: GesturePriority)],
    session: GestureSession, isEnabled: Bool
  ) {
    self.node = node
    self.gestures = gestures
    self.session = session
    self.isEnabled = isEnabled
    super.init(child: child)
    adoptContentAccessibility()
  }

  /// The identifier and label written on the content before the gesture (they went through
  /// its padding and border to the stack inside) name the view with the gesture instead.
  private func adoptContentAccessibility() {
    var element: Element = child
    while true {
      if accessibilityIdentifier == nil, let identifier = element.accessibilityIdentifier {
        accessibilityIdentifier = identifier
        element.accessibilityIdentifier = nil
      }
      if accessibilityLabel == nil, let label = element.accessibilityLabel {
        accessibilityLabel = label
        element.accessibilityLabel = nil
      }
      guard let wrapper = element as? WrapperElement, !wrapper.ownsAccessibility else { return }
      element = wrapper.child
    }
  }

  func add(_ more: [(recognizer: GestureRecognizer, priority: GesturePriority)]) {
    gestures += more
  }

  /// The simple content (a text, an image, a label, padded, framed or moved) is the element
  /// itself, as on iOS; other content is a container of its own elements.
  private var isSimple: Bool {
    core.isText || core is ImageElement || core is LabelElement
  }

  /// The content inside the wrappers that pass accessibility on (padding, frames, borders).
  private var core: Element {
    var element: Element = child
    while let wrapper = element as? WrapperElement, !wrapper.ownsAccessibility {
      element = wrapper.child
    }
    return element
  }

  /// The view's element is its own: identifiers and labels written on it, inside or
  /// outside the gesture, name it.
  override var ownsAccessibility: Bool { true }

  override var isSpacer: Bool { false }

  // MARK: Which gestures an input reaches

  /// The recognizers an input of this kind performs: the first that ranks highest (a high
  /// priority one, else the innermost), and every simultaneous one.
  private func recognizers(where matches: (GestureRecognizer) -> Bool) -> [GestureRecognizer] {
    let high = gestures.filter { $0.priority == .high && matches($0.recognizer) }
    let normal = gestures.filter { $0.priority == .normal && matches($0.recognizer) }
    let together = gestures.filter { $0.priority == .simultaneous && matches($0.recognizer) }
    let winner = (high.first ?? normal.first).map { [$0.recognizer] } ?? []
    return winner + together.map(\.recognizer)
  }

  var hasTap: Bool { gestures.contains { $0.recognizer.isTap } }
  var hasLongPress: Bool { gestures.contains { $0.recognizer.isLongPress } }
  var hasDrag: Bool { gestures.contains { $0.recognizer.isDrag } }

  /// Performs the view's tap at a point in the view (its centre when nil).
  func tap(at cell: (column: Int, row: Int)? = nil) {
    guard isEnabled else { return }
    let column = cell?.column ?? drawn.width / 2
    let row = cell?.row ?? drawn.height / 2
    let local = CGPoint(
      x: CGFloat(column) * Points.perColumn, y: CGFloat(row) * Points.perRow)
    let global = CGPoint(
      x: CGFloat(drawn.x + column) * Points.perColumn, y: CGFloat(drawn.y + row) * Points.perRow)
    for recognizer in recognizers(where: \.isTap) {
      for callback in recognizer.endedAt { callback(local, global) }
      recognizer.end(())
    }
  }

  /// Performs the view's long press: pressed, then held long enough.
  func longPress() {
    guard isEnabled else { return }
    for recognizer in recognizers(where: \.isLongPress) {
      recognizer.change(true)
      recognizer.end(true)
    }
  }

  /// What Enter, Space or a click does: the tap, else the long press.
  func activate() {
    if hasTap {
      tap()
    } else {
      longPress()
    }
  }

  // MARK: Drags

  /// A drag moved to `location` (global points): its recognizers change once it passed
  /// their minimum distance. True when a drag is under way.
  @discardableResult
  func dragMoved(to location: CGPoint) -> Bool {
    guard isEnabled, var drag = session.drag else { return false }
    // The release where the pointer last moved changes nothing.
    if session.dragStarted, drag.location == location { return true }
    drag.location = location
    session.drag = drag
    let dx = location.x - drag.start.x
    let dy = location.y - drag.start.y
    let distance = (dx * dx + dy * dy).squareRoot()
    var changed = false
    for recognizer in recognizers(where: \.isDrag) {
      guard case .drag(let minimum, let space) = recognizer.kind else { continue }
      if session.dragStarted || distance >= minimum {
        recognizer.change(value(of: drag, in: space))
        changed = true
      }
    }
    if changed { session.dragStarted = true }
    return session.dragStarted
  }

  /// Starts a drag at `location` (global points); a drag with no minimum distance changes
  /// at once.
  func dragBegan(at location: CGPoint, byKeys: Bool) {
    guard isEnabled, hasDrag else { return }
    session.drag = (
      location, location,
      CGPoint(
        x: CGFloat(drawn.x) * Points.perColumn, y: CGFloat(drawn.y) * Points.perRow)
    )
    session.dragStarted = false
    session.byKeys = byKeys
    dragMoved(to: location)
  }

  /// Ends the drag under way: `onEnded` if it started, else nothing. True when it had.
  @discardableResult
  func dragEnded() -> Bool {
    guard let drag = session.drag else { return false }
    let started = session.dragStarted
    session.drag = nil
    session.dragStarted = false
    for recognizer in recognizers(where: \.isDrag) {
      guard case .drag(_, let space) = recognizer.kind else { continue }
      if started {
        recognizer.end(value(of: drag, in: space))
      } else {
        recognizer.cancel()
      }
    }
    return started
  }

  /// Cancels the drag under way: its gesture states reset, `onEnded` does not run.
  func dragCancelled() {
    guard session.drag != nil else { return }
    session.drag = nil
    session.dragStarted = false
    for recognizer in recognizers(where: \.isDrag) { recognizer.cancel() }
  }

  private func value(
    of drag: (start: CGPoint, location: CGPoint, origin: CGPoint), in space: CoordinateSpace
  ) -> DragGesture.Value {
    guard space == .local else {
      return DragGesture.Value(start: drag.start, location: drag.location)
    }
    let start = CGPoint(x: drag.start.x - drag.origin.x, y: drag.start.y - drag.origin.y)
    let location = CGPoint(x: drag.location.x - drag.origin.x, y: drag.location.y - drag.origin.y)
    return DragGesture.Value(start: start, location: location)
  }

  /// A cell of the screen in global points.
  static func point(column: Int, row: Int) -> CGPoint {
    CGPoint(x: CGFloat(column) * Points.perColumn, y: CGFloat(row) * Points.perRow)
  }

  // MARK: Drawing

  override func render(in rect: Rect, _ renderer: Renderer) {
    drawn = rect
    let focused = renderer.isFocused(node)
    var actions = AccessibilityActions(activate: nil, focusNode: node)
    actions.gesture = self
    if isEnabled, hasTap || hasLongPress {
      actions.activate = { [self] in activate() }
      actions.click = { [self] column, row in
        if hasTap { tap(at: (column, row)) } else { longPress() }
      }
    }
    let controlsBefore = renderer.focusables.count
    if isSimple {
      renderer.withAccessibilitySuppressed { child.render(in: rect, renderer) }
      let id = renderer.addAccessibility(
        role: core is ImageElement ? .image : .staticText,
        identifier: accessibilityIdentifier,
        label: accessibilityLabel ?? child.accessibilityText,
        isEnabled: isEnabled, hasFocus: focused, frame: rect, actions: actions)
      if hasDrag { renderer.markDraggable(id) }
    } else {
      let id = renderer.addAccessibility(
        role: .other, identifier: accessibilityIdentifier,
        label: accessibilityLabel ?? child.accessibilityText, isEnabled: isEnabled,
        hasFocus: focused, frame: rect, actions: actions)
      if hasDrag { renderer.markDraggable(id) }
      renderer.withAccessibilityParent(id) { child.render(in: rect, renderer) }
    }
    // Content with controls of its own (a form tapped to end editing) leaves focus to them:
    // the keys go there, the mouse and UI tests still tap the view.
    guard renderer.focusables.count == controlsBefore else { return }
    if focused { ButtonElement.markFocus(in: rect, decorated: false, renderer) }
    renderer.addFocusable(FocusTarget(node: node, rect: rect, isEnabled: isEnabled, handler: self))
  }

  // MARK: Keys

  var capturesVerticalArrows: Bool { hasDrag }

  func handle(_ key: Key, in context: any ControlContext) -> Bool {
    guard isEnabled else { return false }
    switch key {
    case .enter, .character(" "):
      if session.drag != nil {
        dragEnded()
      } else if hasTap || hasLongPress {
        activate()
      } else {
        return false
      }
    case .character("l"), .character("L"):
      guard hasLongPress else { return false }
      longPress()
    case .left, .right, .up, .down:
      guard hasDrag else { return false }
      if session.drag == nil {
        let centre = Self.point(column: drawn.x, row: drawn.y)
        let start = CGPoint(
          x: centre.x + CGFloat(drawn.width) * Points.perColumn / 2,
          y: centre.y + CGFloat(drawn.height) * Points.perRow / 2)
        dragBegan(at: start, byKeys: true)
      }
      guard let drag = session.drag else { return false }
      var location = drag.location
      switch key {
      case .left: location.x -= Self.keyStep
      case .right: location.x += Self.keyStep
      case .up: location.y -= Self.keyStep
      default: location.y += Self.keyStep
      }
      dragMoved(to: location)
    default:
      return false
    }
    context.setNeedsRender()
    return true
  }

  func handleEscape(in context: any ControlContext) -> Bool {
    guard session.drag != nil else { return false }
    dragCancelled()
    context.setNeedsRender()
    return true
  }

  func focusChanged(_ isFocused: Bool) {
    if !isFocused, session.byKeys { dragCancelled() }
  }
}
