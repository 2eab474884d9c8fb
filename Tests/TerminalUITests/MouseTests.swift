import Foundation
import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

/// A counter, a switch, a field and a list of numbered rows, side by side as a settings
/// screen would have them.
private struct MouseScreen: View {
  @State private var count = 0
  @State private var isOn = false
  @State private var name = ""
  @State private var picked = "なし"

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack {
        Button("増やす") { count += 1 }.accessibilityIdentifier("increment")
        Button("無効") { count += 100 }.disabled(true).accessibilityIdentifier("disabled")
        Text("回数 \(count)").accessibilityIdentifier("count")
      }
      Toggle("通知", isOn: $isOn).accessibilityIdentifier("notify")
      TextField("名前", text: $name).accessibilityIdentifier("name")
      Text("選択: \(picked)").accessibilityIdentifier("picked")
      List(1...40, id: \.self) { number in
        Button("行 \(number)") { picked = "行 \(number)" }
      }
      .accessibilityIdentifier("rows")
    }
  }
}

/// A scroll view taller than the screen, with a button at its top and one far below.
private struct LongPage: View {
  @State private var pressed = ""

  var body: some View {
    VStack(spacing: 0) {
      Text("押した: \(pressed)").accessibilityIdentifier("pressed")
      ScrollView {
        VStack(alignment: .leading, spacing: 0) {
          Button("上") { pressed = "上" }.accessibilityIdentifier("top")
          ForEach(1...30, id: \.self) { Text("段落 \($0)") }
          Button("下") { pressed = "下" }.accessibilityIdentifier("bottom")
        }
      }
      .accessibilityIdentifier("page")
    }
  }
}

/// A button that opens an alert.
private struct AlertScreen: View {
  @State private var showing = false
  @State private var answer = ""

  var body: some View {
    VStack {
      Button("削除") { showing = true }.accessibilityIdentifier("delete")
      Text("答え: \(answer)").accessibilityIdentifier("answer")
    }
    .alert("削除しますか", isPresented: $showing) {
      Button("キャンセル", role: .cancel) { answer = "キャンセル" }
      Button("削除する", role: .destructive) { answer = "削除" }
    }
  }
}

@MainActor
private func host<V: View>(_ view: V, width: Int = 40, height: Int = 12) -> ViewHost {
  let host = ViewHost(rootView: view, size: Size(width: width, height: height))
  host.renderIfNeeded()
  return host
}

@MainActor
private func element(_ host: ViewHost, _ identifier: String) throws -> AccessibilityElement {
  try #require(host.accessibility.first { $0.identifier == identifier })
}

// Clicks, the wheel and presses at places of a test's choosing go through the driver
// (click(), scroll(byDeltaX:deltaY:), swipeUp(), coordinate(withNormalizedOffset:)); on the
// engine stay the hit test of MouseRouting itself and a lone release, which no gesture sends.
@Suite("The mouse: hit testing, clicks and the wheel")
struct MouseTests {
  @Test("hit testing finds the innermost element that can be hit, the one drawn last on top")
  @MainActor func hitTesting() {
    let elements = [
      AccessibilityElement(
        id: 0, parent: nil, role: .other, frame: Rect(x: 0, y: 0, width: 20, height: 10)),
      AccessibilityElement(
        id: 1, parent: 0, role: .button, frame: Rect(x: 2, y: 2, width: 6, height: 1)),
      AccessibilityElement(
        id: 2, parent: 0, role: .button, isHittable: false,
        frame: Rect(x: 10, y: 2, width: 6, height: 1)),
      AccessibilityElement(
        id: 3, parent: nil, role: .alert, frame: Rect(x: 12, y: 0, width: 8, height: 5)),
    ]
    func hit(_ column: Int, _ row: Int) -> Int? {
      MouseRouting.element(at: column, row, in: elements, accepting: { _ in true })?.id
    }
    #expect(hit(2, 2) == 1)
    #expect(hit(7, 2) == 1)
    #expect(hit(8, 2) == 0)
    // Not hittable: the element beneath it takes the click.
    #expect(hit(10, 2) == 0)
    // Drawn later, on top.
    #expect(hit(13, 2) == 3)
    #expect(hit(25, 2) == nil)
    #expect(hit(2, -1) == nil)
    #expect(MouseRouting.chain(from: elements[1], in: elements).map(\.id) == [1, 0])
  }

