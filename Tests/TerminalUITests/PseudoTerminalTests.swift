import Foundation
import TerminalKit
import TestSupport
import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

private let demo = builtExecutable("terminalui-demo")

@Suite("A real program under a pseudo-terminal", .serialized)
struct PseudoTerminalTests {
  @Test("the same queries work on a real program: menu, login form, typing, alert, back")
  func demoLogin() {
    let app = TUIApplication(executable: demo)
    app.launch()
    defer { app.terminate() }
    #expect(app.state == .runningForeground)
    #expect(app.tables["demoMenu"].exists)
    #expect(app.staticTexts["demoFooter"].label == "↑↓ で選び · Enter で開く · Esc で戻る · Ctrl-C で終了")
    #expect(app.screenText.hasPrefix("TerminalUI デモ"))
    app.buttons["ログインフォーム"].tap()
    let email = app.textFields["email"]
    #expect(email.waitForExistence(timeout: 5))
    email.tap()
    email.typeText("taro@example.jp")
    #expect(email.value as? String == "taro@example.jp")
    #expect(app.staticTexts["echo"].label == "入力: taro@example.jp")
    #expect(app.screenText.contains("┃taro@example.jp"))
    app.typeKey(.tab)
    let password = app.secureTextFields["password"]
    #expect(password.hasFocus)
    password.typeText("秘密のパス")
    #expect(password.value as? String == "•••••")
    app.typeKey(.return)
    let alert = app.alerts["ログイン成功"]
    #expect(alert.waitForExistence(timeout: 5))
    #expect(alert.staticTexts["ようこそ taro@example.jp さん"].exists)
    app.typeKey(.escape)
    #expect(alert.waitForNonExistence(timeout: 5))
    app.typeKey(.escape)
    #expect(app.tables["demoMenu"].waitForExistence(timeout: 5))
  }

  @Test("Ctrl-C quits and puts the terminal back: main screen, cursor, no bracketed paste")
  func controlCRestores() {
    let app = TUIApplication(executable: demo)
    app.launch()
    #expect(app.tables["demoMenu"].exists)
    app.typeKey("c", modifierFlags: .control)
    #expect(app.wait(for: .notRunning, timeout: 5))
    let output = String(decoding: app.terminalOutput, as: UTF8.self)
    #expect(output.hasPrefix("\u{1B}[?1049h"))
    #expect(output.hasSuffix("\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"))
  }

  @Test("a crash also puts the terminal back")
  func crashRestores() {
    let app = TUIApplication(
      executable: demo,
      environment: ["TERMINALUI_DEMO_CRASH": "1", "SWIFT_BACKTRACE": "enable=no"])
    app.launch()
    #expect(app.wait(for: .notRunning, timeout: 10))
    let output = String(decoding: app.terminalOutput, as: UTF8.self)
    #expect(output.hasPrefix("\u{1B}[?1049h"))
    #expect(output.contains("\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"))
  }

  @Test("SIGTERM also puts the terminal back")
  func terminateRestores() {
    let app = TUIApplication(executable: demo)
    app.launch()
    #expect(app.tables["demoMenu"].exists)
    app.terminate()
    #expect(app.state == .notRunning)
    let output = String(decoding: app.terminalOutput, as: UTF8.self)
    #expect(output.hasSuffix("\u{1B}[?1049l"))
  }

