import Foundation
import TerminalUI
import TerminalUITesting
import Testing

@MainActor
@Suite("Grid, LazyVGrid, LazyHGrid and GeometryReader, by screen text")
struct GridLayoutTests {
  private func screen<V: View>(_ view: V, width: Int = 30, height: Int = 8) -> [String] {
    let app = TUIApplication(rootView: view, size: CGSize(width: width, height: height))
    app.launch()
    return app.screenText.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop(while: { $0 == " " }).reversed())
    }
  }

  @Test("Grid columns are as wide as their widest cell, one column apart; a Divider spans them")
  func gridColumns() {
    let lines = screen(
      Grid(alignment: .leading) {
        GridRow {
          Text("都市")
          Text("気温")
        }
        Divider()
        GridRow {
          Text("那覇市")
          Text("28℃")
        }
        GridRow {
          Text("合計").gridCellColumns(2)
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
    #expect(lines[0] == "都市   気温")
    #expect(lines[1].hasPrefix("──────────"))
    #expect(lines[2] == "那覇市 28℃")
    #expect(lines[3] == "合計")
  }

  @Test("Grid alignment and spacing: trailing cells, two columns apart, a blank line between rows")
  func gridAlignmentAndSpacing() {
    let lines = screen(
      Grid(alignment: .trailing, horizontalSpacing: 16, verticalSpacing: 16) {
        GridRow {
          Text("a")
          Text("1")
        }
        GridRow {
          Text("bbb")
          Text("22")
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
    #expect(lines[0] == "  a   1")
    #expect(lines[1] == "")
    #expect(lines[2] == "bbb  22")
  }

  @Test("LazyVGrid flows cells into fixed, flexible and adaptive columns")
  func lazyVGrid() {
    let fixed = screen(
      LazyVGrid(columns: [GridItem(.fixed(32)), GridItem(.flexible())], alignment: .leading) {
        ForEach(1..<6) { Text("項\($0)") }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      width: 20)
    #expect(fixed[0].hasPrefix("項1  項2"))
    #expect(fixed[1].hasPrefix("項2") == false)
    #expect(fixed[2].hasPrefix("項5"))
    // 30 columns, adaptive columns of at least 6 with one between: four across.
    let adaptive = screen(
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 48))], spacing: 0) {
        ForEach(0..<6) { Text("#\($0)") }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
    #expect(adaptive[0].split(separator: " ") == ["#0", "#1", "#2", "#3"])
    #expect(adaptive[1].split(separator: " ") == ["#4", "#5"])
  }

  @Test("LazyHGrid flows cells down its rows, then across")
  func lazyHGrid() {
    let lines = screen(
      LazyHGrid(rows: [GridItem(), GridItem()], alignment: .top) {
        ForEach(0..<5) { Text("c\($0)") }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
    #expect(lines[0] == "c0 c2 c4")
    #expect(lines[1] == "c1 c3")
  }

  @Test("GeometryReader gives its size in points (8 a column, 16 a row) and its place on screen")
  func geometryReader() {
    let lines = screen(
      VStack(spacing: 0) {
        Text("上")
        GeometryReader { proxy in
          VStack(alignment: .leading, spacing: 0) {
            Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
            Text("y=\(Int(proxy.frame(in: .global).minY)) x=\(Int(proxy.frame(in: .local).minX))")
            Color.red.frame(width: proxy.size.width / 2, height: 16)
              .overlay(Text("半分"))
          }
        }
      }, width: 20, height: 5)
    #expect(lines[1] == "160x64")
    #expect(lines[2] == "y=16 x=0")
    #expect(lines[3].trimmingCharacters(in: .whitespaces) == "半分")
  }
}
