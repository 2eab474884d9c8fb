import Foundation
import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

private struct Badge: View {
  let text: String
  var body: some View { Text(text).accessibilityIdentifier("badge") }
}

#Preview("マクロの名前") { Badge(text: "マクロ") }

#Preview { Badge(text: "無名") }

#Preview("状態を持つ") {
  @Previewable @State var count = 2
  // A comment between the state and the view.
  Stepper("数 \(count)", value: $count).accessibilityIdentifier("count")
}

#Preview("文字列の状態") {
  @Previewable @State var name = "値"
  VStack {
    Text("名前 \(name)").accessibilityIdentifier("name")
  }
}

#Preview("大きさ", traits: .sizeThatFitsLayout, .portrait) { Badge(text: "小さい") }

// Statements before the view, as Xcode accepts them: with a return, and as a builder's `let`.
#Preview("文と return") {
  let parts = ["計算", "済み"]
  let text = parts.joined()
  return Badge(text: text)
}

#Preview("文とビルダー") {
  let text = "ビルダー" + "の文"
  Badge(text: text)
}

// swift-format-ignore: NoBlockComments
// (a block comment holding a brace is what this preview tests)
#Preview("括弧 } { と \"引用\"") {
  /* } */ Badge(text: "{ \("}") }")  // }
}

/// The line of this file that holds `text`, counted from 1.
private func line(of text: String, file: String = #filePath) throws -> Int {
  let source = try String(contentsOfFile: file, encoding: .utf8)
  let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
  return try #require(lines.firstIndex { $0.hasPrefix(text) }) + 1
}

@Suite("#Preview and @Previewable: declared as in SwiftUI, found in the running program")
@MainActor
struct PreviewMacroTests {
  private func registered(_ title: String) throws -> Preview {
    try #require(Preview.registered.first { $0.title == title })
  }

  @Test("a named #Preview is found with its name, file and line, and shows its view")
  func named() throws {
    let preview = try registered("マクロの名前")
    #expect(preview.source?.fileID == "TerminalUITests/PreviewMacroTests.swift")
    #expect(try preview.source?.line == line(of: "#Preview(\"マクロの名前\")"))
    let app = TUIApplication(rootView: preview.content)
    app.launch()
    #expect(app.staticTexts["badge"].label == "マクロ")
  }

  @Test("an unnamed #Preview is titled by its file and line")
  func unnamed() throws {
    let title = "PreviewMacroTests.swift:\(try line(of: "#Preview { Badge(text: \"無名\") }"))"
    let preview = try registered(title)
    #expect(preview.name == nil)
  }

  @Test("@Previewable state lives as long as the preview: the stepper counts up")
  func previewableState() throws {
    let preview = try registered("状態を持つ")
    let app = TUIApplication(rootView: preview.content)
    app.launch()
    let stepper = app.steppers["count"]
    #expect(stepper.value as? String == "2")
    app.typeKey(.tab)
    app.typeKey(.rightArrow)
    app.typeKey(.rightArrow)
    #expect(stepper.value as? String == "4")
    #expect(stepper.label == "数 4")
  }

  @Test("a state whose value is a string, before a view over several lines, is kept apart")
  func stringState() throws {
    let preview = try registered("文字列の状態")
    let app = TUIApplication(rootView: preview.content)
    app.launch()
    #expect(app.staticTexts["name"].label == "名前 値")
  }

  @Test("traits: the last layout trait is kept, orientations change nothing")
  func traits() throws {
    #expect(try registered("大きさ").layout == .sizeThatFits)
    #expect(try registered("マクロの名前").layout == .device)
    let fixed = Preview(traits: .fixedLayout(width: 80, height: 32)) { Badge(text: "x") }
    #expect(fixed.layout == .fixed(width: 80, height: 32))
  }

  @Test("braces and quotes in strings and comments do not confuse the macro")
  func trickySource() throws {
    let preview = try registered("括弧 } { と \"引用\"")
    let app = TUIApplication(rootView: preview.content)
    app.launch()
    #expect(app.staticTexts["badge"].label == "{ } }")
  }

  @Test("a #Preview body may declare and compute before its view, with or without return")
  func statements() throws {
    for (title, label) in [("文と return", "計算済み"), ("文とビルダー", "ビルダーの文")] {
      let preview = try registered(title)
      let app = TUIApplication(rootView: preview.content)
      app.launch()
      #expect(app.staticTexts["badge"].label == label)
    }
  }

  @Test("the registered list holds the #Previews by line, then the PreviewProviders")
  func order() throws {
    let titles = Preview.registered.map(\.title)
    let here = titles.compactMap { $0 }.filter {
      ["マクロの名前", "状態を持つ", "大きさ"].contains($0)
    }
    #expect(here == ["マクロの名前", "状態を持つ", "大きさ"])
    let greeting = try #require(titles.firstIndex(of: "Greeting"))
    let macro = try #require(titles.firstIndex(of: "マクロの名前"))
    #expect(macro < greeting)
  }

  @Test("a preview provider is found whatever comes before Previews or Preview in its name")
  func providerNames() throws {
    let titles = Preview.registered.compactMap(\.title)
    #expect(titles.contains("Calculator"), "CalculatorPreviews: \(titles)")
    #expect(titles.contains("Dial"), "DialPreview")
    let preview = try registered("Calculator")
    let app = TUIApplication(rootView: preview.content)
    app.launch()
    #expect(app.staticTexts["7 8 9"].exists)
  }

  @Test("PreviewGallery() lists every registered preview")
  func gallery() {
    let app = TUIApplication(rootView: NavigationStack { PreviewGallery() })
    app.launch()
    #expect(app.buttons["マクロの名前"].exists)
    #expect(app.buttons["Greeting"].exists)
    app.buttons["マクロの名前"].tap()
    #expect(app.staticTexts["badge"].label == "マクロ")
  }

  @Test(
    "the previews program's arguments: none, --list, a title, or a mistake",
    arguments: [
      ([], PreviewGallery.Command.gallery),
      (["--list"], .list),
      (["--help"], .help),
      (["b"], .show(1)),
      (["c"], .unknown("c")),
      (["--list", "x"], .badArgument("x")),
      (["--bogus"], .badArgument("--bogus")),
      (["b", "extra"], .badArgument("extra")),
      (["カウ"], .show(2)),
      (["割り算"], .show(3)),
      (["カ"], .ambiguous("カ", ["カウンター (RxSwift Input/Output)", "カード"])),
    ] as [([String], PreviewGallery.Command)])
  func command(arguments: [String], expected: PreviewGallery.Command) {
    let titles = ["a", "b", "カウンター (RxSwift Input/Output)", "割り算 (MVP)", nil, "カード"]
    #expect(PreviewGallery.command(for: arguments, titles: titles) == expected)
  }

  @Test("the previews program's help names the program as it was run")
  func usageNamesTheProgram() {
    let usage = PreviewGallery.usage(program: "samples preview")
    #expect(usage.hasPrefix("USAGE: samples preview [--list | <title>]"))
    #expect(!usage.contains("<program>"))
  }
}

/// Preview providers named as real code names them, without the underscore.
struct CalculatorPreviews: PreviewProvider {
  static var previews: some View { Text("7 8 9") }
}

struct DialPreview: PreviewProvider {
  static var previews: some View { Text("dial") }
}
