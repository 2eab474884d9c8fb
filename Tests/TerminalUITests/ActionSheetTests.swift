import Foundation
import TerminalUITesting
import Testing

@testable import TerminalUI

/// The iOS 13 way to offer actions, as older tutorials write it.
private struct PhotoActions: View {
  @State private var showing = false
  @State private var chosen = "none"

  var body: some View {
    VStack {
      Button("Actions") { showing = true }
        .actionSheet(isPresented: $showing) {
          ActionSheet(
            title: Text("Photo"), message: Text("What to do with it"),
            buttons: [
              .default(Text("Share")) { chosen = "share" },
              .destructive(Text("Delete")) { chosen = "delete" },
              .cancel(),
            ])
        }
      Text("chosen: \(chosen)").accessibilityIdentifier("chosen")
    }
  }
}

@MainActor
@Suite("ActionSheet: the iOS 13 choice of actions, drawn as a confirmation dialog")
struct ActionSheetTests {
  @Test("the sheet shows its title, message and buttons; a button runs and dismisses it")
  func actions() throws {
    let app = TUIApplication(rootView: PhotoActions(), size: CGSize(width: 40, height: 12))
    app.launchEnvironment["LANG"] = "en_US.UTF-8"
    app.launch()
    #expect(!app.alerts.firstMatch.exists)
    app.buttons["Actions"].tap()
    let sheet = app.alerts["Photo"]
    #expect(sheet.exists)
    #expect(app.screenText.contains("What to do with it"))
    #expect(sheet.buttons["Cancel"].exists)
    sheet.buttons["Delete"].tap()
    #expect(app.staticTexts["chosen"].label == "chosen: delete")
    #expect(!app.alerts.firstMatch.exists)
  }
}
