import Foundation
import TerminalKit
import TerminalUITesting
import Testing

@testable import TerminalUI

/// A toolbar-like row of symbols: images, labels, buttons labelled by them.
struct SymbolRow: View {
  @State private var favourite = false
  @State private var deleted = 0

  var body: some View {
    VStack(alignment: .leading) {
      HStack {
        Image(systemName: favourite ? "star.fill" : "star").foregroundColor(.yellow)
        Image(systemName: "no.such.symbol")
        Image("logo")
        Image(decorative: "divider")
      }
      Label("お気に入り", systemImage: "heart.fill")
      Label("設定", systemImage: "gear").labelStyle(.iconOnly).accessibilityIdentifier("gear")
      Button {
        favourite.toggle()
      } label: {
        Label("追加", systemImage: "plus")
      }
      Button {
        deleted += 1
      } label: {
        Image(systemName: "trash")
      }
      .accessibilityLabel("削除")
      Text("削除 \(deleted)").accessibilityIdentifier("deleted")
    }
  }
}

/// What `Image(systemName:)` draws for a symbol name, alone on a line.
private func symbol(_ name: String) -> String {
  screenText(of: Image(systemName: name), width: 2, height: 1).trimmingCharacters(in: .whitespaces)
}

@Suite("Image(systemName:) and Label: SF Symbols as terminal glyphs")
struct SymbolTests {
  @Test(
    "common symbols draw as the glyphs a terminal user expects",
    arguments: [
      ("star", "☆"), ("star.fill", "★"), ("heart", "♡"), ("heart.fill", "♥"),
      ("checkmark", "✓"), ("xmark", "✕"), ("plus", "+"), ("minus", "−"), ("trash", "⌫"),
      ("gear", "⚙"), ("person", "👤"), ("house", "⌂"), ("magnifyingglass", "🔍"),
      ("chevron.right", "›"), ("chevron.left", "‹"), ("arrow.right", "→"), ("arrow.up", "↑"),
      ("circle", "○"), ("circle.fill", "●"), ("square", "☐"), ("checkmark.square", "☑"),
      ("bell", "🔔"), ("calendar", "📅"), ("clock", "◷"), ("info.circle", "ⓘ"),
      ("exclamationmark.triangle", "⚠"),
    ])
  func commonGlyphs(name: String, glyph: String) {
    #expect(symbol(name) == glyph)
  }

  // The whole table, which only the module sees: not a screen's test.
  @Test("every glyph is one column, or two for a Wide emoji, as terminals count them")
  func widths() {
    for (name, glyph) in SystemSymbols.glyphs {
      let scalars = glyph.unicodeScalars
      #expect(scalars.count == 1, "\(name) is one scalar, no variation selector")
      let width = CharacterWidth.of(glyph)
      // Terminals give two columns only to East Asian Wide characters; those in the
      // table are all emoji shown as emoji by default, which our table counts as two.
      let emoji = scalars.first?.properties.isEmojiPresentation ?? false
      #expect(width == (emoji ? 2 : 1), "\(name) → \(glyph) takes \(width) columns")
    }
    #expect(CharacterWidth.of(SystemSymbols.fallback) == 1)
  }

  @Test("an unknown name is looked up without its last parts, keeping .fill; else ◌")
  func fallback() {
    #expect(symbol("person.crop.circle.fill") == "👤")
    #expect(symbol("heart.circle.fill") == "♥")
    #expect(symbol("arrow.right.circle") == "→")
    #expect(symbol("no.such.symbol") == "◌")
  }

  @Test("symbols real screens use have glyphs of their own: maps, weather, food, sport")
  func moreSymbols() {
    for name in ["map", "map.fill", "cloud.sun.fill", "fork.knife", "figure.walk", "photo"] {
      #expect(symbol(name) != "◌", "\(name)")
    }
    #expect(symbol("map") == "🗾")
  }

  @Test("a label is its icon, a space and its title; styles keep the icon or the title")
  func labelLayout() {
    #expect(
      screenText(of: Label("お気に入り", systemImage: "star.fill"), width: 12, height: 1) == "★ お気に入り")
    #expect(
      screenText(of: Label("検索", systemImage: "magnifyingglass"), width: 7, height: 1) == "🔍 検索")
    #expect(
      screenText(of: Label("設定", systemImage: "gear").labelStyle(.iconOnly), width: 1, height: 1)
        == "⚙")
    #expect(
      screenText(of: Label("設定", systemImage: "gear").labelStyle(.titleOnly), width: 4, height: 1)
        == "設定")
  }

  @Test("images draw in the text's colour; .symbolVariant(.fill) draws the filled form")
  func imageStyle() {
    let screenshot = launched(
      HStack {
        Image(systemName: "star").foregroundColor(.yellow)
        Image(systemName: "heart").symbolVariant(.fill)
        Image(systemName: "gear").resizable().imageScale(.large).scaledToFit()
      }, width: 5, height: 1, colors: .trueColor
    ).screenshot()
    #expect(screenshot.text == "☆ ♥ ⚙")
    // Color.yellow.
    #expect(screenshot[0, 0].foreground == .rgb(red: 255, green: 204, blue: 0))
  }

  @Test("a button labelled by a label or an image is drawn in brackets, its title as its label")
  func buttonLabels() {
    let lines = screenText(of: SymbolRow(), width: 12, height: 7).split(separator: "\n").map(
      String.init)
    #expect(lines[0] == "☆ ◌ ◌ ◌")
    #expect(lines[1] == "♥ お気に入り")
    #expect(lines[2] == "⚙")
    #expect(lines[3] == "[ + 追加 ]")
    #expect(lines[4] == "[ ⌫ ]")
  }

  @Test("UI tests find images by symbol name, labels by title, buttons by their label's title")
  func queries() {
    let app = TUIApplication(rootView: SymbolRow())
    app.launch()
    #expect(app.images["star"].exists)
    #expect(app.images["star"].label == "star")
    #expect(app.images["no.such.symbol"].exists)
    #expect(app.images["logo"].exists)
    #expect(!app.images["divider"].exists)
    // A label's icon is part of the label, not an image of its own.
    #expect(app.images.count == 3)
    #expect(app.staticTexts["お気に入り"].exists)
    #expect(app.staticTexts["gear"].label == "設定")
    app.buttons["追加"].tap()
    #expect(app.images["star.fill"].exists)
    app.buttons["削除"].tap()
    #expect(app.staticTexts["deleted"].label == "削除 1")
  }
}
