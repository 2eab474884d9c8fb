import TerminalKit

/// How a presented alert is drawn, and what keys do to it: the host draws alerts over the
/// window and gives them keys before anything else.
extension AlertPresentation {
  /// Draws the alert centred in a window of `size`, over everything else; `isTop` is
  /// whether it takes keys (its focused button shows).
  func draw(in size: Size, _ renderer: Renderer, isTop: Bool) {
    if let menu {
      menu.draw(self, in: size, renderer, isTop: isTop)
      return
    }
    if let colorChooser {
      colorChooser.draw(self, in: size, renderer, isTop: isTop)
      return
    }
    let titleElement = TextElement(
      spans: [.init(string: title, style: CellStyle(bold: true))], lineLimit: nil,
      alignment: .center)
    let messageElement = message.map {
      TextElement(
        spans: [.init(string: $0, style: CellStyle())], lineLimit: nil, alignment: .center)
    }
    let layout = AlertLayout(
      in: size, title: titleElement, message: messageElement,
      buttons: buttons.map { CharacterWidth.of(Self.label($0)) }, fields: fields.count)
    let rect = layout.box
    renderer.fill(rect, style: CellStyle())
    drawBox(rect, renderer: renderer, style: CellStyle(bold: true), rounded: true)
    let alertID = renderer.addAccessibility(
      role: .alert, identifier: title, label: title, frame: rect)
    renderer.withAccessibilityParent(alertID) {
      renderer.withAccessibilitySuppressed { titleElement.render(in: layout.title, renderer) }
      renderer.addAccessibility(
        role: .staticText, identifier: nil, label: title, frame: layout.title)
      if let messageElement, let text = message {
        renderer.withAccessibilitySuppressed {
          messageElement.render(in: layout.message, renderer)
        }
        renderer.addAccessibility(
          role: .staticText, identifier: nil, label: text, frame: layout.message)
      }
      let focused = min(state.focused, fields.count + buttons.count - 1)
      // The alert's fields take focus from it, not from the screen under it.
      renderer.focusSuppressed += 1
      for (index, field) in fields.enumerated() {
        renderer.withFocus(isTop && index == focused ? field.node : nil) {
          field.render(in: layout.fields[index], renderer)
        }
      }
      renderer.focusSuppressed -= 1
      for (index, button) in buttons.enumerated() {
        let label = Self.label(button)
        let frame = layout.buttons[index]
        var style = CellStyle()
        style.bold = button.role != .cancel
        style.dim = !button.isEnabled
        if button.role == .destructive { style.foreground = .named(9) }
        style.reverse = isTop && fields.count + index == focused
        renderer.write(label, x: frame.x, y: frame.y, style: style, limit: rect.maxX - frame.x)
        renderer.addAccessibility(
          role: .button, identifier: button.identifier, label: button.title,
          isEnabled: button.isEnabled, hasFocus: style.reverse, frame: frame,
          actions: AccessibilityActions(activate: { self.press(index) }, focusNode: nil))
      }
    }
  }

  /// A button as the alert draws it: `[ OK ]`.
  static func label(_ button: AlertButton) -> String { "[ \(button.title) ]" }

  /// Whether typing goes to the alert: a text field of it, or a colour chooser's hex field,
  /// has focus (the cursor shows there).
  var takesText: Bool { focusedField != nil || colorChooser?.hexFieldFocused == true }

  /// The text field that has focus, if one has.
  var focusedField: TextFieldElement? {
    fields.indices.contains(state.focused) ? fields[state.focused] : nil
  }

  /// Handles a key: Tab and the arrows move between the fields and buttons, Enter or Space
  /// presses the focused button, Esc cancels. In a field, Enter moves on, ↑ ↓ move between
  /// the fields and buttons, and other keys edit the field. False for any other key.
  func handle(_ key: Key, in context: any ControlContext) -> Bool {
    if let colorChooser { return colorChooser.handle(key, self, in: context) }
    let count = fields.count + buttons.count
    guard count > 0 else { return false }
    let focused = min(state.focused, count - 1)
    if let field = focusedField {
      switch key {
      case .tab, .down, .enter: move(to: focused + 1, count: count, context)
      case .backTab, .up: move(to: focused - 1, count: count, context)
      case .escape: cancel()
      default: return field.handle(key, in: context)
      }
      return true
    }
    switch key {
    case .tab, .right, .down:
      move(to: focused + 1, count: count, context)
    case .backTab, .left, .up:
      move(to: focused - 1, count: count, context)
    case .enter, .character(" "):
      press(focused - fields.count)
    case .escape:
      cancel()
    default:
      return false
    }
    return true
  }

  private func move(to index: Int, count: Int, _ context: any ControlContext) {
    state.focused = (index % count + count) % count
    context.setNeedsRender()
  }

