import TerminalUI

/// Where the settings preview keeps its values: in memory, so looking at it changes nothing.
let previewStorage = AppStorageFile(url: nil)

// The demo's screens as previews: the menu's プレビュー entry lists them, with the
// `PreviewProvider` below, and `terminalui-demo` runs as any program with previews does.

#Preview("設定（保存しない）") {
  DemoSettings(storedIn: "保存しません（プレビュー）").defaultAppStorage(previewStorage)
}

#Preview("設定フォーム") { DemoSettingsForm() }

#Preview("カウンター", traits: .sizeThatFitsLayout) { DemoCounter() }

#Preview("名前の入力") {
  @Previewable @State var name = "山田"
  Form {
    TextField("名前", text: $name)
    Text("こんにちは、\(name)さん")
  }
}

struct DemoList_Previews: PreviewProvider {
  static var previews: some View { DemoList() }
}
