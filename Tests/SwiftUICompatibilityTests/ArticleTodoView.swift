// A to-do list as SwiftUI tutorials write it, with `import SwiftUI` alone: Foundation's UUID,
// Date, IndexSet, JSONEncoder and CGFloat, Combine's ObservableObject and @Published, and
// Observation's @Observable all come with it. Only the import differs from iOS.
import TerminalUI  // import SwiftUI

struct TodoItem: Identifiable, Codable, Equatable {
  var id = UUID()
  var title: String
  var createdAt = Date(timeIntervalSince1970: 0)
  var isDone = false
}

final class TodoStore: ObservableObject {
  @Published var items: [TodoItem] = [
    TodoItem(title: "牛乳を買う"), TodoItem(title: "本を返す"), TodoItem(title: "部屋の掃除"),
  ]

  func remove(atOffsets offsets: IndexSet) {
    for index in offsets.sorted(by: >) { items.remove(at: index) }
  }

  /// What would be saved: the items as JSON.
  func exported() -> Data? { try? JSONEncoder().encode(items) }
}

@Observable
final class TodoFilter {
  var showsDone = true
}

struct ArticleTodoView: View {
  @StateObject private var store = TodoStore()
  @State private var filter = TodoFilter()
  @State private var savedBytes = 0
  private let rowSpacing: CGFloat = 0

  var body: some View {
    VStack(alignment: .leading, spacing: rowSpacing) {
      ForEach(store.items.filter { filter.showsDone || !$0.isDone }) { item in
        Button(item.isDone ? "[x] \(item.title)" : "[ ] \(item.title)") {
          if let index = store.items.firstIndex(where: { $0.id == item.id }) {
            store.items[index].isDone.toggle()
          }
        }
        .accessibilityIdentifier(item.title)
      }
      Button(filter.showsDone ? "完了を隠す" : "完了も表示") { filter.showsDone.toggle() }
        .accessibilityIdentifier("filter")
      Button("先頭を削除") { store.remove(atOffsets: IndexSet(integer: 0)) }
        .accessibilityIdentifier("removeFirst")
      Button("書き出す") { savedBytes = store.exported()?.count ?? 0 }
        .accessibilityIdentifier("export")
      Text(savedBytes > 0 ? "書き出し済み" : "未保存").accessibilityIdentifier("exported")
    }
  }
}
