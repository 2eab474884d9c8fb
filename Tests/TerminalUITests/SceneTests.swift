import Foundation
import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

/// The first window: buttons that open the others.
private struct MainWindow: View {
  @Environment(\.openWindow) private var openWindow
  @Environment(\.supportsMultipleWindows) private var multiple
  @Environment(\.locale) private var locale

  var body: some View {
    VStack {
      Button("開く") { openWindow(id: "about") }
      Button("迷子") { openWindow(id: "nowhere") }
      SettingsLink()
      Text(multiple ? "複数" : "一つ")
      Text(locale.identifier).accessibilityIdentifier("locale")
    }
  }
}

/// A window that closes itself.
private struct AboutWindow: View {
  @Environment(\.dismissWindow) private var dismissWindow
  var body: some View {
    VStack {
      Text("について")
      Button("閉じる") { dismissWindow() }
      Button("他を閉じる") { dismissWindow(id: "other") }
    }
  }
}

/// An app's scenes, as a macOS app lists them.
private struct DesktopScenes: Scene {
  var body: some Scene {
    WindowGroup { MainWindow() }
      .environment(\.locale, Locale(identifier: "en_US"))
      .commands {
        CommandGroup(replacing: .appInfo) { Button("About") {} }
        CommandMenu("表示") { Button("更新") {} }
        SidebarCommands()
      }
      .windowResizability(.contentSize)
      .defaultSize(width: 400, height: 300)
    Window("About", id: "about") { AboutWindow() }
    Settings { Text("設定画面") }
    MenuBarExtra("Extra", systemImage: "star") { Text("extra") }
      .menuBarExtraStyle(.window)
  }
}

@MainActor
@Suite("Scenes: several windows, settings and scene modifiers")
struct SceneTests {
  @Test("an app's scenes are its windows in order; settings are marked")
  func windows() {
    let windows = DesktopScenes().sceneWindows()
    #expect(windows.map(\.id) == [nil, "about", nil, nil])
    #expect(windows.map(\.isSettings) == [false, false, true, false])
  }

  @Test("openWindow and SettingsLink open windows over the screen; Esc and dismissWindow close")
  nonisolated func openAndClose() async {
    let windows = await MainActor.run { DesktopScenes().sceneWindows() }
    let main = windows[0]
    let others = Array(windows.dropFirst())
    let app = await MainActor.run {
      TUIApplication(
        rootView: WindowsHost(main: main, others: others), size: CGSize(width: 30, height: 10))
    }
    app.launch()
    #expect(app.staticTexts["複数"].exists)
    #expect(app.staticTexts["locale"].label == "en_US", "the scene's environment reaches it")
    app.buttons["開く"].tap()
    #expect(app.staticTexts["について"].waitForExistence(timeout: 2))
    app.buttons["他を閉じる"].tap()
    #expect(app.staticTexts["について"].exists, "dismissWindow(id:) of another id closes nothing")
    app.buttons["閉じる"].tap()
    #expect(app.staticTexts["について"].waitForNonExistence(timeout: 2))
    app.buttons["Settings"].tap()
    #expect(app.staticTexts["設定画面"].waitForExistence(timeout: 2))
    app.typeKey(.escape)
    #expect(app.staticTexts["設定画面"].waitForNonExistence(timeout: 2))
    app.buttons["迷子"].tap()
    #expect(app.buttons["開く"].exists, "an unknown id opens nothing")
  }

  @Test("a scene of one window has nothing more to open")
  func single() {
    let windows = WindowGroup { Text("x") }.sceneWindows()
    #expect(windows.count == 1)
    let host = WindowsHost(main: windows[0], others: [])
    #expect(draw(host, width: 1, height: 1) == "x")
  }
}

/// A note a window presents, by its number.
private struct NoteID: Codable, Hashable {
  var number: Int
}

/// A list of notes whose rows open each note in a window of its own.
private struct NoteList: View {
  @Environment(\.openWindow) private var openWindow

  var body: some View {
    VStack {
      Button("ノート1") { openWindow(value: NoteID(number: 1)) }
      Button("ノート2") { openWindow(value: NoteID(number: 2)) }
      Button("数") { openWindow(value: 7) }
    }
  }
}

/// A note's window: its number, a button to the next note and buttons that close it.
private struct NoteWindow: View {
  @Binding var note: NoteID?
  @Environment(\.dismissWindow) private var dismissWindow

  var body: some View {
    VStack {
      Text(note.map { "ノート\($0.number)を表示中" } ?? "ノートなし")
      Button("次へ") { note?.number += 1 }
      Button("ノート9を閉じる") { dismissWindow(value: NoteID(number: 9)) }
      Button("閉じる") { dismissWindow(value: note) }
    }
  }
}

/// Scenes with window groups that present values.
private struct NoteScenes: Scene {
  var body: some Scene {
    WindowGroup { NoteList() }
    WindowGroup("Note", for: NoteID.self) { $note in NoteWindow(note: $note) }
    WindowGroup(for: Int.self) { number in
      Text("数: \(number.wrappedValue)")
    } defaultValue: {
      0
    }
  }
}

