import TerminalKit

/// Multi-line editable text bound to a string: SwiftUI's `TextEditor`.
///
/// It takes the space offered, wraps its text at the width and scrolls to keep the cursor in
/// view. Enter starts a new line, ↑/↓ move a line (keeping the column), Home/End (Ctrl-A/E)
/// go to the line's ends, Ctrl-K/Ctrl-U delete to them; Tab leaves it for the next control. A
/// pasted text keeps its line breaks. UI tests find it among `app.textViews`.
public struct TextEditor: View, PrimitiveView {
  let text: Binding<String>

  public init(text: Binding<String>) { self.text = text }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let environment = context.environment
    output.append(
      TextEditorElement(
        node: context.node, text: text, isEnabled: environment.isEnabled,
        focus: environment.focus, style: environment.textStyle))
  }
}

extension View {
  /// Whether a scrollable view (a text editor, a list) draws its own background. Accepted:
  /// a terminal draws none.
  public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
}

/// Where the cursor is in a text editor, and its first line shown; lives in its node.
final class TextEditorState {
  /// The cursor, in characters from the start.
  var cursor: Int?
  /// The first line (of the wrapped lines) shown.
  var scroll = 0
  /// The column ↑/↓ keep, while they are pressed one after another.
  var goalColumn: Int?
}

/// A text editor as drawn in a frame.
final class TextEditorElement: Element, KeyHandling {
  let node: Node
  let text: Binding<String>
  let isEnabled: Bool
  let focusRegistration: FocusRegistration?
  let style: CellStyle
  let state: TextEditorState
  /// The width the last frame wrapped the text at.
  private var drawnWidth = 0

  init(
    node: Node, text: Binding<String>, isEnabled: Bool, focus: FocusRegistration?,
    style: CellStyle
  ) {
    self.node = node
    self.text = text
    self.isEnabled = isEnabled
    focusRegistration = focus
    self.style = style
    state = node.state { TextEditorState() }
  }

  var isTextInput: Bool { true }
  /// Enter in the field before does not jump here: an editor is not one of a form's fields.
  var isTextField: Bool { false }
  var capturesVerticalArrows: Bool { true }

  /// One wrapped line: the characters from `start` up to `end`.
  struct Line: Equatable, Sendable {
    var start: Int
    var end: Int
  }

  /// `characters` in lines of at most `width` columns: a line break ends a line (and is in
  /// none), a long line goes on in the next. There is always one line, if empty.
  nonisolated static func lines(_ characters: [Character], width: Int) -> [Line] {
    let width = max(1, width)
    var lines: [Line] = []
    var start = 0
    var column = 0
    for (index, character) in characters.enumerated() {
      if character == "\n" {
        lines.append(Line(start: start, end: index))
        start = index + 1
        column = 0
        continue
      }
      let characterWidth = max(1, CharacterWidth.of(character))
      if column + characterWidth > width, index > start {
        lines.append(Line(start: start, end: index))
        start = index
        column = 0
      }
      column += characterWidth
    }
    lines.append(Line(start: start, end: characters.count))
    return lines
  }

  /// The line the cursor is on: the last one starting at or before it (a cursor at a wrap
  /// point is at the start of the next line).
  static func line(of cursor: Int, in lines: [Line]) -> Int {
    lines.lastIndex { $0.start <= cursor } ?? 0
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    let characters = Array(text.wrappedValue)
    let width = proposal.width ?? max(20, Self.widest(characters) + 1)
    let height = proposal.height ?? Self.lines(characters, width: width).count
    return Size(width: width, height: max(1, height))
  }

