import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// A field that notes its title in a log each time its view is made.
private struct CountedField: View {
  let title: String
  @Binding var text: String
  let made: EventLog

  var body: some View {
    made.record(title)
    return TextField(title, text: $text).accessibilityIdentifier(title)
  }
}

/// A long form: `sections` sections of three fields, each with a header, the last field of
/// each followed by a footer.
private struct LongForm: View {
  let sections: Int
  let made: EventLog
  @State private var values = Array(repeating: "", count: 300)

  var body: some View {
    Form {
      ForEach(0..<sections, id: \.self) { section in
        Section {
          ForEach(0..<3, id: \.self) { row in
            let index = section * 3 + row
            CountedField(title: "欄\(index)", text: $values[index], made: made)
          }
        } header: {
          Text("組\(section)")
        } footer: {
          Text("注\(section)")
        }
      }
    }
    .accessibilityIdentifier("form")
  }
}

@Suite("Form: rows made only on screen, focus across rows out of view")
struct LazyFormTests {
  /// The screen's lines without the scroll bar's thumb, trailing blanks cut.
  private func lines(_ app: TUIApplication) -> [String] {
    app.screenText.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop(while: { $0 == " " || $0 == "┃" }).reversed())
    }
  }

  /// The identifier of the first element, in reading order, that has focus.
  private func focused(_ app: TUIApplication) -> String? {
    app.descendants(matching: .any).allElementsBoundByIndex.first(where: \.hasFocus)?.identifier
  }

  private func press(_ app: TUIApplication, _ key: TUIKeyboardKey, times: Int = 1) {
    for _ in 0..<times { app.typeKey(key) }
  }

  private func longForm(height: Int, made: EventLog = EventLog()) -> TUIApplication {
    launched(LongForm(sections: 100, made: made), width: 20, height: height)
  }

  @Test("a form of 300 fields makes the rows on screen and a few around, not all of them")
  func makesOnlyRowsOnScreen() {
    let made = EventLog()
    let app = longForm(height: 12, made: made)
    #expect(made.events.count > 0 && made.events.count < 20)
    made.events = []
    app.typeText("a")
    #expect(made.events.count > 0 && made.events.count < 20)
    #expect(lines(app)[1].contains("a"))
  }

  @Test("sections scrolled into view keep their header, rule, indented rows and footer")
  func layoutWhenScrolled() {
    let app = longForm(height: 8)
    let rule = String(repeating: "─", count: 15)
    #expect(
      lines(app) == [
        "組0 " + rule, "  欄0", "  欄1", "  欄2", "  注0", "", "組1 " + rule, "  欄3",
      ])
    // Four fields on: 欄4 is the last on screen, 欄5 out of view; Tab scrolls as little as
    // shows it.
    press(app, .tab, times: 5)
    #expect(focused(app) == "欄5")
    #expect(
      lines(app) == ["  欄1", "  欄2", "  注0", "", "組1 " + rule, "  欄3", "  欄4", "  欄5"])
    // Back up past the top: the field shows at the top under its section's header.
    for _ in 0..<5 { app.typeKey(.tab, modifierFlags: .shift) }
    #expect(focused(app) == "欄0")
    #expect(lines(app)[0] == "組0 " + rule)
  }

  @Test("Tab from the last field on screen reaches the next, far down; Shift-Tab comes back")
  func tabThroughRowsOutOfView() {
    let app = TUIApplication(
      rootView: LongForm(sections: 100, made: EventLog()), size: CGSize(width: 20, height: 8))
    app.launch()
    #expect(app.textFields["欄0"].hasFocus)
    #expect(!app.textFields["欄20"].exists)
    for _ in 0..<20 { app.typeKey(.tab) }
    #expect(app.textFields["欄20"].hasFocus)
    #expect(app.textFields["欄20"].isHittable)
    #expect(app.screenText.contains("組6"))
    #expect(!app.screenText.contains("組0"))
    app.textFields["欄20"].typeText("東京")
    #expect(app.textFields["欄20"].value as? String == "東京")
    for _ in 0..<20 { app.typeKey(.tab, modifierFlags: .shift) }
    #expect(app.textFields["欄0"].hasFocus)
    #expect(app.screenText.hasPrefix("組0"))
  }

  @Test("Tab from the form's last field wraps to its first, Shift-Tab from the first to the last")
  func wrapsAround() {
    let app = longForm(height: 8)
    app.typeKey(.tab, modifierFlags: .shift)
    #expect(focused(app) == "欄299")
    #expect(lines(app).contains("  欄299"))
    #expect(lines(app).last == "  欄299")
    app.typeKey(.tab)
    #expect(focused(app) == "欄0")
    #expect(lines(app).first?.hasPrefix("組0") == true)
  }

  @Test("Enter in a field moves to the next field, out of view at first")
  func enterMovesToNextFieldOutOfView() {
    let app = longForm(height: 8)
    press(app, .return, times: 6)
    #expect(focused(app) == "欄6")
    #expect(lines(app).contains("  欄6"))
  }

  @Test("the focused field keeps focus and takes typing after the wheel scrolled it away")
  func focusSurvivesTheWheel() {
    let app = TUIApplication(
      rootView: LongForm(sections: 100, made: EventLog()), size: CGSize(width: 20, height: 8))
    app.launch()
    app.scrollViews["form"].scroll(byDeltaX: 0, deltaY: -30)
    #expect(!app.screenText.contains("欄0"))
    #expect(app.textFields["欄0"].hasFocus)
    #expect(!app.textFields["欄0"].isHittable)
    app.typeKey("x", modifierFlags: [])
    #expect(app.textFields["欄0"].value as? String == "x")
    // Tab moves on from the focused field, not from what is on screen, and shows it.
    app.typeKey(.tab)
    #expect(app.textFields["欄1"].hasFocus)
    #expect(app.textFields["欄1"].isHittable)
  }

  @Test("a focus state set by code focuses a field out of view and scrolls to it")
  func focusStateReachesRowsOutOfView() {
    @MainActor struct Focused: View {
      @FocusState var focus: Int?
      @State private var values = Array(repeating: "", count: 60)
      var body: some View {
        VStack {
          Button("下へ") { focus = 50 }.accessibilityIdentifier("jump")
          Form {
            ForEach(0..<60, id: \.self) { index in
              TextField("f\(index)", text: $values[index])
                .accessibilityIdentifier("f\(index)")
                .focused($focus, equals: index)
            }
          }
        }
      }
    }
    let app = launched(Focused(), width: 20, height: 8)
    #expect(focused(app) == "jump")
    app.typeKey(.return)
    #expect(focused(app) == "f50")
    #expect(lines(app).contains("  f50"))
  }

  @Test("ScrollViewReader scrolls a form to a ForEach row by its id")
  func scrollToRow() {
    @MainActor struct Reader: View {
      var body: some View {
        ScrollViewReader { proxy in
          VStack {
            Button("末尾") { proxy.scrollTo(40, anchor: .top) }
            Form {
              ForEach(0..<50, id: \.self) { Text("行\($0)") }
            }
          }
        }
      }
    }
    let app = launched(Reader(), width: 20, height: 6)
    app.typeKey(.return)
    #expect(lines(app)[1] == "  行40")
  }

  @Test("a form of text alone takes focus itself and ↓ scrolls it")
  func textOnlyFormScrollsWithKeys() {
    @MainActor struct Texts: View {
      var body: some View {
        Form { ForEach(0..<50, id: \.self) { Text("行\($0)") } }
      }
    }
    let app = launched(Texts(), width: 20, height: 5)
    #expect(lines(app)[0] == "  行0")
    press(app, .downArrow, times: 3)
    #expect(lines(app)[0] == "  行3")
    app.typeKey(.end)
    #expect(lines(app)[4] == "  行49")
  }

  @Test("a section with a modifier, made as one row, is still drawn as a section")
  func sectionWithModifier() {
    @MainActor struct Modified: View {
      var body: some View {
        Form {
          Section("上") { Text("一") }
          Section("下") { Text("二") }.environment(\.editMode, .constant(.active))
          Text("外")
        }
      }
    }
    let text = screenText(of: Modified(), width: 12, height: 8)
    let rule = String(repeating: "─", count: 8)
    #expect(text == "上 \(rule)\n  一\n\n下 \(rule)\n  二\n\n  外\n")
  }

  @Test("in a list, sections under a ForEach are header rows that ↓ passes over")
  func listOfSectionsInForEach() {
    @MainActor struct Grouped: View {
      var body: some View {
        List {
          ForEach(0..<3, id: \.self) { group in
            Section("群\(group)") {
              ForEach(0..<2, id: \.self) { Text("項\(group)-\($0)") }
            }
          }
        }
      }
    }
    let app = launched(Grouped(), width: 12, height: 9)
    #expect(Array(lines(app).prefix(4)) == ["群0", "項0-0", "項0-1", "群1"])
    press(app, .downArrow, times: 2)
    let selected = app.cells.allElementsBoundByIndex.first(where: \.hasFocus)
    #expect(selected?.label == "項1-0")
  }
}
