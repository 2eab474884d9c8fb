import Foundation
import Testing

@testable import TerminalUI
@testable import TerminalUITesting

/// The last title set inside wins.
private struct TitleKey: PreferenceKey {
  static let defaultValue = ""
  static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
}

/// Every width set inside, added up.
private struct TotalKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// A child tells its parent its title and sizes; the parent shows them.
private struct PreferenceScreen: View {
  @State private var title = "-"
  @State private var total = -1
  @State private var second = false

  var body: some View {
    VStack {
      Text("title \(title) total \(total)").accessibilityIdentifier("shown")
      Button("more") { second = true }
      VStack {
        Text("a").preference(key: TitleKey.self, value: "first")
        if second { Text("b").preference(key: TitleKey.self, value: "second") }
        Text("c").preference(key: TotalKey.self, value: 3)
        Text("d").preference(key: TotalKey.self, value: 4)
      }
      .transformPreference(TotalKey.self) { $0 *= 10 }
    }
    .onPreferenceChange(TitleKey.self) { title = $0 }
    .onPreferenceChange(TotalKey.self) { total = $0 }
  }
}

/// A size measured by a geometry reader in the background, sent up as a preference.
private struct SizeKey: PreferenceKey {
  static let defaultValue = CGSize.zero
  static func reduce(value: inout CGSize, nextValue: () -> CGSize) { value = nextValue() }
}

private struct MeasuredScreen: View {
  @State private var size = CGSize.zero
  var body: some View {
    VStack(alignment: .leading) {
      Text("measured \(Int(size.width))x\(Int(size.height))").accessibilityIdentifier("size")
      Text("0123456789")
        .background(
          GeometryReader { proxy in Color.clear.preference(key: SizeKey.self, value: proxy.size) })
    }
    .onPreferenceChange(SizeKey.self) { size = $0 }
  }
}

@Suite("Preferences: values passed up to the views that listen")
struct PreferenceTests {
  @Test("onPreferenceChange gets the combined value at first and again when it changes")
  func onPreferenceChange() {
    let app = TUIApplication(rootView: PreferenceScreen(), size: CGSize(width: 30, height: 8))
    app.launch()
    let shown = app.staticTexts["shown"]
    #expect(shown.wait(timeout: 5) { $0.label == "title first total 70" })
    app.buttons["more"].tap()
    #expect(shown.wait(timeout: 5) { $0.label == "title second total 70" })
  }

  @Test("a value set by a GeometryReader's content, made while laying out, reaches the listener")
  func fromGeometryReader() {
    let app = TUIApplication(rootView: MeasuredScreen(), size: CGSize(width: 30, height: 4))
    app.launch()
    // Ten columns by one row: 80 by 16 points.
    #expect(app.staticTexts["size"].wait(timeout: 5) { $0.label == "measured 80x16" })
  }

  @Test("overlayPreferenceValue draws what the value set inside makes")
  func overlayValue() {
    let lines = launched(
      Text("          ").preference(key: TitleKey.self, value: "over")
        .overlayPreferenceValue(TitleKey.self) { title in Text(title) },
      width: 10, height: 1
    ).screenText
    #expect(lines == "   over")
  }

  @Test("reduce combines in drawing order; no value set is the default")
  @MainActor
  func reduce() {
    let collector = PreferenceCollector(key: ObjectIdentifier(TotalKey.self))
    #expect(collector.reduced(TotalKey.self) == 0)
    _ = collector.add(2)
    _ = collector.add(5)
    #expect(collector.reduced(TotalKey.self) == 7)
  }
}
