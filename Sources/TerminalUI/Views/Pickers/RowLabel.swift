import TerminalKit

extension WrapperElement {
  /// Draws a control's label (the element it wraps) at the left of its one-row frame, in
  /// the columns before `controlX` less a column of space, and marks the label when the
  /// control has focus; the control itself (a picker's value, a date picker's fields, a
  /// colour picker's swatch) is drawn from `controlX` on.
  func renderRowLabel(in rect: Rect, before controlX: Int, focused: Bool, _ renderer: Renderer) {
    let labelWidth = max(0, controlX - rect.x - 1)
    let labelSize = child.size(for: Proposal(width: labelWidth, height: 1))
    renderer.withAccessibilitySuppressed {
      child.render(in: Rect(x: rect.x, y: rect.y, width: labelWidth, height: 1), renderer)
    }
    if focused {
      renderer.markFocusedLabel(
        Rect(x: rect.x, y: rect.y, width: min(labelSize.width, labelWidth), height: 1))
    }
  }
}
