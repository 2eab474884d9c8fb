import TerminalKit

/// Where the cursor is in a text field; lives in the field's node.
final class TextEditingState {
  /// The cursor, in characters from the start.
  var cursor: Int?
  /// The first column shown when the text is wider than the field.
  var scroll = 0
}

/// An editable field as drawn in a frame.
final class TextFieldElement: Element, KeyHandling {
  let node: Node
  let text: Binding<String>
  let placeholder: String
  let secure: Bool
  let isEnabled: Bool
  let submitActions: [@MainActor () -> Void]
  let focusRegistration: FocusRegistration?
  let style: CellStyle
  let editing: TextEditingState
  /// `TextField(_:text:onEditingChanged:onCommit:)`'s callback.
  let onEditingChanged: (@MainActor (Bool) -> Void)?
  /// The first column the last frame showed.
  private var drawnScroll: Int?
  /// Set by `searchable`: the field is a search field to accessibility.
  var isSearchField = false
  /// Set by `searchable`: whether the user is searching, which the field's focus and keys
  /// change.
  var search: SearchState?

  static func make(
    context: ResolveContext, text: Binding<String>, placeholder: String, secure: Bool,
    onCommit: (@MainActor () -> Void)?, onEditingChanged: (@MainActor (Bool) -> Void)? = nil
  ) -> Element {
    let environment = context.environment
    var actions = environment.submitActions.filter { $0.triggers.contains(.text) }.map(\.action)
    if let onCommit { actions.append(onCommit) }
    let field = TextFieldElement(
      node: context.node, text: text, placeholder: placeholder, secure: secure,
      isEnabled: environment.isEnabled, submitActions: actions, focus: environment.focus,
      style: environment.textStyle, onEditingChanged: onEditingChanged)
    environment.listRow?.offer(field)
    guard environment.textFieldStyle == .roundedBorder else { return field }
    var border = CellStyle()
    border.dim = true
    let accent = (environment.tint ?? .blue).terminalColor(environment.colorMode)
    return BorderElement(
      child: field, style: border, rounded: true, focusNode: context.node, focusColor: accent)
  }

  init(
    node: Node, text: Binding<String>, placeholder: String, secure: Bool, isEnabled: Bool,
    submitActions: [@MainActor () -> Void], focus: FocusRegistration?, style: CellStyle,
    onEditingChanged: (@MainActor (Bool) -> Void)?
  ) {
    self.onEditingChanged = onEditingChanged
    self.node = node
    self.text = text
    self.placeholder = placeholder
    self.secure = secure
    self.isEnabled = isEnabled
    self.submitActions = submitActions
    focusRegistration = focus
    self.style = style
    editing = node.state { TextEditingState() }
  }

  var isTextInput: Bool { true }

  /// Editing begins when the field gains focus and ends when it loses it.
  func focusChanged(_ isFocused: Bool) { onEditingChanged?(isFocused) }

  func focusChanged(_ isFocused: Bool, explicitly: Bool) {
    focusChanged(isFocused)
    // A search starts when the user comes to the field (not when a screen gives its first
    // control focus), and stops when they leave it, unless its text is still searched for.
    if !isFocused {
      search?.setEngaged(false)
    } else if explicitly {
      search?.setEngaged(true)
    }
  }

  func focusConfirmed() { search?.setEngaged(true) }

  /// Esc in a search field that is searching cancels the search, as Cancel does on iOS.
  func handleEscape(in context: any ControlContext) -> Bool {
    guard let search, search.engaged || !text.wrappedValue.isEmpty else { return false }
    search.dismiss(text)
    editing.cursor = nil
    return true
  }

