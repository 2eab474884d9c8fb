import Foundation
import Testing

@testable import TerminalUI
@testable import TerminalUITesting

/// A long page that shows a "back to top" line once it is scrolled, as iOS 18 apps do with
/// `onScrollGeometryChange`.
private struct LongPage: View {
  @State private var scrolled = false
  @State private var reports: [String] = []

  var body: some View {
    VStack(spacing: 0) {
      Text(scrolled ? "先頭へ戻る" : "先頭").accessibilityIdentifier("top")
      Text(reports.joined(separator: ",")).accessibilityIdentifier("reports")
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<30, id: \.self) { Text("行 \($0)") }
        }
      }
      .onScrollGeometryChange(for: CGFloat.self) {
        $0.contentOffset.y
      } action: { old, new in
        reports.append("\(Int(old))→\(Int(new))")
      }
      .onScrollGeometryChange(for: Bool.self) {
        $0.contentOffset.y > 0
      } action: { _, new in
        scrolled = new
      }
    }
  }
}

@MainActor
@Suite("onScrollGeometryChange: a scroll view's or list's offset and sizes, in points")
struct ScrollGeometryTests {
  @Test("reported once when first drawn, then on each scroll, old and new, in points")
  func scrollViewReports() {
    let app = TUIApplication(rootView: LongPage(), size: CGSize(width: 30, height: 8))
    app.launch()
    #expect(app.staticTexts["top"].label == "先頭")
    #expect(app.staticTexts["reports"].label == "0→0")
    app.scrollViews.firstMatch.tap()
    app.typeKey(.downArrow)
    app.typeKey(.downArrow)
    #expect(app.staticTexts["top"].label == "先頭へ戻る")
    #expect(app.staticTexts["reports"].label == "0→0,0→16,16→32")
    app.typeKey(.home)
    #expect(app.staticTexts["top"].label == "先頭")
  }

  @Test("the geometry gives the content and container sizes and what is visible")
  func geometryValues() {
    var seen: ScrollGeometry?
    let view = ScrollView {
      VStack(spacing: 0) { ForEach(0..<20, id: \.self) { Text("\($0)") } }
        .frame(maxWidth: .infinity)
    }
    .onScrollGeometryChange(for: ScrollGeometry.self) {
      $0
    } action: { _, new in
      seen = new
    }
    let app = TUIApplication(rootView: view, size: CGSize(width: 10, height: 5))
    app.launch()
    #expect(seen?.containerSize == CGSize(width: 80, height: 80))
    #expect(seen?.contentSize.height == 320)
    #expect(seen?.visibleRect == CGRect(x: 0, y: 0, width: 80, height: 80))
    app.scrollViews.firstMatch.tap()
    app.typeKey(.pageDown)
    #expect(seen?.contentOffset == CGPoint(x: 0, y: 80))
    #expect(seen?.bounds.minY == 80)
  }

  @Test("a list reports its first row on screen; a scroll view inside reports nothing to it")
  func listReports() {
    var offsets: [CGFloat] = []
    let view = List {
      ForEach(0..<40, id: \.self) { Text("項目 \($0)") }
    }
    .onScrollGeometryChange(for: CGFloat.self) {
      $0.contentOffset.y
    } action: { _, new in
      offsets.append(new)
    }
    let app = TUIApplication(rootView: view, size: CGSize(width: 20, height: 5))
    app.launch()
    #expect(offsets == [0])
    app.tables.firstMatch.tap()
    for _ in 0..<6 { app.typeKey(.downArrow) }
    #expect(offsets.last == 32)
    #expect(!offsets.contains { $0 < 0 })
  }
}

private struct BackToTopPage: View {
  @State private var scrolledDown = false

  var body: some View {
    NavigationStack {
      ScrollViewReader { proxy in
        ScrollView {
          VStack(alignment: .leading, spacing: 16) {
            Button("下へ") { proxy.scrollTo("end", anchor: .top) }.id("top")
            ForEach(0..<8, id: \.self) { Text("行 \($0)") }
            Text("終わり").id("end")
          }
        }
        .onScrollGeometryChange(for: Bool.self) {
          $0.contentOffset.y > 0
        } action: { _, down in
          scrolledDown = down
        }
        .toolbar {
          if scrolledDown {
            Button("↑ 先頭へ") { proxy.scrollTo("top", anchor: .top) }
          }
        }
      }
      .navigationTitle("頁")
    }
  }
}

