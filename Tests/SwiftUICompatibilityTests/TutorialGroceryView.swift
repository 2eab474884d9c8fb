// A grocery list as SwiftUI tutorials write it: onDelete and onMove with an EditButton,
// .searchable, a Grid of totals, a LazyVGrid of categories, a GeometryReader progress bar,
// and a ScrollViewReader that jumps back to the top. Only the import differs from iOS.
import TerminalUI  // import SwiftUI

struct GroceryItem: Identifiable, Hashable {
  let id = UUID()
  var name: String
  var category: String
  var bought = false
}

struct TutorialGroceryView: View {
  @State private var items = [
    GroceryItem(name: "りんご", category: "果物"),
    GroceryItem(name: "牛乳", category: "乳製品"),
    GroceryItem(name: "食パン", category: "パン"),
    GroceryItem(name: "バナナ", category: "果物"),
  ]
  @State private var searchText = ""
  @State private var lastChange = "なし"

  var searchResults: [GroceryItem] {
    if searchText.isEmpty { return items }
    return items.filter { $0.name.contains(searchText) }
  }

  let columns = [GridItem(.flexible()), GridItem(.flexible())]

  var body: some View {
    NavigationView {
      ScrollViewReader { proxy in
        VStack(alignment: .leading) {
          List {
            ForEach(searchResults) { item in
              Text(item.name).id(item.id)
            }
            .onDelete(perform: deleteItems)
            .onMove(perform: moveItems)
          }
          Grid(alignment: .leading) {
            GridRow {
              Text("品数")
              Text("\(items.count)").accessibilityIdentifier("count")
            }
            GridRow {
              Text("最後の変更")
              Text(lastChange).accessibilityIdentifier("lastChange")
            }
          }
          LazyVGrid(columns: columns, alignment: .leading) {
            ForEach(Array(Set(items.map(\.category))).sorted(), id: \.self) { category in
              Text(category)
            }
          }
          GeometryReader { geometry in
            Color.green
              .frame(width: geometry.size.width * CGFloat(items.count) / 10)
          }
          .frame(height: 16)
          Button("先頭へ") {
            if let first = items.first { proxy.scrollTo(first.id, anchor: .top) }
          }
        }
        .searchable(text: $searchText, prompt: "品名で探す")
        .navigationTitle("買い物リスト")
        .toolbar { EditButton() }
        .onChange(of: items) { newValue in lastChange = "\(newValue.count) 品" }
        .ignoresSafeArea(.keyboard)
      }
    }
  }

  func deleteItems(at offsets: IndexSet) {
    items.remove(atOffsets: offsets)
  }

  func moveItems(from source: IndexSet, to destination: Int) {
    items.move(fromOffsets: source, toOffset: destination)
  }
}
