import TerminalKit

/// A colour picker's open chooser, drawn by the host as it draws alerts: a box in the
/// middle of the window with the picker's title, the palette of system colours in three
/// columns (each a swatch and its name, the chosen one ✓, the focused one reversed), the
/// hex field under them, a refused entry's message, and the hint that Esc closes it.
@MainActor
struct ColorChooser {
  let state: ColorPickerState
  let selection: Binding<Color>
  /// The picker's node: the hex field is focused through it.
  let node: Node
  let words: SystemWords
  let invalidator: Invalidator

  /// The colours offered, by their names in `Color`.
  static let palette: [(name: String, color: Color)] = [
    ("red", .red), ("orange", .orange), ("yellow", .yellow), ("green", .green),
    ("mint", .mint), ("teal", .teal), ("cyan", .cyan), ("blue", .blue), ("indigo", .indigo),
    ("purple", .purple), ("pink", .pink), ("brown", .brown), ("gray", .gray),
    ("black", .black), ("white", .white),
  ]

  /// The palette's columns.
  static let columns = 3

  /// The focus index of the hex field: after the palette.
  static var hexIndex: Int { palette.count }

  /// Whether the hex field has focus (typing goes there; the cursor shows).
  var hexFieldFocused: Bool { state.focused == Self.hexIndex }

  // MARK: Drawing

  func draw(_ presentation: AlertPresentation, in size: Size, _ renderer: Renderer, isTop: Bool) {
    let names = Self.palette.map { words.colorName($0.name) }
    let nameWidth = names.map { CharacterWidth.of($0) }.max() ?? 0
    // `✓ ██ 赤`: the mark, the swatch and the name.
    let entryWidth = nameWidth + 5
    let gap = 2
    let paletteWidth = Self.columns * entryWidth + (Self.columns - 1) * gap
    let fieldLabel = "\(words.hexLabel): "
    let fieldWidth = 9
    let hint = words.escCloses
    let message = state.message ?? ""
    let inner =
      [
        paletteWidth, CharacterWidth.of(presentation.title),
        CharacterWidth.of(fieldLabel) + fieldWidth + 3, CharacterWidth.of(hint),
        CharacterWidth.of(message),
      ].max() ?? paletteWidth
    let width = min(size.width, inner + 4)
    let rows = (Self.palette.count + Self.columns - 1) / Self.columns
    let height = min(size.height, 2 + 1 + 1 + rows + 1 + 1 + (message.isEmpty ? 0 : 1) + 1)
    let box = Rect(
      x: max(0, (size.width - width) / 2), y: max(0, (size.height - height) / 2), width: width,
      height: height)
    renderer.fill(box, style: CellStyle())
    drawBox(box, renderer: renderer, style: CellStyle(bold: true), rounded: true)
    let left = box.x + 2
    let limit = box.maxX - 2
    let alertID = renderer.addAccessibility(
      role: .alert, identifier: presentation.title, label: presentation.title, frame: box)
    renderer.withAccessibilityParent(alertID) {
      var y = box.y + 1
      renderer.write(
        presentation.title, x: left, y: y, style: CellStyle(bold: true), limit: limit)
      renderer.addAccessibility(
        role: .staticText, identifier: nil, label: presentation.title,
        frame: Rect(x: left, y: y, width: CharacterWidth.of(presentation.title), height: 1))
      y += 2
      let chosen = selection.wrappedValue
      for (index, entry) in Self.palette.enumerated() {
        let frame = Rect(
          x: left + index % Self.columns * (entryWidth + gap), y: y + index / Self.columns,
          width: entryWidth, height: 1)
        drawEntry(
          index, name: names[index], isChosen: entry.color == chosen,
          isFocused: isTop && state.focused == index, frame: frame, renderer)
      }
      y += rows + 1
      drawField(label: fieldLabel, width: fieldWidth, x: left, y: y, isTop: isTop, renderer)
      y += 1
      if !message.isEmpty {
        var style = CellStyle()
        style.foreground = .named(9)
        renderer.write(message, x: left, y: y, style: style, limit: limit)
        renderer.addAccessibility(
          role: .staticText, identifier: nil, label: message,
          frame: Rect(
            x: left, y: y, width: min(limit - left, CharacterWidth.of(message)), height: 1))
        y += 1
      }
      var hintStyle = CellStyle()
      hintStyle.dim = true
      renderer.write(hint, x: left, y: y, style: hintStyle, limit: limit)
    }
  }

