import TerminalKit

extension View {
  /// Actions a list row offers at one of its edges: SwiftUI's `swipeActions`. On iOS a swipe
  /// uncovers them; here, on the highlighted row of a focused list, ← uncovers the trailing
  /// actions and → the leading ones, as swiping left and right does. They are drawn as
  /// buttons at that edge of the row — each its title (after its `Label`'s icon) on its
  /// `tint`, red for a destructive one, grey otherwise — the outermost first, as on iOS; the
  /// chosen one is bold and underlined. ←/→ choose among them, back past the outermost
  /// covers them again, Enter or Space runs the chosen one, Esc or ↑/↓ covers them.
  ///
  /// With the mouse, dragging across the row (a press, then the release a few columns to the
  /// left or right) uncovers them; with `allowsFullSwipe`, a drag across half the row or more
  /// runs the first action at once, as a full swipe does. UI tests call `swipeLeft()` /
  /// `swipeRight()` on the cell, then find the actions among `app.buttons`. Outside a `List`
  /// the modifier changes nothing, as in SwiftUI.
  ///
  /// ```swift
  /// Text(message.subject)
  ///   .swipeActions {
  ///     Button("削除", role: .destructive) { delete(message) }
  ///     Button("既読") { markRead(message) }.tint(.blue)
  ///   }
  /// ```
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> T
  ) -> some View {
    SwipeActionsModifierView(
      content: self, actions: content(), edge: edge, allowsFullSwipe: allowsFullSwipe)
  }
}

/// A row's content and the actions it offers at one edge.
struct SwipeActionsModifierView<Content: View, Actions: View>: View, PrimitiveView {
  let content: Content
  let actions: Actions
  let edge: HorizontalEdge
  let allowsFullSwipe: Bool

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    if let row = context.environment.listRow {
      // The actions are buttons, collected as an alert's are: titles, roles, tints, actions.
      let collector = AlertButtonCollector()
      var actionsContext = context
      actionsContext.environment.alertButtons = collector
      actionsContext.environment.listRow = nil
      var ignored: [Element] = []
      actionsContext.resolveChild(actions, position: 1, into: &ignored)
      row.swipeActions.append(
        SwipeActionSet(
          edge: edge, allowsFullSwipe: allowsFullSwipe, buttons: collector.buttons,
          invalidator: context.graph.invalidator))
    }
    context.resolveChild(content, position: 0, into: &output)
  }
}

/// The actions one `swipeActions` gave a row.
@MainActor
struct SwipeActionSet {
  let edge: HorizontalEdge
  let allowsFullSwipe: Bool
  /// Outermost first.
  let buttons: [AlertButton]
  let invalidator: Invalidator
}

/// The row whose swipe actions are uncovered, at which edge, and the one chosen with the
/// arrows (0 is the outermost); lives in the list's state.
struct SwipeReveal: Equatable {
  var row: Int
  var edge: HorizontalEdge
  var chosen = 0
}

/// A row's actions at one edge, as drawn and run.
@MainActor
struct RowSwipeActions {
  let buttons: [AlertButton]
  let allowsFullSwipe: Bool
  let invalidator: Invalidator

  /// What a button shows: its icon, then its title.
  static func caption(_ button: AlertButton) -> String {
    button.icon.map { "\($0) \(button.title)" } ?? button.title
  }

  /// A button's width: its caption with a blank at each end.
  static func width(_ button: AlertButton) -> Int { CharacterWidth.of(caption(button)) + 2 }

  var width: Int { buttons.reduce(0) { $0 + Self.width($1) } }
}

extension RowElement {
  /// The row's actions at `edge`, from every `swipeActions` for it, outermost first.
  func swipeActions(at edge: HorizontalEdge) -> RowSwipeActions? {
    let sets = swipeActions.filter { $0.edge == edge }
    let buttons = sets.flatMap(\.buttons)
    guard let first = sets.first, !buttons.isEmpty else { return nil }
    return RowSwipeActions(
      buttons: buttons, allowsFullSwipe: first.allowsFullSwipe, invalidator: first.invalidator)
  }
}

extension ListElement {
  /// The uncovered actions of row `index` in this frame, if its are.
  func shownSwipe(onRow index: Int) -> (reveal: SwipeReveal, actions: RowSwipeActions)? {
    guard let reveal = state.swipe, reveal.row == index, index < count, !isHeader(index),
      let actions = row(index).swipeActions(at: reveal.edge)
    else { return nil }
    var shown = reveal
    shown.chosen = min(reveal.chosen, actions.buttons.count - 1)
    return (shown, actions)
  }

  /// Where a row's content goes while its actions cover part of `content`'s width.
  static func swipeContent(_ content: Rect, leaving width: Int, edge: HorizontalEdge) -> Rect {
    let taken = min(width, content.width)
    switch edge {
    case .trailing:
      return Rect(x: content.x, y: content.y, width: content.width - taken, height: content.height)
    case .leading:
      return Rect(
        x: content.x + taken, y: content.y, width: content.width - taken, height: content.height)
    }
  }

