import Foundation
import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

/// A settings form with a colour picker, its colour shown as text under it.
private struct ThemeForm: View {
  @State var accent: Color = .blue
  var hidesLabel = false

  var body: some View {
    Form {
      if hidesLabel {
        ColorPicker("アクセント", selection: $accent).labelsHidden().accessibilityIdentifier("accent")
      } else {
        ColorPicker("アクセント", selection: $accent).accessibilityIdentifier("accent")
      }
      Text("値 \(accent.hexDescription)")
    }
  }
}

@Suite("ColorPicker: a swatch in a row, a chooser with a palette and a hex field")
struct ColorPickerTests {
  @Test("a row: the label at the left, four cells in the colour at the right edge")
  func layout() {
    let app = launched(ThemeForm(), width: 30, height: 4, colors: .trueColor)
    let screenshot = app.screenshot()
    let line = screenshot.lines[0]
    #expect(line.hasPrefix("  アクセント"))
    #expect(line.hasSuffix("▶████◀"))
    let cells = screenshot.cells(inRow: 0)
    let swatch = cells.filter { $0.text == "█" }
    #expect(swatch.count == 4)
    #expect(swatch.allSatisfy { $0.background == .rgb(red: 0, green: 122, blue: 255) })
    #expect(cells.filter { $0.background != .default }.count == 4)
  }

  @Test("labelsHidden leaves the swatch alone; UI tests still find it by its label")
  func labelsHidden() {
    let app = launched(ThemeForm(hidesLabel: true), width: 30, height: 4)
    #expect(!app.screenText.contains("アクセント"))
    #expect(app.colorWells["アクセント"].exists)
  }

  @Test("among colorWells by identifier and label, its value the colour as #RRGGBB")
  func accessibility() {
    let app = launched(ThemeForm(), width: 30, height: 4)
    let well = app.colorWells["accent"]
    #expect(well.exists)
    #expect(well.label == "アクセント")
    #expect(well.value as? String == "#007AFF")
    #expect(app.colorWells["アクセント"].exists)
    #expect(app.buttons.count == 0)
  }

  @Test("Enter opens the palette at the chosen colour; the arrows move, Enter chooses")
  func keys() {
    let app = launched(ThemeForm(), width: 50, height: 16)
    app.typeKey(.enter)
    let chooser = app.alerts["アクセント"]
    #expect(chooser.exists)
    #expect(chooser.buttons["Blue"].isSelected)
    #expect(chooser.buttons["Blue"].hasFocus)
    app.typeKey(.rightArrow)
    #expect(chooser.buttons["Indigo"].hasFocus)
    app.typeKey(.downArrow)
    #expect(chooser.buttons["Brown"].hasFocus)
    app.typeKey(.upArrow)
    app.typeKey(.upArrow)
    #expect(chooser.buttons["Teal"].hasFocus)
    app.typeKey(.enter)
    #expect(!chooser.exists)
    #expect(app.colorWells["accent"].value as? String == "#30B0C7")
    #expect(app.screenText.contains("値 #30B0C7"))
  }

  @Test("Esc closes the chooser and keeps the colour")
  func escape() {
    let app = launched(ThemeForm(), width: 50, height: 16)
    app.colorWells["accent"].tap()
    #expect(app.alerts["アクセント"].exists)
    app.typeKey(.leftArrow)
    app.typeKey(.escape)
    #expect(!app.alerts["アクセント"].exists)
    #expect(app.colorWells["accent"].value as? String == "#007AFF")
  }

  @Test("a click on the swatch opens the chooser, a click on a colour chooses it")
  func mouse() {
    let app = launched(ThemeForm(), width: 50, height: 16)
    app.colorWells["accent"].click()
    app.alerts["アクセント"].buttons["Pink"].click()
    #expect(!app.alerts["アクセント"].exists)
    #expect(app.colorWells["accent"].value as? String == "#FF2D55")
  }

  @Test("a hex colour typed into the field is taken on Enter")
  func hexEntry() {
    let app = launched(ThemeForm(), width: 50, height: 16)
    app.typeKey(.enter)
    let field = app.alerts["アクセント"].textFields["Hex"]
    #expect(field.placeholderValue == "#RRGGBB")
    field.tap()
    #expect(field.hasFocus)
    app.typeText("#12ab9F")
    #expect(field.value as? String == "#12ab9F")
    app.typeKey(.enter)
    #expect(!app.alerts["アクセント"].exists)
    #expect(app.colorWells["accent"].value as? String == "#12AB9F")
  }

  @Test(
    "text that is no #RRGGBB is refused with a message, the chooser left open",
    arguments: ["#12345", "#GGGGGG", "red", "#1234567", ""])
  func badHex(text: String) {
    let app = launched(ThemeForm(), width: 50, height: 16)
    app.typeKey(.enter)
    app.typeKey(.tab)
    if !text.isEmpty { app.typeText(text) }
    app.typeKey(.enter)
    #expect(app.alerts["アクセント"].exists)
    #expect(app.staticTexts["Enter a colour as #RRGGBB (six hex digits)"].exists)
    #expect(app.colorWells["accent"].value as? String == "#007AFF")
    // Editing clears the message.
    app.typeKey(.delete)
    #expect(!app.staticTexts["Enter a colour as #RRGGBB (six hex digits)"].exists)
  }

  @Test("in Japanese the names and the message are Japanese")
  func japanese() {
    let app = launched(
      ThemeForm().environment(\.locale, Locale(identifier: "ja_JP")), width: 50, height: 16)
    app.typeKey(.enter)
    #expect(app.alerts["アクセント"].buttons["青"].isSelected)
    app.typeKey(.tab)
    app.typeText("#zz")
    app.typeKey(.enter)
    #expect(app.staticTexts["色は #RRGGBB（16進数6桁）で入力してください"].exists)
    #expect(app.screenText.contains("Esc で閉じる"))
  }

  @Test("hex text reads as a colour, #RRGGBB in any case, the # optional")
  func parsing() {
    #expect(Color(hex: "#FF3B30")?.hexDescription == "#FF3B30")
    #expect(Color(hex: "ff3b30")?.hexDescription == "#FF3B30")
    #expect(Color(hex: " #000000 ")?.hexDescription == "#000000")
    #expect(Color(hex: "#FF3B3") == nil)
    #expect(Color(hex: "##FF3B30") == nil)
    #expect(Color.white.hexDescription == "#FFFFFF")
  }
}
