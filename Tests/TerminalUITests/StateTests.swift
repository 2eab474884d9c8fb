import Foundation
import Observation
import Streams
import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

final class Counts: ObservableObject, @unchecked Sendable {
  @Published var value = 0
}

/// Counts its instances (only the @StateObject test makes them).
final class OwnedCounts: ObservableObject, @unchecked Sendable {
  nonisolated(unsafe) static var made = 0
  @Published var value = 0
  init() { OwnedCounts.made += 1 }
}

@Observable
final class ObservationModel: @unchecked Sendable {
  var name = "はじめ"
}

struct StateObjectView: View {
  @StateObject private var counts = OwnedCounts()
  @State private var unrelated = 0

  var body: some View {
    VStack {
      Text("value \(counts.value)").accessibilityIdentifier("value")
      Button("bump") { counts.value += 1 }
      Button("redraw") { unrelated += 1 }
    }
  }
}

struct EnvironmentReader: View {
  @EnvironmentObject var counts: Counts
  @Environment(ObservationModel.self) private var model

  var body: some View {
    Text("\(model.name) \(counts.value)").accessibilityIdentifier("reader")
  }
}

struct LifecycleView: View {
  @State private var showChild = true
  @State private var value = 0
  let log: EventLog

  var body: some View {
    VStack {
      Button("toggle") { showChild.toggle() }
      Button("change") { value += 1 }
      if showChild {
        Text("child")
          .onAppear { log.record("appear") }
          .onDisappear { log.record("disappear") }
          .task {
            do {
              try await Task.sleep(nanoseconds: 60_000_000_000)
            } catch {
              log.record("task cancelled")
            }
          }
      }
    }
    .onChange(of: value) { old, new in log.record("change \(old)→\(new)") }
  }
}

/// What the code under test did, in order: written by the app (on the main queue, or its
/// own), read by the test.
final class EventLog: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []
  var events: [String] {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }

  /// Adds one event, under one lock.
  func record(_ event: String) { lock.withLock { stored.append(event) } }
}

struct NavigationExample: View {
  var body: some View {
    NavigationStack {
      RootWithState()
    }
  }
}

struct RootWithState: View {
  @State private var taps = 0

  var body: some View {
    VStack {
      Button("tap \(taps)") { taps += 1 }.accessibilityIdentifier("tap")
      NavigationLink("detail") { DetailView() }
    }
    .navigationTitle("ホーム")
  }
}

struct DetailView: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      Text("詳細").accessibilityIdentifier("detailText")
      Button("close") { dismiss() }
    }
    .navigationTitle("詳細")
  }
}

struct FocusExample: View {
  enum Field: Hashable { case first, second }
  @FocusState private var focus: Field?
  @State private var first = ""
  @State private var second = ""

  var body: some View {
    VStack {
      TextField("first", text: $first).focused($focus, equals: .first)
        .onSubmit { focus = .second }
      TextField("second", text: $second).focused($focus, equals: .second)
      Text(focus == .second ? "on second" : "elsewhere").accessibilityIdentifier("where")
    }
  }
}

struct OldAlertExample: View {
  @State private var shown = false
  @State private var answer = "none"

  var body: some View {
    VStack {
      Button("divide") { shown = true }
      Text(answer).accessibilityIdentifier("answer")
    }
    .alert(isPresented: $shown) {
      Alert(
        title: Text("エラー"), message: Text("0では割れません"),
        dismissButton: .default(Text("はい")) { answer = "acknowledged" })
    }
  }
}

struct ToggleExample: View {
  @State private var on = false

  var body: some View {
    VStack {
      Toggle("通知", isOn: $on).accessibilityIdentifier("notify")
      ProgressView(value: on ? 0.5 : 0.25).accessibilityIdentifier("bar")
    }
  }
}

@Observable
final class NeverSupplied: @unchecked Sendable {}

/// `@Bindable` three ways: a property, a local variable in `body`, and inline.
struct BindableEditor: View {
  @Bindable var model: ObservationModel
  @Environment(ObservationModel.self) private var shared
  @Environment(NeverSupplied.self) private var missing: NeverSupplied?

  var body: some View {
    @Bindable var local = shared
    VStack {
      TextField("name", text: $model.name).accessibilityIdentifier("property")
      TextField("local", text: $local.name).accessibilityIdentifier("local")
      TextField("inline", text: Bindable(shared).name).accessibilityIdentifier("inline")
      Text("\(model.name) / \(shared.name)").accessibilityIdentifier("names")
      Text(missing == nil ? "no counts" : "counts").accessibilityIdentifier("missing")
    }
  }
}

/// `@State` declared without a value and set in `init`, both ways SwiftUI code does it.
struct StateSetInInit: View {
  @State private var flag: Bool
  @State private var count: Int
  @State private var note: String?

  init(flag: Bool, count: Int) {
    _flag = State(initialValue: flag)
    self.count = count
  }

  var body: some View {
    VStack {
      Toggle("flag", isOn: $flag).accessibilityIdentifier("flag")
      Button("count \(count)") { count += 1 }.accessibilityIdentifier("count")
      Text(note ?? "no note").accessibilityIdentifier("note")
    }
  }
}

@Suite("State, environment and lifetime")
struct StateTests {
  @Test("@StateObject is made once and survives redraws; its changes redraw")
  func stateObject() {
    OwnedCounts.made = 0
    let app = TUIApplication(rootView: StateObjectView())
    app.launch()
    app.buttons["redraw"].tap()
    app.buttons["bump"].tap()
    app.buttons["bump"].tap()
    #expect(app.staticTexts["value"].label == "value 2")
    #expect(OwnedCounts.made == 1)
  }

