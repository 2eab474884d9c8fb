import TerminalUI

/// Tabs, as a small mail app has them: a home tab with styled buttons, an inbox with a badge
/// and an alert that asks for a name, and settings with styled toggles and a sheet.
struct DemoTabs: View {
  enum Screen: Hashable { case home, inbox, settings }

  @State private var tab = Screen.home
  @State private var unread = 3

  var body: some View {
    VStack(spacing: 0) {
      // iOS 18's form; `.tabItem { Label(…) }.tag(…)` on each view draws the same.
      TabView(selection: $tab) {
        Tab("ホーム", systemImage: "house", value: .home) { DemoTabsHome() }
        Tab("受信", systemImage: "envelope", value: .inbox) { DemoTabsInbox(unread: $unread) }
          .badge(unread)
        // iOS 18's tab sections: an iPad's sidebar titles them; a tab bar lists their tabs.
        TabSection("その他") {
          Tab("設定", systemImage: "gear", value: .settings) { DemoTabsSettings() }
        }
      }
      .accessibilityIdentifier("demoTabs")
      Text("1〜3 でタブを切り替え · Tab でタブバーへ、← → で隣のタブ")
        .foregroundColor(.secondary)
    }
    .navigationTitle("タブ")
  }
}

/// A button style of the tutorials: the label on an orange fill.
private struct PillButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding(.horizontal)
      .foregroundColor(.white)
      .background(configuration.isPressed ? Color.gray : Color.orange)
      .cornerRadius(12)
  }
}

private struct DemoTabsHome: View {
  @State private var count = 0
  @State private var confirmingReset = false

  /// The count in bold blue, as an attributed string.
  private var countText: AttributedString {
    var text = AttributedString("押した回数 \(count)")
    if let range = text.range(of: "\(count)") {
      text[range].foregroundColor = .blue
      text[range].font = .body.bold()
    }
    return text
  }

  var body: some View {
    VStack(spacing: 16) {
      Text(countText).accessibilityIdentifier("homeCount")
      HStack {
        Button("送信") { count += 1 }.buttonStyle(.borderedProminent)
          .accessibilityIdentifier("prominent")
        Button("注文") { count += 1 }.buttonStyle(PillButtonStyle())
          .accessibilityIdentifier("pill")
        Button {
          confirmingReset = true
        } label: {
          HStack {
            Image(systemName: "arrow.counterclockwise")
            Text("リセット")
          }
        }
        .accessibilityIdentifier("reset")
        // The iOS 13 form of a confirmation dialog.
        .actionSheet(isPresented: $confirmingReset) {
          ActionSheet(
            title: Text("回数を 0 に戻しますか"),
            buttons: [.destructive(Text("0 に戻す")) { count = 0 }, .cancel(Text("やめる"))])
        }
      }
    }
  }
}

private struct DemoTabsInbox: View {
  @Binding var unread: Int
  @State private var renaming = false
  @State private var name = "受信箱"

  var body: some View {
    VStack(spacing: 16) {
      Text("\(name): 未読 \(unread) 件").accessibilityIdentifier("inboxTitle")
      HStack {
        Button("既読にする") { unread = 0 }.accessibilityIdentifier("markRead")
        Button("名前を変える") { renaming = true }.accessibilityIdentifier("rename")
      }
    }
    .alert("名前を変える", isPresented: $renaming) {
      TextField("新しい名前", text: $name).accessibilityIdentifier("newName")
      Button("保存") {}
      Button("キャンセル", role: .cancel) {}
    } message: {
      Text("受信箱の名前を入力してください")
    }
  }
}

/// A toggle drawn as a check mark before its label.
private struct CheckmarkToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
      configuration.label
    }
  }
}

private struct DemoTabsSettings: View {
  @State private var bold = false
  @State private var notify = true
  @State private var showingAbout = false

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Toggle("太字", isOn: $bold).toggleStyle(.button).accessibilityIdentifier("bold")
      Toggle("通知", isOn: $notify).toggleStyle(CheckmarkToggleStyle())
        .accessibilityIdentifier("notify")
      Button("このアプリについて") { showingAbout = true }.accessibilityIdentifier("about")
    }
    .sheet(isPresented: $showingAbout) {
      VStack {
        Text("TerminalUI デモ").bold(bold)
        Button("閉じる") { showingAbout = false }
      }
    }
  }
}