  /// A palette entry, `✓ ██ 赤`, as a button choosing its colour.
  private func drawEntry(
    _ index: Int, name: String, isChosen: Bool, isFocused: Bool, frame: Rect,
    _ renderer: Renderer
  ) {
    var style = CellStyle()
    style.bold = isChosen
    renderer.write(isChosen ? "✓" : " ", x: frame.x, y: frame.y, style: style, limit: frame.maxX)
    drawSwatch(
      Self.palette[index].color, x: frame.x + 2, y: frame.y, width: 2, dim: false, renderer)
    style.reverse = isFocused
    renderer.write(name, x: frame.x + 5, y: frame.y, style: style, limit: frame.maxX)
    let color = Self.palette[index].color
    renderer.addAccessibility(
      role: .button, identifier: nil, label: name, value: color.hexDescription,
      hasFocus: isFocused, frame: frame, isSelected: isChosen,
      actions: AccessibilityActions(activate: { choose(color) }, focusNode: nil))
  }

  /// The hex field: its label, then what was typed (or the placeholder, dim) underlined.
  private func drawField(
    label: String, width: Int, x: Int, y: Int, isTop: Bool, _ renderer: Renderer
  ) {
    let labelWidth = renderer.write(label, x: x, y: y, style: CellStyle())
    let fieldX = x + labelWidth
    var style = CellStyle()
    style.underline = true
    let focused = isTop && hexFieldFocused
    style.bold = focused
    let text = state.hex.isEmpty ? words.hexPlaceholder : state.hex
    style.dim = state.hex.isEmpty
    renderer.write(
      text + String(repeating: " ", count: max(0, width - CharacterWidth.of(text))), x: fieldX,
      y: y, style: style, limit: fieldX + max(width, CharacterWidth.of(text)))
    if focused {
      renderer.cursor = (fieldX + min(CharacterWidth.of(state.hex), width - 1), y)
    }
    let state = self.state
    let invalidator = self.invalidator
    renderer.addAccessibility(
      role: .textField, identifier: nil, label: words.hexLabel, value: state.hex,
      placeholder: words.hexPlaceholder, hasFocus: focused,
      frame: Rect(x: fieldX, y: y, width: width, height: 1),
      actions: AccessibilityActions(
        activate: {
          state.focused = Self.hexIndex
          invalidator.invalidate()
        }, focusNode: node))
  }

  // MARK: Keys

  /// Chooses `color` and closes the chooser.
  func choose(_ color: Color) {
    if selection.wrappedValue != color { selection.wrappedValue = color }
    state.close()
    state.alert.focused = 0
    invalidate()
  }

  private func invalidate() { invalidator.invalidate() }

  /// Handles a key: in the palette the arrows move (↓ from the last row goes to the hex
  /// field), Enter or Space chooses; in the field typing edits it and Enter takes it; Tab
  /// moves between the two, Esc closes without choosing.
  func handle(_ key: Key, _ presentation: AlertPresentation, in context: any ControlContext)
    -> Bool
  {
    let count = Self.palette.count
    if key == .escape {
      presentation.cancel()
      return true
    }
    if hexFieldFocused {
      switch key {
      case .enter: submit()
      case .tab, .backTab: state.focused = 0
      case .up: state.focused = (count - 1) / Self.columns * Self.columns
      case .backspace:
        if !state.hex.isEmpty { state.hex.removeLast() }
        state.message = nil
      case .character(let character):
        if state.hex.count < 16 { state.hex.append(character) }
        state.message = nil
      case .paste(let text):
        state.hex = String((state.hex + text).prefix(16))
        state.message = nil
      default: return false
      }
    } else {
      let focused = min(state.focused, count - 1)
      switch key {
      case .left: state.focused = max(0, focused - 1)
      case .right: state.focused = min(count - 1, focused + 1)
      case .up: state.focused = focused >= Self.columns ? focused - Self.columns : focused
      case .down:
        state.focused = focused + Self.columns < count ? focused + Self.columns : Self.hexIndex
      case .tab, .backTab: state.focused = Self.hexIndex
      case .enter, .character(" "): choose(Self.palette[focused].color)
      case .character(let character) where character == "#" || character.isHexDigit:
        // Typing a colour goes to the field.
        state.focused = Self.hexIndex
        state.hex = String(character)
        state.message = nil
      default: return false
      }
    }
    context.setNeedsRender()
    return true
  }

  /// Takes the hex field's colour, or says what to type.
  private func submit() {
    guard let color = Color(hex: state.hex) else {
      state.message = words.badHexColor
      return
    }
    choose(color)
  }

  /// Gives focus to the hex field when `node` is the picker's; false otherwise.
  func focusField(_ node: Node) -> Bool {
    guard node === self.node else { return false }
    state.focused = Self.hexIndex
    return true
  }
}
