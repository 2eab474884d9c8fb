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

/// A page whose first button jumps to its end, and whose second, at the end, jumps back.
private struct JumpingPage: View {
  var body: some View {
    ScrollViewReader { proxy in
      ScrollView {
        VStack(alignment: .leading, spacing: 0) {
          Button("末尾へ") { proxy.scrollTo("end") }.id("start")
          ForEach(0..<30) { index in Text("項目 \(index)") }
          Button("先頭へ") { proxy.scrollTo("start", anchor: .top) }.id("end")
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

  @Test("a button in the scroll view that scrolls away from itself: the view stays scrolled")
  func scrollAwayFromFocusedButton() {
    let app = TUIApplication(rootView: JumpingPage(), size: CGSize(width: 20, height: 5))
    app.launch()
    // The focused button is now off screen; focus following it would scroll straight back.
    app.buttons["末尾へ"].tap()
    #expect(app.screenText.contains("先頭へ"))
    #expect(!app.screenText.contains("末尾へ"))
    app.buttons["先頭へ"].tap()
    #expect(app.screenText.contains("末尾へ"))
    // Moving focus follows it again: focus is still on 先頭へ, off screen; Tab wraps to
    // 末尾へ, and Tab again comes back to 先頭へ, which the view then shows.
    app.typeKey(.tab)
    app.typeKey(.tab)
    #expect(app.buttons["先頭へ"].hasFocus)
    #expect(app.screenText.contains("先頭へ"))
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
