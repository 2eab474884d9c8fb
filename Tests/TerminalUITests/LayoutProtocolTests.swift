import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// Tags wrapped into rows, the way apps write a flow layout for SwiftUI: each tag at its
/// ideal size, a new row when the next one would pass the width offered.
struct FlowLayout: Layout {
  var spacing: CGFloat = 8

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let rows = arrange(subviews, width: proposal.width ?? .infinity)
    return CGSize(width: rows.width, height: rows.height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let rows = arrange(subviews, width: bounds.width)
    for (subview, origin) in zip(subviews, rows.origins) {
      subview.place(
        at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
        proposal: .unspecified)
    }
  }

  private func arrange(_ subviews: Subviews, width: CGFloat) -> (
    origins: [CGPoint], width: CGFloat, height: CGFloat
  ) {
    var origins: [CGPoint] = []
    var x: CGFloat = 0
    var y: CGFloat = 0
    var rowHeight: CGFloat = 0
    var widest: CGFloat = 0
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      if x > 0, x + size.width > width {
        x = 0
        y += rowHeight
        rowHeight = 0
      }
      origins.append(CGPoint(x: x, y: y))
      widest = max(widest, x + size.width)
      rowHeight = max(rowHeight, size.height)
      x += size.width + spacing
    }
    return (origins, widest, y + rowHeight)
  }
}

/// Counts what a layout does with its cache.
final class CacheLog {
  var made = 0
  var updated = 0
}

/// Subviews side by side from last to first, their widths measured once into the cache.
struct ReversedRow: Layout {
  let log: CacheLog

  struct Cache {
    var widths: [CGFloat]
  }

  func makeCache(subviews: Subviews) -> Cache {
    log.made += 1
    return Cache(widths: subviews.map { $0.sizeThatFits(.unspecified).width })
  }

  func updateCache(_ cache: inout Cache, subviews: Subviews) {
    log.updated += 1
    cache.widths = subviews.map { $0.sizeThatFits(.unspecified).width }
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    CGSize(width: cache.widths.reduce(0, +), height: 16)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    var x = bounds.minX
    for index in subviews.indices.reversed() {
      subviews[index].place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
      x += cache.widths[index]
    }
  }
}

/// The order a view asks to be laid out in.
struct Rank: LayoutValueKey {
  static let defaultValue = 99
}

/// Subviews side by side by their `Rank`, lowest first.
struct RankedRow: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return CGSize(
      width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var x = bounds.minX
    for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
      subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
      x += subview.sizeThatFits(.unspecified).width
    }
  }
}

private let tags = ["swift", "linux", "terminal", "layout", "ui"]

/// A counter whose count lives in its own state.
private struct Counter: View {
  @State private var count = 0
  var body: some View { Button("count \(count)") { count += 1 } }
}

/// A button that switches the layout of a label and a counter between a row and a column.
private struct SwitchingLayout: View {
  @State private var wide = true

  var body: some View {
    let layout = wide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout(alignment: .leading))
    VStack(alignment: .leading) {
      Button("switch") { wide.toggle() }
      layout {
        Text("label")
        Counter()
      }
    }
  }
}

/// A screen whose custom layout is drawn again when its state changes.
private struct RedrawnRow: View {
  let log: CacheLog
  @State private var taps = 0

  var body: some View {
    VStack {
      Button("tap \(taps)") { taps += 1 }
      ReversedRow(log: log) {
        Text("a")
        Text("bb")
      }
    }
  }
}

@MainActor
@Suite("Custom layouts: Layout, AnyLayout and ViewThatFits in cells")
struct LayoutProtocolTests {
  @Test("a flow layout wraps tags into as many rows as the width needs")
  func flowLayoutWraps() {
    let flow = FlowLayout {
      ForEach(tags, id: \.self) { Text($0) }
    }
    #expect(draw(flow, width: 20, height: 2) == "swift linux terminal\nlayout ui")
    #expect(draw(flow, width: 12, height: 3) == "swift linux\nterminal\nlayout ui")
  }

  @Test("a custom layout with an identifier is found by UI tests, its tags inside it")
  func layoutIdentifier() {
    let cloud = FlowLayout {
      ForEach(tags, id: \.self) { Text($0) }
    }
    .accessibilityIdentifier("tags")
    let app = TUIApplication(rootView: cloud, size: CGSize(width: 12, height: 3))
    app.launch()
    #expect(app.otherElements["tags"].exists)
    #expect(app.otherElements["tags"].staticTexts["terminal"].exists)
  }