  @Test("a click on a button focuses and presses it; a disabled one does nothing")
  func clickButton() {
    let app = launched(MouseScreen(), width: 40, height: 12)
    app.buttons["increment"].click()
    #expect(app.staticTexts["count"].label == "回数 1")
    #expect(app.buttons["increment"].hasFocus)
    app.buttons["disabled"].click()
    #expect(app.staticTexts["count"].label == "回数 1")
  }

  @Test("a press on one button and a release on another presses neither")
  func pressAndReleaseApart() {
    let app = launched(MouseScreen(), width: 40, height: 12)
    let button = app.buttons["increment"].coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0))
    let toggle = app.switches["notify"].coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0))
    button.press(forDuration: 0.5, thenDragTo: toggle)
    #expect(app.staticTexts["count"].label == "回数 0")
    #expect(app.switches["notify"].value as? String == "0")
    // Pressed and let go on the same button, it is a click.
    button.press(forDuration: 0.5, thenDragTo: button)
    #expect(app.staticTexts["count"].label == "回数 1")
  }

  @Test("a release with no press before it is no click")
  @MainActor func releaseWithoutPress() throws {
    let host = host(MouseScreen())
    let button = try element(host, "increment")
    host.handle(.mouse(MouseEvent(.release(.left), column: button.frame.x, row: button.frame.y)))
    host.renderIfNeeded()
    #expect(try element(host, "count").label == "回数 0")
  }

  @Test("a click flips a toggle, and a click on a field puts the cursor at the clicked column")
  func clickToggleAndField() {
    let app = launched(MouseScreen(), width: 40, height: 12)
    app.switches["notify"].coordinate(withNormalizedOffset: .zero).tap()
    #expect(app.switches["notify"].value as? String == "1")
    let field = app.textFields["name"]
    let start = field.coordinate(withNormalizedOffset: .zero)
    start.tap()
    #expect(field.hasFocus)
    field.typeText("東京タワー")
    // Column 4 is the first half of the third character (each takes two): before it.
    start.withOffset(CGVector(dx: 4, dy: 0)).tap()
    field.typeText("の")
    #expect(field.value as? String == "東京のタワー")
    // The right half of a wide character puts the cursor after it.
    start.withOffset(CGVector(dx: 1, dy: 0)).tap()
    field.typeText("!")
    #expect(field.value as? String == "東!京のタワー")
    // Past the text: at its end.
    start.withOffset(CGVector(dx: 30, dy: 0)).click()
    field.typeText("?")
    #expect(field.value as? String == "東!京のタワー?")
  }

  @Test("a coordinate is worked out against the current frame, and outside every element")
  func coordinatePoints() {
    let app = launched(MouseScreen(), width: 40, height: 12)
    let field = app.textFields["name"]
    let centre = field.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
    #expect(centre.screenPoint.x == field.frame.midX.rounded(.down))
    #expect(centre.screenPoint.y == field.frame.minY)
    #expect(centre.referencedElement === field)
    // A place past the screen's edge hits nothing: the count stays.
    app.coordinate(withNormalizedOffset: CGVector(dx: 1, dy: 1)).withOffset(CGVector(dx: 5, dy: 5))
      .tap()
    #expect(app.staticTexts["count"].label == "回数 0")
    // A double tap on the button presses it twice.
    app.buttons["increment"].coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
      .doubleTap()
    #expect(app.staticTexts["count"].label == "回数 2")
  }

  @Test("a click on a list row highlights it, focuses the list and activates it as Enter would")
  func clickRow() {
    let app = launched(MouseScreen(), width: 40, height: 12)
    app.cells["行 3"].click()
    #expect(app.staticTexts["picked"].label == "選択: 行 3")
    #expect(app.tables["rows"].hasFocus)
    #expect(app.cells.allElementsBoundByIndex.filter(\.hasFocus).map(\.label) == ["行 3"])
    // ↓ then moves on from the clicked row.
    app.typeKey(.downArrow)
    app.typeKey(.return)
    #expect(app.staticTexts["picked"].label == "選択: 行 4")
  }

  @Test(
    "the wheel scrolls the list under the pointer, three rows a notch; ↓ brings the highlight back")
  func wheelScrollsList() {
    let app = launched(MouseScreen(), width: 40, height: 12)
    let list = app.tables["rows"]
    #expect(app.cells.firstMatch.label == "行 1")
    // One notch of the wheel is three rows.
    list.scroll(byDeltaX: 0, deltaY: -3)
    #expect(app.cells.firstMatch.label == "行 4")
    list.scroll(byDeltaX: 0, deltaY: -3)
    list.scroll(byDeltaX: 0, deltaY: 3)
    #expect(app.cells.firstMatch.label == "行 4")
    // Far past the end (40 notches): the last screenful shows.
    list.scroll(byDeltaX: 0, deltaY: -120)
    let cells = app.cells.allElementsBoundByIndex
    #expect(cells.last?.label == "行 40")
    #expect(cells.count == Int(list.frame.height))
    // The wheel over something else scrolls nothing.
    let before = app.screenText
    app.buttons["increment"].scroll(byDeltaX: 0, deltaY: 3)
    #expect(app.screenText == before)
    // Keys that move the highlight (on row 1) bring it back into view.
    app.textFields["name"].click()
    app.typeKey(.tab)
    #expect(list.hasFocus)
    app.typeKey(.downArrow)
    #expect(app.cells.firstMatch.label == "行 2")
    #expect(app.cells.allElementsBoundByIndex.filter(\.hasFocus).map(\.label) == ["行 2"])
  }

  @Test("the wheel scrolls a scroll view away from its focused button, which then stays put")
  func wheelScrollsScrollView() {
    let app = launched(LongPage(), width: 40, height: 10)
    let top = app.buttons["top"]
    #expect(top.hasFocus)
    #expect(top.isHittable)
    // Twenty notches of the wheel.
    app.scrollViews["page"].scroll(byDeltaX: 0, deltaY: -60)
    #expect(!top.isHittable)
    let bottom = app.buttons["bottom"]
    #expect(bottom.isHittable)
    bottom.click()
    #expect(app.staticTexts["pressed"].label == "押した: 下")
    #expect(bottom.hasFocus)
    // Focus moved by a key: the view follows it again.
    app.typeKey(.tab, modifierFlags: .shift)
    #expect(top.isHittable)
  }

  @Test("under an alert only its buttons take clicks")
  func alertTakesClicks() {
    let app = launched(AlertScreen(), width: 40, height: 12)
    app.buttons["delete"].click()
    #expect(app.alerts.element.exists)
    // The button behind the alert is covered: no click reaches it.
    #expect(!app.buttons["delete"].isHittable)
    app.alerts.buttons["削除する"].click()
    #expect(!app.alerts.element.exists)
    #expect(app.staticTexts["answer"].label == "答え: 削除")
  }

  @Test("click() and swipeUp() in a UI test, headless, as XCUITest's")
  func driverClicks() {
    let app = TUIApplication(rootView: MouseScreen(), size: CGSize(width: 40, height: 12))
    app.launch()
    app.buttons["increment"].click()
    #expect(app.staticTexts["count"].label == "回数 1")
    app.switches["notify"].click()
    #expect(app.switches["notify"].value as? String == "1")
    app.cells["行 2"].click()
    #expect(app.staticTexts["picked"].label == "選択: 行 2")
    #expect(app.cells["行 1"].isHittable)
    app.tables["rows"].swipeUp()
    #expect(!app.cells["行 1"].exists)
    app.tables["rows"].scroll(byDeltaX: 0, deltaY: 30)
    #expect(app.cells["行 1"].exists)
    app.tables["rows"].scroll(byDeltaX: 0, deltaY: -6)
    #expect(app.cells.firstMatch.label == "行 7")
  }
}
