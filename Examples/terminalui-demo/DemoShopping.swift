import TerminalUI

extension ContainerValues {
  /// Whether a shopping list's item is in the basket already.
  @Entry var isInBasket = false
}

/// A shopping list drawn by a container of the app's own: each item it is given is ticked
/// when it is in the basket, and a count of what is left; a star marks the list's
/// title at its corner.
struct DemoShopping: View {
  @State private var basket: Set<String> = ["牛乳"]
  private let items = ["牛乳", "卵", "豆腐", "ねぎ"]

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text("買い物メモ")
        .bold()
        .anchorPreference(key: CornerMarkKey.self, value: .topTrailing) { $0 }
      ShoppingBoard {
        ForEach(items, id: \.self) { item in
          Button(item) {
            if basket.contains(item) { basket.remove(item) } else { basket.insert(item) }
          }
          .containerValue(\.isInBasket, basket.contains(item))
        }
      }
      // What is still to buy, copied to the clipboard to send to someone.
      ShareLink("残りを共有", item: items.filter { !basket.contains($0) }.joined(separator: "、"))
        .accessibilityIdentifier("demoShoppingShare")
    }
    .overlayPreferenceValue(CornerMarkKey.self) { corner in
      GeometryReader { proxy in
        if let corner { Text("★").foregroundColor(.yellow).position(proxy[corner]) }
      }
    }
    .padding()
    .navigationTitle("自作のコンテナ")
  }
}

/// The corner of the view that wants a star.
private struct CornerMarkKey: PreferenceKey {
  static let defaultValue: Anchor<CGPoint>? = nil
  static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) {
    value = value ?? nextValue()
  }
}

/// Lays its subviews out one a line behind a tick or a dot, and counts those not in the basket.
private struct ShoppingBoard<Content: View>: View {
  @ViewBuilder var content: Content

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(subviews: content) { item in
        HStack(spacing: 8) {
          Text(item.containerValues.isInBasket ? "✓" : "・")
          item
        }
      }
      Group(subviews: content) { items in
        let left = items.filter { !$0.containerValues.isInBasket }.count
        Text("残り \(left) 品").foregroundColor(.secondary)
          .accessibilityIdentifier("demoShoppingLeft")
      }
    }
  }
}
