import TerminalUI

/// The cheese screen: W, the cheeses one by one, and the greatest total worth.
///
/// The list shows the newest cheese first, so the one just entered is always on screen
/// however many there are; each row has a 削除 button (↑/↓ on the list, then Enter), and
/// すべて削除 asks before it removes them all.
public struct CheeseView: View {
  @ObservedObject var calculator: CheeseCalculator
  @State private var isConfirmingClear = false
  /// Set after すべて削除, so the next cheese can be typed at once (the button, now disabled,
  /// would keep focus otherwise).
  @FocusState private var isEntryFocused: Bool

  public init(calculator: CheeseCalculator) { self.calculator = calculator }

  public var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(
        "W グラムまで載るピザにチーズ (1グラムあたりの美味しさ A、重さ B グラム) を載せたときの、"
          + "美味しさの合計の最大値を求めます (AtCoder ABC229 C)。"
      )
      .fixedSize(horizontal: false, vertical: true)
      .padding(.bottom, 16)
      HStack {
        Text("W:")
        TextField("グラム数", text: $calculator.capacityText)
          .accessibilityIdentifier("cheeseCapacityTextField")
      }
      HStack {
        Text("チーズ:")
        TextField("A B と入力して Enter", text: $calculator.entryText)
          .onSubmit { calculator.addEntry() }
          .focused($isEntryFocused)
          .accessibilityIdentifier("cheeseEntryTextField")
        Button("すべて削除") { isConfirmingClear = true }
          .disabled(calculator.cheeses.isEmpty)
          .accessibilityIdentifier("cheeseClearButton")
      }
      HStack {
        Text("答え:")
        Text(calculator.answer).bold().accessibilityIdentifier("cheeseAnswerLabel")
      }
      .padding(.vertical, 16)
      // Two lines kept for the message (the longest takes two at the screen's width), so the
      // list does not move as it comes and goes.
      VStack(alignment: .leading) {
        if !calculator.message.isEmpty {
          Text(calculator.message).foregroundColor(.red).accessibilityIdentifier("cheeseMessage")
        }
      }
      .frame(minHeight: 32, alignment: .top)
      Text(
        calculator.cheeses.isEmpty
          ? "0 個のチーズ" : "\(calculator.cheeses.count) 個のチーズ (新しい順)"
      )
      .font(.caption)
      cheeseList
    }
    // A readable width on a wide terminal: at most 60 columns, centred.
    .frame(maxWidth: 480)
    .padding(.horizontal, 8)
    .navigationTitle("チーズ (貪欲法)")
    .alert("チーズをすべて削除しますか?", isPresented: $isConfirmingClear) {
      Button("キャンセル", role: .cancel) {}
      Button("削除", role: .destructive) {
        calculator.clear()
        isEntryFocused = true
      }
    } message: {
      Text("入力した \(calculator.cheeses.count) 個のチーズを削除します。")
    }
  }

  /// The cheeses, newest first, so the one just entered is always the top row in view; the
  /// rows are numbered in the order they were entered.
  private var cheeseList: some View {
    // The rows read this copy, so an index always matches the cheeses it was made from.
    let cheeses = calculator.cheeses
    return List(cheeses.indices.reversed(), id: \.self) { index in
      HStack {
        Text("\(index + 1). A = \(cheeses[index].worthPerGram), B = \(cheeses[index].grams)")
        Spacer()
        Button("削除", role: .destructive) { calculator.remove(at: index) }
          .accessibilityIdentifier("cheeseRemoveButton")
      }
    }
    .accessibilityIdentifier("cheeseList")
  }
}
