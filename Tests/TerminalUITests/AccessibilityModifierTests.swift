import Foundation
import Testing

@testable import TerminalUI
@testable import TerminalUITesting

/// A rating row as the tutorials write one: stars that read as one element with a value.
private struct Rating: View {
  @State var stars = 3
  @State var opened = 0

  var body: some View {
    VStack(alignment: .leading) {
      HStack {
        Text("評価")
        Text(String(repeating: "★", count: stars))
      }
      .accessibilityElement(children: .combine)
      .accessibilityValue("\(stars) / 5")
      .accessibilityIdentifier("rating")
      HStack {
        Text("開く")
        Button("▶") { opened += 1 }
      }
      .accessibilityElement(children: .combine)
      .accessibilityIdentifier("open")
      VStack {
        Text("隠れた文字")
      }
      .accessibilityElement()
      .accessibilityLabel("概要")
      VStack {
        Text("中身")
      }
      .accessibilityElement(children: .contain)
      .accessibilityIdentifier("box")
      Text("カード").onTapGesture { opened += 10 }.accessibilityAddTraits(.isButton)
      Text("選択中").accessibilityAddTraits([.isHeader, .isSelected])
      Button("ただの文字") {}.accessibilityRemoveTraits(.isButton)
      Text("\(opened)").accessibilityIdentifier("opened")
    }
  }
}

@MainActor
@Suite("accessibilityValue, traits and accessibilityElement(children:)")
struct AccessibilityModifierTests {
  private func launch() -> TUIApplication {
    let app = TUIApplication(rootView: Rating(), size: CGSize(width: 20, height: 12))
    app.launch()
    return app
  }

  @Test("combine makes one static text labelled with its children's labels, ', ' apart")
  func combine() {
    let app = launch()
    let rating = app.staticTexts["rating"]
    #expect(rating.label == "評価, ★★★")
    #expect(rating.value as? String == "3 / 5")
    #expect(!app.staticTexts["評価"].exists)
  }

  @Test("a combined element with a button in it is a button that presses it")
  func combineButton() {
    let app = launch()
    let open = app.buttons["open"]
    #expect(open.label == "開く, ▶")
    open.tap()
    #expect(app.staticTexts["opened"].label == "1")
    #expect(!app.buttons["▶"].exists)
  }

  @Test("ignore hides the children behind one element with the label given; contain holds them")
  func ignoreAndContain() {
    let app = launch()
    #expect(app.otherElements["概要"].exists)
    #expect(!app.staticTexts["隠れた文字"].exists)
    #expect(app.otherElements["box"].staticTexts["中身"].exists)
  }

  @Test("traits: isButton makes a tappable text a button, isSelected selects, removal undoes")
  func traits() {
    let app = launch()
    app.buttons["カード"].tap()
    #expect(app.staticTexts["opened"].label == "10")
    #expect(app.staticTexts["選択中"].isSelected)
    #expect(app.staticTexts["ただの文字"].exists)
    #expect(!app.buttons["ただの文字"].exists)
  }
}
