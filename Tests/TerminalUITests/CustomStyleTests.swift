import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// A card of the test's own: the title then the content, in a square border.
private struct CardBox: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      configuration.label
      configuration.content
    }
    .border(Color.primary)
  }
}

/// The terminal's box, with a line under it: a style that adds to the built-in one.
private struct Noted: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 0) {
      GroupBox(configuration)
      Text("note")
    }
  }
}

/// The amount as a percentage only.
private struct Percent: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    if let fraction = configuration.fractionCompleted {
      Text("\(Int(fraction * 100))%")
    } else {
      Text("…")
    }
  }
}

/// The terminal's bar with its label and a line under it.
private struct Captioned: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 0) {
      ProgressView(configuration)
      Text("caption")
    }
  }
}

@MainActor
@Suite("Group box and progress view styles of your own")
struct CustomStyleTests {
  @Test("a group box style of your own draws its body with the label and content given")
  func groupBox() {
    let view = GroupBox("題") { Text("中身") }.groupBoxStyle(CardBox())
    #expect(draw(view, width: 6, height: 4) == "┌────┐\n│題  │\n│中身│\n└────┘")
    let builtIn = draw(GroupBox("題") { Text("中身") }, width: 12, height: 3)
    #expect(
      draw(GroupBox("題") { Text("中身") }.groupBoxStyle(.automatic), width: 12, height: 3)
        == builtIn)
    #expect(
      draw(GroupBox("題") { Text("中身") }.groupBoxStyle(Noted()), width: 12, height: 4)
        == builtIn + "\n    note")
  }

  @Test("a group box inside a styled box's content takes the style too")
  func nestedGroupBox() {
    let view = GroupBox("外") {
      GroupBox("内") { Text("x") }
    }
    .groupBoxStyle(CardBox())
    #expect(
      draw(view, width: 6, height: 7)
        == "┌────┐\n│外  │\n│┌──┐│\n││内││\n││x ││\n│└──┘│\n└────┘")
  }

  @Test("a progress view style of your own is given the amount done, or nil while unknown")
  func progress() {
    #expect(
      draw(ProgressView(value: 0.25).progressViewStyle(Percent()), width: 4, height: 1) == "25%")
    #expect(draw(ProgressView().progressViewStyle(Percent()), width: 3, height: 1) == " …")
    // What a style is given stays between 0 and 1, whatever the value.
    #expect(
      draw(ProgressView(value: 7, total: 5).progressViewStyle(Percent()), width: 4, height: 1)
        == "100%")
    #expect(
      draw(ProgressView(value: -Double.infinity).progressViewStyle(Percent()), width: 2, height: 1)
        == "0%")
    let bar = ProgressView("読込", value: 0.5)
    let plain = draw(bar, width: 20, height: 2)
    #expect(draw(bar.progressViewStyle(.linear), width: 20, height: 2) == plain)
    let captioned = draw(bar.progressViewStyle(Captioned()), width: 20, height: 3)
    #expect(captioned.hasPrefix(plain))
    #expect(captioned.hasSuffix("caption"))
  }
}

/// The label above its value.
private struct Stacked: LabeledContentStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      configuration.label
      configuration.content
    }
  }
}

/// The built-in row with a mark before it.
private struct Marked: LabeledContentStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      Text("*")
      LabeledContent(configuration)
    }
  }
}

@MainActor
@Suite("Labeled content styles of your own")
struct LabeledContentStyleTests {
  @Test("a style of your own draws its body; LabeledContent(configuration) is the built-in row")
  func styles() {
    let plain = LabeledContent("版", value: "1.2")
    #expect(draw(plain.labeledContentStyle(Stacked()), width: 3, height: 2) == "版\n1.2")
    #expect(
      draw(plain.labeledContentStyle(.automatic), width: 10, height: 1)
        == draw(plain, width: 10, height: 1))
    #expect(draw(plain.labeledContentStyle(Marked()), width: 10, height: 1) == "*版    1.2")
  }
}

/// A group opened by a button of its own, `+` or `−` at the right.
private struct PlusMinus: DisclosureGroupStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      Button {
        configuration.isExpanded.toggle()
      } label: {
        HStack {
          configuration.label
          Text(configuration.isExpanded ? "−" : "+")
        }
      }
      .buttonStyle(.plain)
      if configuration.isExpanded { configuration.content }
    }
  }
}

/// A group with a style of the test's own.
private struct Advanced: View {
  @State private var open = false
  var body: some View {
    DisclosureGroup("詳細", isExpanded: $open) { Text("中身") }
      .disclosureGroupStyle(PlusMinus())
  }
}

@MainActor
@Suite("Disclosure group styles of your own")
struct DisclosureGroupStyleTests {
  @Test("a style of your own draws its body, and opens the group through the binding")
  nonisolated func style() {
    let app = TUIApplication(rootView: Advanced(), size: CGSize(width: 10, height: 3))
    app.launch()
    #expect(app.screenText.contains("詳細 +"))
    #expect(!app.screenText.contains("中身"))
    app.buttons["詳細 +"].tap()
    #expect(app.wait(timeout: 2) { _ in app.screenText.contains("中身") })
    #expect(app.screenText.contains("詳細 −"))
  }

  @Test("the automatic style is the built-in ▸/▾ group")
  func automatic() {
    let group = DisclosureGroup("詳細") { Text("中身") }
    #expect(
      draw(group.disclosureGroupStyle(.automatic), width: 10, height: 1)
        == draw(group, width: 10, height: 1))
  }
}
