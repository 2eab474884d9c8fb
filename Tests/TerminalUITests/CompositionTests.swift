import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

struct Item: Identifiable {
  let id: Int
  let name: String
}

struct ChildEditor: View {
  @Binding var text: String

  var body: some View {
    TextField("child", text: $text).accessibilityIdentifier("child")
  }
}

struct ParentWithBinding: View {
  @State private var text = "初め"

  var body: some View {
    VStack {
      Text("parent: \(text)").accessibilityIdentifier("parent")
      ChildEditor(text: $text)
      ChildEditor(text: .constant("固定")).disabled(true)
    }
  }
}

struct LabelAccessibility: View {
  var body: some View {
    VStack {
      Button {
      } label: {
        Text("送信").accessibilityIdentifier("sendButton").disabled(true)
      }
      Button("戻る") {}.accessibilityLabel("back")
    }
  }
}

enum Phase {
  case loading
  case loaded(String)
  case failed
}

struct BuilderShapes: View {
  let phase: Phase
  let optional: String?
  let items: [Item]

  var body: some View {
    VStack(alignment: .leading) {
      switch phase {
      case .loading: ProgressView("読み込み中")
      case .loaded(let text): Text(text)
      case .failed: Text("失敗").foregroundColor(.red)
      }
      if let optional { Text("optional: \(optional)") }
      ForEach(items) { item in Text(item.name) }
      ForEach(items, id: \.name) { item in Text("#\(item.id)") }
      Group {
        Text("g1")
        Text("g2")
      }
      .accessibilityIdentifier("grouped")
      AnyView(Text("erased"))
    }
  }
}

struct Card: ViewModifier {
  let title: String

  func body(content: Content) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(title).bold()
      content
    }
    .border(Color.gray)
  }
}

struct SectionedList: View {
  var body: some View {
    List {
      Section(header: Text("晴れの日")) {
        ForEach(0..<3, id: \.self) { Text("晴れ \($0)") }
      }
      Section("雨の日") {
        Button("雨 0") {}.accessibilityIdentifier("rain0")
      }
    }
  }
}

struct FocusFollowingScroll: View {
  var body: some View {
    ScrollView {
      VStack {
        ForEach(0..<20, id: \.self) { index in
          Button("button \(index)") {}
        }
      }
    }
  }
}

@Suite("Composition: bindings, builders, accessibility as SwiftUI composes it")
struct CompositionTests {
  @Test("@Binding writes through to the parent's state")
  func bindingThroughChild() {
    let app = TUIApplication(rootView: ParentWithBinding())
    app.launch()
    let child = app.textFields.element(boundBy: 0)
    #expect(child.hasFocus)
    child.typeText("追加")
    #expect(app.staticTexts["parent"].label == "parent: 初め追加")
    #expect(app.textFields.element(boundBy: 1).value as? String == "固定")
    #expect(!app.textFields.element(boundBy: 1).isEnabled)
  }

  @Test("a button takes its label's text, identifier and disabled state")
  func buttonLabelAccessibility() {
    let app = TUIApplication(rootView: LabelAccessibility())
    app.launch()
    let send = app.buttons["sendButton"]
    #expect(send.exists)
    #expect(send.label == "送信")
    #expect(!send.isEnabled)
    #expect(!app.staticTexts["送信"].exists)
    #expect(app.buttons["back"].exists)
    #expect(app.buttons["back"].hasFocus)
  }

  @Test("switch, if let, ForEach (Identifiable and key path), Group and AnyView all build")
  @MainActor func builderShapes() {
    let items = [Item(id: 1, name: "一"), Item(id: 2, name: "二")]
    let loaded = draw(
      BuilderShapes(phase: .loaded("完了"), optional: "あり", items: items), width: 14, height: 9)
    #expect(loaded == "完了\noptional: あり\n一\n二\n#1\n#2\ng1\ng2\nerased")
    let failed = draw(BuilderShapes(phase: .failed, optional: nil, items: []), width: 6, height: 4)
    #expect(failed == "失敗\ng1\ng2\nerased")
  }

  @Test("a custom ViewModifier wraps its content")
  @MainActor func customModifier() {
    let text = draw(Text("中身").modifier(Card(title: "題")), width: 6, height: 4)
    #expect(text == "┌────┐\n│題  │\n│中身│\n└────┘")
  }

  @Test("list sections show headers; a header is never selected; a row's button is activated")
  func sections() {
    let app = TUIApplication(rootView: SectionedList(), size: CGSize(width: 20, height: 8))
    app.launch()
    #expect(app.screenText.hasPrefix("晴れの日\n晴れ 0"))
    #expect(app.cells.count == 6)
    #expect(app.cells.element(boundBy: 1).hasFocus)
    app.typeKey(.end)
    #expect(app.cells.element(boundBy: 5).hasFocus)
    app.typeKey(.upArrow)
    #expect(app.cells.element(boundBy: 3).hasFocus)
  }

  @Test("a scroll view follows focus down its content")
  func scrollFollowsFocus() {
    let app = TUIApplication(rootView: FocusFollowingScroll(), size: CGSize(width: 20, height: 5))
    app.launch()
    #expect(app.buttons["button 0"].isHittable)
    for _ in 0..<10 { app.typeKey(.tab) }
    #expect(app.buttons["button 10"].hasFocus)
    #expect(app.buttons["button 10"].isHittable)
    #expect(!app.buttons["button 0"].isHittable)
  }

  @Test(
    "colour comes from TERM, COLORTERM and the terminal's own variables, and none under NO_COLOR",
    arguments: [
      (["TERM": "xterm-256color", "COLORTERM": "truecolor"], ColorMode.trueColor),
      (["TERM": "xterm-256color"], .palette256),
      (["TERM": "xterm"], .ansi16),
      (["TERM": "xterm", "XTERM_VERSION": "XTerm(379)"], .palette256),
      (["TERM": "xterm", "XTERM_VERSION": "XTerm(379)", "NO_COLOR": "1"], .none),
      (["TERM": "xterm-256color", "VTE_VERSION": "7200"], .trueColor),
      (["TERM": "dumb"], .none),
      (["TERM": "xterm-256color", "NO_COLOR": "1"], .none),
    ])
  func colourModes(environment: [String: String], mode: ColorMode) {
    #expect(ColorMode.detect(environment) == mode)
  }

  @Test("colours map to each mode; the primary colour is the terminal's own")
  func colourMapping() {
    #expect(Color.orange.terminalColor(.trueColor) == .rgb(255, 149, 0))
    #expect(Color.orange.terminalColor(.palette256) == .palette(208))
    #expect(Color.red.terminalColor(.ansi16) == .named(9))
    #expect(Color.orange.terminalColor(.none) == .default)
    #expect(Color.primary.terminalColor(.trueColor) == .default)
  }
}
