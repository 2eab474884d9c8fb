import TerminalUI  // import SwiftUI

// A flashcard app as the iOS 17 tutorials write it: tap to flip, drag a card away, long
// press to star it, a gauge of the deck, and an empty state when the deck is done.

struct Flashcard: Identifiable {
  let id = UUID()
  var front: String
  var back: String
}

struct TutorialFlashcardsView: View {
  @State private var cards = [
    Flashcard(front: "Hund", back: "dog"), Flashcard(front: "Katze", back: "cat"),
  ]
  @State private var flipped = false
  @State private var starred: [String] = []
  @GestureState private var dragOffset = CGSize.zero
  private let total = 2.0

  var body: some View {
    VStack {
      Gauge(value: total - Double(cards.count), in: 0...total) {
        Text("Learned")
      } currentValueLabel: {
        Text("\(Int(total) - cards.count) of \(Int(total))")
      }
      .gaugeStyle(.accessoryLinearCapacity)
      .accessibilityIdentifier("progress")
      if let card = cards.first {
        Text(flipped ? card.back : card.front)
          .font(.title)
          .padding()
          .offset(x: dragOffset.width)
          .accessibilityIdentifier("card")
          .onTapGesture { flipped.toggle() }
          .onLongPressGesture(minimumDuration: 0.5) { starred.append(card.front) }
          .gesture(
            DragGesture(minimumDistance: 20)
              .updating($dragOffset) { value, state, _ in state = value.translation }
              .onEnded { value in
                if abs(value.predictedEndTranslation.width) > 100 {
                  cards.removeFirst()
                  flipped = false
                }
              }
          )
      } else {
        ContentUnavailableView(
          "All done", systemImage: "checkmark.circle",
          description: Text("You learned every card."))
      }
      List(starred, id: \.self) { word in
        Text(word).listRowBackground(Color.yellow)
      }
    }
  }
}