  /// What the field shows for its text: bullets for a secure field.
  var displayed: String {
    let value = text.wrappedValue
    return secure ? String(repeating: "•", count: value.count) : value
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    if let width = proposal.width { return Size(width: width, height: 1) }
    let ideal = max(CharacterWidth.of(placeholder), CharacterWidth.of(displayed)) + 1
    return Size(width: ideal, height: 1)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    guard !rect.isEmpty else { return }
    let focused = renderer.isFocused(node)
    let value = displayed
    guard renderer.drawsCells, !rect.intersection(renderer.clip).isEmpty else {
      // Placing, or scrolled out of view: nothing to draw, but it still takes focus and is
      // an element.
      drawnScroll = editing.scroll
      register(in: rect, value: value, focused: focused, renderer)
      return
    }
    let characters = Array(value)
    let cursor = min(editing.cursor ?? characters.count, characters.count)
    var fieldStyle = style
    fieldStyle.underline = true
    // Focus shows in the field itself too, not only by the cursor.
    if focused { fieldStyle.bold = true }
    if !isEnabled { fieldStyle.dim = true }
    renderer.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), style: fieldStyle)
    var scroll = editing.scroll
    defer { drawnScroll = scroll }
    if characters.isEmpty {
      var placeholderStyle = fieldStyle
      placeholderStyle.dim = true
      renderer.write(placeholder, x: rect.x, y: rect.y, style: placeholderStyle, limit: rect.width)
      scroll = 0
    } else {
      // Keep the cursor inside the field, scrolling by columns.
      let cursorColumn = CharacterWidth.of(String(characters[..<cursor]))
      if cursorColumn < scroll { scroll = cursorColumn }
      if cursorColumn - scroll > rect.width - 1 { scroll = cursorColumn - (rect.width - 1) }
      var column = 0
      var x = rect.x
      for character in characters {
        let width = CharacterWidth.of(character)
        defer { column += width }
        if column < scroll { continue }
        if x + width > rect.maxX { break }
        renderer.put(character, width: width, x: x, y: rect.y, style: fieldStyle)
        x += width
      }
    }
    if focused {
      let cursorColumn = CharacterWidth.of(String(characters[..<cursor])) - scroll
      renderer.cursor = (rect.x + min(cursorColumn, rect.width - 1), rect.y)
    }
    register(in: rect, value: value, focused: focused, renderer)
  }

  /// Adds the field to the frame's focus order and accessibility tree.
  private func register(in rect: Rect, value: String, focused: Bool, _ renderer: Renderer) {
    renderer.addFocusable(FocusTarget(node: node, rect: rect, isEnabled: isEnabled, handler: self))
    var actions = AccessibilityActions(activate: nil, focusNode: node)
    if isEnabled { actions.click = { [self] column, _ in self.placeCursor(atColumn: column) } }
    renderer.addAccessibility(
      role: secure ? .secureTextField : isSearchField ? .searchField : .textField,
      identifier: accessibilityIdentifier,
      label: accessibilityLabel ?? "", value: value.isEmpty ? nil : value,
      placeholder: placeholder, isEnabled: isEnabled, hasFocus: focused, frame: rect,
      actions: actions)
  }

  /// Puts the cursor before the character drawn at `column` of the field (after the text
  /// when the column is past it), as a click there does.
  func placeCursor(atColumn column: Int) {
    let scroll = drawnScroll ?? editing.scroll
    let target = scroll + max(0, column)
    var index = 0
    var start = 0
    for character in displayed {
      let width = CharacterWidth.of(character)
      // A click on the right half of a wide character puts the cursor after it.
      if start + width > target {
        if width > 1, target - start >= width / 2 { index += 1 }
        break
      }
      start += width
      index += 1
    }
    editing.cursor = index
    editing.scroll = scroll
  }

  func handle(_ key: Key, in context: any ControlContext) -> Bool {
    guard isEnabled else { return false }
    search?.setEngaged(true)
    // The next frame scrolls from what is on screen to keep the cursor in view.
    if let drawnScroll { editing.scroll = drawnScroll }
    let characters = Array(text.wrappedValue)
    var edit = TextEdit(
      characters: characters, cursor: min(editing.cursor ?? characters.count, characters.count))
    switch edit.apply(key, multiline: false) {
    case .atBound: return true
    case .edited: break
    case .other:
      switch key {
      case .home, .control("a"):
        edit.cursor = 0
      case .end, .control("e"):
        edit.cursor = edit.characters.count
      case .control("u"):
        edit.characters.removeSubrange(0..<edit.cursor)
        edit.cursor = 0
      case .control("k"):
        edit.characters.removeSubrange(edit.cursor...)
      case .enter:
        // The next field of the form takes focus; the last field submits.
        if !isSearchField, context.focusNextTextField(after: node) { return true }
        for action in submitActions { action() }
        return true
      default:
        return false
      }
    }
    editing.cursor = edit.cursor
    let updated = String(edit.characters)
    if updated != text.wrappedValue { text.wrappedValue = updated }
    // The field shows what was typed even when that changed nothing its owner watches: a
    // cursor move, or the draft of a value field that does not parse (the value stays).
    context.setNeedsRender()
    return true
  }
}
