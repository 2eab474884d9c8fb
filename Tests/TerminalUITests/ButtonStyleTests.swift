import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

/// A style as tutorials write one: padding and a fill that change when pressed, and the
/// environment's isEnabled read in the style.
private struct Pill: ButtonStyle {
  @Environment(\.isEnabled) private var isEnabled

  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding(.horizontal)
      .foregroundColor(.white)
      .background(isEnabled ? (configuration.isPressed ? Color.gray : Color.orange) : .gray)
      .cornerRadius(8)
  }
}

/// A style that only changes the label's colour: still bracketed, so still a button.
private struct Tinted: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.foregroundColor(configuration.role == .destructive ? .red : .green)
  }
}

/// A primitive style: the configuration's own button, padded and bordered.
private struct Outlined: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button(configuration).padding(.horizontal).border(Color.gray)
  }
}

private struct Primitive: View {
  @State private var presses = 0

  var body: some View {
    VStack {
      Text("押した回数 \(presses)").accessibilityIdentifier("presses")
      Button("枠付き") { presses += 1 }.buttonStyle(Outlined()).accessibilityIdentifier("outlined")
    }
  }
}

/// A toggle drawn as a check mark before its label, as custom styles usually are.
private struct Checkmark: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Button {
        configuration.isOn.toggle()
      } label: {
        Text(configuration.isOn ? "◉" : "○")
      }
      .buttonStyle(.plain)
      configuration.label
    }
  }
}

private struct Buttons: View {
  @State private var presses = 0
  @State private var bold = false
  @State private var notify = true

  var body: some View {
    VStack(alignment: .leading) {
      Text("押した回数 \(presses)").accessibilityIdentifier("presses")
      Button {
        presses += 1
      } label: {
        Text("余白").padding(.horizontal)
      }
      .accessibilityIdentifier("padded")
      Button {
      } label: {
        HStack {
          Image(systemName: "plus")
          Text("追加")
        }
      }
      Button("送信") { presses += 10 }.buttonStyle(.borderedProminent)
        .accessibilityIdentifier("prominent")
      Button("詳細") {}.buttonStyle(.borderless)
      Button("素のまま") {}.buttonStyle(.plain)
      Button("注文") { presses += 100 }.buttonStyle(Pill()).accessibilityIdentifier("pill")
      Button("色だけ") {}.buttonStyle(Tinted())
      Toggle("太字", isOn: $bold).toggleStyle(.button).accessibilityIdentifier("bold")
      Toggle("通知", isOn: $notify).toggleStyle(Checkmark()).accessibilityIdentifier("notify")
    }
  }
}

@MainActor
private func host(mode: ColorMode = .palette256) -> ViewHost {
  var environment = EnvironmentValues()
  environment.colorMode = mode
  let host = ViewHost(
    rootView: Buttons(), size: Size(width: 40, height: 14), environment: environment)
  host.renderIfNeeded()
  return host
}

@MainActor
private func line(_ host: ViewHost, containing text: String) -> String? {
  host.screen.text.split(separator: "\n").map(String.init).first { $0.contains(text) }
}

@MainActor
private func cell(_ host: ViewHost, at text: String) -> Cell? {
  let lines = host.screen.text.split(separator: "\n", omittingEmptySubsequences: false)
  guard let y = lines.firstIndex(where: { $0.contains(text) }), let first = text.first else {
    return nil
  }
  return (0..<host.screen.width).map { host.screen[$0, y] }.first { $0.text == String(first) }
}

@MainActor
private func focus(_ host: ViewHost, _ identifier: String) {
  for _ in 0..<20 {
    if host.accessibility.first(where: \.hasFocus)?.identifier == identifier { return }
    host.handle(.tab)
    host.renderIfNeeded()
  }
}

@MainActor
@Suite("A button always reads as a button; button and toggle styles")
struct ButtonStyleTests {
  @Test("a padded label and a stack of an icon and a title are bracketed, as a text label is")
  func bracketed() throws {
    let host = host()
    let padded = try #require(line(host, containing: "余白")).trimmingCharacters(in: .whitespaces)
    #expect(padded.hasPrefix("[") && padded.hasSuffix("]"))
    let stack = try #require(line(host, containing: "追加")).trimmingCharacters(in: .whitespaces)
    #expect(stack.hasPrefix("[ ") && stack.hasSuffix(" ]"))
    // A style that only colours the label keeps the brackets too.
    let tinted = try #require(line(host, containing: "色だけ"))
    #expect(tinted.trimmingCharacters(in: .whitespaces) == "[ 色だけ ]")
  }

