import Foundation
import Streams
import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

/// A note, as a notes app keeps them.
private struct Note: Equatable {
  var title: String
  var trashed = false
}

extension FocusedValues {
  /// The name of the field with focus, which each field's row publishes.
  @Entry var fieldName: String?
  /// The note being edited, as a binding: commands change it through this.
  @Entry fileprivate var editedNote: Binding<Note>?
  /// The screen's title, published whatever has focus.
  @Entry var screenTitle: String?
}

/// A key written out by hand, as code older than `@Entry` declares one.
private struct CountKey: FocusedValueKey {
  typealias Value = Int
}

extension FocusedValues {
  fileprivate var count: Int? {
    get { self[CountKey.self] }
    set { self[CountKey.self] = newValue }
  }
}

/// Two fields, each publishing its name while it has focus, a button publishing nothing, and
/// a line that shows what the focused view publishes.
private struct TwoFields: View {
  @State private var first = ""
  @State private var second = ""
  @FocusedValue(\.fieldName) private var fieldName
  @FocusedValue(\.screenTitle) private var title
  @FocusedValue(\.count) private var count

  var body: some View {
    VStack {
      Text("focused: \(fieldName ?? "none") in \(title ?? "?")").accessibilityIdentifier("status")
      Text("count: \(count.map(String.init) ?? "none")").accessibilityIdentifier("count")
      HStack {
        TextField("一", text: $first).accessibilityIdentifier("first")
      }
      .focusedValue(\.fieldName, "first")
      .focusedValue(\.count, 1)
      TextField("二", text: $second).accessibilityIdentifier("second")
        .focusedValue(\.fieldName, "second")
      Button("ボタン") {}.accessibilityIdentifier("plain")
    }
    .focusedSceneValue(\.screenTitle, "メモ")
  }
}

/// A model published by its type.
@MainActor
private final class Counter: ObservableObject {
  @Published var value = 0
}

/// A line that shows the counter the focused view publishes.
private struct CounterLine: View {
  @FocusedObject private var counter: Counter?
  var body: some View {
    Text("counter: \(counter.map { String($0.value) } ?? "none")")
      .accessibilityIdentifier("counter")
  }
}

/// A note editor: its field publishes the note as a binding while it has focus.
private struct NoteEditor: View {
  @State private var note = Note(title: "買い物")
  let counter: Counter
  var body: some View {
    VStack {
      Text(note.trashed ? "ゴミ箱" : "ノート: \(note.title)").accessibilityIdentifier("note")
      TextField("題", text: $note.title).accessibilityIdentifier("title")
        .focusedValue(\.editedNote, $note)
        .focusedObject(counter)
      Button("他") {}.accessibilityIdentifier("other")
      CounterLine()
      RenameButton()
    }
  }
}

/// Renames the focused note through `@FocusedBinding`.
private struct RenameButton: View {
  @FocusedBinding(\.editedNote) private var note
  var body: some View {
    Button(note == nil ? "なし" : "名前を変える") { note?.title = "改名" }
      .accessibilityIdentifier("rename")
  }
}

/// Commands that act on the focused note: disabled while none is focused.
private struct NoteCommands: Commands {
  @FocusedValue(\.editedNote) private var note
  var body: some Commands {
    CommandMenu("ノート") {
      Button("ゴミ箱へ") { note?.wrappedValue.trashed = true }
        .keyboardShortcut("g")
        .disabled(note == nil)
    }
  }
}

@MainActor
@Suite("Focused values: what the focused view publishes, read by views and commands")
struct FocusedValueTests {
  @Test("a field's value follows focus; the scene's value holds whatever has focus")
  nonisolated func followsFocus() async {
    let app = await MainActor.run {
      TUIApplication(rootView: TwoFields(), size: CGSize(width: 40, height: 10))
    }
    app.launch()
    let status = app.staticTexts["status"]
    // The first field has focus as the screen opens: its row publishes its name and count.
    #expect(status.wait(timeout: 2) { $0.label == "focused: first in メモ" })
    #expect(app.staticTexts["count"].label == "count: 1")
    app.typeKey(.tab)
    #expect(status.wait(timeout: 2) { $0.label == "focused: second in メモ" })
    #expect(app.staticTexts["count"].label == "count: none")
    // The button publishes nothing: only the screen's title is left.
    app.typeKey(.tab)
    #expect(app.buttons["plain"].hasFocus)
    #expect(status.wait(timeout: 2) { $0.label == "focused: none in メモ" })
    app.textFields["first"].tap()
    #expect(status.wait(timeout: 2) { $0.label == "focused: first in メモ" })
  }

  @Test("the innermost view's value wins; nil takes back an outer one")
  func innermostWins() {
    let outer = FocusedValueRegion(
      targets: 0..<3, isScene: false, publisher: ObjectIdentifier(Counter.self)
    ) { $0.fieldName = "outer" }
    let inner = FocusedValueRegion(
      targets: 1..<2, isScene: false, publisher: ObjectIdentifier(Note.Type.self)
    ) { $0.fieldName = "inner" }
    let cleared = FocusedValueRegion(
      targets: 2..<3, isScene: false, publisher: ObjectIdentifier(String.self)
    ) { $0.fieldName = nil }
    let regions = [inner, cleared, outer]
    #expect(FocusedValueRegion.values(of: regions, focusedIndex: 0).fieldName == "outer")
    #expect(FocusedValueRegion.values(of: regions, focusedIndex: 1).fieldName == "inner")
    #expect(FocusedValueRegion.values(of: regions, focusedIndex: 2).fieldName == nil)
    #expect(FocusedValueRegion.values(of: regions, focusedIndex: nil).fieldName == nil)
  }

