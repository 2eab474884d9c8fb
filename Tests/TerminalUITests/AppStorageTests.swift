import Foundation
import TestSupport
import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

enum Theme: String { case system, light, dark }
enum TextSize: Int {
  case small = 1
  case medium, large
}

/// A settings screen as SwiftUI code writes one.
private struct Settings: View {
  @AppStorage("notifications") private var notifications = true
  @AppStorage("displayName") private var displayName = "名無し"
  @AppStorage("opened") private var opened = 0
  @AppStorage("theme") private var theme = Theme.system

  var body: some View {
    VStack(alignment: .leading) {
      Toggle("通知", isOn: $notifications).accessibilityIdentifier("notifications")
      TextField("表示名", text: $displayName).accessibilityIdentifier("displayName")
      Button("テーマ \(theme.rawValue)") { theme = theme == .dark ? .light : .dark }
        .accessibilityIdentifier("theme")
      Button("開いた \(opened)") { opened += 1 }.accessibilityIdentifier("opened")
      Echo()
    }
  }
}

/// Another view showing one of the keys.
private struct Echo: View {
  @AppStorage("displayName") private var displayName = "名無し"
  var body: some View { Text("こんにちは \(displayName)").accessibilityIdentifier("echo") }
}

/// A property of each kind, read and written outside any view, kept in `file`.
private func storage<Value>(_ property: AppStorage<Value>, in file: AppStorageFile)
  -> AppStorage<Value>
{
  property.box.keyStore = file.keyStore
  return property
}

private func json(at url: URL) throws -> [String: Any] {
  let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
  return try #require(object as? [String: Any])
}

/// UserDefaults is safe from any thread, but Foundation on Linux does not say so.
private struct SharedDefaults: @unchecked Sendable {
  let defaults: UserDefaults
}