  /// Draws the uncovered actions at their edge of the row, each an accessibility button
  /// (under the row's cell) that runs it.
  func drawSwipeActions(
    _ shown: (reveal: SwipeReveal, actions: RowSwipeActions), in frame: Rect, focused: Bool,
    _ renderer: Renderer
  ) {
    let buttons = shown.actions.buttons
    // Left to right: the outermost is at the edge the actions came from.
    let order =
      shown.reveal.edge == .trailing ? Array(buttons.indices.reversed()) : Array(buttons.indices)
    var x =
      shown.reveal.edge == .trailing ? frame.maxX - min(frame.width, shown.actions.width) : frame.x
    let y = frame.y + (frame.height - 1) / 2
    for index in order {
      let button = buttons[index]
      let width = RowSwipeActions.width(button)
      let area = Rect(x: x, y: frame.y, width: min(width, frame.maxX - x), height: frame.height)
      var style = Self.swipeStyle(button, renderer.colorMode)
      renderer.fill(area, style: style)
      if focused, index == shown.reveal.chosen {
        style.bold = true
        style.underline = true
      }
      renderer.write(
        " \(RowSwipeActions.caption(button)) ", x: x, y: y, style: style, limit: area.width)
      let run = runner(for: button, in: shown.actions)
      renderer.addAccessibility(
        role: .button, identifier: button.identifier, label: button.title,
        isEnabled: button.isEnabled, frame: area,
        actions: AccessibilityActions(activate: button.isEnabled ? run : nil, focusNode: nil))
      x += width
      if x >= frame.maxX { break }
    }
  }

  /// A swipe action's look: white on its tint, on red when destructive, else on grey;
  /// reversed where there is no colour.
  private static func swipeStyle(_ button: AlertButton, _ mode: ColorMode) -> CellStyle {
    var style = CellStyle()
    guard mode != .none else {
      style.reverse = true
      style.dim = !button.isEnabled
      return style
    }
    let fill = button.tint ?? (button.role == .destructive ? .red : .gray)
    style.background = fill.terminalColor(mode)
    style.foreground = Color.white.terminalColor(mode)
    style.dim = !button.isEnabled
    return style
  }

  /// Covers the actions again and runs `button`'s action.
  private func runner(for button: AlertButton, in actions: RowSwipeActions)
    -> @MainActor () -> Void
  {
    let state = self.state
    let invalidator = actions.invalidator
    return {
      guard button.isEnabled else { return }
      state.swipe = nil
      button.action()
      invalidator.invalidate()
    }
  }

  /// The arrows, Enter and Space for swipe actions; nil leaves the key to the list.
  func handleSwipeKey(_ key: Key, in context: any ControlContext) -> Bool? {
    if let reveal = state.swipe {
      guard reveal.row == state.selection, let shown = shownSwipe(onRow: reveal.row) else {
        state.swipe = nil
        context.setNeedsRender()
        return nil
      }
      let inward: Key = reveal.edge == .trailing ? .left : .right
      let outward: Key = reveal.edge == .trailing ? .right : .left
      var chosen = shown.reveal.chosen
      switch key {
      case inward:
        chosen = min(chosen + 1, shown.actions.buttons.count - 1)
      case outward:
        guard chosen > 0 else {
          state.swipe = nil
          context.setNeedsRender()
          return true
        }
        chosen -= 1
      case .enter, .character(" "):
        runner(for: shown.actions.buttons[chosen], in: shown.actions)()
        context.setNeedsRender()
        return true
      default:
        // Any other key covers the actions and then does what it does on the row.
        state.swipe = nil
        context.setNeedsRender()
        return nil
      }
      state.swipe?.chosen = chosen
      context.setNeedsRender()
      return true
    }
    let edge: HorizontalEdge
    switch key {
    case .left: edge = .trailing
    case .right: edge = .leading
    default: return nil
    }
    guard !isHeader(state.selection), row(state.selection).swipeActions(at: edge) != nil else {
      return nil
    }
    state.swipe = SwipeReveal(row: state.selection, edge: edge)
    context.setNeedsRender()
    return true
  }

  /// Esc covers uncovered actions; false when none are.
  func coverSwipeActions(in context: any ControlContext) -> Bool {
    guard state.swipe != nil else { return false }
    state.swipe = nil
    context.setNeedsRender()
    return true
  }

  /// What a drag across row `index` does, when it has swipe actions.
  func swipeAction(forRow index: Int, _ row: RowElement, width: Int)
    -> (@MainActor (Int) -> Bool)?
  {
    guard !row.swipeActions.isEmpty else { return nil }
    return { [self] columns in self.swipe(row: index, by: columns, width: width) }
  }

  /// A drag of `columns` across row `index` of `width` columns: toward the left it uncovers
  /// the trailing actions, toward the right the leading ones, or covers the other edge's;
  /// across half the row, with `allowsFullSwipe`, it runs the first action. False when the
  /// row has nothing that way.
  func swipe(row index: Int, by columns: Int, width: Int) -> Bool {
    guard columns != 0 else { return false }
    let edge: HorizontalEdge = columns < 0 ? .trailing : .leading
    if let reveal = state.swipe, reveal.row == index, reveal.edge != edge {
      state.swipe = nil
      return true
    }
    guard let actions = row(index).swipeActions(at: edge) else { return false }
    select(index)
    if actions.allowsFullSwipe, abs(columns) * 2 >= width {
      runner(for: actions.buttons[0], in: actions)()
      return true
    }
    state.swipe = SwipeReveal(row: index, edge: edge)
    return true
  }
}
