import Foundation
import Streams
import TerminalKit
@_spi(Engine) import TerminalUI
import TerminalUITesting

/// The login form the keystroke and UI-test figures use, written as the articles write it.
final class BenchmarkLoginModel: ObservableObject, @unchecked Sendable {
  @Published var email = ""
  @Published var password = ""
  @Published var isLoginCompleted = false
}

struct BenchmarkLoginView: View {
  @ObservedObject var model: BenchmarkLoginModel

  var body: some View {
    VStack(spacing: 16) {
      Text("ログイン").font(.title)
      TextField("Eメール", text: $model.email).accessibilityIdentifier("email")
      SecureField("パスワード", text: $model.password).accessibilityIdentifier("password")
      Button {
        model.isLoginCompleted = true
      } label: {
        Text("ログイン").frame(maxWidth: .infinity).padding().background(Color.orange)
      }
      .disabled(model.email.isEmpty || model.password.isEmpty)
      .accessibilityIdentifier("login")
    }
    .padding()
    .alert("ログイン成功", isPresented: $model.isLoginCompleted) { Button("OK") {} }
  }
}

/// A long list under a header whose text is state, as a list screen with a counter would be.
final class BenchmarkListModel: ObservableObject {
  @Published var tick = 0
}

struct BenchmarkListView: View {
  @ObservedObject var model: BenchmarkListModel
  let count: Int

  var body: some View {
    VStack(alignment: .leading) {
      Text("更新 \(model.tick)").bold()
      List(0..<count, id: \.self) { index in
        HStack {
          Text("\(index)時").font(.headline)
          Spacer()
          Text("降水確率: \(index % 101)%").foregroundColor(.blue)
        }
      }
    }
  }
}

/// A settings form of 200 fields in 20 sections, each field bound to the model.
final class BenchmarkFormModel: ObservableObject {
  @Published var values = Array(repeating: "", count: 200)
}

struct BenchmarkFormView: View {
  @ObservedObject var model: BenchmarkFormModel

  var body: some View {
    Form {
      ForEach(0..<20) { section in
        Section("項目 \(section * 10 + 1)〜\(section * 10 + 10)") {
          ForEach(0..<10) { row in
            let index = section * 10 + row
            TextField("項目 \(index + 1)", text: $model.values[index])
          }
        }
      }
    }
  }
}

/// TerminalUI figures: bytes per frame through the diffing renderer, milliseconds per frame
/// for long lists and a long form, and a headless UI test, all at 80×24.
@MainActor
enum TerminalUIBenchmarks {
  static let size = Size(width: 80, height: 24)

  static func median(_ values: [UInt64]) -> Double {
    let sorted = values.sorted()
    return Double(sorted[sorted.count / 2]) / 1_000_000
  }

  /// Times `body` `rounds` times; the median in milliseconds.
  static func medianMilliseconds(rounds: Int, _ body: () -> Void) -> Double {
    body()
    var times: [UInt64] = []
    for _ in 0..<max(1, rounds / benchmarkScale) {
      let start = nanoseconds()
      body()
      times.append(nanoseconds() - start)
    }
    return median(times)
  }

  /// Draws a frame and returns how many bytes the runtime's presenter writes to bring the
  /// terminal up to date.
  static func frame(
    _ host: ViewHost, on presenter: inout TerminalPresenter<CountingBackend>
  ) -> Int {
    host.renderIfNeeded()
    return presenter.present(host.screen, cursor: host.cursor)
  }

  static func run() {
    var environment = EnvironmentValues()
    environment.colorMode = .trueColor
    if wants("terminalui.idle.bytes") || wants("terminalui.keystroke") {
      let model = BenchmarkLoginModel()
      model.email = "demo@example.co"
      let host = ViewHost(
        rootView: BenchmarkLoginView(model: model), size: size, environment: environment)
      var presenter = TerminalPresenter(backend: CountingBackend(), colors: true)
      _ = frame(host, on: &presenter)
      host.setNeedsRender()
      report("terminalui.idle.bytes", Double(frame(host, on: &presenter)), "bytes")
      host.handle(.end)
      host.handle(.character("m"))
      report("terminalui.keystroke.bytes", Double(frame(host, on: &presenter)), "bytes")
      host.handle(.character("あ"))
      report(
        "terminalui.keystroke.japanese.bytes", Double(frame(host, on: &presenter)), "bytes")
    }
    if wants("terminalui.list10k.first_frame_ms") {
      var checksum = 0
      let time = medianMilliseconds(rounds: 50) {
        let host = ViewHost(
          rootView: BenchmarkListView(model: BenchmarkListModel(), count: 10_000), size: size,
          environment: environment)
        var presenter = TerminalPresenter(backend: CountingBackend(), colors: true)
        checksum = frame(host, on: &presenter)
      }
      report("terminalui.list10k.first_frame_ms", time, "ms", checksum: checksum)
    }
    for (name, count) in [("list10k", 10_000), ("list100k", 100_000)]
    where wants("terminalui.\(name).update_ms") || wants("terminalui.\(name).scroll_ms") {
      let model = BenchmarkListModel()
      let host = ViewHost(
        rootView: BenchmarkListView(model: model, count: count), size: size,
        environment: environment)
      var presenter = TerminalPresenter(backend: CountingBackend(), colors: true)
      _ = frame(host, on: &presenter)
      var bytes = 0
      let update = medianMilliseconds(rounds: 500) {
        model.tick += 1
        bytes += frame(host, on: &presenter)
      }
      report("terminalui.\(name).update_ms", update, "ms", checksum: bytes)
      if name == "list10k" {
        // The list has focus; each ↓ past the last row on screen scrolls by one.
        var scrolled = 0
        let scroll = medianMilliseconds(rounds: 500) {
          host.handle(.down)
          scrolled += frame(host, on: &presenter)
        }
        report("terminalui.list10k.scroll_ms", scroll, "ms", checksum: scrolled)
      }
    }
    if wants("terminalui.form.update_ms") {
      // The first field has focus; each round types one character into it.
      let host = ViewHost(
        rootView: BenchmarkFormView(model: BenchmarkFormModel()), size: size,
        environment: environment)
      var presenter = TerminalPresenter(backend: CountingBackend(), colors: true)
      _ = frame(host, on: &presenter)
      var bytes = 0
      let update = medianMilliseconds(rounds: 500) {
        host.handle(.character("a"))
        bytes += frame(host, on: &presenter)
      }
      report("terminalui.form.update_ms", update, "ms", checksum: bytes)
    }
    if wants("terminalui.uitest.login_ms") {
      var completed = 0
      let time = medianMilliseconds(rounds: 30) {
        let app = TUIApplication(rootView: BenchmarkLoginView(model: BenchmarkLoginModel()))
        app.launch()
        app.textFields["email"].tap()
        app.textFields["email"].typeText("demo@example.com")
        app.secureTextFields["password"].tap()
        app.secureTextFields["password"].typeText("demo1234")
        app.buttons["login"].tap()
        if app.alerts["ログイン成功"].exists { completed += 1 }
        app.terminate()
      }
      report("terminalui.uitest.login_ms", time, "ms", checksum: completed)
    }
  }
}

/// A terminal that only counts what it is sent: the presenter's work without a terminal's.
struct CountingBackend: TerminalBackend {
  private(set) var bytes = 0

  func size() -> Size { Size(width: 80, height: 24) }

  mutating func write(_ bytes: [UInt8]) { self.bytes += bytes.count }
}