  @Test("the bytes a program wrote, replayed through the screen model, give its screen")
  func listScrolls() {
    let app = TUIApplication(executable: demo, size: CGSize(width: 40, height: 12))
    app.launch()
    defer { app.terminate() }
    app.buttons["一万行のリスト"].tap()
    #expect(app.tables["rows"].waitForExistence(timeout: 5))
    app.typeKey(.end)
    #expect(app.staticTexts["行 9999"].waitForExistence(timeout: 5))
    let lines = app.screenText.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 12)
    // The last row of the list, just above the two lines of the demo's footer.
    #expect(lines.dropLast(2).last?.hasPrefix("行 9999") == true, "\(app.screenText)")
    #expect(lines.last?.hasPrefix("Ctrl-C で終了") == true)
  }

  @Test("the demo's tabs: a tab bar with a badge, digits switch, an alert with a field, styles")
  func demoTabs() {
    let app = TUIApplication(executable: demo)
    app.launch()
    defer { app.terminate() }
    app.buttons["タブ"].tap()
    let tabBar = app.tabBars["demoTabs"]
    #expect(tabBar.waitForExistence(timeout: 5))
    #expect(tabBar.buttons["ホーム"].isSelected)
    #expect(tabBar.buttons["受信"].value as? String == "3")
    app.buttons["pill"].tap()
    #expect(app.staticTexts["homeCount"].wait(timeout: 5) { $0.label == "押した回数 1" })
    // Reset asks first, with an action sheet; cancelling keeps the count.
    app.buttons["reset"].tap()
    let sheet = app.alerts["回数を 0 に戻しますか"]
    #expect(sheet.waitForExistence(timeout: 5))
    sheet.buttons["やめる"].tap()
    #expect(sheet.waitForNonExistence(timeout: 5))
    #expect(app.staticTexts["homeCount"].label == "押した回数 1")
    app.typeKey("2", modifierFlags: [])
    #expect(app.staticTexts["inboxTitle"].waitForExistence(timeout: 5))
    app.buttons["rename"].tap()
    let field = app.alerts["名前を変える"].textFields["newName"]
    #expect(field.waitForExistence(timeout: 5))
    #expect(field.hasFocus)
    field.typeText("郵便")
    app.typeKey(.enter)
    app.typeKey(.enter)
    #expect(app.staticTexts["inboxTitle"].wait(timeout: 5) { $0.label == "受信箱郵便: 未読 3 件" })
    app.buttons["markRead"].tap()
    #expect(tabBar.buttons["受信"].wait(timeout: 5) { $0.value == nil })
    tabBar.buttons["設定"].tap()
    let bold = app.switches["bold"]
    #expect(bold.waitForExistence(timeout: 5))
    bold.tap()
    #expect(bold.wait(timeout: 5) { $0.value as? String == "1" })
    app.typeKey("1", modifierFlags: [])
    #expect(app.staticTexts["homeCount"].wait(timeout: 5) { $0.label == "押した回数 1" })
  }

  @Test(
    "the demo's settings form: switches, a stepper, a menu, labeled values, an edit button, a disclosure group"
  )
  func demoSettings() {
    let app = TUIApplication(executable: demo)
    app.launch()
    defer { app.terminate() }
    app.buttons["設定フォーム"].tap()
    let notifications = app.switches["notifications"]
    #expect(notifications.waitForExistence(timeout: 5))
    #expect(notifications.label == "通知を受け取る")
    #expect(notifications.hasFocus)
    #expect(app.wait(timeout: 5) { _ in app.screenText.contains("🔔 通知を受け取る") })
    app.typeKey(.tab)
    app.typeKey(.space)
    #expect(app.switches["sound"].wait(timeout: 5) { $0.value as? String == "1" })
    let fontSize = app.steppers["fontSize"]
    fontSize.buttons["Increment"].tap()
    #expect(fontSize.wait(timeout: 5) { $0.label == "文字の大きさ: 16" })
    #expect(app.staticTexts["version"].value as? String == "1.0.0")
    app.buttons["theme"].tap()
    #expect(app.otherElements["ダーク"].waitForExistence(timeout: 5))
    app.otherElements["ダーク"].buttons["ライト"].tap()
    #expect(app.buttons["theme"].wait(timeout: 5) { $0.label == "ライト" })
    app.buttons["編集"].tap()
    #expect(app.buttons["検索を外す"].waitForExistence(timeout: 5))
    app.buttons["検索を外す"].tap()
    #expect(app.staticTexts["検索"].waitForNonExistence(timeout: 5))
    app.buttons["完了"].tap()
    #expect(app.buttons["ホームを外す"].waitForNonExistence(timeout: 5))
    app.buttons["advanced"].tap()
    #expect(app.switches["debug"].waitForExistence(timeout: 5))
    #expect(app.staticTexts["direction"].value as? String == "左から右")
    notifications.tap()
    #expect(app.switches["sound"].wait(timeout: 5) { !$0.isEnabled })
    app.typeKey(.escape)
    #expect(app.tables["demoMenu"].waitForExistence(timeout: 5))
  }

  @Test(
    "the demo's order form: a menu picker, segments, a wheel adjusted over the socket, a slider, a date typed"
  )
  func demoPickers() {
    let app = TUIApplication(executable: demo, size: CGSize(width: 60, height: 24))
    app.launch()
    defer { app.terminate() }
    app.buttons["注文フォーム"].tap()
    let drink = app.buttons["drink"]
    #expect(drink.waitForExistence(timeout: 5))
    #expect(drink.hasFocus)
    app.typeKey(.enter)
    #expect(app.otherElements["種類"].waitForExistence(timeout: 5))
    app.typeKey(.downArrow)
    app.typeKey(.enter)
    #expect(drink.wait(timeout: 5) { $0.value as? String == "モカ" })
    app.segmentedControls["size"].buttons["L"].tap()
    #expect(app.segmentedControls["size"].buttons["L"].wait(timeout: 5) { $0.isSelected })
    app.pickers["shots"].pickerWheels.element.adjust(toPickerWheelValue: "2 ショット")
    let sweetness = app.sliders["sweetness"]
    sweetness.adjust(toNormalizedSliderPosition: 0.3)
    #expect(sweetness.wait(timeout: 5) { $0.value as? String == "30%" })
    #expect(sweetness.hasFocus)
    app.typeKey(.rightArrow)
    #expect(app.staticTexts["order"].wait(timeout: 5) { $0.label == "モカ L ×2 甘さ 40" })
    let pickup = app.datePickers["pickup"]
    pickup.tap()
    // The tap's answer can be a snapshot drawn just before it was carried out.
    #expect(pickup.wait(timeout: 5) { $0.hasFocus })
    pickup.typeText("20300101")
    #expect(pickup.wait(timeout: 5) { ($0.value as? String)?.hasPrefix("2030/01/01") == true })
    app.typeKey(.escape)
    #expect(app.tables["demoMenu"].waitForExistence(timeout: 5))
  }

  @Test("launchEnvironment reaches the program, over the environment it was made with")
  func launchEnvironment() {
    let app = TUIApplication(
      executable: "/bin/sh", arguments: ["-c", "echo \"$FIRST $SECOND\""],
      environment: ["FIRST": "作成時", "SECOND": "作成時"])
    app.launchEnvironment = ["SECOND": "起動時"]
    app.launch()
    defer { app.terminate() }
    #expect(app.wait(for: .notRunning, timeout: 10))
    #expect(app.screenText.hasPrefix("作成時 起動時"), "\(app.screenText)")
  }

  @Test("a launched program holds only its terminal and its socket, none of the driver's files")
  func descriptorsStayWithTheDriver() {
    // An inheritable pipe, as Foundation makes them: a program that kept its write end would
    // keep whoever reads it from ever reaching its end.
    let pipe = Pipe()
    let app = TUIApplication(executable: "/bin/sh", arguments: ["-c", "ls -1 /proc/$$/fd"])
    app.launch()
    defer { app.terminate() }
    #expect(app.wait(for: .notRunning, timeout: 10))
    let held = app.screenText.split(separator: "\n").compactMap { Int32($0) }
    #expect(held.contains(0))
    #expect(Set(held).isSubset(of: [0, 1, 2, AccessibilityChannel.inheritedDescriptor]), "\(held)")
    #expect(!held.contains(pipe.fileHandleForWriting.fileDescriptor))
  }

  @Test("@AppStorage settings outlive the program: set, quit, start again, and they are back")
  func settingsPersist() async throws {
    try await withTemporaryDirectory { config in
      let environment = ["XDG_CONFIG_HOME": config.path]
      let file = config.appendingPathComponent("architecture-samples/terminalui-demo.json")
      let firstRun = try await stepsMissed(environment: environment) { app, check in
        let notifications = app.switches["notifications"]
        check(
          "opened once",
          app.staticTexts["opened"].wait(timeout: 5) { $0.label == "この画面を開いた回数: 1" })
        notifications.tap()
        check("switched off", notifications.wait(timeout: 5) { $0.value as? String == "0" })
        let name = app.textFields["displayName"]
        name.tap()
        check("name focused", name.wait(timeout: 5) { $0.hasFocus })
        name.typeText("はなこ")
        check("name typed", name.wait(timeout: 5) { $0.value as? String == "はなこ" })
        app.buttons["theme"].tap()
        check(
          "theme changed", app.buttons["theme"].wait(timeout: 5) { $0.label == "テーマ: 明るい" })
        app.typeKey("c", modifierFlags: .control)
        check("quit", app.wait(for: .notRunning, timeout: 5))
      }
      #expect(firstRun == [])
      #expect(FileManager.default.fileExists(atPath: file.path))

      let secondRun = try await stepsMissed(environment: environment) { app, check in
        check(
          "opened twice",
          app.staticTexts["opened"].wait(timeout: 5) { $0.label == "この画面を開いた回数: 2" })
        check("still off", app.switches["notifications"].value as? String == "0")
        check("name kept", app.textFields["displayName"].value as? String == "はなこ")
        check("theme kept", app.buttons["theme"].label == "テーマ: 明るい")
        check("file shown", app.staticTexts["storedIn"].label.contains(file.path))
      }
      #expect(secondRun == [])
    }
  }

  /// Runs the demo with `environment`, opens its settings screen and takes `steps` there, on
  /// a thread of its own (the driver waits); returns the names of the checks that failed.
  private func stepsMissed(
    environment: [String: String],
    _ steps: @escaping @Sendable (TUIApplication, (String, Bool) -> Void) -> Void
  ) async throws -> [String] {
    try await onOwnThread {
      let app = TUIApplication(executable: demo, environment: environment)
      app.launch()
      defer { app.terminate() }
      var missed: [String] = []
      func check(_ step: String, _ happened: Bool) { if !happened { missed.append(step) } }
      app.buttons["設定"].tap()
      check("settings shown", app.switches["notifications"].waitForExistence(timeout: 5))
      steps(app, check)
      return missed
    }
  }
}
