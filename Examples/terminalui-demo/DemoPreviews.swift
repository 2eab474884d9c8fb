import TerminalUI

/// Where the settings preview keeps its values: in memory, so looking at it changes nothing.
let previewStorage = AppStorageFile(url: nil)

/// The demo's screens as previews, in place of `#Preview { … }` (which needs a compiler
/// plug-in this package cannot build): the menu's プレビュー entry lists them.
let demoPreviews = [
  Preview("設定（保存しない）") {
    DemoSettings(storedIn: "保存しません（プレビュー）").defaultAppStorage(previewStorage)
  },
  Preview("設定フォーム") { DemoSettingsForm() },
  Preview("カウンター") { DemoCounter() },
  Preview(DemoList_Previews.self),
]

struct DemoList_Previews: PreviewProvider {
  static var previews: some View { DemoList() }
}
