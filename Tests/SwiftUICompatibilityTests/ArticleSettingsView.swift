// A settings screen as SwiftUI tutorials write it for iOS 17: @AppStorage for what outlives
// the app, an @Observable profile from the environment edited through @Bindable, an
// ObservableObject session as an @EnvironmentObject, and a panel sized from UIScreen in a
// UIKit system colour. Only the import differs from iOS.
import TerminalUI  // import SwiftUI

enum AppTheme: String, CaseIterable {
  case system, light, dark
}

@Observable
final class Profile {
  var name = "太郎"
}

final class Session: ObservableObject {
  @Published var isSignedIn = true
}

struct ArticleSettingsView: View {
  @AppStorage("username") private var username = "ゲスト"
  @AppStorage("isDarkMode") private var isDarkMode = false
  @AppStorage("fontSize") private var fontSize = 14.0
  @AppStorage("theme") private var theme: AppTheme = .system
  @Environment(Profile.self) private var profile
  @EnvironmentObject var session: Session

  var body: some View {
    @Bindable var profile = profile
    VStack(alignment: .leading, spacing: 8) {
      TextField("ユーザー名", text: $username).accessibilityIdentifier("username")
      Toggle("ダークモード", isOn: $isDarkMode).accessibilityIdentifier("darkMode")
      Button("文字を大きく (\(Int(fontSize)))") { fontSize += 1 }
        .accessibilityIdentifier("fontSize")
      Button("テーマ: \(theme.rawValue)") {
        let all = AppTheme.allCases
        theme = all[((all.firstIndex(of: theme) ?? 0) + 1) % all.count]
      }
      .accessibilityIdentifier("theme")
      TextField("表示名", text: $profile.name).accessibilityIdentifier("profileName")
      Text(session.isSignedIn ? "\(profile.name) でログイン中" : "ログアウトしました")
        .accessibilityIdentifier("status")
      Button("ログアウト") { session.isSignedIn = false }.accessibilityIdentifier("signOut")
    }
    .padding()
    .frame(width: UIScreen.main.bounds.width * 0.75)
    .background(Color(.secondarySystemBackground))
    .foregroundColor(Color(uiColor: .label))
  }
}

/// What the app's `WindowGroup` holds.
struct ArticleSettingsRoot: View {
  @StateObject private var session = Session()
  @State private var profile = Profile()

  var body: some View {
    ArticleSettingsView().environment(profile).environmentObject(session)
  }
}

struct ArticleSettingsView_Previews: PreviewProvider {
  static var previews: some View {
    ArticleSettingsRoot()
  }
}
