import TerminalUI

/// One message of the chat: whose, and what it says.
struct DemoChatMessage: Identifiable, Hashable {
  let id: Int
  let mine: Bool
  let text: String
}

/// A chat: the messages start at the newest one and follow new ones
/// (`defaultScrollAnchor(.bottom)`), each in a bubble with one square corner
/// (`UnevenRoundedRectangle`), the other person's on the left and one's own on the right.
struct DemoChat: View {
  @State private var messages = [
    "こんにちは", "明日の集合は何時？", "10時に駅で", "了解", "雨なら屋内にしよう", "傘を持っていく",
    "駅の北口で", "わかった", "遅れたら連絡して", "はい",
  ].enumerated().map { DemoChatMessage(id: $0.offset, mine: $0.offset % 2 == 1, text: $0.element) }
  @State private var draft = ""

  var body: some View {
    VStack(spacing: 0) {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(messages) { message in
            DemoChatBubble(message: message)
          }
        }
      }
      .defaultScrollAnchor(.bottom)
      .accessibilityIdentifier("demoChatMessages")
      HStack {
        TextField("メッセージ", text: $draft)
          .accessibilityIdentifier("demoChatDraft")
          .onSubmit(send)
        Button("送信", action: send).disabled(draft.isEmpty)
      }
      .padding(.horizontal, 8)
    }
    .navigationTitle("チャット")
  }

  private func send() {
    guard !draft.isEmpty else { return }
    messages.append(DemoChatMessage(id: messages.count, mine: true, text: draft))
    draft = ""
  }
}

/// A message in a bubble, its corner by the sender square.
private struct DemoChatBubble: View {
  let message: DemoChatMessage

  var body: some View {
    Text(message.text)
      .padding(.horizontal, 8)
      .padding(.vertical, 8)
      .overlay(
        UnevenRoundedRectangle(
          topLeadingRadius: message.mine ? 8 : 0, bottomLeadingRadius: 8,
          bottomTrailingRadius: 8, topTrailingRadius: message.mine ? 0 : 8
        )
        .stroke(message.mine ? Color.teal : Color.gray)
      )
      .frame(maxWidth: .infinity, alignment: message.mine ? .trailing : .leading)
      .padding(.horizontal, 8)
  }
}
