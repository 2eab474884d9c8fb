import Foundation
import TerminalUITesting
import Testing

@testable import TerminalUI

/// Labels in AppKit's semantic colours, as a macOS view colours them.
private struct MacLabels: View {
  var body: some View {
    VStack(spacing: 0) {
      Text("primary").foregroundColor(Color(nsColor: .labelColor))
      Text("tertiary").foregroundColor(Color(nsColor: .tertiaryLabelColor))
      Text("panel").background(Color(nsColor: .controlBackgroundColor))
      Text("red").foregroundColor(Color(nsColor: .systemRed))
    }
  }
}

/// A row of cards, each wider than half the scroll view, padded inside it.
private struct Carousel: View {
  let clips: Bool

  var body: some View {
    HStack(spacing: 0) {
      Text("[")
      ScrollView(.horizontal) {
        HStack(spacing: 0) {
          Text("aaaa")
          Text("bbbb")
          Text("cccc")
        }
      }
      .frame(width: 48)
      .scrollClipDisabled(!clips)
      Text("]")
    }
  }
}

private struct Secret: TextAttribute {}

private struct Level: TextAttribute {
  let value: Int
}

@MainActor
@Suite("What real screens need beyond SwiftUI's own names: AppKit colours, localization values")
struct PortingGapsTests {
  @Test("Color(nsColor:) draws AppKit's semantic colours as their dark appearance")
  nonisolated func appKitColors() throws {
    let screenshot = launched(MacLabels(), width: 12, height: 4, colors: .trueColor).screenshot()
    #expect(try #require(screenshot.cell(at: "primary")).foreground == .default)
    #expect(
      try #require(screenshot.cell(at: "tertiary")).foreground
        == .rgb(red: 99, green: 99, blue: 99))
    #expect(
      try #require(screenshot.cell(at: "panel")).background == .rgb(red: 28, green: 28, blue: 28))
    let uiKitRed = launched(
      Text("red").foregroundColor(Color(uiColor: .systemRed)), colors: .trueColor
    ).screenshot()
    let expected = try #require(uiKitRed.cell(at: "red")).foreground
    #expect(try #require(screenshot.cell(at: "red")).foreground == expected)
  }

  @Test("a scroll view cuts its content at its bounds unless scrollClipDisabled says not to")
  func scrollClip() {
    #expect(screenText(of: Carousel(clips: true).pinned(), width: 20, height: 1) == "[aaaabb]")
    // Unclipped, the row goes on past the frame and over the bracket after it, which is drawn
    // first… then the content: SwiftUI draws it over what is around too.
    let unclipped = screenText(of: Carousel(clips: false).pinned(), width: 20, height: 1)
    #expect(unclipped.hasPrefix("[aaaabb"))
    #expect(unclipped.contains("cccc"))
  }

  @Test("String(localized:) gives the value's text; its key makes each interpolation a %@")
  func localizationValue() {
    let count = 3
    let value: String.LocalizationValue = "\(count) items, 100% fresh"
    #expect(value.key == "%@ items, 100%% fresh")
    #expect(String(localized: value) == "3 items, 100% fresh")
    #expect(String(localized: String.LocalizationValue("plain")) == "plain")
    #expect(String(localized: "welcome.title", defaultValue: "Welcome") == "Welcome")
  }

  @Test("a LocalizedStringResource shows its default value in Text and String(localized:)")
  func localizedStringResource() {
    let resource = LocalizedStringResource("greeting", defaultValue: "Hello \("Ada")")
    #expect(resource.key == "greeting")
    #expect(String(localized: resource) == "Hello Ada")
    let literal: LocalizedStringResource = "Settings"
    #expect(literal.key == "Settings")
    let text = screenText(of: Text(resource).pinned(), width: 20, height: 1)
    #expect(text == "Hello Ada")
    // A string literal stays a LocalizedStringKey.
    #expect(screenText(of: Text("plain").pinned(), width: 10, height: 1) == "plain")
  }

  @Test("a date range and a date interval are each shown as one interval")
  func dateRanges() {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    let range = Text(start...start.addingTimeInterval(1000))
    let interval = Text(DateInterval(start: start, duration: 1000))
    #expect(range.plainText == interval.plainText)
    #expect(range.plainText.contains("–"))
    #expect(range.plainText.hasPrefix("1/1"))
  }

  @Test("line spacing is accepted: the lines stay one a row")
  func lineSpacing() {
    let text = Text("one two").lineLimit(2).lineSpacing(10).frame(width: 32).pinned()
    let lines = screenText(of: text, width: 10, height: 3).split(separator: "\n")
    #expect(lines.map { $0.trimmingCharacters(in: .whitespaces) } == ["one", "two"])
  }

  @Test("an image joins text as its glyph, by Text(_:) and by interpolation")
  func imageInText() {
    let key: LocalizedStringKey = " Stars \(Image(systemName: "star")) here"
    let text = Text(Image(systemName: "star.fill")) + Text(key)
    #expect(text.plainText == "★ Stars ☆ here")
    #expect(screenText(of: text.pinned(), width: 20, height: 1) == "★ Stars ☆ here")
  }

  @Test("a literal with an image in it is a key, as in SwiftUI: the image is its glyph")
  func imageInLiteral() {
    let star = Image(systemName: "star")
    #expect(Text("Stars \(star)").plainText == "Stars ☆")
    let title = "Stars"
    // A String variable is still shown as it is.
    #expect(Text(title).plainText == "Stars")
    let button = Button("\(Image(systemName: "plus")) Add") {}
    #expect(screenText(of: button, width: 12, height: 1).contains("[ + Add ]"))
  }

  @Test("custom text attributes ride on the runs they were put on, the last of a type winning")
  func customAttributes() {
    let text =
      Text("a")
      + Text("b").customAttribute(Secret()).customAttribute(Level(value: 1))
      .customAttribute(Level(value: 2))
    #expect(text.customAttributes(Secret.self) == [nil, Secret()])
    #expect(text.customAttributes(Level.self) == [nil, Level(value: 2)])
    #expect(screenText(of: text.pinned(), width: 5, height: 1) == "ab")
  }
}
