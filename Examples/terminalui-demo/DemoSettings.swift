import TerminalUI

/// How the settings screen draws: kept as its String raw value.
enum DemoTheme: String, CaseIterable {
  case system, light, dark

  var label: String {
    switch self {
    case .system: "端末に合わせる"
    case .light: "明るい"
    case .dark: "暗い"
    }
  }

  var next: DemoTheme {
    let all = Self.allCases
    return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
  }
}

/// A text field style of the demo's own: a pencil before the field, the whole in a box.
struct NameFieldStyle: TextFieldStyle {
  func _body(configuration: TextField<Self._Label>) -> some View {
    HStack {
      Image(systemName: "pencil")
      configuration
    }
    .padding()
    .overlay(RoundedRectangle(cornerRadius: 6).stroke(Color.gray))
  }
}

/// Settings kept across launches with `@AppStorage`, in the demo's file in the user's
/// configuration directory.
struct DemoSettings: View {
  @AppStorage("notifications") private var notifications = true
  @AppStorage("displayName") private var displayName = ""
  @AppStorage("theme") private var theme = DemoTheme.system
  @AppStorage("settingsOpened") private var opened = 0
  /// The colour of the screen's controls, chosen with a colour picker.
  @State private var accent = Color.orange
  /// Where the values go, as the screen says it.
  var storedIn = AppStorageFile.standard.url?.path ?? "保存しません（ホームがありません）"

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Toggle("通知を受け取る", isOn: $notifications).accessibilityIdentifier("notifications")
      TextField("表示名", text: $displayName)
        .textFieldStyle(NameFieldStyle())
        .accessibilityIdentifier("displayName")
      Button("テーマ: \(theme.label)") { theme = theme.next }.accessibilityIdentifier("theme")
      ColorPicker("アクセントの色", selection: $accent).accessibilityIdentifier("accentColor")
      VStack(alignment: .leading, spacing: 0) {
        Text("この画面を開いた回数: \(opened)").accessibilityIdentifier("opened")
        Text("設定は次に起動しても残ります。").foregroundColor(.secondary)
        Text("保存先: \(storedIn)")
          .foregroundColor(.secondary)
          .accessibilityIdentifier("storedIn")
      }
      .frame(maxWidth: UIScreen.main.bounds.width, alignment: .leading)
      .background(Color(.secondarySystemBackground))
    }
    .padding()
    .tint(accent)
    .navigationTitle("設定")
    .onAppear { opened += 1 }
  }
}