@Suite("@AppStorage keeps values in the app's file")
struct AppStorageTests {
  @Test("setting a value writes the file; a new window with the same file shows it again")
  func persists() throws {
    try withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("settings.json")
      let file = AppStorageFile(url: url)
      let app = TUIApplication(rootView: Settings().defaultAppStorage(file))
      app.launch()
      #expect(app.switches["notifications"].value as? String == "1")
      #expect(app.staticTexts["echo"].label == "こんにちは 名無し")
      #expect(!FileManager.default.fileExists(atPath: url.path))
      app.switches["notifications"].tap()
      app.buttons["theme"].tap()
      app.buttons["opened"].tap()
      app.buttons["opened"].tap()
      let name = app.textFields["displayName"]
      name.tap()
      name.typeKey(.delete, modifierFlags: [])
      name.typeKey(.delete, modifierFlags: [])
      name.typeText("花子")
      // Another view showing the same key redraws too.
      #expect(app.staticTexts["echo"].label == "こんにちは 名花子")
      let stored = try json(at: url)
      #expect(stored["notifications"] as? Bool == false)
      #expect(stored["displayName"] as? String == "名花子")
      #expect(stored["opened"] as? Int == 2)
      #expect(stored["theme"] as? String == "dark")
      app.terminate()

      let again = TUIApplication(
        rootView: Settings().defaultAppStorage(AppStorageFile(url: url)))
      again.launch()
      #expect(again.switches["notifications"].value as? String == "0")
      #expect(again.buttons["theme"].label == "テーマ dark")
      #expect(again.buttons["opened"].label == "開いた 2")
      #expect(again.textFields["displayName"].value as? String == "名花子")
    }
  }

  @Test("each kind of value is kept and read back, optionals are nil until set and removed by nil")
  func kinds() throws {
    try withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("kinds.json")
      let file = AppStorageFile(url: url)
      let flag = storage(AppStorage(wrappedValue: false, "flag"), in: file)
      let count = storage(AppStorage(wrappedValue: 1, "count"), in: file)
      let ratio = storage(AppStorage(wrappedValue: 0.5, "ratio"), in: file)
      let name = storage(AppStorage(wrappedValue: "", "name"), in: file)
      let link = storage(AppStorage(wrappedValue: URL(fileURLWithPath: "/"), "link"), in: file)
      let blob = storage(AppStorage(wrappedValue: Data(), "blob"), in: file)
      let when = storage(AppStorage(wrappedValue: Date(timeIntervalSince1970: 0), "when"), in: file)
      let theme = storage(AppStorage(wrappedValue: Theme.system, "theme"), in: file)
      let size = storage(AppStorage(wrappedValue: TextSize.medium, "size"), in: file)
      let nickname = storage(AppStorage<String?>("nickname"), in: file)
      let lastSize = storage(AppStorage<TextSize?>("lastSize"), in: file)

      #expect(nickname.wrappedValue == nil && lastSize.wrappedValue == nil)
      flag.wrappedValue = true
      count.wrappedValue = 42
      ratio.wrappedValue = 2.0
      name.wrappedValue = "ねこ"
      link.wrappedValue = URL(string: "https://example.jp/a?b=c")!
      blob.wrappedValue = Data([0, 1, 254, 255])
      when.wrappedValue = Date(timeIntervalSince1970: 1_234_567.875)
      theme.wrappedValue = .light
      size.wrappedValue = .large
      nickname.wrappedValue = "たま"
      lastSize.wrappedValue = .small

      // A fresh read of the file, as the next launch would do it.
      FileStore.forget(url)
      let reread = AppStorageFile(url: url)
      #expect(storage(AppStorage(wrappedValue: false, "flag"), in: reread).wrappedValue)
      #expect(storage(AppStorage(wrappedValue: 1, "count"), in: reread).wrappedValue == 42)
      #expect(storage(AppStorage(wrappedValue: 0.5, "ratio"), in: reread).wrappedValue == 2.0)
      #expect(storage(AppStorage(wrappedValue: "", "name"), in: reread).wrappedValue == "ねこ")
      #expect(
        storage(AppStorage(wrappedValue: URL(fileURLWithPath: "/"), "link"), in: reread)
          .wrappedValue.absoluteString == "https://example.jp/a?b=c")
      #expect(
        storage(AppStorage(wrappedValue: Data(), "blob"), in: reread).wrappedValue
          == Data([0, 1, 254, 255]))
      #expect(
        storage(AppStorage(wrappedValue: Date(), "when"), in: reread).wrappedValue
          == Date(timeIntervalSince1970: 1_234_567.875))
      #expect(
        storage(AppStorage(wrappedValue: Theme.system, "theme"), in: reread).wrappedValue
          == .light)
      #expect(
        storage(AppStorage(wrappedValue: TextSize.medium, "size"), in: reread).wrappedValue
          == .large)
      let rereadNickname = storage(AppStorage<String?>("nickname"), in: reread)
      #expect(rereadNickname.wrappedValue == "たま")
      #expect(storage(AppStorage<TextSize?>("lastSize"), in: reread).wrappedValue == .small)

      rereadNickname.wrappedValue = nil
      #expect(rereadNickname.wrappedValue == nil)
      let stored = try json(at: url)
      #expect(stored["nickname"] == nil)
      #expect(stored["lastSize"] as? Int == 1)
    }
  }

  @Test(
    "a file that is not JSON, not an object, or holds other kinds reads as the defaults",
    arguments: [
      "not json {", "[1, 2, 3]", "", "{\"count\": \"many\", \"flag\": [true], \"name\": null}",
      "{\"count\": 1.5, \"theme\": \"purple\", \"size\": 9}",
    ])
  func badFile(contents: String) throws {
    try withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("bad.json")
      try Data(contents.utf8).write(to: url)
      let file = AppStorageFile(url: url)
      #expect(storage(AppStorage(wrappedValue: 7, "count"), in: file).wrappedValue == 7)
      #expect(!storage(AppStorage(wrappedValue: false, "flag"), in: file).wrappedValue)
      #expect(storage(AppStorage(wrappedValue: "x", "name"), in: file).wrappedValue == "x")
      #expect(
        storage(AppStorage(wrappedValue: Theme.system, "theme"), in: file).wrappedValue
          == .system)
      #expect(
        storage(AppStorage(wrappedValue: TextSize.medium, "size"), in: file).wrappedValue
          == .medium)
      // The next write replaces the file with a whole, readable one.
      storage(AppStorage(wrappedValue: 7, "count"), in: file).wrappedValue = 8
      #expect(try json(at: url)["count"] as? Int == 8)
    }
  }

  @Test(
    "keys another process wrote since are kept when this one writes, and the file is written whole")
  func keepsOtherKeys() throws {
    try withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("shared.json")
      let file = AppStorageFile(url: url)
      let count = storage(AppStorage(wrappedValue: 0, "count"), in: file)
      #expect(count.wrappedValue == 0)
      try Data("{\"other\": \"別のプロセス\"}".utf8).write(to: url)
      count.wrappedValue = 3
      let stored = try json(at: url)
      #expect(stored["other"] as? String == "別のプロセス")
      #expect(stored["count"] as? Int == 3)
      // Written atomically: nothing but the file is left in the directory.
      let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      #expect(names == ["shared.json"])
    }
  }

  @Test("infinities and NaN are kept; a string that reads like one stays a string")
  func nonFinite() throws {
    try withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("numbers.json")
      let file = AppStorageFile(url: url)
      storage(AppStorage(wrappedValue: 0.0, "limit"), in: file).wrappedValue = .infinity
      storage(AppStorage(wrappedValue: 0.0, "unknown"), in: file).wrappedValue = .nan
      storage(AppStorage(wrappedValue: "", "word"), in: file).wrappedValue = "NaN"
      FileStore.forget(url)
      let reread = AppStorageFile(url: url)
      #expect(storage(AppStorage(wrappedValue: 0.0, "limit"), in: reread).wrappedValue == .infinity)
      #expect(storage(AppStorage(wrappedValue: 0.0, "unknown"), in: reread).wrappedValue.isNaN)
      #expect(storage(AppStorage(wrappedValue: "", "word"), in: reread).wrappedValue == "NaN")
    }
  }

  @Test(
    "the app's file is in $XDG_CONFIG_HOME/architecture-samples, else ~/.config/architecture-samples",
    arguments: [
      (
        ["XDG_CONFIG_HOME": "/x/config", "HOME": "/home/u"],
        "/x/config/architecture-samples/demo.json"
      ),
      (["HOME": "/home/u"], "/home/u/.config/architecture-samples/demo.json"),
      (
        ["XDG_CONFIG_HOME": "relative", "HOME": "/home/u"],
        "/home/u/.config/architecture-samples/demo.json"
      ),
      (["XDG_CONFIG_HOME": ""], nil),
      ([:], nil),
    ] as [([String: String], String?)])
  func location(environment: [String: String], path: String?) {
    #expect(AppStorageFile.url(appName: "demo", environment: environment)?.path == path)
  }

  @Test("an app name that is not a plain file name still makes one file in the directory")
  func appNames() {
    let environment = ["HOME": "/home/u"]
    let directory = "/home/u/.config/architecture-samples/"
    #expect(
      AppStorageFile.url(appName: "../evil", environment: environment)?.path == directory
        + ".._evil.json")
    #expect(
      AppStorageFile.url(appName: "..", environment: environment)?.path == directory + "app.json")
    #expect(
      AppStorageFile.url(appName: "", environment: environment)?.path == directory + "app.json")
  }

  @Test("a UserDefaults given as store: or to defaultAppStorage keeps the values instead")
  func userDefaults() throws {
    let suite = "architecture-samples-tests-\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    let explicit = AppStorage(wrappedValue: 0, "count", store: defaults)
    explicit.wrappedValue = 5
    #expect(defaults.integer(forKey: "count") == 5)
    #expect(AppStorage(wrappedValue: 0, "count", store: defaults).wrappedValue == 5)
    let link = AppStorage(wrappedValue: URL(fileURLWithPath: "/"), "link", store: defaults)
    link.wrappedValue = URL(string: "https://example.jp/")!
    #expect(link.wrappedValue.absoluteString == "https://example.jp/")

    let shared = SharedDefaults(defaults: defaults)
    let app = TUIApplication(rootView: Settings().defaultAppStorage(shared.defaults))
    app.launch()
    app.buttons["theme"].tap()
    #expect(defaults.string(forKey: "theme") == "dark")
    #expect(app.buttons["theme"].label == "テーマ dark")
  }
}
