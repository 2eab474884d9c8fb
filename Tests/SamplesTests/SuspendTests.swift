import Foundation
import TerminalKit
import TestSupport
import Testing

@testable import TerminalUITesting

@Suite("Ctrl-Z under a shell with job control", .serialized)
struct SuspendTests {
  @Test(
    "Ctrl-Z gives the shell the terminal and stops; fg brings the app back, drawn whole",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash")))
  func suspendAndResume() throws {
    let directory = try makeTemporaryDirectory(prefix: "samples-suspend")
    defer { try? FileManager.default.removeItem(at: directory) }
    // bash with job control runs the counter as a job: when it stops, bash takes the terminal
    // back and says so, then `fg` continues it in the foreground.
    let script = "set -m; '\(builtExecutable("samples"))' counter; echo \"job stopped: $?\"; fg"
    let app = TUIApplication(
      executable: "/bin/bash", arguments: ["--norc", "--noprofile", "-c", script],
      environment: ["XDG_DATA_HOME": directory.path])
    app.launch()
    defer { app.terminate() }
    #expect(app.staticTexts["counterLabel"].waitForExistence(timeout: 10))
    app.typeKey(.return)
    #expect(app.staticTexts["counterLabel"].label == "1")
    let before = app.terminalOutput.count

    app.typeKey("z", modifierFlags: .control)
    let stopped = Array("job stopped: 148".utf8)
    #expect(
      app.wait(timeout: 10) { _ in app.terminalOutput[before...].contains(stopped) },
      "\(String(decoding: app.terminalOutput[before...], as: UTF8.self).debugDescription)")
    // fg: the app is back on the alternate screen, drawn whole, and takes keys again. (The
    // screen model keeps the shell's normal screen apart, so the title shows only once the app
    // has drawn it again.)
    let enter = Array("\u{1B}[?1049h".utf8)
    #expect(
      app.wait(timeout: 10) { _ in
        let output = Array(app.terminalOutput[before...])
        guard let told = output.firstRange(of: stopped) else { return false }
        return output[told.upperBound...].firstRange(of: enter) != nil
          && app.screenText.contains("カウンター (RxSwift Input/Output)")
      })
    let output = Array(app.terminalOutput[before...])
    let left = try #require(output.firstRange(of: TerminalEncoder.leaveFullScreen))
    let told = try #require(output.firstRange(of: stopped))
    let back = try #require(output[told.upperBound...].firstRange(of: enter))
    #expect(left.upperBound <= told.lowerBound)
    #expect(back.lowerBound >= told.upperBound)
    #expect(app.screenText.contains("1"))
    app.typeKey(.return)
    #expect(app.staticTexts["counterLabel"].label == "2")
  }
}
