import Foundation
import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

/// A geometry reader whose content presents an alert and a sheet and holds controls.
private struct ReaderScreen: View {
  @State private var alerting = false
  @State private var sheeting = false
  @State private var taps = 0

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("上の行")
      GeometryReader { proxy in
        VStack(alignment: .leading, spacing: 0) {
          Text("幅 \(Int(proxy.size.width / 8)) 桁、上から \(Int(proxy.frame(in: .global).minY / 16)) 行")
            .accessibilityIdentifier("geometry")
          Button("警告") { alerting = true }.accessibilityIdentifier("alertButton")
          Button("シート") { sheeting = true }.accessibilityIdentifier("sheetButton")
          Button("数える \(taps)") { taps += 1 }.accessibilityIdentifier("count")
        }
        .alert("中の警告", isPresented: $alerting) { Button("OK") {} }
        .sheet(isPresented: $sheeting) {
          GeometryReader { inner in
            Text("シートの幅 \(Int(inner.size.width / 8))").accessibilityIdentifier("sheetWidth")
          }
        }
      }
    }
  }
}

@MainActor
@Suite("GeometryReader: its content is made when laid out")
struct GeometryReaderTests {
  private func launch() -> TUIApplication {
    let app = TUIApplication(rootView: ReaderScreen(), size: CGSize(width: 30, height: 8))
    app.launch()
    return app
  }

  @Test("an alert presented inside the reader is shown and answered")
  func alertInside() {
    let app = launch()
    app.buttons["alertButton"].tap()
    let alert = app.alerts["中の警告"]
    #expect(alert.exists)
    #expect(app.screenText.contains("中の警告"))
    alert.buttons["OK"].tap()
    #expect(!alert.exists)
  }

  @Test("a sheet presented inside the reader covers the window, a reader inside it sized")
  func sheetInside() {
    let app = launch()
    app.buttons["sheetButton"].tap()
    #expect(app.sheets.firstMatch.exists)
    #expect(app.staticTexts["sheetWidth"].label == "シートの幅 30")
    app.typeKey(.escape)
    #expect(!app.sheets.firstMatch.exists)
  }

  @Test("its controls take focus and keys; its texts know the size and place on screen")
  func controlsAndGeometry() {
    let app = launch()
    #expect(app.staticTexts["geometry"].label == "幅 30 桁、上から 1 行")
    #expect(app.buttons["alertButton"].hasFocus)
    app.typeKey(.tab)
    app.typeKey(.tab)
    #expect(app.buttons["count"].hasFocus)
    app.typeKey(.return)
    #expect(app.buttons["count"].label == "数える 1")
  }
}
