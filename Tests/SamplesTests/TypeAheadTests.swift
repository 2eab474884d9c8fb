import TestSupport
import Testing

@testable import TerminalUITesting

@Suite("Keys typed while a program starts")
struct TypeAheadTests {
  // The runner writes the keys right after it starts the program, long before the program
  // puts its terminal in raw mode. Entering raw mode with TCSAFLUSH threw such keys away.
  @Test("keys typed before the first frame reach the first focused field")
  func typedBeforeTheFirstFrame() throws {
    let app = TUIApplication(executable: builtExecutable("samples"), arguments: ["division"])
    let runner = try #require(app.runner as? PseudoTerminalRunner)
    runner.typeAhead = Array("123".utf8)
    app.launch()
    defer { app.terminate() }
    let dividend = app.textFields["divisionDividendTextField"]
    #expect(dividend.waitForExistence(timeout: 10))
    #expect(dividend.wait(timeout: 10) { $0.value as? String == "123" }, "\(app.screenText)")
  }
}
