import Foundation
import TerminalUITesting
import Testing

@testable import TerminalUI

/// The anchors the views inside set, in drawing order.
private struct MarkKey: PreferenceKey {
  static let defaultValue: [Anchor<CGPoint>] = []
  static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) {
    value += nextValue()
  }
}

/// Rectangles the views inside set.
private struct FrameKey: PreferenceKey {
  static let defaultValue: Anchor<CGRect>? = nil
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = value ?? nextValue()
  }
}

/// Words with a star put at the top trailing corner of the second, by an overlay that reads
/// its anchor.
private struct StarredWords: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("plain")
      Text("starred")
        .anchorPreference(key: MarkKey.self, value: .topTrailing) { [$0] }
    }
    .padding(.leading, 16)
    .overlayPreferenceValue(MarkKey.self) { anchors in
      GeometryReader { proxy in
        ForEach(anchors.indices, id: \.self) { index in
          Text("*").position(proxy[anchors[index]])
        }
      }
    }
  }
}

/// Reports, in text, the frame an anchor of `.bounds` gives in a reader's space.
private struct BoundsReport: View {
  var body: some View {
    VStack(spacing: 0) {
      Text("abc")
      Text("wxyz").anchorPreference(key: FrameKey.self, value: .bounds) { $0 }
    }
    .frame(width: 80, alignment: .leading)
    .backgroundPreferenceValue(FrameKey.self) { anchor in
      GeometryReader { proxy in
        if let anchor {
          let rect = proxy[anchor]
          Text("\(Int(rect.minX)),\(Int(rect.minY)) \(Int(rect.width))x\(Int(rect.height))")
            .offset(y: 32)
        }
      }
    }
  }
}

/// A badge centred on the top trailing corner of a box, by alignment guides.
private struct GuidedBadge: View {
  var body: some View {
    Text("box-----")
      .padding(.top, 16)
      .overlay(alignment: .topTrailing) {
        Text("9")
          .alignmentGuide(.trailing) { $0[HorizontalAlignment.leading] }
      }
  }
}

@MainActor
@Suite("Anchors and alignment guides: where a view is, read by a reader above")
struct AnchorPreferenceTests {
  @Test("an anchor read through a geometry proxy places a view at the anchored corner")
  func topTrailingAnchor() {
    let app = launched(StarredWords().pinned(), width: 16, height: 4)
    let lines = app.screenText.split(separator: "\n", omittingEmptySubsequences: false)
    // "starred" spans columns 2–8 of row 1; its top trailing corner is column 9, row 1.
    #expect(lines[1] == "  starred*")
  }

  @Test("a bounds anchor is the view's frame in points, from the reader's origin")
  func boundsAnchor() {
    let text = screenText(of: BoundsReport(), width: 12, height: 4)
    #expect(text.contains("0,16 32x16"))
  }

  @Test("an anchor equals another of the same value; sources map unit points over the bounds")
  func anchorValues() {
    let bounds = CGRect(x: 8, y: 16, width: 80, height: 32)
    let source = Anchor<CGPoint>.Source.bottomTrailing
    #expect(source.anchor(in: bounds).value == CGPoint(x: 88, y: 48))
    #expect(Anchor<CGPoint>.Source.center.anchor(in: bounds).value == CGPoint(x: 48, y: 32))
    #expect(
      Anchor<CGPoint>.Source.point(CGPoint(x: 8, y: 0)).anchor(in: bounds).value
        == CGPoint(x: 16, y: 16))
    #expect(
      Anchor<CGRect>.Source.rect(CGRect(x: 8, y: 16, width: 8, height: 16)).anchor(in: bounds)
        .value == CGRect(x: 16, y: 32, width: 8, height: 16))
    #expect(source.anchor(in: bounds) == source.anchor(in: bounds))
  }

  @Test("an alignment guide moves an overlay's badge off the corner it is aligned to")
  func alignmentGuide() {
    let lines = screenText(of: GuidedBadge().pinned(), width: 12, height: 2).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "        9")
    #expect(lines[1] == "box-----")
  }

  @Test("view dimensions give a guide's place in points")
  func viewDimensions() {
    let dimensions = ViewDimensions(width: 40, height: 32)
    #expect(dimensions[HorizontalAlignment.center] == 20)
    #expect(dimensions[HorizontalAlignment.trailing] == 40)
    #expect(dimensions[VerticalAlignment.bottom] == 32)
    #expect(dimensions[explicit: VerticalAlignment.top] == nil)
  }
}
