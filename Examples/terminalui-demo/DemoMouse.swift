import TerminalUI

/// The mouse in a terminal: a click presses a button, flips a switch, puts the cursor in a
/// field or picks a row; the wheel scrolls the list under the pointer.
struct DemoMouse: View {
  @State private var clicks = 0
  @State private var sound = true
  @State private var memo = ""
  @State private var fruit = "まだ選んでいません"
  private let fruits = [
    "りんご", "みかん", "ぶどう", "もも", "なし", "かき", "いちご", "すいか", "メロン", "バナナ",
    "キウイ", "レモン", "さくらんぼ", "びわ", "ゆず", "マンゴー", "パイナップル", "ブルーベリー",
  ]

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text("クリックで押す · ホイールでリストを動かす").foregroundColor(.secondary)
      HStack {
        Button("クリックしてください") { clicks += 1 }.accessibilityIdentifier("mouseButton")
        Text("\(clicks) 回").accessibilityIdentifier("mouseClicks")
      }
      Toggle("効果音", isOn: $sound).accessibilityIdentifier("mouseSound")
      TextField("メモ（クリックした所にカーソル）", text: $memo)
        .textFieldStyle(.roundedBorder)
        .accessibilityIdentifier("mouseMemo")
      Text("選んだ果物: \(fruit)").accessibilityIdentifier("mouseFruit")
      List(fruits, id: \.self) { name in
        Button(name) { fruit = name }
      }
      .accessibilityIdentifier("mouseFruits")
      .frame(height: 96)  // six rows of 16 points
    }
    .padding(.horizontal)
    .navigationTitle("マウス")
  }
}