  /// Gives focus to the alert's field drawn for `node`; false when it has none.
  func focusField(_ node: Node) -> Bool {
    if let colorChooser { return colorChooser.focusField(node) }
    guard let index = fields.firstIndex(where: { $0.node === node }) else { return false }
    state.focused = index
    return true
  }
}

/// Where the parts of an alert go on a screen: a box of at most 50 columns, the title, the
/// message under it, and the buttons in a row at the bottom (one under another when the row
/// does not fit the screen's width).
///
/// The buttons always get their rows. On a screen too short for everything, the rest gives
/// way in this order: the blank lines, then the message and the title, cut to a line each
/// (ending in "…"), then the message, then the title.
@MainActor
struct AlertLayout {
  private(set) var box: Rect
  private(set) var title: Rect
  private(set) var message: Rect
  private(set) var buttons: [Rect]
  /// A row for each text field, between the message and the buttons.
  private(set) var fields: [Rect] = []

  /// `buttons` are the widths of the buttons' labels; `fields` the number of text fields.
  init(in size: Size, title: TextElement, message: TextElement?, buttons: [Int], fields: Int = 0) {
    // A column between buttons in a row, and one more, as the box has always been measured.
    let rowWidth = buttons.reduce(0) { $0 + $1 + 1 }
    let widest = buttons.max() ?? 0
    let roomy = max(10, min(size.width - 4, 50))
    let inRow = rowWidth + 4 <= max(roomy, size.width)
    let buttonsWidth = inRow ? rowWidth : widest
    let maxWidth = max(1, min(max(roomy, buttonsWidth + 4), max(size.width, roomy)))
    let textWidth = max(1, maxWidth - 4)
    let titleWidth = title.size(for: Proposal(width: textWidth, height: nil)).width
    let messageWidth = message?.size(for: Proposal(width: textWidth, height: nil)).width ?? 0
    // A field wants room to type in.
    let fieldWidth = fields > 0 ? 30 : 0
    let width = min(maxWidth, max(titleWidth, messageWidth, buttonsWidth, fieldWidth) + 4)
    let inner = max(1, width - 4)
    let buttonRows = inRow ? 1 : buttons.count

    // Lines for the title and the message, and blank lines around the message, in what the
    // borders and the buttons leave.
    let titleHeight = title.size(for: Proposal(width: inner, height: nil)).height
    let messageHeight = message?.size(for: Proposal(width: inner, height: nil)).height ?? 0
    var titleLines = titleHeight
    var messageLines = messageHeight
    var messageGap = messageHeight > 0 ? 1 : 0
    var buttonGap = 1
    var fieldGap = fields > 0 ? 1 : 0
    var excess =
      titleLines + messageGap + messageLines + fieldGap + fields + buttonGap
      - (size.height - 2 - buttonRows)
    func giveWay(_ lines: inout Int, downTo floor: Int) {
      let cut = min(max(0, excess), max(0, lines - floor))
      lines -= cut
      excess -= cut
    }
    giveWay(&messageGap, downTo: 0)
    giveWay(&fieldGap, downTo: 0)
    giveWay(&buttonGap, downTo: 0)
    giveWay(&messageLines, downTo: min(1, messageHeight))
    giveWay(&titleLines, downTo: min(1, titleHeight))
    giveWay(&messageLines, downTo: 0)
    giveWay(&titleLines, downTo: 0)

    let height =
      2 + titleLines + messageGap + messageLines + fieldGap + fields + buttonGap + buttonRows
    // Taller than the screen even so: the top goes off screen, the buttons stay on it.
    let top = height <= size.height ? (size.height - height) / 2 : size.height - height
    box = Rect(x: max(0, (size.width - width) / 2), y: top, width: width, height: height)
    self.title = Rect(x: box.x + 2, y: box.y + 1, width: inner, height: titleLines)
    self.message = Rect(
      x: box.x + 2, y: self.title.maxY + messageGap, width: inner, height: messageLines)
    let firstField = self.message.maxY + fieldGap
    let left = box.x + 2
    self.fields = (0..<fields).map { Rect(x: left, y: firstField + $0, width: inner, height: 1) }
    let firstButtonRow = box.maxY - 1 - buttonRows
    var frames: [Rect] = []
    var x = box.x + max(2, (width - rowWidth) / 2)
    for (index, labelWidth) in buttons.enumerated() {
      if inRow {
        frames.append(Rect(x: x, y: firstButtonRow, width: labelWidth, height: 1))
        x += labelWidth + 1
      } else {
        frames.append(
          Rect(
            x: box.x + max(2, (width - labelWidth) / 2), y: firstButtonRow + index,
            width: labelWidth, height: 1))
      }
    }
    self.buttons = frames
  }
}