@MainActor
@Suite("onScrollGeometryChange with a scroll view reader and a toolbar")
struct ScrollGeometryToolbarTests {
  @Test("a toolbar button shown while scrolled down scrolls back and goes")
  func backToTop() {
    let app = TUIApplication(rootView: BackToTopPage(), size: CGSize(width: 30, height: 10))
    app.launch()
    #expect(!app.buttons["↑ 先頭へ"].exists)
    app.buttons["下へ"].tap()
    #expect(app.buttons["↑ 先頭へ"].exists)
    // The view stays where the button scrolled it, not back at the focused button.
    #expect(app.staticTexts["終わり"].exists)
    app.buttons["↑ 先頭へ"].tap()
    #expect(!app.buttons["↑ 先頭へ"].exists)
    #expect(app.buttons["下へ"].exists)
  }
}

/// A feed whose cards say when they are on screen, as a video feed starts and stops players.
private struct CardFeed: View {
  @State private var playing: Set<Int> = []

  var body: some View {
    VStack(spacing: 0) {
      Text(playing.sorted().map(String.init).joined(separator: ",")).accessibilityIdentifier(
        "playing")
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<6, id: \.self) { index in
            Text("カード \(index)\n二行目")
              .onScrollVisibilityChange(threshold: 0.5) { visible in
                if visible { playing.insert(index) } else { playing.remove(index) }
              }
          }
        }
      }
    }
  }
}

@MainActor
@Suite("onScrollVisibilityChange: on and off screen by a threshold")
struct ScrollVisibilityTests {
  @Test("the cards on screen say so at first; scrolling tells those that leave and arrive")
  func cards() {
    // Five rows for the cards: two cards whole and half of the third.
    let app = TUIApplication(rootView: CardFeed(), size: CGSize(width: 20, height: 6))
    app.launch()
    #expect(app.staticTexts["playing"].label == "0,1,2")
    app.scrollViews.firstMatch.tap()
    app.typeKey(.pageDown)
    // Rows 5 to 9 are on screen now: card 2 (rows 4–5) half, 3 and 4 whole.
    #expect(app.staticTexts["playing"].label == "2,3,4")
    app.typeKey(.home)
    #expect(app.staticTexts["playing"].label == "0,1,2")
  }
}

/// Thirty rows that note each scroll phase change, with the offset it happened at.
private struct PhaseLog: View {
  var inList = false
  @State private var log: [String] = []

  var body: some View {
    VStack(spacing: 0) {
      Text(log.joined(separator: " ")).accessibilityIdentifier("phases")
      if inList {
        List(0..<30, id: \.self) { Text("行 \($0)") }
          .onScrollPhaseChange { old, new, context in note(old, new, context) }
      } else {
        ScrollView {
          VStack(spacing: 0) {
            ForEach(0..<30, id: \.self) { Text("行 \($0)") }
          }
        }
        .onScrollPhaseChange { old, new, context in note(old, new, context) }
      }
    }
  }

  private func note(_ old: ScrollPhase, _ new: ScrollPhase, _ context: ScrollPhaseChangeContext) {
    #expect(context.velocity == nil)
    log.append("\(old)>\(new)@\(Int(context.geometry.contentOffset.y / 16))")
  }
}

// Not on the main actor: the settling is work queued on the main queue, which a main-actor
// test would hold while it waits.
@Suite("onScrollPhaseChange: a scroll starts when the view moves and ends when it rests")
struct ScrollPhaseTests {
  @Test("keys scroll: idle to interacting at the first move, back to idle once it rests")
  func keys() {
    let app = TUIApplication(rootView: PhaseLog(), size: CGSize(width: 20, height: 6))
    app.launch()
    let phases = app.staticTexts["phases"]
    #expect(!app.screenText.contains(">"), "drawing the first frame is not a scroll")
    app.scrollViews.firstMatch.tap()
    app.typeKey(.pageDown)
    app.typeKey(.pageDown)
    // Both moves are one scroll: it started once, at the first move.
    #expect(phases.label == "idle>interacting@6")
    #expect(phases.wait(timeout: 10) { $0.label == "idle>interacting@6 interacting>idle@11" })
    #expect(ScrollPhase.interacting.isScrolling && !ScrollPhase.idle.isScrolling)
    app.typeKey(.home)
    #expect(phases.label.hasSuffix("interacting>idle@11 idle>interacting@0"))
  }

