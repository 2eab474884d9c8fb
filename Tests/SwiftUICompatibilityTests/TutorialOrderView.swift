// A coffee order screen as SwiftUI tutorials write one (Picker with an enum's ForEach and
// .tag, segmented and wheel styles, Slider with value labels, DatePicker with a range),
// compiled in Swift 5 mode. Only the `import` line differs from the iOS original.
import TerminalUI  // import SwiftUI

enum CoffeeSize: String, CaseIterable, Identifiable {
  case small = "S"
  case medium = "M"
  case large = "L"

  var id: String { rawValue }
}

struct TutorialOrderView: View {
  @State private var drink = "ラテ"
  @State private var size: CoffeeSize = .medium
  @State private var shots = 1
  @State private var sweetness = 0.5
  @State private var pickup = Date().addingTimeInterval(30 * 60)

  let drinks = ["ラテ", "モカ", "アメリカーノ"]

  var body: some View {
    NavigationView {
      Form {
        Section(header: Text("ドリンク")) {
          Picker("種類", selection: $drink) {
            ForEach(drinks, id: \.self) { name in
              Text(name)
            }
          }
          .accessibility(identifier: "drinkPicker")
          Picker("サイズ", selection: $size) {
            ForEach(CoffeeSize.allCases) { size in
              Text(size.rawValue).tag(size)
            }
          }
          .pickerStyle(SegmentedPickerStyle())
          .accessibility(identifier: "sizePicker")
          Picker("ショット", selection: $shots) {
            ForEach(1..<4) { count in
              Text("\(count) ショット").tag(count)
            }
          }
          .pickerStyle(WheelPickerStyle())
        }
        Section(header: Text("甘さ")) {
          Slider(value: $sweetness, in: 0...1, step: 0.25) {
            Text("甘さ")
          } minimumValueLabel: {
            Text("控えめ")
          } maximumValueLabel: {
            Text("甘め")
          }
          .accessibility(identifier: "sweetnessSlider")
        }
        Section(header: Text("受け取り")) {
          DatePicker(
            "時刻", selection: $pickup, in: Date()...,
            displayedComponents: .hourAndMinute
          )
          .datePickerStyle(CompactDatePickerStyle())
          .accessibility(identifier: "pickupPicker")
        }
        Section {
          Text("\(drink) \(size.rawValue) ×\(shots) 甘さ \(Int(sweetness * 100))%")
            .accessibility(identifier: "summary")
        }
      }
      .navigationBarTitle("注文")
    }
  }
}
