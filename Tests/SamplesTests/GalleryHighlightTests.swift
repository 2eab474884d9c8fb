import SamplesApp
import TerminalKit
@_spi(Engine) import TerminalUI
import Testing

@MainActor
@Suite("The gallery's selected app")
struct GalleryHighlightTests {
  @Test("the selected app is highlighted across both its lines, the title and the lesson")
  func bothLinesHighlighted() throws {
    var environment = EnvironmentValues()
    environment.colorMode = .palette256
    let host = ViewHost(
      rootView: GalleryView(services: nil), size: Size(width: 80, height: 24),
      environment: environment)
    host.renderIfNeeded()
    // The second ↓: the six architectures, then the login, come first.
    host.handle(.down)
    host.renderIfNeeded()
    host.handle(.down)
    host.renderIfNeeded()
    let selected = try #require(host.accessibility.first { $0.role == .cell && $0.hasFocus })
    #expect(selected.label.contains(SampleApp.division.lesson))
    #expect(selected.frame.height == 2)
    let title = (0..<80).map { host.screen[$0, selected.frame.y].style }
    let lesson = (0..<80).map { host.screen[$0, selected.frame.y + 1].style }
    // The same band on both lines: reversed, in the same colours, from edge to edge.
    for style in title + lesson {
      #expect(style.reverse)
      #expect(style.foreground == .default && style.background == .default)
    }
    #expect(!host.screen[0, selected.frame.maxY].style.reverse)
  }
}
