import TerminalUI

/// A feed as real apps write it: pull to refresh (Ctrl-R), a context menu on each row (l or a
/// right click), search scopes, a detail pushed by a flag, a bar inset at the bottom, the
/// scene phase (Ctrl-Z, then fg) and a remote image's placeholder. A row counts as read once
/// it has been on screen (`onScrollVisibilityChange`): the bar shows how many are still unread,
/// and the row the list rested at after the last scroll (`onScrollPhaseChange`), as a reader
/// app keeps its place.
struct DemoFeed: View {
  enum Scope: Hashable { case all, starred }
  @Environment(\.scenePhase) private var scenePhase
  @State private var items = [
    "朝のニュース", "天気", "スポーツ", "経済", "科学", "地域", "国際", "文化", "くらし", "健康",
    "旅行", "料理", "音楽", "映画", "本", "ゲーム", "車", "ペット", "株価", "将棋",
  ]
  @State private var starred: Set<String> = []
  @State private var read: Set<String> = []
  /// The first row on screen when the list last came to rest.
  @State private var restedAt = 0
  @State private var query = ""
  @State private var scope = Scope.all
  @State private var refreshes = 0
  @State private var showsAbout = false
  @State private var deleting: String?
  @State private var confirmsDelete = false

  private var shown: [String] {
    items.filter {
      (query.isEmpty || $0.contains(query)) && (scope == .all || starred.contains($0))
    }
  }

  var body: some View {
    List {
      ForEach(shown, id: \.self) { item in
        Text(starred.contains(item) ? "★ \(item)" : item)
          .onScrollVisibilityChange { visible in
            if visible { read.insert(item) }
          }
          .contextMenu {
            Button(starred.contains(item) ? "星を外す" : "星を付ける") {
              if starred.contains(item) { starred.remove(item) } else { starred.insert(item) }
            }
            Button("削除", role: .destructive) {
              deleting = item
              confirmsDelete = true
            }
          }
      }
      AsyncImage(url: URL(string: "https://example.invalid/photo.png")) { image in
        image.resizable()
      } placeholder: {
        // A skeleton of the caption while the picture loads: the text keeps its shape, masked.
        VStack(alignment: .leading, spacing: 0) {
          Text("画像を読み込み中…").foregroundStyle(.tertiary).unredacted()
          Text("写真の説明がここに入ります").redacted(reason: .placeholder)
            .accessibilityIdentifier("feedSkeleton")
        }
      }
    }
    .onScrollPhaseChange { _, phase, context in
      if phase == .idle { restedAt = Int(context.geometry.contentOffset.y / 16) }
    }
    .refreshable {
      refreshes += 1
      items.insert("新着 \(refreshes)", at: 0)
    }
    .searchable(text: $query)
    .searchScopes($scope) {
      Text("すべて").tag(Scope.all)
      Text("星付き").tag(Scope.starred)
    }
    .safeAreaInset(edge: .bottom) {
      HStack {
        Text("更新 \(refreshes) 回 · \(scenePhase == .active ? "表示中" : "裏")")
          .accessibilityIdentifier("feedStatus")
        Text("未読 \(items.filter { !read.contains($0) }.count)")
          .accessibilityIdentifier("feedUnread")
        Text("位置 \(restedAt)").accessibilityIdentifier("feedPlace")
        // A tap adds a new item; a long press (l, a right click) offers the menu.
        Menu {
          Button("新着をすべて消す") { items.removeAll { $0.hasPrefix("新着") } }
        } label: {
          Text("新着")
        } primaryAction: {
          refreshes += 1
          items.insert("新着 \(refreshes)", at: 0)
        }
        Button("説明") { showsAbout = true }
      }
      .padding(.horizontal, 8)
      .background(.bar)
    }
    .navigationDestination(isPresented: $showsAbout) {
      Text("Ctrl-R で更新、l で行の操作、←/→ で範囲を選びます").padding()
    }
    // An alert about the row being deleted, made from it.
    .alert("削除しますか", isPresented: $confirmsDelete, presenting: deleting) { item in
      Button("「\(item)」を削除", role: .destructive) { items.removeAll { $0 == item } }
      Button("やめる", role: .cancel) {}
    }
    .navigationTitle("フィード")
  }
}
