import Foundation
import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

final class ManyFields: ObservableObject {
  @Published var values = Array(repeating: "", count: 60)
}

/// A long form of fields bound to one array's elements, as the form benchmark has it.
private struct ManyFieldsForm: View {
  @ObservedObject var model: ManyFields

  var body: some View {
    Form {
      ForEach(0..<6) { section in
        Section("項目 \(section)") {
          ForEach(0..<10) { row in
            TextField("欄 \(section * 10 + row)", text: $model.values[section * 10 + row])
          }
        }
      }
    }
  }
}

@MainActor
@Suite("A binding to a collection, and fields scrolled out of a form")
struct BindingCollectionTests {
  @Test("$array[index] is a binding to the element; a binding to a removed one keeps its value")
  func elementBindings() {
    var storage = ["一", "二", "三"]
    let array = Binding(get: { storage }, set: { storage = $0 })
    let second = array[1]
    #expect(second.wrappedValue == "二")
    second.wrappedValue = "に"
    #expect(storage == ["一", "に", "三"])
    #expect(array.map(\.wrappedValue) == ["一", "に", "三"])
    let last = array[2]
    _ = last.wrappedValue
    storage.removeLast()
    #expect(last.wrappedValue == "三")
    last.wrappedValue = "さん"
    #expect(storage == ["一", "に"])
  }

  @Test("fields below the screen take focus as Tab reaches them; typing reaches their binding")
  func offscreenFields() {
    let model = ManyFields()
    let app = TUIApplication(
      rootView: ManyFieldsForm(model: model), size: CGSize(width: 40, height: 12))
    app.launch()
    // A form is lazy, as a List is: rows far out of view are not made, so not elements.
    #expect(app.textFields.count < 20)
    let far = app.textFields["欄 45"]
    #expect(!far.exists)
    // Tab walks the form's fields in order, scrolled ones too; the form follows focus.
    for _ in 0..<45 { app.typeKey(.tab) }
    #expect(far.hasFocus && far.isHittable)
    far.typeText("あ")
    #expect(model.values[45] == "あ")
    #expect(app.screenText.contains("あ"))
  }
}
