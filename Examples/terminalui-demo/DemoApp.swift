import Foundation
import Streams
import TerminalUI

/// A small TerminalUI program: the pseudo-terminal tests drive it, and it shows the view
/// layer off in a real terminal (`swift run terminalui-demo`).
@main
struct DemoApp: App {
  var body: some Scene {
    WindowGroup {
      VStack(alignment: .leading, spacing: 0) {
        NavigationStack {
          DemoMenu()
        }
        // The keys, under every screen; a word joiner keeps each hint whole on a narrow
        // terminal.
        Text(
          ["↑↓ で選び", "Enter で開く", "Esc で戻る", "Ctrl-C で終了"]
            .map { $0.map(String.init).joined(separator: "\u{2060}") }
            .joined(separator: " · ")
        )
        .font(.caption)
        .accessibilityIdentifier("demoFooter")
      }
    }
    // A Japanese demo: TerminalUI's own words (キャンセル, 編集) in Japanese too.
    .environment(\.locale, Locale(identifier: "ja_JP"))
    // Menu commands: no menu bar in a terminal, but their shortcuts are keys of the screen:
    // Ctrl-O opens the about window from anywhere.
    .commands {
      CommandGroup(replacing: .appInfo) { DemoAboutCommand() }
    }
    // A second window: the menu's 「について」 opens it over the screen (Esc closes it).
    Window("このデモについて", id: "about") { DemoAbout() }
      .environment(\.locale, Locale(identifier: "ja_JP"))
  }
}

/// The app menu's "About" command: a view, so it reads the screen's `openWindow`.
struct DemoAboutCommand: View {
  @Environment(\.openWindow) private var openWindow

  var body: some View {
    Button("このデモについて") { openWindow(id: "about") }
      .keyboardShortcut("o")
  }
}

/// What the demo is, in a window of its own.
struct DemoAbout: View {
  @Environment(\.dismissWindow) private var dismissWindow

  var body: some View {
    VStack(alignment: .leading) {
      Text("TerminalUI デモ").bold()
      Text("SwiftUI のビューをそのまま端末で動かす見本です。")
        .accessibilityIdentifier("aboutText")
      Button("閉じる") { dismissWindow() }
    }
    .padding()
  }
}

struct DemoMenu: View {
  @Environment(\.openWindow) private var openWindow

  var body: some View {
    List {
      Section("画面") {
        NavigationLink("ログインフォーム", destination: DemoLogin())
        NavigationLink("一万行のリスト", destination: DemoList())
        NavigationLink("カウンター", destination: DemoCounter())
        NavigationLink("設定", destination: DemoSettings())
        NavigationLink("設定フォーム", destination: DemoSettingsForm())
        NavigationLink("注文フォーム", destination: DemoPickers())
        NavigationLink("プレビュー", destination: PreviewGallery())
        NavigationLink("やることリスト（編集・検索）", destination: DemoTodoList())
        NavigationLink("グリッドとジオメトリ", destination: DemoLayout())
        NavigationLink("タブ", destination: DemoTabs())
        NavigationLink("マウス", destination: DemoMouse())
        NavigationLink("図形と効果", destination: DemoEffects())
        NavigationLink("フィード（更新・メニュー・検索範囲）", destination: DemoFeed())
        NavigationLink("ジェスチャー", destination: DemoGestures())
        NavigationLink("ゲージと空の結果", destination: DemoGauges())
        NavigationLink("分割ビュー", destination: DemoSplit())
        NavigationLink("複数選択", destination: DemoMultiSelect())
        NavigationLink("買い物メモ（自作のコンテナ）", destination: DemoShopping())
        NavigationLink("チャット", destination: DemoChat())
      }
    }
    .accessibilityIdentifier("demoMenu")
    .navigationTitle("TerminalUI デモ")
    .toolbar {
      ToolbarItem(placement: .primaryAction) {
        Button("について") { openWindow(id: "about") }
      }
    }
    .onAppear {
      // Lets a test check that a crash still gives the terminal back.
      if ProcessInfo.processInfo.environment["TERMINALUI_DEMO_CRASH"] == "1" {
        fatalError("crash requested by TERMINALUI_DEMO_CRASH")
      }
    }
  }
}

final class DemoLoginModel: ObservableObject {
  @Published var email = ""
  @Published var password = ""
  @Published var isLoggedIn = false
  @Published var isLoading = false
}

struct DemoLogin: View {
  @StateObject private var model = DemoLoginModel()

  enum Field: Hashable { case email, password }
  @FocusState private var focused: Field?

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      TextField("Eメール", text: $model.email)
        .focused($focused, equals: .email)
        .textFieldStyle(.roundedBorder)
        .accessibilityIdentifier("email")
      SecureField("パスワード", text: $model.password)
        .focused($focused, equals: .password)
        .textFieldStyle(.roundedBorder)
        .accessibilityIdentifier("password")
        .onSubmit { logIn() }
      HStack {
        Button("ログイン") { logIn() }
          .disabled(model.email.isEmpty || model.password.isEmpty)
          .accessibilityIdentifier("login")
        if model.isLoading { ProgressView("確認中") }
      }
      Text("入力: \(model.email)").foregroundColor(.gray).accessibilityIdentifier("echo")
    }
    .padding()
    .navigationTitle("ログイン")
    .alert("ログイン成功", isPresented: $model.isLoggedIn) {
      Button("OK") {}
    } message: {
      Text("ようこそ \(model.email) さん")
    }
  }

  private func logIn() {
    model.isLoading = true
    let model = self.model
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
      model.isLoading = false
      model.isLoggedIn = true
    }
  }
}

struct DemoList: View {
  var body: some View {
    List(0..<10_000, id: \.self) { index in
      HStack {
        Text("行 \(index)")
        Spacer()
        Text(index.isMultiple(of: 2) ? "偶数" : "奇数").foregroundColor(.secondary)
      }
    }
    .accessibilityIdentifier("rows")
    .navigationTitle("一万行")
  }
}

struct DemoCounter: View {
  @State private var count = 0

  var body: some View {
    VStack(spacing: 16) {
      Text("\(count)").font(.largeTitle).accessibilityIdentifier("count")
      HStack {
        Button("−") { count -= 1 }.disabled(count == 0).accessibilityIdentifier("decrement")
        Button("+") { count += 1 }.accessibilityIdentifier("increment")
        Button("Reset") { count = 0 }.accessibilityIdentifier("reset")
      }
      Text("+ と - のキーでも数えられます").foregroundColor(.secondary)
    }
    // iOS 17's onKeyPress: the keys reach it while any of the buttons has focus.
    .onKeyPress(characters: ["+", "-"]) { press in
      count = press.characters == "+" ? count + 1 : max(0, count - 1)
      return .handled
    }
    .navigationTitle("カウンター")
  }
}
