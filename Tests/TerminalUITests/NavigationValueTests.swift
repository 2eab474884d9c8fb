import TerminalKit
import TerminalUI
import TerminalUITesting
import Testing

private struct Fruit: Hashable {
  let name: String
}

/// A list that pushes values, as iOS 16 code writes it.
private struct FruitList: View {
  let fruits = [Fruit(name: "りんご"), Fruit(name: "みかん")]

  var body: some View {
    NavigationStack {
      List(fruits, id: \.self) { fruit in
        NavigationLink(fruit.name, value: fruit)
      }
      .navigationTitle("果物")
      .navigationDestination(for: Fruit.self) { fruit in
        Text("\(fruit.name) の詳細").navigationTitle(fruit.name)
      }
    }
  }
}

/// A stack driven by its path: pushes from code, pops from the keyboard, both kept in the
/// binding.
private struct PathScreen: View {
  @State private var path: [Int] = []

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Text("深さ \(path.count)").accessibilityIdentifier("depth")
        Button("3 まで進む") { path = [1, 2, 3] }
        NavigationLink("文字列へ", value: "ことば")
      }
      .navigationDestination(for: Int.self) { number in
        VStack {
          Text("番号 \(number)").accessibilityIdentifier("number")
          Button("最初へ") { path.removeAll() }
        }
      }
    }
  }
}

/// The same with a NavigationPath of mixed types.
private struct MixedPathScreen: View {
  @State private var path = NavigationPath()

  var body: some View {
    NavigationStack(path: $path) {
      Button("進む") {
        path.append(7)
        path.append("七")
      }
      .navigationDestination(for: Int.self) { Text("数 \($0)") }
      .navigationDestination(for: String.self) { Text("字 \($0)") }
    }
  }
}

@Suite("Navigation by value")
struct NavigationValueTests {
  @Test("NavigationLink(value:) pushes what navigationDestination(for:) draws; Esc pops")
  func valueLinks() {
    let app = TUIApplication(rootView: FruitList())
    app.launch()
    app.buttons["みかん"].tap()
    #expect(app.staticTexts["みかん の詳細"].exists)
    #expect(app.navigationBars["みかん"].exists)
    app.typeKey(.escape)
    #expect(app.navigationBars["果物"].exists)
  }

  @Test("a path binding drives the stack: code pushes and pops, Esc pops and the binding follows")
  func pathBinding() {
    let app = TUIApplication(rootView: PathScreen())
    app.launch()
    app.buttons["3 まで進む"].tap()
    #expect(app.staticTexts["number"].label == "番号 3")
    app.typeKey(.escape)
    #expect(app.staticTexts["number"].label == "番号 2")
    app.buttons["最初へ"].tap()
    #expect(app.staticTexts["depth"].label == "深さ 0")
    app.buttons["3 まで進む"].tap()
    app.typeKey(.escape)
    app.typeKey(.escape)
    app.typeKey(.escape)
    #expect(app.staticTexts["depth"].label == "深さ 0")
  }

  @Test("a value with no destination for its type says so instead of drawing nothing")
  func missingDestination() {
    let app = TUIApplication(rootView: PathScreen())
    app.launchEnvironment["LANG"] = "ja_JP.UTF-8"
    app.launch()
    app.buttons["文字列へ"].tap()
    #expect(app.screenText.contains("String を表示する navigationDestination がありません"))
    // In English, in the words of the environment's locale.
    app.launchEnvironment["LANG"] = "en_GB.UTF-8"
    app.launch()
    app.buttons["文字列へ"].tap()
    #expect(app.screenText.contains("No navigationDestination shows String"))
  }

  @Test("a NavigationPath holds values of several types, each drawn by its own destination")
  func mixedPath() {
    let app = TUIApplication(rootView: MixedPathScreen())
    app.launch()
    app.buttons["進む"].tap()
    #expect(app.staticTexts["字 七"].exists)
    app.typeKey(.escape)
    #expect(app.staticTexts["数 7"].exists)
  }
}
