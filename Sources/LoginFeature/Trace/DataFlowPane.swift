import TerminalUI

/// The data-flow pane: the newest crossings of a trace that fit its height, one a line,
/// numbered, each as `View → Presenter  message`, the sending layer in its colour.
public struct DataFlowPane: View {
  @ObservedObject var trace: DataFlowTrace

  public init(trace: DataFlowTrace) { self.trace = trace }

  public var body: some View {
    GeometryReader { proxy in
      // One line for the title; the rest for the newest crossings.
      let (first, shown) = trace.newest(max(1, Int(proxy.size.height / 16) - 1))
      VStack(alignment: .leading, spacing: 0) {
        Text("データの流れ (層をまたいだ呼び出し、新しいものが下)").bold()
          .accessibilityIdentifier("dataFlowTitle")
        if shown.isEmpty {
          Text("まだ何も流れていません: 入力してみてください").foregroundColor(.secondary)
        }
        ForEach(Array(shown.enumerated()), id: \.offset) { index, event in
          HStack(spacing: 8) {
            // The number and the layers are the lesson: they keep their width, and a
            // message too long for the line is what gets cut.
            Text(String(first + index)).foregroundColor(.secondary).layoutPriority(1)
            Text("\(event.from.rawValue) → \(event.to.rawValue)")
              .foregroundColor(event.from.color).layoutPriority(1)
            Text(event.message)
          }
          .lineLimit(1)
          .accessibilityIdentifier("dataFlowEvent")
        }
      }
      .accessibilityIdentifier("dataFlowPane")
    }
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
