import Foundation
import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

/// A transition of the test's own: a marker beside the view at rest, none on the way.
private struct Marked: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    HStack(spacing: 0) {
      Text(phase.isIdentity ? ">" : "?")
      content
    }
  }
}

/// A button with a popover of details.
private struct Details: View {
  @State private var shown = false
  @State private var exits = 0

  var body: some View {
    VStack {
      Button("詳細") { shown = true }
      Text("閉じた \(exits)").accessibilityIdentifier("exits")
    }
    .popover(isPresented: $shown, arrowEdge: .bottom) {
      Text("中身").padding()
        .presentationCompactAdaptation(.popover)
        .presentationBackground(.thinMaterial)
    }
    .onExitCommand { exits += 1 }
  }
}

/// Twenty lines in a scroll view five high, which the person may or may not scroll.
private struct Lines: View {
  let disabled: Bool
  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(0..<20) { Text("行 \($0)") }
      }
    }
    .scrollDisabled(disabled)
  }
}

/// A count typed through a number formatter.
private struct Counted: View {
  @State private var count = 7
  var body: some View {
    VStack {
      TextField("数", value: $count, formatter: NumberFormatter())
      Text("値 \(count)").accessibilityIdentifier("count")
    }
  }
}

@MainActor
@Suite("APIs real screens use: popovers, transitions of your own, scrolling turned off, formatters")
struct DesktopAndNewerAPITests {
  @Test("a popover is a sheet: its content shows, Esc closes it")
  nonisolated func popover() {
    let app = TUIApplication(rootView: Details(), size: CGSize(width: 30, height: 8))
    app.launch()
    app.buttons["詳細"].tap()
    #expect(app.staticTexts["中身"].waitForExistence(timeout: 2))
    app.typeKey(.escape)
    #expect(app.staticTexts["中身"].waitForNonExistence(timeout: 2))
    #expect(app.buttons["詳細"].exists)
  }

  @Test("onExitCommand takes Esc where nothing else is presented")
  nonisolated func exitCommand() {
    let app = TUIApplication(rootView: Details(), size: CGSize(width: 30, height: 8))
    app.launch()
    app.typeKey(.escape)
    app.typeKey(.escape)
    #expect(app.staticTexts["exits"].label == "閉じた 2")
  }

  @Test("a transition of your own draws the view as its body has it at rest")
  func transitionAtRest() {
    #expect(draw(Text("a").transition(Marked()), width: 3, height: 1) == ">a")
    #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.identity.isIdentity)
    // The iOS 17 spellings of the built-in ones compile and draw the view as it is.
    let symbols = Image(systemName: "star")
      .transition(.symbolEffect(.disappear.down))
      .contentTransition(.symbolEffect(.replace.offUp))
    let star = draw(Image(systemName: "star"), width: 2, height: 1)
    #expect(!star.isEmpty)
    #expect(draw(symbols, width: 2, height: 1) == star)
    #expect(draw(Text("b").transition(.blurReplace), width: 1, height: 1) == "b")
    #expect(AnyTransition(Marked()).description.contains("Marked"))
  }

  @Test("scrollDisabled stops the wheel; without it the wheel scrolls")
  nonisolated func scrollDisabled() {
    for disabled in [false, true] {
      let app = TUIApplication(
        rootView: Lines(disabled: disabled), size: CGSize(width: 10, height: 5))
      app.launch()
      #expect(app.staticTexts["行 0"].isHittable)
      app.scrollViews.firstMatch.scroll(byDeltaX: 0, deltaY: -3)
      #expect(app.staticTexts["行 0"].isHittable == disabled, "disabled: \(disabled)")
    }
  }

  @Test("a text field bound through a Formatter reads what it can and keeps the value otherwise")
  nonisolated func formatterField() {
    let app = TUIApplication(rootView: Counted(), size: CGSize(width: 20, height: 4))
    app.launch()
    let field = app.textFields.firstMatch
    #expect(field.value as? String == "7")
    field.tap()
    field.typeKey(.delete)
    field.typeText("42")
    #expect(app.staticTexts["count"].label == "値 42")
    field.typeText("x")
    #expect(app.staticTexts["count"].label == "値 42", "42x does not read as a number")
    #expect(FormattedFieldValue.parse("42x", with: NumberFormatter()) as Int? == nil)
    #expect(FormattedFieldValue.parse("-7", with: NumberFormatter()) as Int? == -7)
  }