  @Test("plain and borderless drop the brackets; borderless is drawn in the tint colour")
  func plainAndBorderless() throws {
    let host = host()
    #expect(
      try #require(line(host, containing: "素のまま")).trimmingCharacters(in: .whitespaces) == "素のまま")
    #expect(try #require(line(host, containing: "詳細")).trimmingCharacters(in: .whitespaces) == "詳細")
    let borderless = try #require(cell(host, at: "詳細"))
    #expect(borderless.style.foreground == Color.blue.terminalColor(.palette256))
  }

  @Test(
    "a prominent button is filled with the tint, its text bold; reversed without colour",
    arguments: [ColorMode.palette256, .none])
  func prominent(mode: ColorMode) throws {
    let host = host(mode: mode)
    #expect(line(host, containing: "[ 送信 ]") != nil)
    let label = try #require(cell(host, at: "送信"))
    #expect(label.style.bold)
    if mode == .none {
      #expect(label.style.reverse)
    } else {
      #expect(label.style.background == Color.blue.terminalColor(mode))
    }
    focus(host, "prominent")
    let focused = try #require(cell(host, at: "送信"))
    #expect(focused.style != label.style)
    host.handle(.enter)
    host.renderIfNeeded()
    #expect(host.accessibility.first { $0.identifier == "presses" }?.label == "押した回数 10")
  }

  @Test(
    "a custom ButtonStyle draws its body as the button: its fill, no brackets, ▶ ◀ when focused")
  func customStyle() throws {
    let host = host()
    let pill = try #require(line(host, containing: "注文"))
    #expect(!pill.contains("["))
    let label = try #require(cell(host, at: "注文"))
    #expect(label.style.background == Color.orange.terminalColor(.palette256))
    focus(host, "pill")
    let focused = try #require(line(host, containing: "注文"))
    #expect(focused.contains("▶") && focused.contains("◀"))
    host.handle(.enter)
    host.renderIfNeeded()
    #expect(host.accessibility.first { $0.identifier == "presses" }?.label == "押した回数 100")
    let element = try #require(host.accessibility.first { $0.identifier == "pill" })
    #expect(element.role == .button && element.label == "注文")
  }

  @Test("toggleStyle(.button): a bracketed button filled while on; Enter flips it")
  func buttonToggle() throws {
    let host = host()
    #expect(line(host, containing: "[ 太字 ]") != nil)
    #expect(try #require(cell(host, at: "太字")).style.background == .default)
    focus(host, "bold")
    host.handle(.enter)
    host.renderIfNeeded()
    let element = try #require(host.accessibility.first { $0.identifier == "bold" })
    #expect(element.value == "1" && element.isSelected)
    host.handle(.tab)
    host.renderIfNeeded()
    #expect(
      try #require(cell(host, at: "太字")).style.background == Color.blue.terminalColor(.palette256))
  }

  @Test(
    "a custom ToggleStyle draws its body; the toggle takes focus and Enter, its button does not")
  func customToggle() throws {
    let app = TUIApplication(rootView: Buttons(), size: CGSize(width: 40, height: 14))
    app.launch()
    #expect(app.screenText.contains("◉ 通知"))
    let notify = app.switches["notify"]
    #expect(notify.value as? String == "1")
    #expect(notify.label == "通知")
    // The style's button is part of the toggle's look: no button of its own.
    #expect(!app.buttons["◉"].exists)
    notify.tap()
    #expect(notify.value as? String == "0")
    #expect(app.screenText.contains("○ 通知"))
    for _ in 0..<12 where !notify.hasFocus { app.typeKey(.tab) }
    #expect(notify.hasFocus)
    app.typeKey(.space)
    #expect(notify.value as? String == "1")
  }

  @Test("a PrimitiveButtonStyle's body is the button; Button(configuration) in it is its label")
  func primitiveStyle() throws {
    let app = TUIApplication(rootView: Primitive(), size: CGSize(width: 30, height: 8))
    app.launch()
    #expect(app.screenText.contains("枠付き"))
    #expect(app.screenText.contains("╭") || app.screenText.contains("┌"))
    #expect(app.buttons.count == 1)
    let button = app.buttons["outlined"]
    #expect(button.label == "枠付き")
    #expect(button.hasFocus)
    app.typeKey(.enter)
    #expect(app.staticTexts["presses"].label == "押した回数 1")
    button.tap()
    #expect(app.staticTexts["presses"].label == "押した回数 2")
  }
}
