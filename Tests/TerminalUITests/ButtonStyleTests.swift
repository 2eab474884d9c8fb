import Foundation
import TerminalUI
import TerminalUITesting
import Testing

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

/// The buttons, launched headless, their terminal showing `colors`.
private func launchButtons(colors: TerminalColors = .palette) -> TUIApplication {
  launched(Buttons(), width: 40, height: 14, colors: colors)
}

/// The first line of the screen that contains `text`.
private func line(_ app: TUIApplication, containing text: String) -> String? {
  app.screenshot().lines.first { $0.contains(text) }
}

/// Presses Tab until the element with `identifier` has focus.
private func focus(_ app: TUIApplication, _ identifier: String) {
  let element = app.descendants(matching: .any)[identifier]
  for _ in 0..<20 where !element.hasFocus { app.typeKey(.tab) }
  #expect(element.hasFocus)
}

@Suite("A button always reads as a button; button and toggle styles")
struct ButtonStyleTests {
  @Test("a padded label and a stack of an icon and a title are bracketed, as a text label is")
  func bracketed() throws {
    let app = launchButtons()
    let padded = try #require(line(app, containing: "余白")).trimmingCharacters(in: .whitespaces)
    #expect(padded.hasPrefix("[") && padded.hasSuffix("]"))
    let stack = try #require(line(app, containing: "追加")).trimmingCharacters(in: .whitespaces)
    #expect(stack.hasPrefix("[ ") && stack.hasSuffix(" ]"))
    // A style that only colours the label keeps the brackets too.
    let tinted = try #require(line(app, containing: "色だけ"))
    #expect(tinted.trimmingCharacters(in: .whitespaces) == "[ 色だけ ]")
  }

  @Test("plain and borderless drop the brackets; borderless is drawn in the tint colour")
  func plainAndBorderless() throws {
    let app = launchButtons()
    #expect(
      try #require(line(app, containing: "素のまま")).trimmingCharacters(in: .whitespaces) == "素のまま")
    #expect(try #require(line(app, containing: "詳細")).trimmingCharacters(in: .whitespaces) == "詳細")
    let borderless = try #require(app.screenshot().cell(at: "詳細"))
    // The tint, Color.blue (0, 122, 255), in the 256-colour palette.
    #expect(borderless.foreground == .indexed(33))
  }

  @Test(
    "a prominent button is filled with the tint, its text bold; reversed without colour",
    arguments: [TerminalColors.palette, .none])
  func prominent(colors: TerminalColors) throws {
    let app = launchButtons(colors: colors)
    #expect(line(app, containing: "[ 送信 ]") != nil)
    let label = try #require(app.screenshot().cell(at: "送信"))
    #expect(label.isBold)
    if colors == .none {
      #expect(label.isReversed)
    } else {
      // The tint, Color.blue, in the 256-colour palette.
      #expect(label.background == .indexed(33))
    }
    focus(app, "prominent")
    let focused = try #require(app.screenshot().cell(at: "送信"))
    #expect(focused != label)
    app.typeKey(.enter)
    #expect(app.staticTexts["presses"].label == "押した回数 10")
  }

  @Test(
    "a custom ButtonStyle draws its body as the button: its fill, no brackets, ▶ ◀ when focused")
  func customStyle() throws {
    let app = launchButtons()
    let pill = try #require(line(app, containing: "注文"))
    #expect(!pill.contains("["))
    let label = try #require(app.screenshot().cell(at: "注文"))
    // Color.orange (255, 149, 0), in the 256-colour palette.
    #expect(label.background == .indexed(208))
    focus(app, "pill")
    let focused = try #require(line(app, containing: "注文"))
    #expect(focused.contains("▶") && focused.contains("◀"))
    app.typeKey(.enter)
    #expect(app.staticTexts["presses"].label == "押した回数 100")
    #expect(app.buttons["pill"].exists)
    #expect(app.buttons["pill"].label == "注文")
  }

  @Test("toggleStyle(.button): a bracketed button filled while on; Enter flips it")
  func buttonToggle() throws {
    let app = launchButtons()
    #expect(line(app, containing: "[ 太字 ]") != nil)
    #expect(try #require(app.screenshot().cell(at: "太字")).background == .default)
    focus(app, "bold")
    app.typeKey(.enter)
    let element = app.descendants(matching: .any)["bold"]
    #expect(element.value as? String == "1")
    #expect(element.isSelected)
    app.typeKey(.tab)
    // The tint, Color.blue, in the 256-colour palette.
    #expect(try #require(app.screenshot().cell(at: "太字")).background == .indexed(33))
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