  @Test("uniform types know their extensions and what they are kinds of")
  func uniformTypes() {
    #expect(UTType(filenameExtension: "PNG") == .png)
    #expect(UTType.png.conforms(to: .image))
    #expect(!UTType.png.conforms(to: .text))
    #expect(UTType.json.preferredFilenameExtension == "json")
    #expect(UTType("com.adobe.pdf") == .pdf)
    #expect(UTType("x.unknown") == nil)
    let own = UTType(exportedAs: "jp.example.note", conformingTo: .json)
    #expect(own.conforms(to: .json) && own.conforms(to: .text))
    let provider = NSItemProvider(contentsOf: URL(fileURLWithPath: "/tmp/a.png"))
    #expect(provider?.hasItemConformingToTypeIdentifier("public.image") == true)
  }

  @Test("hover, drop and desktop modifiers are accepted and change nothing drawn")
  func accepted() {
    let plain = Text("x").padding(.horizontal)
    let view =
      plain
      .onHover { _ in }
      .onContinuousHover { _ in }
      .onDrop(of: [.image], isTargeted: nil) { _ in false }
      .onDrag { NSItemProvider() }
      .navigationBarHidden(true)
      .toolbarRole(.editor)
      .toolbarTitleDisplayMode(.inline)
      .flipsForRightToLeftLayoutDirection(true)
      .persistentSystemOverlays(.hidden)
      .compositingGroup()
      .containerShape(Capsule())
      .listRowSpacing(4)
      .listSectionSpacing(.compact)
      .baselineOffset(2)
      .accessibilitySortPriority(1)
      .accessibilityFocused(.constant(false))
      .glassEffect(in: Circle())
      .backgroundExtensionEffect()
      .userActivity("jp.example.view") { _ in }
    #expect(draw(view, width: 3, height: 1) == draw(plain, width: 3, height: 1))
  }
}

@MainActor
@Suite("More of what real screens use: split views, link buttons, context menus as values")
struct MoreRealCodeViewTests {
  @Test("a split view puts a divider between each two of its views, none outside")
  func splitViews() {
    let across = HSplitView {
      Text("a")
      Text("b")
      Text("c")
    }
    #expect(draw(across, width: 5, height: 1) == "a│b│c")
    let down = VSplitView {
      Text("a")
      Text("b")
    }
    #expect(draw(down, width: 1, height: 3) == "a\n─\nb")
  }

  @Test("a link button is its label, underlined in the tint, without brackets")
  func linkButton() throws {
    let app = launched(
      Button("Open") {}.buttonStyle(.link).tint(.blue), width: 4, height: 1, colors: .trueColor)
    #expect(app.screenText == "Open")
    let cell = app.screenshot()[0, 0]
    #expect(cell.isUnderlined)
    #expect(cell.foreground != .default)
  }

  @Test("a context menu given as a value opens as contextMenu(menuItems:) does; nil gives none")
  nonisolated func contextMenuValue() {
    struct Row: View {
      let withMenu: Bool
      var body: some View {
        Text("行").focusable()
          .contextMenu(withMenu ? ContextMenu { Button("削除") {} } : nil)
      }
    }
    let app = TUIApplication(rootView: Row(withMenu: true), size: CGSize(width: 20, height: 6))
    app.launch()
    app.staticTexts["行"].press(forDuration: 1)
    #expect(app.buttons["削除"].waitForExistence(timeout: 2))
    let plain = TUIApplication(rootView: Row(withMenu: false), size: CGSize(width: 20, height: 6))
    plain.launch()
    plain.staticTexts["行"].press(forDuration: 1)
    #expect(!plain.buttons["削除"].exists)
  }

