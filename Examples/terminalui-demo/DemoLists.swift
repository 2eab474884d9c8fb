import Foundation
import TerminalUI

/// A to-do list that edits itself: Delete removes the highlighted row, Alt-↑/↓ moves it,
/// 編集 in the bar shows the marks, and the search field filters the rows. Each row has swipe
/// actions: ← uncovers 削除 at its right, → uncovers 完了 at its left (or drag the row with
/// the mouse).
struct DemoTodoList: View {
  struct Todo: Identifiable {
    let id = UUID()
    var title: String
    var done = false
  }

  @State private var todos = [
    Todo(title: "牛乳を買う"), Todo(title: "本を返す"), Todo(title: "部屋を掃除する"),
    Todo(title: "手紙を書く"), Todo(title: "固定の項目（消せない）"),
  ]
  @State private var query = ""
  @State private var changes = 0

  private var shown: [Todo] {
    query.isEmpty ? todos : todos.filter { $0.title.contains(query) }
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      List {
        ForEach(shown) { todo in
          Text(todo.done ? "✓ \(todo.title)" : todo.title)
            .deleteDisabled(todo.title.hasPrefix("固定"))
            .moveDisabled(!query.isEmpty)
            // Done rows on green, the text a column in from the row's edges.
            .listRowBackground(todo.done ? Color.green : nil)
            .listRowInsets(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))
            .swipeActions {
              if !todo.title.hasPrefix("固定") {
                Button("削除", role: .destructive) { todos.removeAll { $0.id == todo.id } }
              }
            }
            .swipeActions(edge: .leading) {
              Button(todo.done ? "未完了" : "完了") { toggle(todo) }.tint(.green)
            }
        }
        .onDelete { offsets in
          let ids = offsets.map { shown[$0].id }
          todos.removeAll { ids.contains($0.id) }
        }
        .onMove { offsets, destination in todos.move(fromOffsets: offsets, toOffset: destination) }
      }
      .accessibilityIdentifier("todos")
      DemoTodoHint(changes: changes)
    }
    .searchable(text: $query, prompt: "やることを検索")
    .onChange(of: todos.map(\.title)) { changes += 1 }
    .navigationTitle("やること")
    .toolbar { EditButton() }
  }

  private func toggle(_ todo: Todo) {
    guard let index = todos.firstIndex(where: { $0.id == todo.id }) else { return }
    todos[index].done.toggle()
  }
}

/// The keys to use, or while the user searches, how to stop (`isSearching`, `dismissSearch`).
private struct DemoTodoHint: View {
  let changes: Int
  @Environment(\.isSearching) private var isSearching
  @Environment(\.dismissSearch) private var dismissSearch

  var body: some View {
    if isSearching {
      HStack {
        Text("検索中（Esc でやめる）").foregroundColor(.secondary).accessibilityIdentifier("hint")
        Button("検索をやめる") { dismissSearch() }
      }
    } else {
      Text("Delete で削除、Alt-↑↓ で並べ替え、←→ でスワイプ（変更 \(changes) 回）")
        .foregroundColor(.secondary)
        .accessibilityIdentifier("hint")
    }
  }
}

/// A grid, an adaptive grid, a geometry reader and a scroll view reader on one screen.
struct DemoLayout: View {
  private let cities = [("那覇", "28℃"), ("東京", "18℃"), ("札幌", "9℃")]
  @State private var showingWidth = false
  /// Whether the page is scrolled down: the toolbar then offers a way back to the top.
  @State private var scrolledDown = false

  var body: some View {
    ScrollViewReader { proxy in
      ScrollView {
        VStack(alignment: .leading, spacing: 16) {
          Button("下の色見本へ") { proxy.scrollTo("swatches", anchor: .top) }.id("top")
          Grid(alignment: .leading) {
            GridRow {
              Text("都市").bold()
              // The temperatures line up at the right, as figures do.
              Text("気温").bold().gridColumnAlignment(.trailing)
            }
            Divider()
            ForEach(cities, id: \.0) { city in
              GridRow {
                // Faded at the scroll view's edges on iOS; a terminal shows it whole or not.
                Text(city.0)
                  .scrollTransition { content, phase in
                    content.opacity(phase.isIdentity ? 1 : 0.3)
                  }
                Text(city.1)
              }
            }
          }
          GeometryReader { proxy in
            HStack {
              Text("この行は \(Int(proxy.size.width / 8)) 桁")
              // Presented from inside the reader, whose content is made at layout.
              Button("知らせる") { showingWidth = true }.accessibilityIdentifier("tellWidth")
            }
            .alert("幅は \(Int(proxy.size.width / 8)) 桁", isPresented: $showingWidth) {
              Button("OK") {}
            }
          }
          .frame(height: 16)
          LazyVGrid(columns: [GridItem(.adaptive(minimum: 64))], alignment: .leading) {
            ForEach(["赤", "橙", "黄", "緑", "青", "藍", "紫", "白"], id: \.self) { name in
              Text("[\(name)]")
            }
          }
          .id("swatches")
        }
        .padding(.horizontal)
      }
      // iOS 18's way to react to scrolling: read a value off the geometry, act when it changes.
      .onScrollGeometryChange(for: Bool.self) {
        $0.contentOffset.y > 0
      } action: { _, down in
        scrolledDown = down
      }
      .toolbar {
        if scrolledDown {
          Button("↑ 先頭へ") { proxy.scrollTo("top", anchor: .top) }
        }
      }
    }
    .navigationTitle("レイアウト")
  }
}

/// Photos chosen several at a time: a list bound to a `Set` of ids. Space adds the
/// highlighted photo or takes it out; 選択 shows the circles, and then Enter or a click
/// toggles a photo; a button deletes what is chosen.
struct DemoMultiSelect: View {
  @State private var photos = ["海.jpg", "山.jpg", "空.png", "猫.heic", "駅.jpg"]
  @State private var chosen = Set<String>()
  @State private var editMode = EditMode.inactive

  var body: some View {
    VStack(alignment: .leading) {
      List(photos, id: \.self, selection: $chosen) { photo in
        Text(photo)
      }
      .accessibilityIdentifier("photos")
      Text(chosen.isEmpty ? "Space で選ぶ（複数可）" : "\(chosen.count) 件を選択中")
        .foregroundColor(.secondary)
        .accessibilityIdentifier("photoCount")
      Button("選択した写真を削除") {
        photos.removeAll { chosen.contains($0) }
        chosen.removeAll()
      }
      .disabled(chosen.isEmpty)
    }
    .environment(\.editMode, $editMode)
    .navigationTitle("写真")
    .toolbar {
      Button(editMode.isEditing ? "完了" : "選択") {
        editMode = editMode.isEditing ? .inactive : .active
      }
    }
  }
}