  @Test("values that cannot be compared count as the same while the same view publishes them")
  func sameness() {
    let store = FocusedValuesStore()
    var first = FocusedValues()
    first.writer = ObjectIdentifier(Counter.self)
    first.editedNote = .constant(Note(title: "a"))
    #expect(store.update(first))
    var again = FocusedValues()
    again.writer = ObjectIdentifier(Counter.self)
    again.editedNote = .constant(Note(title: "b"))
    #expect(!store.update(again))
    var other = FocusedValues()
    other.writer = ObjectIdentifier(Note.Type.self)
    other.editedNote = .constant(Note(title: "b"))
    #expect(store.update(other))
    var equal = other
    equal.fieldName = "x"
    #expect(store.update(equal))
    #expect(!store.update(equal))
    equal.fieldName = "y"
    #expect(store.update(equal))
  }

  @Test("a binding, an observable object and commands of your own read the focused note")
  nonisolated func commandsAndBindings() async {
    let counter = await MainActor.run { Counter() }
    let windows = await MainActor.run {
      WindowGroup { NoteEditor(counter: counter) }
        .commands { NoteCommands() }
        .sceneWindows()
    }
    let app = await MainActor.run {
      TUIApplication(
        rootView: WindowsHost(main: windows[0], others: []), size: CGSize(width: 40, height: 10))
    }
    app.launch()
    #expect(app.textFields["title"].hasFocus)
    #expect(app.buttons["rename"].wait(timeout: 2) { $0.label == "名前を変える" })
    #expect(app.staticTexts["counter"].label == "counter: 0")
    await MainActor.run { counter.value = 5 }
    #expect(app.staticTexts["counter"].wait(timeout: 2) { $0.label == "counter: 5" })
    // Away from the note, nothing is published: the command is disabled and does nothing.
    app.buttons["other"].tap()
    #expect(app.buttons["rename"].wait(timeout: 2) { $0.label == "なし" })
    #expect(app.staticTexts["counter"].label == "counter: none")
    app.typeKey("g", modifierFlags: .control)
    #expect(app.staticTexts["note"].label == "ノート: 買い物")
    // Back on the note: the binding writes through, and the command acts on it.
    app.textFields["title"].tap()
    #expect(app.buttons["rename"].wait(timeout: 2) { $0.label == "名前を変える" })
    app.buttons["rename"].tap()
    #expect(app.staticTexts["note"].wait(timeout: 2) { $0.label == "ノート: 改名" })
    app.textFields["title"].tap()
    app.typeKey("g", modifierFlags: .control)
    #expect(app.staticTexts["note"].wait(timeout: 2) { $0.label == "ゴミ箱" })
  }
}

extension EnvironmentValues {
  /// A greeting the app's body sets in its window's environment.
  @Entry fileprivate var greeting = ""
}

/// A model the app owns.
@MainActor
private final class Greeter: ObservableObject {
  @Published var greeting = "おはよう"
  init() {}
}

/// What the app's window shows: its greeting, a field publishing the note, and a button that
/// changes the app's model.
private struct GreetingScreen: View {
  @Environment(\.greeting) private var greeting
  @State private var note = Note(title: "一")
  let greeter: Greeter

  var body: some View {
    VStack {
      Text(greeting).accessibilityIdentifier("greeting")
      Text(note.trashed ? "ゴミ箱" : note.title).accessibilityIdentifier("note")
      TextField("題", text: $note.title).focusedValue(\.editedNote, $note)
      Button("夜") { greeter.greeting = "こんばんは" }.accessibilityIdentifier("evening")
    }
  }
}

/// An app whose own properties matter: a model it owns, read by its body, and the focused
/// note, which its commands act on.
private struct GreetingApp: App {
  @StateObject private var greeter = Greeter()
  @FocusedBinding(\.editedNote) private var note

  var body: some Scene {
    WindowGroup { GreetingScreen(greeter: greeter) }
      .environment(\.greeting, greeter.greeting)
      .commands {
        CommandMenu("ノート") {
          Button("ゴミ箱へ") { note?.trashed = true }.keyboardShortcut("g")
        }
      }
  }
}

@MainActor
@Suite("An app's own properties: its body is read again when they change")
struct AppPropertyTests {
  @Test("the app's model and the focused note it reads are current in its scenes")
  nonisolated func appReadsItsProperties() async {
    let app = await MainActor.run {
      TUIApplication(rootView: AppHost(app: GreetingApp()), size: CGSize(width: 30, height: 8))
    }
    app.launch()
    #expect(app.staticTexts["greeting"].wait(timeout: 2) { $0.label == "おはよう" })
    app.buttons["evening"].tap()
    #expect(app.staticTexts["greeting"].wait(timeout: 2) { $0.label == "こんばんは" })
    // The command, built in the app's body, acts on the note the focused field publishes.
    app.textFields.firstMatch.tap()
    app.typeKey("g", modifierFlags: .control)
    #expect(app.staticTexts["note"].wait(timeout: 2) { $0.label == "ゴミ箱" })
  }
}
