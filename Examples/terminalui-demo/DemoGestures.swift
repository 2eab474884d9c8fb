import TerminalUI

/// Gestures in a terminal: a card turned over with a tap (Enter, Space or a click), kept
/// with a long press (l or a right click), and thrown away with a drag (the mouse, or the
/// arrows then Enter) of more than 100 points.
struct DemoGestures: View {
  private struct Card: Identifiable {
    let id: Int
    let front: String
    let back: String
  }

  @State private var cards = [
    Card(id: 0, front: "りんご", back: "apple"), Card(id: 1, front: "みかん", back: "orange"),
    Card(id: 2, front: "ぶどう", back: "grape"),
  ]
  @State private var showsBack = false
  @State private var kept: [String] = []
  @GestureState private var drag = CGSize.zero

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text("Enter で裏返す · l で残す · ←→ と Enter で捨てる").foregroundColor(.secondary)
      if let card = cards.first {
        VStack {
          Text(showsBack ? card.back : card.front).bold()
          Text("ずらし \(Int(drag.width)), \(Int(drag.height)) pt")
            .foregroundColor(abs(drag.width) > 100 ? Color.red : Color.secondary)
            .accessibilityIdentifier("gestureDrag")
        }
        .padding()
        .border(Color.gray)
        .accessibilityIdentifier("gestureCard")
        .onTapGesture { showsBack.toggle() }
        .onLongPressGesture { kept.append(card.front) }
        .gesture(
          DragGesture()
            .updating($drag) { value, state, _ in state = value.translation }
            .onEnded { value in
              guard abs(value.translation.width) > 100 else { return }
              cards.removeFirst()
              showsBack = false
            })
      } else {
        Text("カードはもうありません").accessibilityIdentifier("gestureCard")
      }
      Text("残したカード: \(kept.joined(separator: "、"))").accessibilityIdentifier("gestureKept")
    }
    .padding(.horizontal)
    .navigationTitle("ジェスチャー")
  }
}
