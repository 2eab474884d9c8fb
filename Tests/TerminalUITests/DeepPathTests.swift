import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// A stack whose path is set before the first frame, as a deep link or restored state sets it.
private struct DeepLinked: View {
  @State private var path = [3]

  var body: some View {
    NavigationStack(path: $path) {
      List(1..<5, id: \.self) { number in
        NavigationLink("項目 \(number)", value: number)
      }
      .navigationTitle("一覧")
      .navigationDestination(for: Int.self) { number in
        Text("項目 \(number) の詳細").navigationTitle("詳細")
      }
    }
  }
}

@Suite("NavigationStack(path:) that starts deep")
@MainActor
struct DeepPathTests {
  @Test("the root's navigationDestination draws a value pushed before the first frame")
  func startsDeep() {
    let app = TUIApplication(rootView: DeepLinked(), size: CGSize(width: 40, height: 10))
    app.launch()
    #expect(app.staticTexts["項目 3 の詳細"].exists, "\(app.screenText)")
    #expect(app.navigationBars["詳細"].exists)
    #expect(!app.navigationBars["一覧"].exists, "the root's title is not the pushed level's")
    app.typeKey(.escape)
    #expect(app.cells["項目 1"].exists, "\(app.screenText)")
  }
}
