import TerminalUI

/// The data-flow pane: every kept crossing of a trace, one a row and numbered, as
/// `View → Presenter  message` (a call) or `ViewModel ⇢ View  message` (a value the receiver
/// watches), the sending layer in its colour. The numbers and the layers keep their columns,
/// and a long message wraps under itself, so a value is never cut off.
///
/// It scrolls: it follows the newest crossing until you scroll up — with the wheel, or Tab to
/// it and ↑↓, PageUp/PageDown, Home/End — and stays where you left it.
public struct DataFlowPane: View {
  @ObservedObject var trace: DataFlowTrace

  public init(trace: DataFlowTrace) { self.trace = trace }

  /// How many crossings, at most, the pane lets you scroll back through: the newest.
  static let rows = 200

  public var body: some View {
    let (first, events) = trace.newest(Self.rows)
    let last = first + events.count - 1
    let numberWidth = String(max(last, 1)).count
    let routeWidth = events.map(\.route.count).max() ?? 0
    VStack(alignment: .leading, spacing: 0) {
      Text("データの流れ (新しいものが下)").bold()
        .accessibilityIdentifier("dataFlowTitle")
      Text(legend(for: events)).font(.caption).foregroundColor(.secondary)
        .accessibilityIdentifier("dataFlowLegend")
      if events.isEmpty {
        Text("まだ何も流れていません: 入力してみてください").foregroundColor(.secondary)
      } else {
        ScrollView {
          // Every row is laid out (not lazily), so that the rows a long message wraps into
          // are counted and the newest stays at the bottom.
          VStack(alignment: .leading, spacing: 0) {
            ForEach(Array(events.enumerated()), id: \.offset) { index, event in
              row(event, number: first + index, numberWidth: numberWidth, routeWidth: routeWidth)
                .id(first + index)
            }
          }
          // From the left edge (a scroll view centres narrower content), with a column kept
          // clear for the scroll bar, which would hide a row's last character.
          .frame(maxWidth: .infinity, alignment: .leading)
          .padding(.trailing, 8)
        }
        .defaultScrollAnchor(.bottom)
        .accessibilityIdentifier("dataFlowScroll")
      }
    }
    .accessibilityIdentifier("dataFlowPane")
  }

  /// How to read the arrows, naming only those the trace holds, and how to scroll back.
  private func legend(for events: ArraySlice<DataFlowEvent>) -> String {
    var parts = ["→ 呼び出し"]
    if events.contains(where: { $0.kind == .observed }) {
      parts.append("⇢ 購読 (送り手は受け手を知らない)")
    }
    return (parts + ["Tab で来て ↑↓ でさかのぼる"]).joined(separator: " · ")
  }

  /// One crossing: its number and route padded to their columns, the message wrapping.
  private func row(_ event: DataFlowEvent, number: Int, numberWidth: Int, routeWidth: Int)
    -> some View
  {
    let numberText = String(number)
    return HStack(alignment: .top, spacing: 8) {
      Text(String(repeating: " ", count: max(0, numberWidth - numberText.count)) + numberText)
        .foregroundColor(.secondary)
      Text(event.route + String(repeating: " ", count: max(0, routeWidth - event.route.count)))
        .foregroundColor(event.from.color)
      Text(event.message).fixedSize(horizontal: false, vertical: true)
    }
    .accessibilityElement(children: .combine)
    .accessibilityIdentifier("dataFlowEvent")
  }
}

extension ArchitectureLayer {
  /// The colour a layer's messages are drawn in.
  var color: Color {
    switch self {
    case .view: .blue
    case .controller, .presenter, .viewModel, .store: .orange
    case .reducer, .interactor, .router: .purple
    case .effect: .green
    case .model: .green
    }
  }
}
