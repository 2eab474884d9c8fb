import Foundation
import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

/// Every spelling of onChange, and a task restarted by its id, logged on screen.
private struct ChangeScreen: View {
  @State private var value = 0
  @State private var log: [String] = []
  @State private var running = "なし"
  @State private var cancelled: [Int] = []

  var body: some View {
    VStack {
      Button("増やす") { value += 1 }
      Text(log.joined(separator: " ")).accessibilityIdentifier("log")
      Text("実行中 \(running) 取消 \(cancelled.map(String.init).joined(separator: ","))")
        .accessibilityIdentifier("task")
    }
    .onChange(of: value) { newValue in log.append("旧形式\(newValue)") }
    .onChange(of: value) { old, new in log.append("\(old)→\(new)") }
    .onChange(of: value, initial: true) { log.append("引数なし") }
    .task(id: value) {
      let id = value
      running = "\(id)"
      do {
        try await Task.sleep(for: .seconds(600))
      } catch {
        cancelled.append(id)
      }
    }
    .ignoresSafeArea()
    .edgesIgnoringSafeArea(.all)
  }
}

// Not on the main actor: waiting lets the app's main queue run the tasks.
@Suite("onChange in all its forms, task(id:), ignoresSafeArea")
struct ChangeAndTaskTests {
  @Test("onChange(initial: true) runs at first; each form runs once a change, with its values")
  func onChangeForms() {
    let app = TUIApplication(rootView: ChangeScreen())
    app.launch()
    #expect(app.staticTexts["log"].label == "引数なし")
    app.buttons["増やす"].tap()
    let log = app.staticTexts["log"].label.split(separator: " ").map(String.init)
    #expect(log.sorted() == ["0→1", "引数なし", "引数なし", "旧形式1"].sorted())
  }

  @Test("task(id:) starts at first, and a new id cancels the running task and starts another")
  func taskRestartsWithID() {
    let app = TUIApplication(rootView: ChangeScreen())
    app.launch()
    let task = app.staticTexts["task"]
    #expect(task.wait(timeout: 5) { $0.label == "実行中 0 取消 " })
    app.buttons["増やす"].tap()
    #expect(task.wait(timeout: 5) { $0.label == "実行中 1 取消 0" })
    app.buttons["増やす"].tap()
    #expect(task.wait(timeout: 5) { $0.label == "実行中 2 取消 0,1" })
  }
}
