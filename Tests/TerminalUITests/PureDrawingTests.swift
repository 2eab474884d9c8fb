import Foundation
import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI

/// What every node of the view graph keeps between frames, as text: its control state and its
/// dynamic-property storage, read by reflection a few levels deep. Children are left out: a
/// lazy container still makes its rows' nodes as it draws them.
@MainActor
private func nodeStates(_ root: Node) -> [ObjectIdentifier: String] {
  var states: [ObjectIdentifier: String] = [:]
  var pending = [root]
  while let node = pending.popLast() {
    var text = ""
    if let state = node.controlState { text += "control " + reflected(state, depth: 3) }
    for slot in node.storage.keys.sorted() {
      text += " slot\(slot) " + reflected(node.storage[slot] as Any, depth: 3)
    }
    text += " appeared \(node.hasAppeared) changes \(node.lastValues.count)"
    states[ObjectIdentifier(node)] = text
    pending.append(contentsOf: node.children.values)
  }
  return states
}

/// A value's stored properties, recursively to `depth`; closures and deeper objects by type.
private func reflected(_ value: Any, depth: Int) -> String {
  let mirror = Mirror(reflecting: value)
  if mirror.children.isEmpty || depth == 0 {
    return mirror.displayStyle == .class ? "\(type(of: value))" : String(describing: value)
  }
  let fields = mirror.children.map { child in
    "\(child.label ?? "_")=\(reflected(child.value, depth: depth - 1))"
  }
  return "\(type(of: value))(" + fields.joined(separator: ",") + ")"
}

/// A menu and a geometry reader centred in the window: each is placed anew when it resizes.
private struct CentredScreen: View {
  var body: some View {
    VStack {
      Menu("操作") {
        Button("コピー") {}
        Button("削除") {}
      }
      GeometryReader { proxy in Text("幅 \(Int(proxy.size.width))") }
        .frame(width: 12, height: 2)
    }
  }
}

/// A lazy grid of buttons, three to a line, taller than the window.
private struct ButtonGrid: View {
  var body: some View {
    ScrollView {
      LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) {
        ForEach(0..<30, id: \.self) { index in Button("b\(index)") {} }
      }
    }
  }
}

/// A form of buttons taller than the window.
private struct LongForm: View {
  var rows = 40

  var body: some View {
    Form {
      ForEach(0..<rows, id: \.self) { index in Button("行 \(index)") {} }
    }
  }
}

/// A menu picker centred in the window.
private struct CentredPicker: View {
  @State private var choice = "東京"

  var body: some View {
    Picker("地点", selection: $choice) {
      ForEach(["東京", "大阪", "那覇"], id: \.self) { Text($0).tag($0) }
    }
    .pickerStyle(.menu)
  }
}

@MainActor
@Suite("Drawing changes no node: what views find while drawing, the host applies afterwards")
struct PureDrawingTests {
  /// Walks the frame after `change` in both passes: placing, to check that it left every
  /// node as it was and that applying what it found is what changes them; then drawing, to
  /// check that it changes no node and finds nothing more.
  private func drawChangesNothing(
    _ host: ViewHost, after change: (ViewHost) -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    host.render()
    change(host)
    let root = host.frames.resolveFrame(size: host.size, environment: host.environment)
    let before = nodeStates(host.frames.graph.root)
    let placing = host.frames.walk(root, pass: .placing)
    let placed = nodeStates(host.frames.graph.root)
    for (node, state) in before {
      #expect(placed[node] == state, "placing changed a node", sourceLocation: sourceLocation)
    }
    #expect(!placing.findings.isEmpty, "placing found something", sourceLocation: sourceLocation)
    placing.applyFindings()
    let applied = nodeStates(host.frames.graph.root)
    #expect(
      before.contains { applied[$0.key] != $0.value },
      "applying the findings is what changes the nodes", sourceLocation: sourceLocation)
    let drawing = host.frames.walk(root, pass: .drawing)
    #expect(drawing.findings.isEmpty, "drawing found nothing", sourceLocation: sourceLocation)
    let drawn = nodeStates(host.frames.graph.root)
    for (node, state) in applied {
      #expect(drawn[node] == state, "drawing changed a node", sourceLocation: sourceLocation)
    }
  }

  @Test("a menu's anchor and a geometry reader's origin are kept after drawing, not during")
  func placedViews() {
    let host = ViewHost(rootView: CentredScreen(), size: Size(width: 40, height: 12))
    drawChangesNothing(host) { $0.resize(Size(width: 60, height: 20)) }
  }

  @Test("a menu picker's anchor is kept after drawing, not during")
  func pickerAnchor() {
    let host = ViewHost(rootView: CentredPicker(), size: Size(width: 40, height: 12))
    drawChangesNothing(host) { $0.resize(Size(width: 60, height: 20)) }
  }

  @Test("an open menu's list goes under its button as drawn in the same frame, after a resize")
  func openMenuFollowsItsButton() throws {
    let host = ViewHost(rootView: CentredScreen(), size: Size(width: 40, height: 12))
    host.render()
    host.handle(.enter)
    host.renderIfNeeded()
    host.resize(Size(width: 60, height: 20))
    host.renderIfNeeded()
    let lines = host.screen.text.split(separator: "\n", omittingEmptySubsequences: false)
    let button = try #require(lines.firstIndex { $0.contains("操作") })
    let first = try #require(lines.firstIndex { $0.contains("コピー") })
    #expect(first == button + 2, "\(host.screen.text)")
  }

  @Test("a form's scroll bar is as long as the rows this draw showed")
  func formScrollBar() {
    let host = ViewHost(rootView: LongForm(rows: 12), size: Size(width: 30, height: 8))
    host.render()
    // A frame drawn once (nothing to settle): the form is made anew and drawn a single time.
    host.render()
    let thumb = (0..<8).filter { host.screen[29, $0].text == "┃" }
    #expect(thumb.count > 1, "\(host.screen.text)")
  }

  @Test("a lazy grid's focused line is kept after drawing, not during")
  func gridFocus() {
    let host = ViewHost(rootView: ButtonGrid(), size: Size(width: 30, height: 6))
    drawChangesNothing(host) { host in
      // Each key draws what the one before changed; the last moves focus from the second
      // line (b5) to the third (b6), which only the draw after it finds.
      for _ in 0..<6 { host.handle(.tab) }
    }
  }

  @Test("a form's focused row is kept after drawing, not during")
  func formFocus() {
    let host = ViewHost(rootView: LongForm(), size: Size(width: 30, height: 8))
    drawChangesNothing(host) { host in
      for _ in 0..<3 { host.handle(.tab) }
    }
  }
}