  private static func widest(_ characters: [Character]) -> Int {
    characters.split(separator: "\n", omittingEmptySubsequences: false)
      .map { CharacterWidth.of(String($0)) }.max() ?? 0
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    guard !rect.isEmpty else { return }
    drawnWidth = rect.width
    let focused = renderer.isFocused(node)
    let characters = Array(text.wrappedValue)
    let lines = Self.lines(characters, width: rect.width)
    let cursor = min(state.cursor ?? characters.count, characters.count)
    let cursorLine = Self.line(of: cursor, in: lines)
    // Keep the cursor's line in view.
    var scroll = min(state.scroll, max(0, lines.count - rect.height))
    if cursorLine < scroll { scroll = cursorLine }
    if cursorLine >= scroll + rect.height { scroll = cursorLine - rect.height + 1 }
    if scroll != state.scroll {
      let scrolled = scroll
      renderer.record { [state] in state.scroll = scrolled }
    }
    var textStyle = style
    if !isEnabled { textStyle.dim = true }
    for row in 0..<min(rect.height, lines.count - scroll) {
      let line = lines[scroll + row]
      var x = rect.x
      for character in characters[line.start..<line.end] {
        let width = CharacterWidth.of(character)
        guard width > 0 else { continue }
        if x + width > rect.maxX { break }
        renderer.put(character, width: width, x: x, y: rect.y + row, style: textStyle)
        x += width
      }
    }
    if focused {
      let line = lines[cursorLine]
      let column = CharacterWidth.of(String(characters[line.start..<cursor]))
      renderer.cursor = (rect.x + min(column, rect.width - 1), rect.y + cursorLine - scroll)
    }
    renderer.addFocusable(FocusTarget(node: node, rect: rect, isEnabled: isEnabled, handler: self))
    renderer.addAccessibility(
      role: .textView, identifier: accessibilityIdentifier, label: accessibilityLabel ?? "",
      value: characters.isEmpty ? nil : String(characters), isEnabled: isEnabled,
      hasFocus: focused, frame: rect, actions: AccessibilityActions(activate: nil, focusNode: node))
  }

  func handle(_ key: Key, in context: any ControlContext) -> Bool {
    guard isEnabled else { return false }
    let characters = Array(text.wrappedValue)
    var edit = TextEdit(
      characters: characters, cursor: min(state.cursor ?? characters.count, characters.count))
    let lines = Self.lines(characters, width: max(1, drawnWidth))
    let lineIndex = Self.line(of: edit.cursor, in: lines)
    let line = lines[lineIndex]
    var keepsGoal = false
    switch edit.apply(key, multiline: true) {
    case .atBound: return true
    case .edited: break
    case .other:
      switch key {
      case .enter:
        edit.characters.insert("\n", at: edit.cursor)
        edit.cursor += 1
      case .up, .control("p"), .down, .control("n"):
        let down = key == .down || key == .control("n")
        let target = lineIndex + (down ? 1 : -1)
        guard lines.indices.contains(target) else {
          edit.cursor = down ? characters.count : 0
          break
        }
        let goal =
          state.goalColumn ?? CharacterWidth.of(String(characters[line.start..<edit.cursor]))
        state.goalColumn = goal
        keepsGoal = true
        edit.cursor = Self.index(atColumn: goal, in: lines[target], characters)
      case .home, .control("a"):
        edit.cursor = line.start
      case .end, .control("e"):
        edit.cursor = line.end
      case .control("u"):
        edit.characters.removeSubrange(line.start..<edit.cursor)
        edit.cursor = line.start
      case .control("k"):
        // At the end of a line, Ctrl-K joins the next line to it.
        if edit.cursor == line.end, edit.cursor < characters.count {
          edit.characters.remove(at: edit.cursor)
        } else {
          edit.characters.removeSubrange(edit.cursor..<line.end)
        }
      default:
        return false
      }
    }
    if !keepsGoal { state.goalColumn = nil }
    state.cursor = edit.cursor
    let updated = String(edit.characters)
    if updated != text.wrappedValue { text.wrappedValue = updated }
    context.setNeedsRender()
    return true
  }

  /// The character index of `line` nearest `column`, not past its end.
  static func index(atColumn column: Int, in line: Line, _ characters: [Character]) -> Int {
    var x = 0
    var index = line.start
    while index < line.end {
      let width = CharacterWidth.of(characters[index])
      if x + width > column { break }
      x += width
      index += 1
    }
    return index
  }
}
