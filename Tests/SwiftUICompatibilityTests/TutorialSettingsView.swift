// A settings screen as SwiftUI tutorials write one (Form, Section with header and footer,
// Toggle, Stepper, LabeledContent, Label, Menu, DisclosureGroup, GroupBox, Image), compiled in
// Swift 5 mode. Only the `import` line differs from the iOS original.
import TerminalUI  // import SwiftUI

struct TutorialSettingsView: View {
  @State private var isNotificationsOn = true
  @State private var reminderCount = 1
  @State private var username = "taro"
  @State private var showAdvanced = false
  @State private var isDebugOn = false
  @State private var sortOrder = "名前"

  var body: some View {
    NavigationView {
      Form {
        Section(header: Text("アカウント")) {
          LabeledContent("ユーザー名", value: username)
            .accessibilityIdentifier("username")
          Label("プロフィール", systemImage: "person.crop.circle")
        }
        Section(
          header: Text("通知"),
          footer: Text("通知をオフにするとリマインダーも届きません。")
        ) {
          Toggle("通知", isOn: $isNotificationsOn)
            .toggleStyle(SwitchToggleStyle(tint: .blue))
            .accessibility(identifier: "notificationsToggle")
          Stepper(value: $reminderCount, in: 1...5) {
            Text("リマインダー: \(reminderCount)回")
          }
          .disabled(!isNotificationsOn)
          .accessibility(identifier: "reminderStepper")
        }
        Section {
          HStack {
            Text("並び順: \(sortOrder)")
            Spacer()
            Menu {
              Button("名前") { sortOrder = "名前" }
              Button(action: { sortOrder = "日付" }) {
                Label("日付", systemImage: "calendar")
              }
            } label: {
              Label("並び替え", systemImage: "arrow.up.arrow.down")
            }
          }
          DisclosureGroup("詳細設定", isExpanded: $showAdvanced) {
            Toggle("デバッグモード", isOn: $isDebugOn)
          }
          Button(action: {
            reminderCount = 1
          }) {
            Label("初期値に戻す", systemImage: "arrow.counterclockwise")
          }
          .accessibility(identifier: "resetButton")
        }
        GroupBox(label: Label("ヒント", systemImage: "lightbulb")) {
          HStack {
            Image(systemName: "info.circle")
              .foregroundColor(.blue)
            Text("設定はすぐに保存されます。")
          }
        }
      }
      .navigationTitle("設定")
    }
  }
}

struct TutorialSettingsView_Previews: PreviewProvider {
  static var previews: some View {
    TutorialSettingsView()
  }
}