/// A row that notes its number in a log each time its view is made.
private struct CountedRow: View {
  let number: Int
  let made: EventLog

  var body: some View {
    made.record("\(number)")
    return Button("行 \(number)") {}
  }
}

/// A list or a form of counted rows, taller than the window, with a field at the end that a
/// button focuses from code.
private struct CountedRows: View {
  let inForm: Bool
  let made: EventLog
  @State private var text = ""
  @FocusState private var fieldFocused: Bool

  var body: some View {
    VStack {
      Button("最後の欄へ") { fieldFocused = true }
      if inForm {
        Form {
          ForEach(0..<60, id: \.self) { CountedRow(number: $0, made: made) }
          TextField("最後", text: $text).focused($fieldFocused)
        }
      } else {
        List(0..<60, id: \.self) { CountedRow(number: $0, made: made) }
      }
    }
  }
}

/// A list whose third row presents an alert once it is made.
private struct RowPresentingAlert: View {
  @State private var shown = true

  var body: some View {
    List(0..<5, id: \.self) { index in
      if index == 2 {
        Text("行 \(index)").alert("行から", isPresented: $shown) { Button("OK") {} }
      } else {
        Text("行 \(index)")
      }
    }
  }
}

@MainActor
@Suite("Each frame is placed, then drawn once; drawing makes no row")
struct DrawOnceTests {
  /// Builds the frame after each key in its two steps, checking that every row the frame
  /// shows was made while placing, none while drawing.
  private func noRowMadeWhileDrawing(
    _ host: ViewHost, made: EventLog, keys: [Key],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    host.render()
    for key in keys {
      _ = host.handle(key)
      let root = host.frames.place(size: host.size, environment: host.environment)
      let placed = made.events.count
      host.frames.show(root)
      #expect(
        made.events.count == placed, "drawing made \(made.events[placed...])",
        sourceLocation: sourceLocation)
      for action in host.frames.graph.finishFrame() { action() }
    }
  }

  @Test("moving through a list and a form makes each row while placing", arguments: [false, true])
  func rowsMadeWhilePlacing(inForm: Bool) {
    let made = EventLog()
    let host = ViewHost(
      rootView: CountedRows(inForm: inForm, made: made), size: Size(width: 30, height: 8))
    let keys: [Key] =
      inForm ? Array(repeating: .tab, count: 20) : [.tab] + Array(repeating: .down, count: 20)
    noRowMadeWhileDrawing(host, made: made, keys: keys)
    // The keys did scroll: rows far below the first screen were made.
    #expect(made.events.contains("15"), "\(made.events)")
  }

  @Test("focus set from code, far down a form, is drawn in a single draw")
  func focusFromCode() throws {
    let made = EventLog()
    let host = ViewHost(
      rootView: CountedRows(inForm: true, made: made), size: Size(width: 30, height: 8))
    host.render()
    let draws = host.frames.drawCount
    // Enter on the first button sets the focus state; the frame after it finds the field,
    // moves focus there and scrolls to it.
    host.handle(.enter)
    host.renderIfNeeded()
    #expect(host.frames.drawCount == draws + 1)
    let field = try #require(host.accessibility.first { $0.role == .textField })
    #expect(field.hasFocus, "\(host.screen.text)")
    #expect(host.screen.text.contains("最後"), "\(host.screen.text)")
  }

  @Test("an alert a lazy row presents is in the frame that made the row, drawn once")
  func alertFromRow() {
    let host = ViewHost(rootView: RowPresentingAlert(), size: Size(width: 40, height: 12))
    host.render()
    #expect(host.frames.drawCount == 1)
    #expect(host.screen.text.contains("行から"), "\(host.screen.text)")
  }
}
