import Foundation
import TerminalKit
import TestSupport
import Testing

@testable import TerminalUITesting

@Suite(
  "The demo's settings: the accent colour, chosen with a colour picker; a covered key",
  .serialized)
struct DemoColorPickerTests {
  @Test("the swatch opens the palette in Japanese; a colour typed as hex is taken")
  func accentColor() throws {
    try onSettings { app in
      let accent = app.colorWells["accentColor"]
      #expect(accent.waitForExistence(timeout: 5))
      #expect(accent.label == "アクセントの色")
      #expect(accent.value as? String == "#FF9500")
      accent.click()
      let chooser = app.alerts["アクセントの色"]
      #expect(chooser.waitForExistence(timeout: 5))
      #expect(chooser.buttons["オレンジ"].isSelected)
      app.typeKey(.tab)
      app.typeText("#zz")
      app.typeKey(.enter)
      #expect(
        app.staticTexts["色は #RRGGBB（16進数6桁）で入力してください"].waitForExistence(timeout: 5))
      for _ in 0..<3 { app.typeKey(.delete) }
      app.typeText("#5856D6")
      app.typeKey(.enter)
      #expect(accent.wait(timeout: 5) { $0.value as? String == "#5856D6" })
      #expect(!chooser.exists)
    }
  }

  @Test("the API key is covered by a text renderer until 表示 is pressed")
  func coveredKey() throws {
    try onSettings { app in
      #expect(app.buttons["表示"].waitForExistence(timeout: 5))
      #expect(app.screenText.contains("API キー:"))
      #expect(!app.screenText.contains("k-3f9a-77c1"), "\(app.screenText)")
      // The key's cells are grey blocks: spaces on a grey background.
      let row = try #require(app.screenshot().row(containing: "API キー:"))
      // "API キー: " is ten columns; a wide glyph's right half is a cell of its own.
      let start = try #require(row.firstIndex { $0.text == "A" })
      #expect(row[start + 10].text == " ")
      #expect(row[start + 10].background != .default)
      app.buttons["表示"].click()
      #expect(app.buttons["隠す"].waitForExistence(timeout: 5))
      #expect(app.screenText.contains("API キー: k-3f9a-77c1"))
    }
  }

  @Test("a settings file is imported from the settings' folder through the file importer")
  func importSettingsFile() throws {
    try onSettings { app in
      let button = app.buttons["設定ファイルを読み込む"]
      #expect(button.waitForExistence(timeout: 5))
      button.click()
      #expect(app.staticTexts["JSON の設定ファイルを選んでください"].waitForExistence(timeout: 5))
      let path = try #require(app.staticTexts["fileImporterPath"].label as String?)
      let saved = try FileManager.default.contentsOfDirectory(atPath: path)
      let json = try #require(saved.first { $0.hasSuffix(".json") }, "files: \(saved)")
      app.buttons[json].click()
      #expect(
        app.staticTexts["importedFile"].wait(timeout: 5) { $0.label == "読み込んだファイル: \(json)" })
    }
  }

  @Test("the settings are written out as JSON through the file exporter, into the settings' folder")
  func exportSettingsFile() throws {
    try onSettings { app in
      let button = app.buttons["設定を書き出す"]
      #expect(button.waitForExistence(timeout: 5))
      app.textFields["displayName"].click()
      app.typeText("Hanako")
      button.click()
      let name = app.textFields["fileExporterName"]
      #expect(name.waitForExistence(timeout: 5))
      #expect(name.value as? String == "demo-settings.json")
      let path = try #require(app.staticTexts["fileExporterPath"].label as String?)
      app.buttons["fileExporterSave"].click()
      #expect(
        app.staticTexts["exportReport"].wait(timeout: 5) {
          $0.label == "書き出したファイル: demo-settings.json"
        })
      let data = try Data(contentsOf: URL(fileURLWithPath: path + "/demo-settings.json"))
      let values = try JSONDecoder().decode([String: String].self, from: data)
      #expect(values["displayName"] == "Hanako")
      #expect(values["theme"] == "system")
    }
  }

  @Test("a name pasted with the terminal's paste while the paste button has focus is the name")
  func pasteName() throws {
    try onSettings { app in
      let button = app.buttons["pasteName"]
      #expect(button.waitForExistence(timeout: 5))
      button.click()
      #expect(button.wait(timeout: 5) { $0.hasFocus })
      app.paste("Hanako\n")
      #expect(app.textFields["displayName"].wait(timeout: 5) { $0.value as? String == "Hanako" })
    }
  }

  /// Runs `body` with the demo open on its settings screen, its settings file in a
  /// directory of its own.
  private func onSettings(_ body: (TUIApplication) throws -> Void) throws {
    try withTemporaryDirectory { config in
      let app = TUIApplication(
        executable: builtExecutable("terminalui-demo"),
        environment: ["XDG_CONFIG_HOME": config.path])
      app.launch()
      defer { app.terminate() }
      #expect(app.tables["demoMenu"].waitForExistence(timeout: 5))
      app.buttons["設定"].click()
      try body(app)
    }
  }
}
