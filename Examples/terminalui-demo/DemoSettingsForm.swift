import TerminalUI

/// A settings screen as SwiftUI writes one: a form of sections with switches, a stepper,
/// labeled values, a menu, labels with symbols, an edit button, a disclosure group and a box.
struct DemoSettingsForm: View {
  @State private var notifications = true
  @State private var sound = false
  @State private var fontSize = 14
  @State private var theme = "ダーク"
  @State private var showsAdvanced = false
  @State private var debug = false
  @State private var shortcuts = ["ホーム", "検索", "お知らせ"]
  @State private var editMode = EditMode.inactive
  @State private var memo = ""
  @State private var showsMemo = true
  /// The bar's title, bound (iOS 16's renamable titles).
  @State private var title = "設定"
  @Environment(\.layoutDirection) private var layoutDirection

  private static let symbols = ["ホーム": "house", "検索": "magnifyingglass", "お知らせ": "bell"]

  var body: some View {
    Form {
      Section {
        Toggle(isOn: $notifications) {
          Label("通知を受け取る", systemImage: "bell")
            .symbolEffect(.bounce, value: notifications)
        }
        .accessibilityIdentifier("notifications")
        Toggle("サウンド", isOn: $sound)
          .disabled(!notifications)
          .accessibilityIdentifier("sound")
      } header: {
        Text("通知")
      } footer: {
        Text("通知を切るとサウンドも鳴りません。")
      }
      Section("表示") {
        Stepper("文字の大きさ: \(fontSize)", value: $fontSize, in: 10...24, step: 2)
          .accessibilityIdentifier("fontSize")
        LabeledContent("テーマ") {
          Menu(theme) {
            Button("ダーク") { theme = "ダーク" }
            Button("ライト") { theme = "ライト" }
            Button("端末に合わせる") { theme = "端末に合わせる" }
          }
          .menuStyle(.button)
          .accessibilityIdentifier("theme")
        }
      }
      Section {
        ForEach(shortcuts, id: \.self) { name in
          HStack {
            Label(name, systemImage: Self.symbols[name] ?? "star")
            Spacer()
            if editMode.isEditing {
              Button {
                shortcuts.removeAll { $0 == name }
              } label: {
                Image(systemName: "minus.circle")
              }
              .accessibilityLabel("\(name)を外す")
            }
          }
        }
      } header: {
        HStack {
          Text("ショートカット")
          Spacer()
          EditButton()
        }
      }
      .environment(\.editMode, $editMode)
      Section("情報") {
        LabeledContent("バージョン", value: "1.0.0").accessibilityIdentifier("version")
        Label("困ったときはヘルプへ", systemImage: "info.circle")
        DisclosureGroup("詳細設定", isExpanded: $showsAdvanced) {
          Toggle("デバッグ表示", isOn: $debug).accessibilityIdentifier("debug")
          LabeledContent("文字の向き", value: layoutDirection == .leftToRight ? "左から右" : "右から左")
            .accessibilityIdentifier("direction")
        }
        .accessibilityIdentifier("advanced")
        // A long value reads better under its label: a labeled content style of the demo's own.
        LabeledContent("ライセンス", value: "MIT（このデモのコードは自由に使えます）")
          .labeledContentStyle(StackedLabeledContent())
      }
      // The header opens and closes the section (Enter or a click on it).
      Section("メモ", isExpanded: $showsMemo) {
        // Several lines: Enter starts a new one, Tab goes on to the next control.
        TextEditor(text: $memo).frame(height: 48).accessibilityIdentifier("memo")
      }
      GroupBox {
        Text("Tab と ↑/↓ で項目を移り、Enter で切り替え、←/→ で数を変えます。")
      } label: {
        Label("操作", systemImage: "keyboard")
      }
    }
    .navigationTitle($title)
  }
}

/// A labeled content with its value under the label, indented: for values too long for the
/// label's row.
struct StackedLabeledContent: LabeledContentStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      configuration.label
      configuration.content.padding(.leading, 16).foregroundStyle(.secondary)
    }
  }
}