@MainActor
@Suite("WindowGroup(for:) and openWindow(value:)")
struct ValueWindowTests {
  @Test("openWindow(value:) opens the group of the value's type with a binding to the value")
  nonisolated func openByValue() async {
    let windows = await MainActor.run { NoteScenes().sceneWindows() }
    let app = await MainActor.run {
      TUIApplication(
        rootView: WindowsHost(main: windows[0], others: Array(windows.dropFirst())),
        size: CGSize(width: 30, height: 10))
    }
    app.launch()
    app.buttons["ノート2"].tap()
    #expect(app.staticTexts["ノート2を表示中"].waitForExistence(timeout: 2))
    // The window changes its value through the binding.
    app.buttons["次へ"].tap()
    #expect(app.staticTexts["ノート3を表示中"].waitForExistence(timeout: 2))
    // dismissWindow(value:) of another value closes nothing; of its own, the window.
    app.buttons["ノート9を閉じる"].tap()
    #expect(app.staticTexts["ノート3を表示中"].exists)
    app.buttons["閉じる"].tap()
    #expect(app.staticTexts["ノート3を表示中"].waitForNonExistence(timeout: 2))
    // A value of another type opens its own group.
    app.buttons["数"].tap()
    #expect(app.staticTexts["数: 7"].waitForExistence(timeout: 2))
    app.typeKey(.escape)
    app.buttons["ノート1"].tap()
    #expect(app.staticTexts["ノート1を表示中"].waitForExistence(timeout: 2))
  }

  @Test("a value group as the screen presents nothing; with a default value, that value")
  func screenGroups() {
    let noteWindows = WindowGroup(for: NoteID.self) { $note in NoteWindow(note: $note) }
      .sceneWindows()
    #expect(
      draw(WindowsHost(main: noteWindows[0], others: []), width: 20, height: 4).contains("ノートなし"))
    let numberWindows = WindowGroup(for: Int.self) { number in
      Text("数: \(number.wrappedValue)")
    } defaultValue: {
      42
    }.sceneWindows()
    #expect(draw(WindowsHost(main: numberWindows[0], others: []), width: 6, height: 1) == "数: 42")
  }
}

/// What the commands below change.
@MainActor
private final class CommandLog {
  var refreshes = 0
}

/// A command of the app's own, as a view: it reads the environment of the screen.
private struct AboutCommand: View {
  @Environment(\.openWindow) private var openWindow
  var body: some View {
    Button("About") { openWindow(id: "about") }.keyboardShortcut("o")
  }
}

/// A screen that shows how often the refresh command ran.
private struct CommandScreen: View {
  let log: CommandLog
  @State private var text = ""
  var body: some View {
    VStack {
      TextField("メモ", text: $text).accessibilityIdentifier("memo")
      Button("画面のボタン") {}
      TimelineView(.periodic(from: .now, by: 0.05)) { _ in
        Text("更新 \(log.refreshes)").accessibilityIdentifier("refreshes")
      }
    }
  }
}

@MainActor
@Suite("Scene commands: their buttons' shortcuts are keys of the screen")
struct SceneCommandTests {
  @Test("a command's shortcut runs it; the buttons are neither drawn, focused nor found")
  nonisolated func shortcuts() async {
    let log = await MainActor.run { CommandLog() }
    let windows = await MainActor.run {
      TupleScene(
        parts: (
          WindowGroup { CommandScreen(log: log) }
            .commands {
              CommandMenu("表示") {
                Button("再読み込み") { log.refreshes += 1 }.keyboardShortcut("r")
                Button("ショートカットなし") { log.refreshes += 100 }
              }
              CommandGroup(replacing: .appInfo) { AboutCommand() }
              SidebarCommands()
            },
          Window("About", id: "about") { Text("について") }
        )
      ).sceneWindows()
    }
    let app = await MainActor.run {
      TUIApplication(
        rootView: WindowsHost(main: windows[0], others: Array(windows.dropFirst())),
        size: CGSize(width: 30, height: 8))
    }
    app.launch()
    #expect(!app.buttons["再読み込み"].exists)
    #expect(!app.screenText.contains("再読み込み"))
    // Typing in the field, Ctrl-R is not the field's: the command takes it.
    app.textFields["memo"].tap()
    app.typeKey("r", modifierFlags: .control)
    #expect(app.staticTexts["refreshes"].wait(timeout: 2) { $0.label == "更新 1" })
    // Tab goes round the screen's own controls only.
    app.typeKey(.tab)
    #expect(app.buttons["画面のボタン"].hasFocus)
    app.typeKey(.tab)
    #expect(app.textFields["memo"].hasFocus)
    // A command of your own reads the screen's environment: it opens the window.
    app.typeKey("o", modifierFlags: .control)
    #expect(app.staticTexts["について"].waitForExistence(timeout: 2))
  }

  @Test("commands of your own are one view each, which draws their body's buttons")
  func ownCommands() {
    struct Editing: Commands {
      var body: some Commands {
        CommandMenu("編集") {
          Button("一") {}
          Button("二") {}
        }
        if true { CommandGroup(after: .newItem) { Button("三") {} } }
      }
    }
    #expect(commandViews(Editing()).count == 1)
    #expect(commandViews(CommandMenu("表示") { Button("一") {} }).count == 1)
    #expect(commandViews(EmptyCommands()).isEmpty)
  }
}
