import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI

/// A form as the login screen has it: a bordered field, an orange full-width button with
/// its own label, a bracketed text button.
private struct Form: View {
  @State private var text = ""
  let enabled: Bool
  let alert: Bool

  var body: some View {
    VStack {
      TextField("名前", text: $text).textFieldStyle(.roundedBorder)
      Button {
      } label: {
        Text("送信").frame(maxWidth: .infinity).padding(.vertical, 1)
          .foregroundColor(.white).background(Color.orange)
      }
      .disabled(!enabled)
      Button("戻る") {}
    }
    .alert("確認", isPresented: .constant(alert)) { Button("OK") {} }
  }
}

@MainActor
private func host(enabled: Bool = true, alert: Bool = false, mode: ColorMode) -> ViewHost {
  var environment = EnvironmentValues()
  environment.colorMode = mode
  let host = ViewHost(
    rootView: Form(enabled: enabled, alert: alert), size: Size(width: 30, height: 12),
    environment: environment)
  host.renderIfNeeded()
  return host
}

/// The row whose text contains `text`, and that row's cells.
@MainActor
private func row(_ host: ViewHost, containing text: String) -> [Cell]? {
  let lines = host.screen.text.split(separator: "\n", omittingEmptySubsequences: false)
  guard let y = lines.firstIndex(where: { $0.contains(text) }) else { return nil }
  return (0..<host.screen.width).map { host.screen[$0, y] }
}

@MainActor
@Suite("Focus and disabled controls show, with colour and without")
struct FocusLookTests {
  @Test(
    "a focused text field's box is heavy and bold; unfocused, it is light and dim",
    arguments: [ColorMode.trueColor, .none])
  func fieldFocus(mode: ColorMode) throws {
    let host = host(mode: mode)
    let focused = try #require(row(host, containing: "┏━"))
    let corner = try #require(focused.first { $0.text == "┏" })
    #expect(corner.style.bold && !corner.style.dim)
    host.handle(.tab)
    host.renderIfNeeded()
    #expect(row(host, containing: "┏") == nil)
    let unfocused = try #require(row(host, containing: "╭─"))
    #expect(try #require(unfocused.first { $0.text == "╭" }).style.dim)
  }

  @Test(
    "a focused button with its own fill keeps it and gains ▶ and ◀ at the ends of its label's row",
    arguments: [ColorMode.trueColor, .none])
  func filledButtonFocus(mode: ColorMode) throws {
    let host = host(mode: mode)
    host.handle(.tab)
    host.renderIfNeeded()
    let cells = try #require(row(host, containing: "送信"))
    let ends = cells.indices.filter { cells[$0].text == "▶" || cells[$0].text == "◀" }
    #expect(ends.map { cells[$0].text } == ["▶", "◀"])
    let label = try #require(cells.first { $0.text == "送" })
    #expect(label.style.bold)
    if mode == .none {
      // Without colour a fill is drawn reversed: it stays a block, never an empty line.
      #expect(label.style.reverse)
    } else {
      #expect(label.style.background == .rgb(255, 149, 0))
      #expect(!label.style.reverse)
    }
    host.handle(.tab)
    host.renderIfNeeded()
    let after = try #require(row(host, containing: "送信"))
    #expect(!after.contains { $0.text == "▶" })
    #expect(try #require(row(host, containing: "戻る")).contains { $0.style.reverse })
  }

  @Test(
    "a disabled button with a fill loses its colour and dims; without colour it is no block",
    arguments: [ColorMode.trueColor, .none])
  func disabledButton(mode: ColorMode) throws {
    let host = host(enabled: false, mode: mode)
    let cells = try #require(row(host, containing: "送信"))
    let label = try #require(cells.first { $0.text == "送" })
    #expect(label.style.dim)
    #expect(label.style.background != .rgb(255, 149, 0))
    #expect(!label.style.reverse)
  }

  @Test("while an alert is up, nothing behind it looks focused")
  func alertHidesFocus() throws {
    let host = host(alert: true, mode: .trueColor)
    #expect(!host.screen.text.contains("┏"))
    #expect(host.screen.text.contains("╭─"))
  }
}
