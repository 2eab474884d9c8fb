import Foundation
import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

/// Counts the rows a lazy container makes.
@MainActor
final class RowCounter {
  var made = 0
}

/// A cell that counts how often its view is made.
private struct CountedCell: View {
  let index: Int
  let counter: RowCounter

  var body: some View {
    counter.made += 1
    return Text("#\(index)")
  }
}

/// A cell with a button, to move focus through.
private struct ButtonCell: View {
  let index: Int

  var body: some View {
    Button("b\(index)") {}.accessibilityIdentifier("b\(index)")
  }
}

// The tests that count the cells a grid or stack makes stay on ViewHost, drawing one frame;
// those of what the screen shows run on the driver.
@MainActor
@Suite("Lazy grids make only the lines in view; Grid columns take their alignment")
struct LazyGridTests {
  private func lines(_ host: ViewHost) -> [String] {
    host.screen.text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop(while: { $0 == " " || $0 == "┃" || $0 == "│" }).reversed())
    }
  }

  private func host<V: View>(_ view: V, width: Int = 30, height: Int = 6) -> ViewHost {
    let host = ViewHost(rootView: view, size: Size(width: width, height: height))
    host.renderIfNeeded()
    return host
  }

  /// The screen's lines, as `lines(_:)` gives a host's, of `view` launched through the driver.
  private func lines<V: View>(
    of view: @autoclosure @escaping @MainActor () -> V, width: Int = 30, height: Int = 6
  ) -> [String] {
    screenText(of: view(), width: width, height: height)
      .split(separator: "\n", omittingEmptySubsequences: false).map {
        String($0.reversed().drop(while: { $0 == " " || $0 == "┃" || $0 == "│" }).reversed())
      }
  }

  @Test("a LazyVGrid of 10,000 cells in a scroll view makes the rows in view and a few more")
  func verticalGridIsLazy() {
    let counter = RowCounter()
    let host = host(
      ScrollView {
        LazyVGrid(columns: [GridItem(.fixed(48)), GridItem(.fixed(48))], alignment: .leading) {
          ForEach(0..<10_000, id: \.self) { CountedCell(index: $0, counter: counter) }
        }
      })
    #expect(lines(host)[0].split(separator: " ") == ["#0", "#1"])
    #expect(lines(host)[5].split(separator: " ") == ["#10", "#11"])
    // Six rows in view, the one after, the last, and a few cells measured for the columns.
    #expect(counter.made < 100)
    counter.made = 0
    host.handle(.end)
    host.renderIfNeeded()
    #expect(lines(host)[5].split(separator: " ") == ["#9998", "#9999"])
    #expect(counter.made < 100)
  }

  @Test("Tab from the last button in view of a lazy grid scrolls the next row into view")
  nonisolated func tabScrollsGrid() {
    let app = TUIApplication(
      rootView: ScrollView {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 64))], alignment: .leading) {
          ForEach(0..<300, id: \.self) { ButtonCell(index: $0) }
        }
      },
      size: CGSize(width: 30, height: 4))
    app.launch()
    #expect(app.buttons["b0"].hasFocus)
    #expect(!app.buttons["b40"].exists)
    for _ in 0..<40 { app.typeKey(.tab) }
    #expect(app.buttons["b40"].hasFocus)
    #expect(app.buttons["b40"].isHittable)
    #expect(!app.screenText.contains("b0 "))
    for _ in 0..<40 { app.typeKey(.tab, modifierFlags: .shift) }
    #expect(app.buttons["b0"].hasFocus)
    #expect(app.buttons["b0"].isHittable)
  }

  @Test("a LazyHGrid in a horizontal scroll view makes the columns in view")
  func horizontalGridIsLazy() {
    let counter = RowCounter()
    let host = host(
      ScrollView(.horizontal) {
        LazyHGrid(rows: [GridItem(), GridItem()]) {
          ForEach(0..<5_000, id: \.self) { CountedCell(index: $0, counter: counter) }
        }
      }, width: 20, height: 2)
    #expect(lines(host)[0].hasPrefix("#0 #2 #4 #6"))
    #expect(lines(host)[1].hasPrefix("#1 #3 #5 #7"))
    #expect(counter.made < 200)
  }

  @Test("a section's header in a lazy grid is a row of its own across the grid")
  func sectionHeaders() {
    let lines = lines(
      of: LazyVGrid(columns: [GridItem(.fixed(24)), GridItem(.fixed(24))], alignment: .leading) {
        Section {
          ForEach(0..<3, id: \.self) { Text("a\($0)") }
        } header: {
          Text("見出しA")
        }
        Section("見出しB") {
          ForEach(0..<2, id: \.self) { Text("b\($0)") }
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
    #expect(Array(lines.prefix(5)) == ["見出しA", "a0  a1", "a2", "見出しB", "b0  b1"])
  }

  @Test("gridColumnAlignment on any cell sets its column's alignment for every row")
  func columnAlignment() {
    let lines = lines(
      of:
        Grid(alignment: .leading) {
          GridRow {
            Text("名前")
            Text("数")
          }
          GridRow {
            Text("りんご")
            Text("1200").gridColumnAlignment(.trailing)
          }
          GridRow {
            Text("柿")
            Text("5")
          }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
    #expect(lines[0] == "名前     数")
    #expect(lines[1] == "りんご 1200")
    #expect(lines[2] == "柿        5")
  }

  @Test("gridCellColumns spans columns; gridCellUnsizedAxes takes the width of the others")
  func spanAndUnsized() {
    let lines = lines(
      of:
        Grid(alignment: .leading) {
          GridRow {
            Text("左")
            Text("右側")
          }
          GridRow {
            Color.red.frame(height: 16).gridCellUnsizedAxes(.horizontal).overlay(Text("赤"))
            Text("x")
          }
          GridRow {
            Text("ずっと長いセル").gridCellColumns(2)
          }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
    #expect(lines[0].hasPrefix("左"))
    #expect(lines[2] == "ずっと長いセル")
    // The colour takes its column's width (set by the others), not the whole grid's.
    let screenshot = launched(
      Grid(alignment: .leading) {
        GridRow {
          Text("左側")
          Text("右")
        }
        GridRow {
          Color.red.gridCellUnsizedAxes([.horizontal, .vertical])
          Text("x")
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 30,
      height: 6, colors: .trueColor
    ).screenshot()
    // Color.red.
    let red = TUIScreenshot.Color.rgb(red: 255, green: 59, blue: 48)
    #expect(screenshot[0, 1].background == red)
    #expect(screenshot[3, 1].background == red)
    #expect(screenshot[4, 1].background != red)
    #expect(screenshot[5, 1].text == "x")
  }
}

@MainActor
@Suite("Lazy stacks make only the children in view")
struct LazyStackLazinessTests {
  @Test("a LazyVStack of 10,000 rows in a scroll view makes the rows in view; End shows the last")
  func verticalStackIsLazy() {
    let counter = RowCounter()
    let host = ViewHost(
      rootView: ScrollView {
        LazyVStack(alignment: .leading) {
          ForEach(0..<10_000, id: \.self) { CountedCell(index: $0, counter: counter) }
        }
      }, size: Size(width: 12, height: 4))
    host.renderIfNeeded()
    // Past 64 rows the stack takes the width offered, as SwiftUI's lazy stacks do.
    #expect(host.screen.text.hasPrefix("#0"))
    #expect(counter.made < 100)
    counter.made = 0
    host.handle(.end)
    host.renderIfNeeded()
    let lines = host.screen.text.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "┃")))
    }
    #expect(lines.last == "#9999")
    #expect(counter.made < 100)
  }

  @Test("a short LazyVStack is as wide as its widest child and centred, as a VStack")
  func shortStackHugs() {
    let lazy = draw(
      LazyVStack {
        Text("a")
        Text("bbb")
      }.border(Color.blue), width: 9, height: 4)
    let eager = draw(
      VStack {
        Text("a")
        Text("bbb")
      }.border(Color.blue), width: 9, height: 4)
    #expect(lazy == eager)
  }
}
