import Foundation
import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI

/// A banner that reports its own width, as iOS 16+ code measures a view without wrapping it in
/// a `GeometryReader`.
private struct MeasuredBanner: View {
  @State private var width: CGFloat = 0
  @State private var changes = 0

  var body: some View {
    VStack {
      Text("お知らせ")
        .frame(maxWidth: .infinity)
        .onGeometryChange(for: CGFloat.self) { proxy in
          proxy.size.width
        } action: { newWidth in
          width = newWidth
          changes += 1
        }
      Text("幅 \(Int(width)) pt, \(changes) 回").accessibilityIdentifier("width")
    }
  }
}

@Suite("onGeometryChange reports a view's geometry as it changes")
@MainActor
struct OnGeometryChangeTests {
  @Test("the first value comes after the first frame; a resize reports the new one")
  func reportsAndFollows() {
    // On the host itself: the driver cannot resize its window.
    let host = ViewHost(rootView: MeasuredBanner(), size: Size(width: 30, height: 4))
    host.renderIfNeeded()
    host.renderIfNeeded()
    #expect(host.screen.text.contains("幅 240 pt, 1 回"), "\(host.screen.text)")
    host.resize(Size(width: 20, height: 4))
    host.renderIfNeeded()
    host.renderIfNeeded()
    #expect(host.screen.text.contains("幅 160 pt, 2 回"), "\(host.screen.text)")
  }
}
