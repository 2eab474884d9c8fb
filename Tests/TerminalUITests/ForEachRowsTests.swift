import Foundation
import Testing

@testable import TerminalUI
@testable import TerminalUITesting

/// A contact list whose entries each give two rows, a name and a number, and can be deleted.
private struct Contacts: View {
  @State var names = ["佐藤", "鈴木"]

  var body: some View {
    List {
      ForEach(names, id: \.self) { name in
        Text(name)
        Text("\(name)の番号")
      }
      .onDelete { names.remove(atOffsets: $0) }
    }
  }
}

/// Draws its content between brackets.
private struct Bracketed: ViewModifier {
  func body(content: Content) -> some View {
    HStack(spacing: 0) {
      Text("[")
      content
      Text("]")
    }
  }
}

@MainActor
@Suite("ForEach in a list: several views per element, modifiers on the ForEach")
struct ForEachRowsTests {
  private let blue = TUIScreenshot.Color.indexed(33)

  private func lines(_ app: TUIApplication) -> [String] {
    app.screenText.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop(while: { $0 == " " }).reversed())
    }.filter { !$0.isEmpty }
  }

  @Test("each of an element's views is a row of its own")
  func severalViewsPerElement() {
    let app = TUIApplication(rootView: Contacts(), size: CGSize(width: 20, height: 6))
    app.launch()
    #expect(app.cells.count == 4)
    #expect(lines(app) == ["佐藤", "佐藤の番号", "鈴木", "鈴木の番号"])
    // The arrow keys go through them one by one.
    app.typeKey(.downArrow)
    app.typeKey(.downArrow)
    #expect(app.cells["鈴木"].hasFocus)
  }

  @Test("deleting any row of an element deletes the element, through onDelete")
  func deleteElementRow() {
    let app = TUIApplication(rootView: Contacts(), size: CGSize(width: 20, height: 6))
    app.launch()
    app.typeKey(.downArrow)
    app.typeKey(.forwardDelete)
    #expect(lines(app) == ["鈴木", "鈴木の番号"])
  }

  @Test("an element whose if is not taken makes no row")
  func conditionalElement() {
    let view = List {
      ForEach(1...6, id: \.self) { number in
        if number.isMultiple(of: 2) { Text("偶数 \(number)") }
      }
    }
    let app = TUIApplication(rootView: view, size: CGSize(width: 20, height: 6))
    app.launch()
    #expect(app.cells.count == 3)
    #expect(lines(app) == ["偶数 2", "偶数 4", "偶数 6"])
  }

  @Test("a row background on the ForEach colours each row, and they stay separate rows")
  func rowBackgroundOnForEach() {
    let view = List {
      ForEach(["牛乳", "卵", "パン"], id: \.self) { Text($0) }
        .listRowBackground(Color.blue)
    }
    let app = TUIApplication(rootView: view, size: CGSize(width: 12, height: 4))
    app.launch()
    #expect(app.cells.count == 3)
    app.typeKey(.downArrow)
    let shot = app.screenshot()
    #expect(shot[8, 0].background == blue)
    #expect(shot[8, 2].background == blue)
  }

  @Test("a style, a padding and a custom modifier on the ForEach apply to each row")
  func modifiersOnForEach() {
    let view = List {
      ForEach(["一", "二"], id: \.self) { Text($0) }
        .modifier(Bracketed())
        .padding(.leading, 16)
        .foregroundStyle(Color.red)
    }
    let app = TUIApplication(rootView: view, size: CGSize(width: 12, height: 3))
    app.launch()
    #expect(app.cells.count == 2)
    #expect(lines(app) == ["  [一]", "  [二]"])
    let red = TUIApplication(
      rootView: Text("一").foregroundStyle(Color.red), size: CGSize(width: 2, height: 1))
    red.launch()
    #expect(app.screenshot()[3, 1].foreground == red.screenshot()[0, 0].foreground)
    #expect(red.screenshot()[0, 0].foreground != .default)
  }

  @Test("a modifier on a ForEach in a horizontal stack changes each view, side by side")
  func modifierInStack() {
    let text = draw(
      HStack(spacing: 0) {
        ForEach(["a", "b", "c"], id: \.self) { Text($0) }
          .padding(.horizontal, 8)
      }, width: 9, height: 2)
    #expect(text == " a  b  c\n")
  }

  @Test("a background on a Group draws behind each of its views")
  func backgroundOnGroup() {
    let app = TUIApplication(
      rootView: VStack(alignment: .leading, spacing: 0) {
        Group {
          Text("短い")
          Text("長い行です")
        }
        .background(Color.blue)
      }, size: CGSize(width: 12, height: 2))
    app.launch()
    let shot = app.screenshot()
    // Each background is as wide as its own text: the short line's stops after it. The
    // stack is centred, a column from the left.
    #expect(shot[1, 0].background == blue)
    #expect(shot[6, 0].background != blue)
    #expect(shot[8, 1].background == blue)
  }
}
