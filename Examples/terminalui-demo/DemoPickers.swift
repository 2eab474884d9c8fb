import Foundation
import TerminalUI

/// The demo's order form: a picker in each style, a slider, a date picker and a calendar of
/// delivery days, as a coffee shop's app has them.
struct DemoPickers: View {
  enum Size: String, CaseIterable, Identifiable {
    case small = "S"
    case medium = "M"
    case large = "L"
    var id: Self { self }
  }

  @State private var drink = "ラテ"
  @State private var size = Size.medium
  @State private var milk = 0
  @State private var shots = 1
  @State private var sweetness = 50.0
  @State private var pickup =
    Calendar.current.date(
      bySettingHour: 9, minute: 0, second: 0, of: Date()) ?? Date()
  /// The days of the month the beans are delivered on.
  @State private var deliveries: Set<DateComponents> = []
  @State private var explainsSweetness = false
  @State private var showsAllergens = false

  var body: some View {
    Form {
      Section("ドリンク") {
        Picker("種類", selection: $drink) {
          ForEach(["ラテ", "モカ", "アメリカーノ"], id: \.self) { Text($0) }
        }
        .accessibilityIdentifier("drink")
        Picker("サイズ", selection: $size) {
          ForEach(Size.allCases) { Text($0.rawValue) }
        }
        .pickerStyle(.segmented)
        .accessibilityIdentifier("size")
        Picker("ミルク", selection: $milk) {
          Text("普通").tag(0)
          Text("豆乳").tag(1)
          Text("オーツ").tag(2)
        }
        .pickerStyle(.inline)
        .accessibilityIdentifier("milk")
        Picker("ショット", selection: $shots) {
          ForEach(1..<4) { Text("\($0) ショット").tag($0) }
        }
        .pickerStyle(.wheel)
        .accessibilityIdentifier("shots")
      }
      Section("好み") {
        Slider(value: $sweetness, in: 0...100, step: 10) {
          Text("甘さ")
        } minimumValueLabel: {
          Text("0")
        } maximumValueLabel: {
          Text("100")
        }
        .accessibilityIdentifier("sweetness")
        Button("甘さについて") { explainsSweetness = true }
          .popover(isPresented: $explainsSweetness, arrowEdge: .trailing) {
            Text("0 は砂糖なし、100 はシロップ 2 杯です。")
              .padding()
              .accessibilityIdentifier("sweetnessHelp")
          }
        DatePicker("受け取り", selection: $pickup, displayedComponents: [.date, .hourAndMinute])
          .accessibilityIdentifier("pickup")
      }
      Section {
        Text("\(drink) \(size.rawValue) ×\(shots) 甘さ \(Int(sweetness))")
          .accessibilityIdentifier("order")
      }
      Section("定期便") {
        MultiDatePicker(
          "配達日", selection: $deliveries, in: Calendar.current.startOfDay(for: Date())...
        )
        .accessibilityIdentifier("deliveries")
        Text(deliveries.isEmpty ? "配達日を選んでください" : "豆の配達 \(deliveries.count) 回")
          .accessibilityIdentifier("deliveryCount")
      }
      Section {
        DisclosureGroup("アレルギー情報", isExpanded: $showsAllergens) {
          Text("乳・大豆を含みます（ミルクの選択による）").accessibilityIdentifier("allergens")
        }
        .disclosureGroupStyle(PlusMinusDisclosure())
      }
    }
    .navigationTitle("注文")
  }
}

/// A disclosure group opened by its own button, with `+` or `−` after the label: a
/// disclosure group style of the demo's own.
struct PlusMinusDisclosure: DisclosureGroupStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      Button {
        configuration.isExpanded.toggle()
      } label: {
        HStack {
          configuration.label
          Text(configuration.isExpanded ? "−" : "+")
        }
      }
      .buttonStyle(.plain)
      if configuration.isExpanded { configuration.content.padding(.leading, 16) }
    }
  }
}
