import Foundation
import TerminalKit
import TerminalUITesting
import Testing

@_spi(Engine) @testable import TerminalUI

/// A price field bound to a number, and a line computed from that number.
private struct PriceForm: View {
  @State private var price = 1.5

  var body: some View {
    VStack(alignment: .leading) {
      TextField("価格", value: $price, format: .number)
      Text("二倍 \(price * 2, specifier: "%.1f")")
    }
  }
}

/// The one line a view draws, without the centring spaces around it.
private func line<V: View>(_ view: @autoclosure @escaping @MainActor () -> V) -> String {
  screenText(of: view(), width: 20, height: 1).trimmingCharacters(in: .whitespaces)
}

@Suite("Formatted values: text fields bound to numbers, formatted interpolations")
struct FormattedValueTests {
  @Test("a specifier formats an interpolated number as printf does")
  func specifier() {
    #expect(line(Text("\(3.14159, specifier: "%.2f")°")) == "3.14°")
    #expect(line(Text("No.\(7, specifier: "%03d")")) == "No.007")
  }

  @Test("a formatter and a format style format an interpolated value, and Text's own initializers")
  func formatterAndStyle() {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy/MM/dd"
    formatter.timeZone = TimeZone(identifier: "UTC")
    let date = Date(timeIntervalSince1970: 86_400 * 366)
    #expect(line(Text("日付 \(date, formatter: formatter)")) == "日付 1971/01/02")
    #expect(line(Text(date, formatter: formatter)) == "1971/01/02")
    #expect(line(Text("\(42, format: .number)個")) == "42個")
    #expect(line(Text(0.5, format: .number)) == "0.5")
  }

  @Test("a value field shows the value formatted, and each text that parses becomes the value")
  func valueField() {
    let app = launched(PriceForm(), width: 20, height: 2)
    #expect(app.screenText.hasPrefix("1.5"))
    #expect(app.screenText.contains("二倍 3.0"))
    for _ in 0..<3 { app.typeKey(.delete) }
    app.typeText("2.")
    // "2." parses as 2, and stays as typed rather than redrawn as "2".
    #expect(app.screenText.hasPrefix("2."))
    #expect(app.screenText.contains("二倍 4.0"))
    app.typeText("5")
    #expect(app.screenText.hasPrefix("2.5"))
    #expect(app.screenText.contains("二倍 5.0"))
  }

  // On ViewHost, its keys handled before one frame is drawn: with a frame drawn after each
  // key, as the terminal runtime and the driver draw them, the field does not redraw (below).
  @Test("text that does not parse leaves the value; Enter shows the value formatted again")
  @MainActor func unparsedText() {
    let host = ViewHost(rootView: PriceForm(), size: Size(width: 20, height: 2))
    host.renderIfNeeded()
    for _ in 0..<3 { host.handle(.backspace) }
    for character in "abc" { host.handle(.character(character)) }
    host.renderIfNeeded()
    // The last text that parsed was "1" (on the way down from "1.5"); "", "a"… did not.
    #expect(host.screen.text.hasPrefix("abc"))
    #expect(host.screen.text.contains("二倍 2.0"))
    host.handle(.enter)
    host.renderIfNeeded()
    let field = host.screen.text.split(separator: "\n").first.map(String.init)
    #expect(field?.trimmingCharacters(in: .whitespaces) == "1")
  }

  @Test("text that does not parse shows as typed when a frame is drawn after each key")
  func unparsedTextKeyByKey() {
    let app = launched(PriceForm(), width: 20, height: 2)
    for _ in 0..<3 { app.typeKey(.delete) }
    // "1" to "", then "abc": the draft changes, the value does not, and the field shows
    // each edit all the same.
    // Emptied, the field shows its placeholder.
    #expect(app.screenText.hasPrefix("価格"))
    app.typeText("abc")
    #expect(app.screenText.hasPrefix("abc"))
    #expect(app.screenText.contains("二倍 2.0"))
  }
}

@Suite("Accepted presentation and navigation styles, and accentColor")
struct AcceptedStyleTests {
  @Test("accentColor colours a control as tint does")
  func accentColor() {
    // The row's cells: the same text in each, so they differ only in style.
    func cells<V: View>(_ view: @autoclosure @escaping @MainActor () -> V) -> [TUIScreenshot.Cell] {
      launched(view(), width: 8, height: 1, colors: .trueColor).screenshot().cells(inRow: 0)
    }
    let accented = cells(Button("OK") {}.buttonStyle(.borderedProminent).accentColor(.red))
    #expect(accented == cells(Button("OK") {}.buttonStyle(.borderedProminent).tint(.red)))
    #expect(accented != cells(Button("OK") {}.buttonStyle(.borderedProminent)))
  }

  @Test("a navigation view style leaves the stack as it is drawn without one")
  func navigationViewStyle() {
    let plain = screenText(
      of: NavigationView { Text("本文").navigationTitle("題") }, width: 20, height: 4)
    let styled = screenText(
      of: NavigationView { Text("本文").navigationTitle("題").navigationViewStyle(.stack) },
      width: 20, height: 4)
    #expect(styled == plain)
    #expect(styled.contains("本文"))
  }

  @Test("a sheet with detents and a drag indicator covers the window with its content")
  func presentationDetents() {
    let text = screenText(
      of: Text("下").sheet(isPresented: .constant(true)) {
        Text("シート").presentationDetents([.medium, .large]).presentationDragIndicator(.visible)
      }, width: 20, height: 4)
    #expect(text.contains("シート"))
    #expect(!text.contains("下"))
  }
}
