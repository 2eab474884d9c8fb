// Only these imports: what a SwiftUI file sees with `import SwiftUI` comes with TerminalUI.
import TerminalUI
import TerminalUITesting
import Testing

@Observable
final class Basket: @unchecked Sendable {
  var items: [String] = []
}

final class Checkout: ObservableObject, @unchecked Sendable {
  @Published var total = Decimal(0)
  let paid = PassthroughSubject<Decimal, Never>()
}

private struct Receipt: Codable, Equatable {
  var id = UUID()
  var date = Date(timeIntervalSince1970: 0)
  var lines = IndexSet([1, 3])
}

/// Set once, by the change handler, before the test reads it.
private final class Changed: @unchecked Sendable {
  var value = false
}

@Suite("import TerminalUI brings what import SwiftUI does")
struct ImportScopeTests {
  @Test("Foundation, Combine's ObservableObject and @Published, Observation, CoreGraphics' types")
  func scope() throws {
    let receipt = Receipt()
    let decoded = try JSONDecoder().decode(Receipt.self, from: JSONEncoder().encode(receipt))
    #expect(decoded == receipt)
    let rect = CGRect(origin: CGPoint(x: 1, y: 2), size: CGSize(width: 3, height: 4))
    #expect(rect.maxX == CGFloat(4))
    let checkout = Checkout()
    var totals: [Decimal] = []
    let subscription = checkout.$total.sink { totals.append($0) }
    checkout.total = Decimal(string: "1.5") ?? 0
    subscription.cancel()
    #expect(totals == [0, Decimal(string: "1.5")])
    let basket = Basket()
    let changed = Changed()
    withObservationTracking {
      _ = basket.items
    } onChange: {
      changed.value = true
    }
    basket.items.append("りんご")
    #expect(changed.value)
    #expect(UIScreen.main.bounds.width > 0)
    #expect(UserDefaults.standard.object(forKey: "architecture-samples.never-set") == nil)
  }

  @Test("URL loading's types, in FoundationNetworking on Linux, come with it as with SwiftUI")
  func networking() throws {
    let url = try #require(URL(string: "http://127.0.0.1:9/items"))
    var request = URLRequest(url: url)
    request.httpMethod = "POST"
    #expect(request.httpMethod == "POST")
    let session: URLSession = URLSession.shared
    #expect(session.configuration.timeoutIntervalForRequest > 0)
    let response = HTTPURLResponse(url: url, statusCode: 404, httpVersion: nil, headerFields: nil)
    #expect(response?.statusCode == 404)
  }

  @Test("Apple's Foundation's user directories, where FileManager puts them for the user")
  func directories() {
    let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
    #expect(URL.documentsDirectory == documents)
    let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
    #expect(URL.cachesDirectory == caches)
    #expect(URL.libraryDirectory.isFileURL)
    #expect(URL.documentsDirectory.appending(path: "notes.json").lastPathComponent == "notes.json")
  }
}
