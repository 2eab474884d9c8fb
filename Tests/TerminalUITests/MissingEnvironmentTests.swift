import Foundation
import Observation
import TerminalUITesting
import Testing

@testable import TerminalUI

@Observable
private final class PantryShelf {
  var title = "Shelf"
}

private final class PantryBasket: ObservableObject {
  @Published var count = 3
}

private struct ShelfTitle: View {
  @Environment(PantryShelf.self) private var shelf
  var body: some View { Text(shelf.title) }
}

private struct BasketCount: View {
  @EnvironmentObject var basket: PantryBasket
  var body: some View { Text("items \(basket.count)") }
}

@Suite("A view whose environment lacks its object is drawn as a message, not a crash")
@MainActor
struct MissingEnvironmentTests {
  @Test("@Environment(Type.self) with no environment(_:) above: the message, and siblings draw")
  func observableMissing() {
    let text = screenText(
      of: VStack(alignment: .leading) {
        Text("before")
        ShelfTitle()
        Text("after")
      }, width: 100, height: 4)
    #expect(text.contains("before"))
    #expect(text.contains("No Observable object of type PantryShelf found"))
    #expect(text.contains("after"))
  }

  @Test("@EnvironmentObject with no environmentObject(_:) above: the message")
  func observableObjectMissing() {
    let text = screenText(of: BasketCount(), width: 100, height: 2)
    #expect(text.contains("No ObservableObject of type PantryBasket found"))
  }

  @Test("once the object is supplied the view's own body draws")
  func supplied() {
    let title = screenText(of: ShelfTitle().environment(PantryShelf()), width: 20, height: 1)
    #expect(title.trimmingCharacters(in: .whitespaces) == "Shelf")
    let count = screenText(
      of: BasketCount().environmentObject(PantryBasket()), width: 20, height: 1)
    #expect(count.trimmingCharacters(in: .whitespaces) == "items 3")
  }
}
