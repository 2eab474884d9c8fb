import Foundation
import TerminalKit
import TestSupport
import Testing

@testable import TerminalUITesting

@Suite("The demo's split view screen, a real program under a pseudo-terminal", .serialized)
struct DemoSplitTests {
  @Test("choosing a line shows its stations beside the list of lines")
  func choosingALine() {
    let app = TUIApplication(executable: builtExecutable("terminalui-demo"))
    app.launch()
    defer { app.terminate() }
    #expect(app.tables["demoMenu"].waitForExistence(timeout: 5))
    app.buttons["分割ビュー"].click()
    #expect(app.navigationBars["路線"].waitForExistence(timeout: 5))
    #expect(app.staticTexts["路線を選んでください"].exists)
    app.cells["中央線"].click()
    #expect(app.staticTexts["高円寺"].waitForExistence(timeout: 5))
    #expect(app.navigationBars["中央線"].exists)
    #expect(app.cells["山手線"].exists, "the lines stay beside the stations")
    // The sidebar's destination link fills the detail column in place of the stations.
    app.buttons["この画面について"].click()
    #expect(app.navigationBars["この画面について"].waitForExistence(timeout: 5))
    #expect(app.staticTexts["高円寺"].waitForNonExistence(timeout: 5))
    #expect(app.cells["山手線"].exists, "the lines stay beside the page")
    // Choosing a line again gives the detail back to the selection.
    app.cells["山手線"].click()
    #expect(app.staticTexts["秋葉原"].waitForExistence(timeout: 5))
    #expect(app.navigationBars["この画面について"].waitForNonExistence(timeout: 5))
  }

  @Test("情報 shows an inspector about the line: a column beside the stations, a sheet when narrow")
  func inspector() {
    let app = TUIApplication(executable: builtExecutable("terminalui-demo"))
    app.launch()
    defer { app.terminate() }
    #expect(app.tables["demoMenu"].waitForExistence(timeout: 5))
    app.buttons["分割ビュー"].click()
    #expect(app.cells["中央線"].waitForExistence(timeout: 5))
    app.cells["中央線"].click()
    #expect(app.buttons["情報"].waitForExistence(timeout: 5))
    app.buttons["情報"].click()
    #expect(app.staticTexts["駅の数: 3"].waitForExistence(timeout: 5))
    #expect(app.staticTexts["終点: 高円寺"].exists)
    #expect(app.staticTexts["高円寺"].exists, "the stations stay beside the inspector")
    #expect(app.cells["山手線"].exists, "and so do the lines")
    app.buttons["情報を隠す"].click()
    #expect(app.staticTexts["駅の数: 3"].waitForNonExistence(timeout: 5))
    #expect(app.staticTexts["高円寺"].exists)
  }

  @Test("on a narrow terminal the inspector is a sheet, which Esc closes")
  func narrowInspector() {
    let app = TUIApplication(
      executable: builtExecutable("terminalui-demo"), size: CGSize(width: 50, height: 30))
    app.launch()
    defer { app.terminate() }
    #expect(app.tables["demoMenu"].waitForExistence(timeout: 5))
    app.buttons["分割ビュー"].click()
    #expect(app.cells["山手線"].waitForExistence(timeout: 5))
    app.cells["山手線"].click()
    #expect(app.buttons["情報"].waitForExistence(timeout: 5))
    app.buttons["情報"].click()
    #expect(app.staticTexts["終点: 秋葉原"].waitForExistence(timeout: 5))
    app.typeKey(.escape)
    #expect(app.staticTexts["終点: 秋葉原"].waitForNonExistence(timeout: 5))
    #expect(app.staticTexts["秋葉原"].exists, "Esc closes the sheet, not the stations")
  }
}
