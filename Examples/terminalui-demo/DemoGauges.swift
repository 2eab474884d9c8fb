import TerminalUI

/// A gauge moved by a stepper, and a search with suggestions whose empty result says so.
struct DemoGauges: View {
  @State private var level = 40.0
  @State private var query = ""
  private let fruits = ["りんご", "みかん", "ぶどう", "もも", "なし"]

  private var found: [String] { query.isEmpty ? fruits : fruits.filter { $0.contains(query) } }

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Gauge(value: level, in: 0...100) {
        Text("貯水量")
      } currentValueLabel: {
        Text("\(Int(level)) L")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("100")
      }
      .gaugeStyle(.linearCapacity)
      .accessibilityIdentifier("demoGauge")
      // The same level in a style of the app's own.
      Gauge(value: level, in: 0...100) { Text("残り") }
        .gaugeStyle(PercentGaugeStyle())
      Stepper("水を足す・減らす", value: $level, in: 0...100, step: 10)
        .accessibilityIdentifier("demoGaugeStepper")
      HStack {
        Button("空にする", systemImage: "trash") { level = 0 }
        Text("tank a").textCase(.uppercase).lineLimit(1...2)
      }
      // One element for assistive tools: "水位, 40", valued in litres.
      HStack {
        Text("水位")
        Text("\(Int(level))")
      }
      .accessibilityElement(children: .combine)
      .accessibilityValue("\(Int(level)) L")
      .accessibilityIdentifier("demoLevel")
      if found.isEmpty {
        ContentUnavailableView.search(text: query)
      } else {
        List(found, id: \.self) { Text($0) }
      }
    }
    .padding(.horizontal)
    .searchable(text: $query, prompt: "果物を探す") {
      // Shown while searching; pressed, a suggestion fills the field.
      ForEach(["りんご", "ぶどう"], id: \.self) { name in
        Text("候補: \(name)").searchCompletion(name)
      }
    }
    .submitLabel(.search)
    .scrollBounceBehavior(.basedOnSize)
    .navigationTitle("ゲージと空の結果")
  }
}

/// A gauge drawn as its label and a percentage.
private struct PercentGaugeStyle: GaugeStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Text("\(Int((configuration.value * 100).rounded()))%").accessibilityIdentifier("percent")
    }
  }
}
