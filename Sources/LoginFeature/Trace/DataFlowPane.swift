import TerminalUI

/// The data-flow pane: the newest crossings of a trace, one a line, numbered, each as
/// `View → Presenter  message`, the sending layer in its colour.
public struct DataFlowPane: View {
  @ObservedObject var trace: DataFlowTrace
  /// How many crossings fit.
  let lines: Int

  public init(trace: DataFlowTrace, lines: Int) {
    self.trace = trace
    self.lines = max(1, lines)
  }

  public var body: some View {
    let total = trace.count
    let shown = trace.events.suffix(lines)
    let first = total - shown.count + 1
    VStack(alignment: .leading, spacing: 0) {
      Text("データの流れ (層をまたいだ呼び出し、新しいものが下)").bold()
        .accessibilityIdentifier("dataFlowTitle")
      if shown.isEmpty {
        Text("まだ何も流れていません: 入力してみてください").foregroundColor(.secondary)
      }
      ForEach(Array(shown.enumerated()), id: \.offset) { index, event in
        HStack(spacing: 8) {
          Text(String(first + index)).foregroundColor(.secondary)
          Text("\(event.from.rawValue) → \(event.to.rawValue)").foregroundColor(event.from.color)
          Text(event.message)
        }
        .lineLimit(1)
        .accessibilityIdentifier("dataFlowEvent")
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .accessibilityIdentifier("dataFlowPane")
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
