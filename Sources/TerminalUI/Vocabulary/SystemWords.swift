import Foundation

/// The words TerminalUI shows of its own — the buttons, hints, labels and messages around an
/// app's text — in the language of the environment's locale (`\.locale`): Japanese when it
/// is Japanese, English otherwise, as SwiftUI's own controls follow the app's language. An
/// app written in one language says so at its root:
///
/// ```swift
/// ContentView().environment(\.locale, Locale(identifier: "ja_JP"))
/// ```
struct SystemWords: Sendable {
  /// Whether the words are Japanese.
  let japanese: Bool

  init(_ locale: Locale) {
    japanese = locale.language.languageCode?.identifier == "ja"
  }

  /// The English words: what a `Text` of one of them holds until it is shown.
  static let english = SystemWords(Locale(identifier: "en"))

  private func pick(_ english: String, _ japanese: String) -> String {
    self.japanese ? japanese : english
  }

  // MARK: Buttons and labels

  var cancel: String { pick("Cancel", "キャンセル") }
  var edit: String { pick("Edit", "編集") }
  var done: String { pick("Done", "完了") }
  var delete: String { pick("Delete", "削除") }
  var search: String { pick("Search", "検索") }
  var increment: String { pick("Increment", "増やす") }
  var decrement: String { pick("Decrement", "減らす") }
  var tabBar: String { pick("Tab Bar", "タブバー") }
  var page: String { pick("Page", "ページ") }
  var refreshing: String { pick("↻ Refreshing…", "↻ 更新中…") }
  /// A share link's label when it is given none.
  var share: String { pick("Share", "共有") }
  /// A settings link's label when it is given none.
  var settings: String { pick("Settings", "設定") }
  /// A rename button's label.
  var rename: String { pick("Rename", "名前を変更") }
  /// A split view's sidebar button.
  var showSidebar: String { pick("Show Sidebar", "サイドバーを表示") }
  var hideSidebar: String { pick("Hide Sidebar", "サイドバーを隠す") }
  /// A paste button's label.
  var paste: String { pick("Paste", "ペースト") }
  /// What a paste button says when the program has nothing of its own to paste.
  var pasteHint: String {
    pick("Paste with your terminal (Ctrl-Shift-V)", "端末の貼り付け（Ctrl-Shift-V）で貼り付けます")
  }
  /// What a paste button says when the pasted text is not what it takes.
  var pasteRefused: String { pick("Nothing to paste here", "ここには貼り付けられません") }
  /// The confirmation that shared text is on the clipboard.
  var copiedToClipboard: String { pick("Copied to clipboard", "クリップボードにコピーしました") }
  /// The hint in a colour picker's hex field.
  var hexPlaceholder: String { "#RRGGBB" }
  /// The label of a colour picker's hex field.
  var hexLabel: String { pick("Hex", "16進数") }
  /// A colour picker's hex field typed as no colour.
  var badHexColor: String {
    pick(
      "Enter a colour as #RRGGBB (six hex digits)", "色は #RRGGBB（16進数6桁）で入力してください")
  }

  /// A colour of a colour picker's palette, by its name in `Color` (`red`, `gray`).
  func colorName(_ name: String) -> String {
    let names: [String: (String, String)] = [
      "red": ("Red", "赤"), "orange": ("Orange", "オレンジ"), "yellow": ("Yellow", "黄"),
      "green": ("Green", "緑"), "mint": ("Mint", "ミント"), "teal": ("Teal", "ティール"),
      "cyan": ("Cyan", "シアン"), "blue": ("Blue", "青"), "indigo": ("Indigo", "藍"),
      "purple": ("Purple", "紫"), "pink": ("Pink", "ピンク"), "brown": ("Brown", "茶"),
      "gray": ("Gray", "グレー"), "black": ("Black", "黒"), "white": ("White", "白"),
    ]
    guard let (english, japanese) = names[name] else { return name }
    return pick(english, japanese)
  }