  @Test("a list reports its phases too")
  func list() {
    let app = TUIApplication(rootView: PhaseLog(inList: true), size: CGSize(width: 20, height: 6))
    app.launch()
    app.tables.firstMatch.swipeUp()
    let phases = app.staticTexts["phases"]
    #expect(phases.wait(timeout: 5) { $0.label.hasPrefix("idle>interacting@") })
    #expect(phases.wait(timeout: 10) { $0.label.contains("interacting>idle@") })
  }
}

/// A chat: messages in a scroll view anchored at the bottom, and a button that sends one.
private struct Chat: View {
  @State private var messages: [String]

  init(count: Int) { _messages = State(initialValue: (1...count).map { "m\($0)" }) }

  var body: some View {
    VStack(spacing: 0) {
      ScrollView {
        VStack(alignment: .leading, spacing: 0) {
          ForEach(messages, id: \.self) { Text($0) }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
      }
      .defaultScrollAnchor(.bottom)
      Button("送る") { messages.append("m\(messages.count + 1)") }
    }
  }
}

@MainActor
@Suite("defaultScrollAnchor: where a scroll view starts, and stays as content comes")
struct DefaultScrollAnchorTests {
  /// The screen's text without the scroll bar's column (its track shows while the view has
  /// focus), trailing spaces trimmed.
  private func shown(_ app: TUIApplication) -> String {
    app.screenText.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop(while: { $0 == " " || $0 == "┃" || $0 == "│" }).reversed())
    }.joined(separator: "\n")
  }

  @Test("anchored at the bottom, a chat starts at its newest message and follows new ones")
  func chat() {
    let app = TUIApplication(rootView: Chat(count: 10), size: CGSize(width: 12, height: 5))
    app.launch()
    #expect(shown(app).hasPrefix("m7\nm8\nm9\nm10"), "\(shown(app))")
    app.buttons["送る"].tap()
    #expect(shown(app).hasPrefix("m8\nm9\nm10\nm11"), "\(shown(app))")
    // Scrolled up, the view stays where the person left it as messages come.
    app.scrollViews.firstMatch.tap()
    app.typeKey(.home)
    #expect(app.screenText.hasPrefix("m1 "))
    app.buttons["送る"].tap()
    #expect(app.screenText.hasPrefix("m1 "), "\(app.screenText)")
  }

  @Test("content shorter than the view sits at the anchor")
  func shortContent() {
    let app = TUIApplication(rootView: Chat(count: 2), size: CGSize(width: 12, height: 5))
    app.launch()
    #expect(app.screenText.hasPrefix("\n\nm1\nm2"), "\(app.screenText)")
  }
}

/// The chat above as a `List`, as many chat screens write it.
private struct ListChat: View {
  @State private var messages = (1...10).map { "m\($0)" }

  var body: some View {
    VStack(spacing: 0) {
      List(messages, id: \.self) { Text($0) }
        .defaultScrollAnchor(.bottom)
      Button("送る") { messages.append("m\(messages.count + 1)") }
    }
  }
}

@MainActor
@Suite("defaultScrollAnchor on a list")
struct ListDefaultScrollAnchorTests {
  @Test("anchored at the bottom, a list starts at its last row and follows rows added there")
  func listChat() {
    let app = TUIApplication(rootView: ListChat(), size: CGSize(width: 12, height: 5))
    app.launch()
    #expect(app.staticTexts["m10"].exists, "\(app.screenText)")
    #expect(!app.staticTexts["m1"].exists)
    app.buttons["送る"].tap()
    #expect(app.staticTexts["m11"].exists, "\(app.screenText)")
    #expect(!app.staticTexts["m7"].exists)
    // Moved up by a person, the list stays there as rows come.
    app.tables.firstMatch.tap()
    app.typeKey(.home)
    #expect(app.staticTexts["m1"].exists)
    app.buttons["送る"].tap()
    #expect(app.staticTexts["m1"].exists, "\(app.screenText)")
    #expect(!app.staticTexts["m12"].exists)
  }

  @Test("with no anchor a list starts at its first row")
  func unanchored() {
    let app = TUIApplication(
      rootView: List((1...10).map { "r\($0)" }, id: \.self) { Text($0) },
      size: CGSize(width: 12, height: 4))
    app.launch()
    #expect(app.staticTexts["r1"].exists)
    #expect(!app.staticTexts["r10"].exists)
  }
}
