import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// A form as the login screen has it: a bordered field, an orange full-width button with
/// its own label, a bracketed text button.
private struct Form: View {
  @State private var text = ""
  let enabled: Bool
  let alert: Bool

  var body: some View {
    VStack {
      TextField("名前", text: $text).textFieldStyle(.roundedBorder)
      Button {
      } label: {
        Text("送信").frame(maxWidth: .infinity).padding(.vertical, 1)
          .foregroundColor(.white).background(Color.orange)
      }
      .disabled(!enabled)
      Button("戻る") {}
    }
    .alert("確認", isPresented: .constant(alert)) { Button("OK") {} }
  }
}

/// The form launched headless, its terminal showing `colors`.
private func launchForm(
  enabled: Bool = true, alert: Bool = false, colors: TerminalColors
) -> TUIApplication {
  launched(Form(enabled: enabled, alert: alert), width: 30, height: 12, colors: colors)
}

@Suite("Focus and disabled controls show, with colour and without")
struct FocusLookTests {
  @Test(
    "a focused text field's box is heavy and bold; unfocused, it is light and dim",
    arguments: [TerminalColors.trueColor, .none])
  func fieldFocus(colors: TerminalColors) throws {
    let app = launchForm(colors: colors)
    let focused = try #require(app.screenshot().row(containing: "┏━"))
    let corner = try #require(focused.first { $0.text == "┏" })
    #expect(corner.isBold && !corner.isDim)
    app.typeKey(.tab)
    let screenshot = app.screenshot()
    #expect(screenshot.row(containing: "┏") == nil)
    let unfocused = try #require(screenshot.row(containing: "╭─"))
    #expect(try #require(unfocused.first { $0.text == "╭" }).isDim)
  }

  @Test(
    "a focused button with its own fill keeps it and gains ▶ and ◀ at the ends of its label's row",
    arguments: [TerminalColors.trueColor, .none])
  func filledButtonFocus(colors: TerminalColors) throws {
    let app = launchForm(colors: colors)
    app.typeKey(.tab)
    let cells = try #require(app.screenshot().row(containing: "送信"))
    let ends = cells.indices.filter { cells[$0].text == "▶" || cells[$0].text == "◀" }
    #expect(ends.map { cells[$0].text } == ["▶", "◀"])
    let label = try #require(cells.first { $0.text == "送" })
    #expect(label.isBold)
    if colors == .none {
      // Without colour a fill is drawn reversed: it stays a block, never an empty line.
      #expect(label.isReversed)
    } else {
      #expect(label.background == .rgb(red: 255, green: 149, blue: 0))
      #expect(!label.isReversed)
    }
    app.typeKey(.tab)
    let screenshot = app.screenshot()
    let after = try #require(screenshot.row(containing: "送信"))
    #expect(!after.contains { $0.text == "▶" })
    #expect(try #require(screenshot.row(containing: "戻る")).contains { $0.isReversed })
  }

  @Test(
    "a disabled button with a fill loses its colour and dims; without colour it is no block",
    arguments: [TerminalColors.trueColor, .none])
  func disabledButton(colors: TerminalColors) throws {
    let app = launchForm(enabled: false, colors: colors)
    let cells = try #require(app.screenshot().row(containing: "送信"))
    let label = try #require(cells.first { $0.text == "送" })
    #expect(label.isDim)
    #expect(label.background != .rgb(red: 255, green: 149, blue: 0))
    #expect(!label.isReversed)
  }

  @Test("while an alert is up, nothing behind it looks focused")
  func alertHidesFocus() throws {
    let app = launchForm(alert: true, colors: .trueColor)
    #expect(!app.screenText.contains("┏"))
    #expect(app.screenText.contains("╭─"))
  }
}