  /// The hint on a sheet's first row.
  var escCloses: String { pick("Esc to close", "Esc で閉じる") }

  // MARK: Messages

  /// A navigation link's value that no `navigationDestination` shows.
  func noDestination(for type: String) -> String {
    pick(
      "⚠ No navigationDestination shows \(type)",
      "⚠ \(type) を表示する navigationDestination がありません")
  }

  /// A date picker's typed value that makes no date (30 February).
  var noSuchDate: String { pick("There is no such date", "その日時はありません") }

  /// What a date picker holds: a date and time, a date, or a time.
  func dateNoun(date: Bool, time: Bool) -> String {
    if date, time { return pick("date and time", "日時") }
    return date ? pick("date", "日付") : pick("time", "時刻")
  }

  /// A date picker's value before the first one allowed.
  func notBefore(_ shown: String, noun: String) -> String {
    pick("Choose a \(noun) on or after \(shown)", "\(shown) 以降の\(noun)にしてください")
  }

  /// A date picker's value after the last one allowed.
  func notAfter(_ shown: String, noun: String) -> String {
    pick("Choose a \(noun) on or before \(shown)", "\(shown) 以前の\(noun)にしてください")
  }

  /// A date picker's field typed out of its range.
  func outOfRange(_ field: DateField, _ allowed: ClosedRange<Int>) -> String {
    let range = "\(allowed.lowerBound)–\(allowed.upperBound)"
    let japaneseRange = "\(allowed.lowerBound)〜\(allowed.upperBound)"
    return switch field {
    case .year: pick("Enter a year from \(range)", "\(japaneseRange)年で入力してください")
    case .month: pick("Enter a month from \(range)", "\(japaneseRange)月で入力してください")
    case .day: pick("Enter a day from \(range)", "\(japaneseRange)日で入力してください")
    case .hour: pick("Enter an hour from \(range)", "\(japaneseRange)時で入力してください")
    case .minute: pick("Enter a minute from \(range)", "\(japaneseRange)分で入力してください")
    }
  }

  // MARK: Previews

  var previews: String { pick("Previews", "プレビュー") }

  /// An untitled preview's name, by its place.
  func preview(_ number: Int) -> String { pick("Preview \(number)", "プレビュー \(number)") }

  var noPreviews: String {
    pick(
      "No previews: link the target that has #Preview into this program",
      "プレビューがありません：#Preview を書いたターゲットをこのプログラムにリンクしてください")
  }
}

/// TerminalUI's own words that a `Text` shows, looked up when it is resolved.
enum SystemWord: Hashable, Sendable {
  case cancel, edit, done, search, share, settings, rename, paste

  func text(_ words: SystemWords) -> String {
    switch self {
    case .cancel: words.cancel
    case .edit: words.edit
    case .done: words.done
    case .search: words.search
    case .share: words.share
    case .settings: words.settings
    case .rename: words.rename
    case .paste: words.paste
    }
  }
}

extension EnvironmentValues {
  /// TerminalUI's own words in the environment's language.
  var systemWords: SystemWords { SystemWords(locale) }
}

extension Locale {
  /// The locale a program's environment names: `LC_ALL`, then `LC_MESSAGES`, then `LANG`
  /// (`ja_JP.UTF-8` is `ja_JP`); Foundation's own when none names one (unset, `C`, `POSIX`).
  /// Foundation on Linux does not read these itself.
  @_spi(Engine) public static func named(by variables: [String: String]) -> Locale {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      guard let value = variables[name], !value.isEmpty else { continue }
      let identifier = value.split(separator: ".").first.map(String.init) ?? value
      let base = identifier.split(separator: "@").first.map(String.init) ?? identifier
      if base == "C" || base == "POSIX" { return .current }
      return Locale(identifier: base)
    }
    return .current
  }

  /// The locale this process's environment names.
  static let process = Locale.named(by: ProcessInfo.processInfo.environment)
}