  @Test("the views of a ForEach and of an if shown are each one subview")
  func subviewsAreFlattened() {
    let shown = true
    let flow = FlowLayout {
      Text("a")
      if shown { Text("b") }
      ForEach(["c", "d"], id: \.self) { Text($0) }
    }
    #expect(draw(flow, width: 7, height: 1) == "a b c d")
  }

  @Test("a layout makes its cache once, then updates it each time it is drawn again")
  func cacheKept() throws {
    let log = CacheLog()
    let app = TUIApplication(rootView: RedrawnRow(log: log), size: CGSize(width: 10, height: 2))
    app.launch()
    #expect(app.screenText.split(separator: "\n").last == "   bba")
    #expect(log.made == 1)
    let updatedBefore = log.updated
    app.buttons["tap 0"].tap()
    #expect(app.buttons["tap 1"].exists)
    #expect(log.made == 1)
    #expect(log.updated > updatedBefore)
    #expect(app.screenText.split(separator: "\n").last == "   bba")
  }

  @Test("a layout reads the values its subviews give with layoutValue(key:value:)")
  func layoutValues() {
    let row = RankedRow {
      Text("c")
      Text("b").layoutValue(key: Rank.self, value: 2)
      Text("a").padding(0).layoutValue(key: Rank.self, value: 1)
    }
    #expect(draw(row, width: 3, height: 1) == "abc")
  }

  @Test("AnyLayout switched from a row to a column keeps its subviews' state")
  func anyLayoutKeepsState() {
    let app = TUIApplication(rootView: SwitchingLayout(), size: CGSize(width: 20, height: 3))
    app.launch()
    app.buttons["count 0"].tap()
    app.buttons["count 1"].tap()
    #expect(app.screenText.contains("label [ count 2 ]"))
    app.buttons["switch"].tap()
    #expect(app.buttons["count 2"].exists)
    let lines = app.screenText.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(lines.suffix(2) == ["label", "[ count 2 ]"])
  }

  @Test("AnyLayout wraps a custom layout, whose cache it keeps, as well as the stacks")
  func anyLayoutOfCustom() {
    let log = CacheLog()
    let row = AnyLayout(ReversedRow(log: log)) {
      Text("a")
      Text("bb")
    }
    #expect(draw(row, width: 3, height: 1) == "bba")
    #expect(log.made == 1)
    let flow = AnyLayout(FlowLayout()) {
      ForEach(tags, id: \.self) { Text($0) }
    }
    #expect(draw(flow, width: 12, height: 3) == "swift linux\nterminal\nlayout ui")
  }

  @Test(
    "ViewThatFits draws the first child that fits the terminal's width, else the last",
    arguments: [(30, "the whole long title"), (12, "short title"), (5, "shor…")])
  func viewThatFits(width: Int, shown: String) {
    let view = ViewThatFits(in: .horizontal) {
      Text("the whole long title")
      Text("short title")
    }
    let text = draw(view, width: width, height: 1)
    #expect(text.trimmingCharacters(in: .whitespaces) == shown)
  }

  @Test("HStackLayout and VStackLayout lay out as HStack and VStack do")
  func stackLayouts() {
    #expect(
      draw(
        HStackLayout {
          Text("a")
          Text("b")
        }, width: 3, height: 1)
        == draw(
          HStack {
            Text("a")
            Text("b")
          }, width: 3, height: 1))
    #expect(
      draw(
        VStackLayout {
          Text("a")
          Text("bcd")
        }, width: 3, height: 2) == " a\nbcd")
  }

  @Test("GridLayout lays out its rows as Grid does")
  func gridLayout() {
    let layout = GridLayout(alignment: .leading) {
      GridRow {
        Text("a")
        Text("b")
      }
      GridRow {
        Text("ccc")
        Text("d")
      }
    }
    #expect(draw(layout, width: 5, height: 2) == "a   b\nccc d")
  }

  @Test("ProposedViewSize fills what it leaves unspecified")
  func proposedViewSize() {
    let proposal = ProposedViewSize(width: 40, height: nil)
    #expect(proposal.replacingUnspecifiedDimensions() == CGSize(width: 40, height: 10))
    #expect(ProposedViewSize(CGSize(width: 1, height: 2)) == ProposedViewSize(width: 1, height: 2))
    #expect(ProposedViewSize.infinity.width == .infinity)
  }
}