  @Test("a toolbar item of a customizable toolbar shows unless it is hidden by default")
  func customizableToolbarItem() {
    let view = NavigationStack {
      Text("本文")
        .toolbar {
          ToolbarItem(id: "share", placement: .primaryAction) { Button("共有") {} }
          ToolbarItem(id: "more", placement: .primaryAction, showsByDefault: false) {
            Button("詳細") {}
          }
        }
    }
    let screen = draw(view, width: 30, height: 4)
    #expect(screen.contains("共有"))
    #expect(!screen.contains("詳細"))
  }

  @Test("a toggle with a symbol, a variable symbol, a commented text and table settings draw")
  func smallForms() {
    let toggle = Toggle("通知", systemImage: "bell", isOn: .constant(true))
    #expect(draw(toggle, width: 20, height: 1).contains("通知"))
    #expect(
      draw(Image(systemName: "wifi", variableValue: 0.5), width: 2, height: 1)
        == draw(Image(systemName: "wifi"), width: 2, height: 1))
    #expect(draw(Text("見出し", comment: "the title"), width: 6, height: 1) == "見出し")
    #expect(draw(Text("本文", tableName: "Main", comment: "body"), width: 4, height: 1) == "本文")
    let section = List {
      Section("場所") { Text("東京") }.collapsible(false)
    }
    .tableStyle(.inset(alternatesRowBackgrounds: true))
    #expect(draw(section, width: 10, height: 3).contains("東京"))
  }
}

/// A title renamed in place: the rename button focuses the field.
private struct Renamable: View {
  @State private var title = "メモ"
  @FocusState private var editing: Bool
  var body: some View {
    VStack {
      TextField("題", text: $title).focused($editing)
      RenameButton()
      Text(editing ? "編集中" : "表示中").accessibilityIdentifier("mode")
    }
    .renameAction($editing)
  }
}

@MainActor
@Suite("Timers over intervals, equatable views, rename buttons")
struct TimerAndRenameTests {
  @Test("a timer over an interval counts down to its end, or shows a paused time still")
  func timerInterval() {
    let now = Date()
    let interval = now.addingTimeInterval(-60)...now.addingTimeInterval(125)
    #expect(draw(Text(timerInterval: interval), width: 4, height: 1).hasPrefix("2:0"))
    let paused = Text(timerInterval: interval, pauseTime: now.addingTimeInterval(-30))
    #expect(draw(paused, width: 4, height: 1) == "2:35")
    let up = Text(timerInterval: interval, pauseTime: now, countsDown: false)
    #expect(draw(up, width: 4, height: 1) == "1:00")
  }

  @Test("an equatable view draws as the view")
  func equatable() {
    struct Badge: View, Equatable {
      let count: Int
      var body: some View { Text("\(count)") }
    }
    #expect(draw(Badge(count: 3).equatable(), width: 1, height: 1) == "3")
  }

  @Test("a rename button runs the rename action around it; without one it is disabled")
  nonisolated func renameButton() {
    let app = TUIApplication(rootView: Renamable(), size: CGSize(width: 30, height: 5))
    app.launch()
    app.buttons["Rename"].tap()
    #expect(app.staticTexts["mode"].label == "編集中")
    #expect(app.textFields.firstMatch.hasFocus)
    let lone = TUIApplication(rootView: RenameButton(), size: CGSize(width: 20, height: 1))
    lone.launch()
    #expect(!lone.buttons["Rename"].isEnabled)
  }
}

/// A note list whose rows delete on Delete, with a field that keeps its Backspace.
private struct Notes: View {
  @State private var notes = ["一", "二"]
  @State private var draft = "abc"
  var body: some View {
    VStack {
      TextField("下書き", text: $draft).accessibilityIdentifier("draft")
      ForEach(notes, id: \.self) { note in
        Text(note).focusable().accessibilityIdentifier(note)
      }
      Text("\(notes.count) 件").accessibilityIdentifier("count")
    }
    .onDeleteCommand { notes.removeLast() }
  }
}

