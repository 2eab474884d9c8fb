// A card that starts expanded or collapsed as its caller says, the way tutorials write it: a
// `@State` declared without a value and set in `init`. Only the import differs from iOS.
import TerminalUI  // import SwiftUI

struct ArticleCardView: View {
  let title: String
  @State private var isExpanded: Bool
  @State private var readCount: Int
  @State private var note: String?

  init(title: String, isExpanded: Bool = false) {
    self.title = title
    _isExpanded = State(initialValue: isExpanded)
    self.readCount = 0
  }

  var body: some View {
    VStack(alignment: .leading) {
      Button(isExpanded ? "▼ \(title)" : "▶ \(title)") {
        isExpanded.toggle()
        readCount += 1
      }
      .accessibilityIdentifier("cardHeader")
      if isExpanded {
        Text("本文").accessibilityIdentifier("cardBody")
      }
      Text("開いた回数: \(readCount)").accessibilityIdentifier("cardCount")
      Text(note ?? "メモなし").accessibilityIdentifier("cardNote")
    }
  }
}
