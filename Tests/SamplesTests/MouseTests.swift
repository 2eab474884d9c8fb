import Foundation
import TerminalKit
import TestSupport
import Testing

@testable import TerminalUITesting

@Suite("The mouse in the real samples binary under a pseudo-terminal", .serialized)
struct SamplesMouseTests {
  @Test(
    "a click opens a gallery entry and presses the counter's buttons; Ctrl-C turns the mouse off")
  func clickGalleryAndCounter() {
    let app = TUIApplication(executable: builtExecutable("samples"))
    app.launch()
    defer { app.terminate() }
    #expect(app.tables["galleryList"].waitForExistence(timeout: 10))
    app.buttons["gallery.counter"].click()
    let label = app.staticTexts["counterLabel"]
    #expect(label.waitForExistence(timeout: 5))
    app.buttons["counterIncrementButton"].click()
    app.buttons["counterIncrementButton"].click()
    #expect(label.wait(timeout: 5) { $0.label == "2" })
    app.buttons["counterDecrementButton"].click()
    #expect(label.wait(timeout: 5) { $0.label == "1" })
    // A tap at a place given relative to the button is the same click.
    app.buttons["counterIncrementButton"].coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0))
      .tap()
    #expect(label.wait(timeout: 5) { $0.label == "2" })
    app.typeKey("c", modifierFlags: .control)
    #expect(app.wait(for: .notRunning, timeout: 5))
    let output = String(decoding: app.terminalOutput, as: UTF8.self)
    #expect(output.contains("\u{1B}[?1000h\u{1B}[?1006h"))
    #expect(
      output.hasSuffix("\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"))
  }

  @Test("TERMINALUI_MOUSE=0 leaves the mouse to the terminal, and click() says so")
  func mouseOff() {
    let app = TUIApplication(
      executable: builtExecutable("samples"), arguments: ["counter"],
      environment: ["TERMINALUI_MOUSE": "0"])
    app.launch()
    defer { app.terminate() }
    #expect(app.staticTexts["counterLabel"].waitForExistence(timeout: 5))
    withKnownIssue {
      app.buttons["counterIncrementButton"].click()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("TERMINALUI_MOUSE=0") }
    }
    #expect(app.staticTexts["counterLabel"].label == "0")
    #expect(!String(decoding: app.terminalOutput, as: UTF8.self).contains("\u{1B}[?1000h"))
  }
}