@MainActor
@Suite("Commands come after the focused control")
struct CommandOrderTests {
  @Test("onDeleteCommand runs on Delete where the focused control does not take it")
  nonisolated func deleteCommand() {
    let app = TUIApplication(rootView: Notes(), size: CGSize(width: 20, height: 6))
    app.launch()
    let field = app.textFields["draft"]
    field.tap()
    field.typeKey(.delete)
    #expect(field.value as? String == "ab", "the field keeps its Backspace")
    #expect(app.staticTexts["count"].label == "2 件")
    app.typeKey(.tab)
    app.typeKey(.delete)
    #expect(app.staticTexts["count"].label == "1 件")
  }

  @Test("a timer over an interval stops at its ends and can leave hours out")
  func timerStops() {
    let now = Date()
    let over = now.addingTimeInterval(-600)...now.addingTimeInterval(-60)
    #expect(draw(Text(timerInterval: over), width: 4, height: 1) == "0:00")
    #expect(draw(Text(timerInterval: over, countsDown: false), width: 4, height: 1) == "9:00")
    let long = now...now.addingTimeInterval(5_400)
    let paused = Text(timerInterval: long, pauseTime: now, showsHours: false)
    #expect(draw(paused, width: 5, height: 1) == "90:00")
    let later = now.addingTimeInterval(60)...now.addingTimeInterval(120)
    #expect(draw(Text(timerInterval: later), width: 4, height: 1) == "1:00", "not begun: all of it")
  }

  @Test("a type conforms to its parents' parents; types are equal by identifier")
  func typeAncestry() {
    #expect(UTType.png.conforms(to: .data))
    #expect(UTType.json.conforms(to: .content))
    #expect(UTType.swiftSource.conforms(to: .plainText))
    #expect(!UTType.png.conforms(to: .audiovisualContent))
    #expect(UTType(exportedAs: "public.json") == .json)
  }
}

@MainActor
@Suite("A sheet's frame speaks the language where it was presented")
struct SheetHintLanguageTests {
  @Test("the Esc hint follows the presenting view's locale, not the program's")
  func hintLanguage() {
    let japanese = Text("画面")
      .sheet(isPresented: .constant(true)) { Text("中身") }
      .environment(\.locale, Locale(identifier: "ja_JP"))
    #expect(launched(japanese, width: 30, height: 4).screenText.contains("Esc で閉じる"))
    let english = Text("screen")
      .sheet(isPresented: .constant(true)) { Text("body") }
      .environment(\.locale, Locale(identifier: "en_US"))
    #expect(launched(english, width: 30, height: 4).screenText.contains("Esc to close"))
  }
}

@MainActor
@Suite("Redacted placeholders")
struct RedactionTests {
  @Test("a placeholder masks each character by its width, keeps spaces, and is dim")
  func placeholder() throws {
    let view = Text("東京 12°").redacted(reason: .placeholder)
    #expect(draw(view, width: 8, height: 1) == "▒▒▒▒ ▒▒▒")
    let app = launched(view, width: 8, height: 1)
    #expect(app.screenshot()[0, 0].isDim)
  }

  @Test("unredacted text inside stays; privacy masks only privacy-sensitive text")
  func unredactedAndPrivacy() {
    let mixed = VStack(alignment: .leading) {
      Text("ab")
      Text("cd").unredacted()
    }
    .redacted(reason: .placeholder)
    #expect(draw(mixed, width: 2, height: 2) == "▒▒\ncd")
    let privacy = VStack(alignment: .leading) {
      Text("名前")
      Text("1234").privacySensitive()
    }
    .redacted(reason: .privacy)
    #expect(draw(privacy, width: 4, height: 2) == "名前\n▒▒▒▒")
    #expect(draw(Text("ok"), width: 2, height: 1) == "ok")
  }

  @Test("views read the reasons in the environment")
  func reasons() {
    struct Reader: View {
      @Environment(\.redactionReasons) private var reasons
      var body: some View { Text(reasons.isEmpty ? "plain" : "redacted").unredacted() }
    }
    #expect(draw(Reader(), width: 5, height: 1) == "plain")
    #expect(draw(Reader().redacted(reason: .invalidated), width: 8, height: 1) == "redacted")
  }
}
