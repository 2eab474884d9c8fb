import Foundation
import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

/// A long list of numbered rows and buttons that scroll it, as chat screens write it.
private struct ScrollingScreen: View {
  var body: some View {
    ScrollViewReader { proxy in
      VStack {
        HStack {
          Button("末尾へ") { proxy.scrollTo(49, anchor: .bottom) }
          Button("20へ") { proxy.scrollTo(20, anchor: .top) }
        }
        List(0..<50, id: \.self) { Text("行 \($0)") }
      }
    }
  }
}

private struct ScrollViewScreen: View {
  var body: some View {
    ScrollViewReader { proxy in
      VStack {
        Button("30へ") { proxy.scrollTo("row30", anchor: .top) }
        ScrollView {
          VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<40) { index in Text("項目 \(index)").id("row\(index)") }
          }
        }
      }
    }
  }
}

@MainActor
@Suite("ScrollViewReader")
struct ScrollViewReaderTests {
  @Test("scrollTo brings a List row to the anchor and highlights it")
  func listScroll() {
    let app = TUIApplication(rootView: ScrollingScreen(), size: CGSize(width: 30, height: 10))
    app.launch()
    #expect(app.cells["行 0"].isHittable)
    app.buttons["20へ"].tap()
    #expect(app.screenText.split(separator: "\n").dropFirst().first?.contains("行 20") == true)
    // The row is the highlighted one: it shows so once the list has focus.
    app.tables.firstMatch.tap()
    #expect(app.cells["行 20"].hasFocus)
    app.buttons["末尾へ"].tap()
    #expect(app.cells["行 49"].isHittable)
    #expect(app.screenText.split(separator: "\n").last?.contains("行 49") == true)
  }

  @Test("scrollTo finds a view by its .id in a ScrollView")
  func scrollViewScroll() {
    let app = TUIApplication(rootView: ScrollViewScreen(), size: CGSize(width: 30, height: 10))
    app.launch()
    #expect(!app.staticTexts["項目 30"].isHittable)
    app.buttons["30へ"].tap()
    #expect(app.staticTexts["項目 30"].isHittable)
    #expect(app.screenText.split(separator: "\n").dropFirst().first?.contains("項目 30") == true)
  }
}
