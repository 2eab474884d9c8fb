// A tabbed app as SwiftUI tutorials write one (TabView with a selection, tabItem, tag, badge,
// an alert with a text field, a sheet, a custom ButtonStyle and ToggleStyle), compiled in
// Swift 5 mode. Only the `import` line differs from the iOS original.
import TerminalUI  // import SwiftUI

struct TutorialTabsView: View {
  @State private var selection = 0
  @State private var messages = ["ようこそ", "新機能のお知らせ"]

  var body: some View {
    TabView(selection: $selection) {
      TutorialFeedView()
        .tabItem {
          Image(systemName: "house")
          Text("Feed")
        }
        .tag(0)
      TutorialMessagesView(messages: $messages)
        .tabItem { Label("Messages", systemImage: "envelope") }
        .badge(messages.count)
        .tag(1)
      TutorialProfileView()
        .tabItem { Label("Profile", systemImage: "person") }
        .tag(2)
    }
  }
}

struct RoundedButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .font(.headline)
      .padding()
      .background(Color.blue)
      .foregroundColor(.white)
      .cornerRadius(10)
  }
}

struct TutorialFeedView: View {
  @State private var likes = 0

  var body: some View {
    VStack(spacing: 20) {
      Text("いいね \(likes)")
        .accessibilityIdentifier("likes")
      Button("いいね") {
        likes += 1
      }
      .buttonStyle(RoundedButtonStyle())
      .accessibilityIdentifier("likeButton")
    }
  }
}

struct TutorialMessagesView: View {
  @Binding var messages: [String]
  @State private var isComposing = false
  @State private var draft = ""

  var body: some View {
    VStack {
      ForEach(messages, id: \.self) { message in
        Text(message)
      }
      Button("新規メッセージ") {
        isComposing = true
      }
      .accessibilityIdentifier("compose")
    }
    .alert("新規メッセージ", isPresented: $isComposing) {
      TextField("本文", text: $draft)
      Button("送信") {
        messages.append(draft)
        draft = ""
      }
      Button("キャンセル", role: .cancel) {}
    } message: {
      Text("メッセージを入力してください")
    }
  }
}

struct CheckboxStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Image(systemName: configuration.isOn ? "checkmark.square" : "square")
        .foregroundColor(configuration.isOn ? .blue : .gray)
      configuration.label
    }
  }
}

struct TutorialProfileView: View {
  @State private var isPublic = false
  @State private var showingEdit = false

  var body: some View {
    VStack(spacing: 12) {
      Toggle("公開プロフィール", isOn: $isPublic)
        .toggleStyle(CheckboxStyle())
        .accessibilityIdentifier("publicToggle")
      Button("編集") {
        showingEdit = true
      }
      .buttonStyle(.bordered)
    }
    .sheet(isPresented: $showingEdit) {
      VStack {
        Text("プロフィールを編集")
        Button("完了") {
          showingEdit = false
        }
      }
    }
  }
}
