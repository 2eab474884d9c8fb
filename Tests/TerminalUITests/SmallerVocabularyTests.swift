import Foundation
import TerminalUITesting
import Testing

@testable import TerminalUI

private struct PushedItem: Hashable, Identifiable {
  let id: Int
}

/// A stack pushing a detail for the bound item.
private struct ItemNavigation: View {
  @State private var item: PushedItem?
  var body: some View {
    NavigationStack {
      VStack {
        Text("item \(item.map { String($0.id) } ?? "none")").accessibilityIdentifier("item")
        Button("open 7") { item = PushedItem(id: 7) }
      }
      .navigationDestination(item: $item) { item in Text("detail \(item.id)") }
    }
  }
}

private struct ScaledRow: View {
  @ScaledMetric(relativeTo: .body) private var width = 24
  @ScaledMetric private var height: CGFloat = 16
  var body: some View {
    ControlGroup {
      Button("A") {}
      Button("B") {}
    }
    .frame(width: width * 4, height: height)
    .controlGroupStyle(.navigation)
    .buttonBorderShape(.capsule)
    .blendMode(.multiply)
    .colorInvert()
    .headerProminence(.increased)
    .backgroundStyle(.blue)
  }
}

@Suite("Smaller vocabulary: item destinations, scaled metrics, control groups, accepted styles")
struct SmallerVocabularyTests {
  @Test("navigationDestination(item:) pushes while the item is set and clears it on going back")
  func itemDestination() {
    let app = TUIApplication(rootView: ItemNavigation(), size: CGSize(width: 30, height: 6))
    app.launch()
    app.buttons["open 7"].tap()
    #expect(app.staticTexts["detail 7"].waitForExistence(timeout: 5))
    app.typeKey(.escape)
    #expect(app.staticTexts["item"].wait(timeout: 5) { $0.label == "item none" })
  }

  @Test("a scaled metric is its value; a control group is its controls side by side")
  func scaledAndGrouped() {
    let lines = launched(ScaledRow(), width: 20, height: 1).screenshot().lines
    #expect(lines[0].contains("[ A ]") && lines[0].contains("[ B ]"))
    #expect(BlendMode.allCases.count == 21)
  }
}
