import Foundation
import TestSupport
import Testing

@testable import TerminalUITesting

@Suite(
  "The demo's screen of shapes and effects, a real program under a pseudo-terminal", .serialized)
struct DemoEffectsTests {
  @Test("the ring grows by a quarter a press, the detail comes and goes, outlines are drawn")
  func effects() {
    let app = TUIApplication(
      executable: builtExecutable("terminalui-demo"), environment: ["COLORTERM": "truecolor"])
    app.launch()
    defer { app.terminate() }
    #expect(app.tables["demoMenu"].waitForExistence(timeout: 5))
    app.buttons["図形と効果"].tap()
    let progress = app.staticTexts["effectsProgress"]
    #expect(progress.waitForExistence(timeout: 5))
    #expect(progress.label == "25%")
    #expect(app.screenText.contains("╭──────╮"))
    #expect(app.screenText.contains("┌┄┄┄┄┄┄┐"))
    #expect(app.screenText.contains("┏━━━━━━┓"))
    // The orange outline and the teal one drawn over its fill, side by side.
    let outlines = app.screenText.split(separator: "\n").first { $0.contains("╭──────╮") }
    #expect(outlines?.components(separatedBy: "╭──────╮").count == 3)
    // The canvas: its label, and its line in braille dots.
    #expect(app.screenText.contains("売上"))
    #expect(app.screenText.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
    // The tag cloud: a custom flow layout's tags, all in its element, on more than one row.
    let cloud = app.otherElements["effectsTags"]
    #expect(cloud.staticTexts["#SwiftUI"].exists)
    #expect(cloud.staticTexts["#タグ"].exists)
    #expect(cloud.staticTexts["#SwiftUI"].frame.minY < cloud.staticTexts["#タグ"].frame.minY)
    app.buttons["effectsAdvance"].tap()
    #expect(progress.wait(timeout: 5) { $0.label == "50%" })
    #expect(!app.staticTexts["effectsDetail"].exists)
    app.buttons["effectsDetailToggle"].tap()
    #expect(app.staticTexts["effectsDetail"].waitForExistence(timeout: 5))
    // The title's gradient: its first and last cells in different colours.
    let title = app.staticTexts["effectsTitle"].frame
    let screenshot = app.screenshot()
    let row = Int(title.minY)
    let first = screenshot[Int(title.minX), row].background
    let last = screenshot[Int(title.maxX) - 1, row].background
    #expect(first != .default && last != .default && first != last, "\(first) \(last)")
    // The mesh: its corners in different colours; the badge's letters are reverse video of
    // the colour beneath, so they show in the terminal's background colour.
    let badge = app.staticTexts["effectsBadge"].frame
    let corner = screenshot[Int(badge.minX) - 2, Int(badge.minY) - 1].background
    let opposite = screenshot[Int(badge.maxX) + 1, Int(badge.minY) + 1].background
    #expect(
      corner != .default && opposite != .default && corner != opposite, "\(corner) \(opposite)")
    let letter = screenshot[Int(badge.minX), Int(badge.minY)]
    #expect(letter.text == "N")
    #expect(letter.isReversed)
    #expect(letter.foreground != .default)
  }
}