  @Test("@EnvironmentObject and @Environment(Model.self) read what an ancestor supplied")
  func environmentObjects() {
    let counts = Counts()
    let model = ObservationModel()
    let app = TUIApplication(
      rootView: EnvironmentReader().environmentObject(counts).environment(model))
    app.launch()
    #expect(app.staticTexts["reader"].label == "はじめ 0")
    MainQueue.run {
      counts.value = 5
      model.name = "つぎ"
    }
    #expect(app.staticTexts["reader"].label == "つぎ 5")
  }

  @Test("onAppear, onDisappear, onChange run after the frame; task is cancelled on disappear")
  func lifecycle() {
    let log = EventLog()
    let app = TUIApplication(rootView: LifecycleView(log: log))
    app.launch()
    #expect(log.events == ["appear"])
    app.buttons["change"].tap()
    #expect(log.events == ["appear", "change 0→1"])
    app.buttons["toggle"].tap()
    #expect(app.staticTexts["child"].waitForNonExistence(timeout: 2))
    #expect(log.events.contains("disappear"))
    let cancelled = app.buttons["toggle"].waitForExistence(timeout: 1)
    #expect(cancelled)
    var waited = 0
    while !log.events.contains("task cancelled"), waited < 200 {
      _ = app.staticTexts["never"].waitForExistence(timeout: 0.01)
      waited += 1
    }
    #expect(log.events.contains("task cancelled"))
  }

  @Test("a pushed destination shows a back hint; Esc or dismiss() pops; the root keeps its state")
  func navigation() {
    let app = TUIApplication(rootView: NavigationExample())
    app.launch()
    #expect(app.screenText.hasPrefix("ホーム"))
    app.buttons["tap"].tap()
    #expect(app.buttons["tap"].label == "tap 1")
    app.buttons["detail"].tap()
    #expect(app.staticTexts["detailText"].exists)
    #expect(app.screenText.hasPrefix("‹ Esc  詳細"))
    app.typeKey(.escape)
    #expect(app.buttons["tap"].label == "tap 1")
    app.buttons["detail"].tap()
    app.buttons["close"].tap()
    #expect(app.buttons["tap"].label == "tap 1")
  }

  @Test("@FocusState follows focus, and setting it moves focus")
  func focusState() {
    let app = TUIApplication(rootView: FocusExample())
    app.launch()
    #expect(app.textFields["first"].hasFocus)
    #expect(app.staticTexts["where"].label == "elsewhere")
    app.typeText("x\n")
    #expect(app.textFields["second"].hasFocus)
    #expect(app.staticTexts["where"].label == "on second")
    app.typeKey(.tab, modifierFlags: .shift)
    #expect(app.textFields["first"].hasFocus)
    #expect(app.staticTexts["where"].label == "elsewhere")
  }

  @Test("the iOS 13 Alert form: title, message, a button whose action runs, nested queries")
  func oldAlert() {
    let app = TUIApplication(rootView: OldAlertExample())
    app.launch()
    app.buttons["divide"].tap()
    let alert = app.alerts["エラー"]
    #expect(alert.exists)
    #expect(alert.staticTexts["0では割れません"].exists)
    alert.buttons["はい"].tap()
    #expect(!alert.exists)
    #expect(app.staticTexts["answer"].label == "acknowledged")
  }

  @Test("@State with no initial value is set in init, by _flag = State(initialValue:) or self.flag")
  func stateSetInInit() {
    let app = TUIApplication(rootView: StateSetInInit(flag: true, count: 3))
    app.launch()
    #expect(app.switches["flag"].value as? String == "1")
    #expect(app.buttons["count"].label == "count 3")
    #expect(app.staticTexts["note"].label == "no note")
    app.switches["flag"].tap()
    app.buttons["count"].tap()
    #expect(app.switches["flag"].value as? String == "0")
    #expect(app.buttons["count"].label == "count 4")
  }

  @Test("@Bindable makes bindings to an @Observable object as a property, a local and inline")
  func bindable() {
    let model = ObservationModel()
    let shared = ObservationModel()
    let app = TUIApplication(rootView: BindableEditor(model: model).environment(shared))
    app.launch()
    app.textFields["property"].tap()
    app.typeText("A")
    #expect(app.staticTexts["names"].label == "はじめA / はじめ")
    app.textFields["local"].tap()
    app.typeText("B")
    #expect(app.staticTexts["names"].label == "はじめA / はじめB")
    app.textFields["inline"].tap()
    app.typeText("C")
    #expect(app.staticTexts["names"].label == "はじめA / はじめBC")
    #expect(MainQueue.run { model.name } == "はじめA")
    #expect(app.staticTexts["missing"].label == "no counts")
  }

  @Test("a toggle flips with a tap and shows its value; a progress bar shows its percentage")
  func toggleAndProgress() {
    let app = TUIApplication(rootView: ToggleExample())
    app.launch()
    #expect(app.switches["notify"].value as? String == "0")
    #expect(app.progressIndicators["bar"].value as? String == "25%")
    app.switches["notify"].tap()
    #expect(app.switches["notify"].value as? String == "1")
    #expect(app.progressIndicators["bar"].value as? String == "50%")
    #expect(app.screenText.contains("[x] 通知"))
  }
}
