import Foundation
import Testing

@testable import TerminalUI

/// A guide of the test's own: by default at a view's trailing edge.
private enum Colon: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.trailing] }
}

/// A guide a third of the way down a view.
private enum Third: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

extension HorizontalAlignment {
  fileprivate static let colon = HorizontalAlignment(Colon.self)
}

extension VerticalAlignment {
  fileprivate static let third = VerticalAlignment(Third.self)
}

@MainActor
@Suite("Stacks line their children up by alignment guides, built in or your own")
struct StackAlignmentGuideTests {
  @Test("a moved leading guide indents a child; the stack widens to hold it")
  func indent() {
    let view = VStack(alignment: .leading) {
      Text("abc")
      Text("de").alignmentGuide(.leading) { $0[.leading] - 16 }
    }
    .border(Color.primary)
    #expect(draw(view, width: 6, height: 4) == "┌────┐\n│abc │\n│  de│\n└────┘")
  }

  @Test("a guide moved the other way pushes the others in instead")
  func outdent() {
    let view = VStack(alignment: .leading) {
      Text("title").alignmentGuide(.leading) { _ in 16 }
      Text("body")
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    #expect(draw(view, width: 8, height: 2) == "title\n  body")
  }

  @Test("trailing guides in an HStack lift a child by rows")
  func hstackRows() {
    let view = HStack(alignment: .top, spacing: 0) {
      Text("a")
      Text("b").alignmentGuide(.top) { $0[.top] - 16 }
      Text("c").alignmentGuide(.top) { $0[.top] - 32 }
    }
    .frame(maxHeight: .infinity, alignment: .top)
    #expect(draw(view, width: 3, height: 3) == "a\n b\n  c")
  }

  @Test("labels of different widths line up on a guide of your own, set inside each row")
  func colon() {
    let view = VStack(alignment: .colon, spacing: 0) {
      HStack(spacing: 0) {
        Text("名前").alignmentGuide(.colon) { $0[.trailing] }
        Text(": 太郎")
      }
      HStack(spacing: 0) {
        Text("メール").alignmentGuide(.colon) { $0[.trailing] }
        Text(": a@b.jp")
      }
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    #expect(draw(view, width: 16, height: 2) == "  名前: 太郎\nメール: a@b.jp")
  }

  @Test("without moved guides, a guide of your own lines children up at its default")
  func customDefault() {
    // Trailing by default: the children end together.
    let view = VStack(alignment: .colon, spacing: 0) {
      Text("ab")
      Text("abcd")
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    #expect(draw(view, width: 6, height: 2) == "  ab\nabcd")
    let dimensions = ViewDimensions(width: 48, height: 48)
    #expect(dimensions[HorizontalAlignment.colon] == 48)
    #expect(dimensions[VerticalAlignment.third] == 16)
    #expect(HorizontalAlignment.colon == HorizontalAlignment(Colon.self))
    #expect(HorizontalAlignment.colon != .trailing)
  }

  @Test("a frame aligns its content by a guide of your own")
  func frameCustom() {
    let view = Text("x").frame(
      width: 8, height: 48, alignment: Alignment(horizontal: .leading, vertical: .third))
    #expect(draw(view, width: 1, height: 3) == "\nx\n")
  }

  @Test("a centre guide a child does not move centres as without guides, to the cell")
  func centreUnmoved() {
    let plain = VStack {
      Text("abcd")
      Text("x")
      Text("yz")
    }
    let guided = VStack {
      Text("abcd")
      Text("x")
      Text("yz").alignmentGuide(.leading) { _ in 0 }
    }
    #expect(draw(guided, width: 4, height: 3) == draw(plain, width: 4, height: 3))
    #expect(draw(plain, width: 4, height: 3) == "abcd\n x\n yz")
  }
}
