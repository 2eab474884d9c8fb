import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

/// Counts the rows a form makes.
@MainActor
final class RowCounter {
  var made = 0
}

/// A field that counts how often its view is made.
private struct CountedField: View {
  let title: String
  @Binding var text: String
  let counter: RowCounter

  var body: some View {
    counter.made += 1
    return TextField(title, text: $text).accessibilityIdentifier(title)
  }
}

/// A long form: `sections` sections of three fields, each with a header, the last field of
/// each followed by a footer.
private struct LongForm: View {
  let sections: Int
  let counter: RowCounter
  @State private var values = Array(repeating: "", count: 300)

  var body: some View {
    Form {
      ForEach(0..<sections, id: \.self) { section in
        Section {
          ForEach(0..<3, id: \.self) { row in
            let index = section * 3 + row
            CountedField(title: "欄\(index)", text: $values[index], counter: counter)
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

@MainActor
@Suite("Form: rows made only on screen, focus across rows out of view")
struct LazyFormTests {
  /// The screen's lines without the scroll bar's thumb, trailing blanks cut.
  private func lines(_ host: ViewHost) -> [String] {
    host.screen.text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop(while: { $0 == " " || $0 == "┃" }).reversed())
    }
  }

  private func focused(_ host: ViewHost) -> String? {
    host.accessibility.first(where: \.hasFocus)?.identifier
  }

  private func press(_ host: ViewHost, _ key: Key, times: Int = 1) {
    for _ in 0..<times {
      host.handle(key)
      host.renderIfNeeded()
    }
  }

  @Test("a form of 300 fields makes the rows on screen and a few around, not all of them")
  func makesOnlyRowsOnScreen() {
    let counter = RowCounter()
    let host = ViewHost(
      rootView: LongForm(sections: 100, counter: counter), size: Size(width: 20, height: 12))
    host.renderIfNeeded()
    #expect(counter.made > 0 && counter.made < 20)
    counter.made = 0
    press(host, .character("a"))
    #expect(counter.made > 0 && counter.made < 20)
    #expect(lines(host)[1].contains("a"))
  }

  @Test("sections scrolled into view keep their header, rule, indented rows and footer")
  func layoutWhenScrolled() {
    let counter = RowCounter()
    let host = ViewHost(
      rootView: LongForm(sections: 100, counter: counter), size: Size(width: 20, height: 8))
    host.renderIfNeeded()
    let rule = String(repeating: "─", count: 15)
    #expect(
      lines(host) == [
        "組0 " + rule, "  欄0", "  欄1", "  欄2", "  注0", "", "組1 " + rule, "  欄3",
      ])
    // Four fields on: 欄4 is the last on screen, 欄5 out of view; Tab scrolls as little as
    // shows it.
    press(host, .tab, times: 5)
    #expect(focused(host) == "欄5")
    #expect(
      lines(host) == ["  欄1", "  欄2", "  注0", "", "組1 " + rule, "  欄3", "  欄4", "  欄5"])
    // Back up past the top: the field shows at the top under its section's header.
    press(host, .backTab, times: 5)
    #expect(focused(host) == "欄0")
    #expect(lines(host)[0] == "組0 " + rule)
  }

  @Test("Tab from the last field on screen reaches the next, far down; Shift-Tab comes back")
  nonisolated func tabThroughRowsOutOfView() {
    let app = TUIApplication(
      rootView: LongForm(sections: 100, counter: RowCounter()), size: CGSize(width: 20, height: 8))
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
    let host = ViewHost(
      rootView: LongForm(sections: 100, counter: RowCounter()), size: Size(width: 20, height: 8))
    host.renderIfNeeded()
    press(host, .backTab)
    #expect(focused(host) == "欄299")
    #expect(lines(host).contains("  欄299"))
    #expect(lines(host).last == "  欄299")
    press(host, .tab)
    #expect(focused(host) == "欄0")
    #expect(lines(host).first?.hasPrefix("組0") == true)
  }

  @Test("Enter in a field moves to the next field, out of view at first")
  func enterMovesToNextFieldOutOfView() {
    let host = ViewHost(
      rootView: LongForm(sections: 100, counter: RowCounter()), size: Size(width: 20, height: 8))
    host.renderIfNeeded()
    press(host, .enter, times: 6)
    #expect(focused(host) == "欄6")
    #expect(lines(host).contains("  欄6"))
  }

  @Test("the focused field keeps focus and takes typing after the wheel scrolled it away")
  nonisolated func focusSurvivesTheWheel() {
    let app = TUIApplication(
      rootView: LongForm(sections: 100, counter: RowCounter()), size: CGSize(width: 20, height: 8))
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
    let host = ViewHost(rootView: Focused(), size: Size(width: 20, height: 8))
    host.renderIfNeeded()
    #expect(focused(host) == "jump")
    press(host, .enter)
    #expect(focused(host) == "f50")
    #expect(lines(host).contains("  f50"))
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
    let host = ViewHost(rootView: Reader(), size: Size(width: 20, height: 6))
    host.renderIfNeeded()
    press(host, .enter)
    #expect(lines(host)[1] == "  行40")
  }

  @Test("a form of text alone takes focus itself and ↓ scrolls it")
  func textOnlyFormScrollsWithKeys() {
    @MainActor struct Texts: View {
      var body: some View {
        Form { ForEach(0..<50, id: \.self) { Text("行\($0)") } }
      }
    }
    let host = ViewHost(rootView: Texts(), size: Size(width: 20, height: 5))
    host.renderIfNeeded()
    #expect(lines(host)[0] == "  行0")
    press(host, .down, times: 3)
    #expect(lines(host)[0] == "  行3")
    press(host, .end)
    #expect(lines(host)[4] == "  行49")
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
    let text = draw(Modified(), width: 12, height: 8)
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
    let host = ViewHost(rootView: Grouped(), size: Size(width: 12, height: 9))
    host.renderIfNeeded()
    #expect(Array(lines(host).prefix(4)) == ["群0", "項0-0", "項0-1", "群1"])
    press(host, .down, times: 2)
    let selected = host.accessibility.first(where: { $0.role == .cell && $0.hasFocus })
    #expect(selected?.label == "項1-0")
  }
}
