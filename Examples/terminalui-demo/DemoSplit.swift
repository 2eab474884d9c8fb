import TerminalUI

/// Stations on a line: a sidebar of lines, the chosen line's stations beside it — or, on a
/// narrow terminal, pushed over it. The 「情報」 button shows an inspector about the line: a
/// column at the right on a wide terminal, a sheet on a narrow one.
struct DemoSplit: View {
  private struct Line: Identifiable, Hashable {
    let id: String
    let stations: [String]
  }

  private let lines = [
    Line(id: "山手線", stations: ["東京", "神田", "秋葉原"]),
    Line(id: "中央線", stations: ["新宿", "中野", "高円寺"]),
  ]
  @State private var chosen: Line.ID?
  @State private var visibility = NavigationSplitViewVisibility.all
  @State private var showsInfo = false

  var body: some View {
    NavigationSplitView(columnVisibility: $visibility) {
      VStack(alignment: .leading) {
        List(lines, selection: $chosen) { line in
          Text(line.id)
        }
        .accessibilityIdentifier("demoSplitLines")
        // A destination link shows its view in the detail column when the columns stand
        // side by side, and pushes it over the sidebar when they do not.
        NavigationLink("この画面について") { DemoSplitAbout() }
      }
      .navigationTitle("路線")
      .navigationSplitViewColumnWidth(200)
    } detail: {
      if let line = lines.first(where: { $0.id == chosen }) {
        VStack(alignment: .leading) {
          ForEach(line.stations, id: \.self) { Text($0) }
        }
        .accessibilityIdentifier("demoSplitStations")
        .navigationTitle(line.id)
        .toolbar {
          Button(showsInfo ? "情報を隠す" : "情報") { showsInfo.toggle() }
        }
        .inspector(isPresented: $showsInfo) {
          VStack(alignment: .leading) {
            Text("駅の数: \(line.stations.count)")
            Text("始発: \(line.stations.first ?? "")")
            Text("終点: \(line.stations.last ?? "")")
          }
          .accessibilityIdentifier("demoSplitInfo")
          .inspectorColumnWidth(160)
        }
      } else {
        Text("路線を選んでください").navigationTitle("駅")
      }
    }
    .navigationSplitViewStyle(.balanced)
  }
}

/// What the split view demonstrates, shown by the sidebar's destination link.
private struct DemoSplitAbout: View {
  private let wide = NavigationSplitView<EmptyView, EmptyView, EmptyView>.wideColumns

  var body: some View {
    VStack(alignment: .leading) {
      Text("路線を選ぶと、駅が隣の列に出ます。")
      Text("幅が \(wide) 列より狭いと、列は重なって表示されます。")
    }
    .accessibilityIdentifier("demoSplitAbout")
    .navigationTitle("この画面について")
  }
}
