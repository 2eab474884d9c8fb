import Foundation
import Testing

@testable import TerminalUI
@testable import TerminalUITesting

/// A list of notes with an inspector of the chosen note's details, as iOS 17 apps write it.
private struct NotesWithInspector: View {
  @State private var showsDetails = false
  @State private var typed = ""
  var width: CGFloat?

  var body: some View {
    VStack {
      TextField("メモ", text: $typed)
      Button("詳細") { showsDetails.toggle() }
    }
    .inspector(isPresented: $showsDetails) {
      if let width {
        Text("作成日 1月1日").inspectorColumnWidth(width)
      } else {
        Text("作成日 1月1日")
      }
    }
  }
}

@MainActor
@Suite("inspector(isPresented:content:): a column at the right when wide, a sheet when narrow")
struct InspectorTests {
  /// The column of the rule on the inspector's first line.
  private func ruleColumn(_ app: TUIApplication) -> Int? {
    guard let row = app.screenText.split(separator: "\n").first(where: { $0.contains("作成日") }),
      let rule = row.firstIndex(of: "│")
    else { return nil }
    return row[..<rule].count
  }

  @Test("wide: a column past a rule at the right; the view keeps its state")
  func wideColumn() {
    let app = TUIApplication(rootView: NotesWithInspector(), size: CGSize(width: 90, height: 8))
    app.launch()
    app.textFields["メモ"].typeText("買い物")
    #expect(!app.screenText.contains("作成日"))
    app.buttons["詳細"].tap()
    // A third of the window (30 columns) at the right, past a rule at column 59.
    #expect(ruleColumn(app) == 59)
    #expect(app.textFields["メモ"].value as? String == "買い物")
    app.buttons["詳細"].tap()
    #expect(!app.screenText.contains("作成日"))
  }

  @Test("inspectorColumnWidth sets the column's width")
  func columnWidth() {
    let app = TUIApplication(
      rootView: NotesWithInspector(width: 160), size: CGSize(width: 90, height: 8))
    app.launch()
    app.buttons["詳細"].tap()
    // 160 points: twenty columns, past a rule at column 69.
    #expect(ruleColumn(app) == 69)
  }

  @Test("narrow: a sheet, which Esc closes and the binding follows")
  func narrowSheet() {
    let app = TUIApplication(rootView: NotesWithInspector(), size: CGSize(width: 40, height: 10))
    app.launch()
    app.buttons["詳細"].tap()
    #expect(app.screenText.contains("作成日"))
    app.typeKey(.escape)
    #expect(!app.screenText.contains("作成日"))
    // Closed by Esc, the binding is false: the button opens it again.
    app.buttons["詳細"].tap()
    #expect(app.screenText.contains("作成日"))
  }
}
