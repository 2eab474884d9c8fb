import Foundation
import Testing

@testable import TerminalUI
@testable import TerminalUITesting

@MainActor
@Suite("Gauge: a value in a range drawn as a bar, its value read by UI tests")
struct GaugeTests {
  private func lines(_ app: TUIApplication) -> [String] {
    app.screenText.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop(while: { $0 == " " }).reversed())
    }
  }

  @Test("the label and current value over the bar between the bounds' labels")
  func fullGauge() {
    let view = Gauge(value: 30.0, in: 0...60) {
      Text("電池")
    } currentValueLabel: {
      Text("30分")
    } minimumValueLabel: {
      Text("0")
    } maximumValueLabel: {
      Text("60")
    }
    .gaugeStyle(.linearCapacity)
    .accessibilityIdentifier("battery")
    let app = TUIApplication(rootView: view, size: CGSize(width: 16, height: 2))
    app.launch()
    // 16 columns: "0 " and " 60" leave 11 for the bar, half of it filled (5.5 rounds to 6).
    #expect(lines(app) == ["電池        30分", "0 ██████░░░░░ 60"])
    let gauge = app.progressIndicators["battery"]
    #expect(gauge.label == "電池")
    #expect(gauge.value as? String == "30分")
  }

  @Test("without a current value label its value is the level in percent; bounds clamp it")
  func percentValue() {
    struct Screen: View {
      var body: some View {
        VStack {
          Gauge(value: 0.25) { Text("進み") }.accessibilityIdentifier("quarter")
          Gauge(value: 150.0, in: 0...100) { Text("超過") }.accessibilityIdentifier("over")
            .gaugeStyle(.accessoryCircular)
          Gauge(value: -3.0, in: 0...10) { EmptyView() }.accessibilityIdentifier("under")
            .gaugeStyle(.accessoryLinearCapacity)
        }
      }
    }
    let app = TUIApplication(rootView: Screen(), size: CGSize(width: 8, height: 5))
    app.launch()
    #expect(app.progressIndicators["quarter"].value as? String == "25%")
    #expect(app.progressIndicators["over"].value as? String == "100%")
    #expect(app.progressIndicators["under"].value as? String == "0%")
    // A quarter of eight columns; a gauge with no label is the bar alone.
    #expect(lines(app) == ["進み", "██░░░░░░", "超過", "████████", "░░░░░░░░"])
  }
}

@MainActor
@Suite("ContentUnavailableView: drawn centred, search's own words")
struct ContentUnavailableViewTests {
  private func lines(_ app: TUIApplication) -> [String] {
    app.screenText.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop(while: { $0 == " " }).reversed())
    }
  }

  @Test("the icon over the bold title, then the description and the actions, centred")
  func titleImageDescriptionActions() {
    struct Inbox: View {
      @State var refreshed = 0
      var body: some View {
        ContentUnavailableView {
          Label("メールなし", systemImage: "star")
        } description: {
          Text("届いたメールはここに")
        } actions: {
          Button("更新") { refreshed += 1 }
        }
      }
    }
    let app = TUIApplication(rootView: Inbox(), size: CGSize(width: 24, height: 9))
    app.launch()
    let shown = lines(app)
    #expect(shown.count == 9)
    let title = try? #require(shown.firstIndex { $0.contains("メールなし") })
    guard let title else { return }
    // Centred: as many columns before the title as after it (within one).
    let indent = shown[title].prefix { $0 == " " }.count
    #expect(abs(indent - (24 - indent - 10)) <= 1)
    #expect(shown[title - 1].trimmingCharacters(in: .whitespaces).count == 1)
    #expect(shown[title + 2].trimmingCharacters(in: .whitespaces) == "届いたメールはここに")
    #expect(shown[title + 4].trimmingCharacters(in: .whitespaces) == "[ 更新 ]")
    #expect(app.screenshot()[indent, title].isBold)
    #expect(app.staticTexts["メールなし"].exists)
    app.buttons["更新"].tap()
    #expect(app.buttons["更新"].exists)
  }

  @Test("the title and system image initializer, and search with and without its text")
  func conveniences() {
    let app = TUIApplication(
      rootView: ContentUnavailableView(
        "お気に入りなし", systemImage: "star", description: Text("★で追加")),
      size: CGSize(width: 30, height: 7))
    app.launch()
    #expect(app.staticTexts["お気に入りなし"].exists)
    #expect(app.staticTexts["★で追加"].exists)
    let search = TUIApplication(
      rootView: ContentUnavailableView.search(text: "りんご"), size: CGSize(width: 44, height: 7))
    search.launch()
    #expect(search.staticTexts["No Results for “りんご”"].exists)
    #expect(search.staticTexts["Check the spelling or try a new search."].exists)
    let empty = TUIApplication(
      rootView: ContentUnavailableView.search, size: CGSize(width: 44, height: 7))
    empty.launch()
    #expect(empty.staticTexts["No Results"].exists)
  }
}

/// A gauge style of one's own, as apps write segmented or percentage gauges.
private struct PercentGaugeStyle: GaugeStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Text("\(Int((configuration.value * 100).rounded()))%")
      configuration.currentValueLabel
    }
  }
}

@MainActor
@Suite("Gauge styles of your own")
struct CustomGaugeStyleTests {
  @Test("a style of your own draws its body from the value and labels; a built-in one the bar")
  func customStyle() {
    let custom = Gauge(value: 30, in: 0...120) {
      Text("Tank")
    } currentValueLabel: {
      Text("30 L")
    }
    .gaugeStyle(PercentGaugeStyle())
    #expect(
      screenText(of: custom, width: 20, height: 1).trimmingCharacters(in: .whitespaces)
        == "Tank 25% 30 L")
    let builtIn = Gauge(value: 30, in: 0...120) { Text("Tank") }.gaugeStyle(.linearCapacity)
    #expect(screenText(of: builtIn, width: 20, height: 3) != "Tank 25%")
    #expect(screenText(of: builtIn, width: 20, height: 3).contains("Tank"))
  }
}
