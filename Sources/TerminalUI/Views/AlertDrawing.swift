import TerminalKit

/// How a presented alert is drawn, and what keys do to it: the host draws alerts over the
/// window and gives them keys before anything else.
extension AlertPresentation {
  /// Draws the alert centred in a window of `size`, over everything else; `isTop` is
  /// whether it takes keys (its focused button shows).
  func draw(in size: Size, _ renderer: Renderer, isTop: Bool) {
    let maxWidth = max(10, min(size.width - 4, 50))
    let buttonsWidth = buttons.reduce(0) { $0 + CharacterWidth.of($1.title) + 5 }
    let titleWidth = CharacterWidth.of(title)
    let messageElement = message.map {
      TextElement(
        spans: [.init(string: $0, style: CellStyle())], lineLimit: nil, alignment: .center)
    }
    let messageWidth =
      messageElement?.size(for: Proposal(width: maxWidth - 4, height: nil)).width ?? 0
    let width = min(maxWidth, max(titleWidth, messageWidth, buttonsWidth) + 4)
    let messageHeight =
      messageElement?.size(for: Proposal(width: width - 4, height: nil)).height ?? 0
    let height = 2 + 1 + (messageHeight > 0 ? messageHeight + 1 : 0) + 1 + 1
    let rect = Rect(
      x: max(0, (size.width - width) / 2), y: max(0, (size.height - height) / 2), width: width,
      height: height)
    renderer.fill(rect, style: CellStyle())
    drawBox(rect, renderer: renderer, style: CellStyle(bold: true), rounded: true)
    let alertID = renderer.addAccessibility(
      role: .alert, identifier: title, label: title, frame: rect)
    renderer.withAccessibilityParent(alertID) {
      let titleX = rect.x + max(2, (width - titleWidth) / 2)
      renderer.write(
        title, x: titleX, y: rect.y + 1, style: CellStyle(bold: true), limit: width - 4)
      renderer.addAccessibility(
        role: .staticText, identifier: nil, label: title,
        frame: Rect(x: titleX, y: rect.y + 1, width: titleWidth, height: 1))
      if let messageElement, let text = message {
        let messageRect = Rect(
          x: rect.x + 2, y: rect.y + 3, width: width - 4, height: messageHeight)
        renderer.withAccessibilitySuppressed { messageElement.render(in: messageRect, renderer) }
        renderer.addAccessibility(
          role: .staticText, identifier: nil, label: text, frame: messageRect)
      }
      var x = rect.x + max(2, (width - buttonsWidth) / 2)
      let y = rect.maxY - 2
      for (index, button) in buttons.enumerated() {
        let label = "[ \(button.title) ]"
        let buttonWidth = CharacterWidth.of(label)
        var style = CellStyle()
        style.bold = button.role != .cancel
        style.dim = !button.isEnabled
        if button.role == .destructive { style.foreground = .named(9) }
        style.reverse = isTop && index == min(state.focused, buttons.count - 1)
        renderer.write(label, x: x, y: y, style: style)
        let frame = Rect(x: x, y: y, width: buttonWidth, height: 1)
        renderer.addAccessibility(
          role: .button, identifier: button.identifier, label: button.title,
          isEnabled: button.isEnabled, hasFocus: style.reverse, frame: frame,
          actions: AccessibilityActions(activate: { self.press(index) }, focusNode: nil))
        x += buttonWidth + 1
      }
    }
  }

  /// Handles a key: Tab and the arrows move between buttons, Enter or Space presses the
  /// focused one, Esc cancels. False for any other key.
  func handle(_ key: Key, in context: any ControlContext) -> Bool {
    let count = buttons.count
    switch key {
    case .tab, .right, .down:
      state.focused = (state.focused + 1) % count
      context.setNeedsRender()
    case .backTab, .left, .up:
      state.focused = (state.focused + count - 1) % count
      context.setNeedsRender()
    case .enter, .character(" "):
      press(min(state.focused, count - 1))
    case .escape:
      cancel()
    default:
      return false
    }
    return true
  }
}
