import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// A split view that opens on its detail on a phone-sized screen, and says which column shows.
private struct DetailFirst: View {
  @State private var column = NavigationSplitViewColumn.detail

  var body: some View {
    VStack {
      Text(name(of: column)).accessibilityIdentifier("column")
      NavigationSplitView(preferredCompactColumn: $column) {
        List(["一", "二"], id: \.self) { Text($0) }.navigationTitle("目次")
      } detail: {
        VStack {
          Text("本文")
          Button("目次へ") { column = .sidebar }
        }
        .navigationTitle("本文")
      }
    }
  }

  private func name(of column: NavigationSplitViewColumn) -> String {
    switch column {
    case .sidebar: "sidebar"
    case .content: "content"
    default: "detail"
    }
  }
}

@Suite("NavigationSplitView(preferredCompactColumn:): the column a narrow terminal shows")
@MainActor
struct PreferredCompactColumnTests {
  @Test("narrow: it opens on the preferred column; Esc goes back and the binding follows")
  func opensOnDetail() {
    let app = TUIApplication(rootView: DetailFirst(), size: CGSize(width: 40, height: 12))
    app.launch()
    #expect(app.navigationBars["本文"].exists, "\(app.screenText)")
    #expect(!app.cells["一"].exists)
    app.typeKey(.escape)
    #expect(app.cells["一"].exists, "\(app.screenText)")
    #expect(app.staticTexts["column"].label == "sidebar")
  }

  @Test("narrow: setting the binding changes the column shown")
  func bindingDrives() {
    let app = TUIApplication(rootView: DetailFirst(), size: CGSize(width: 40, height: 12))
    app.launch()
    app.buttons["目次へ"].click()
    #expect(app.navigationBars["目次"].exists, "\(app.screenText)")
    #expect(app.staticTexts["column"].label == "sidebar")
  }

  @Test("wide: the columns stand side by side whatever the preferred column")
  func wideIgnoresIt() {
    let app = TUIApplication(rootView: DetailFirst(), size: CGSize(width: 80, height: 12))
    app.launch()
    #expect(app.navigationBars["目次"].exists)
    #expect(app.navigationBars["本文"].exists)
  }
}
