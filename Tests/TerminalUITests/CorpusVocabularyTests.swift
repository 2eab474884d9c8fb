import Foundation
import TerminalUITesting
import Testing

@testable import TerminalUI

private struct Cat: Identifiable {
  let id: String
}

/// An alert made from the data it is about.
private struct CatAlert: View {
  @State private var showing = false
  @State private var log = ""
  let cat: Cat? = Cat(id: "Tama")

  var body: some View {
    VStack {
      Button("Call") { showing = true }
      Text(log).accessibilityIdentifier("log")
    }
    .alert("Calling all cats", isPresented: $showing, presenting: cat) { cat in
      Button("It is \(cat.id)") { log = "answered \(cat.id)" }
    } message: { cat in
      Text("Is \(cat.id) home?")
    }
  }
}

/// A title bound to the state that names the document.
private struct RenamableTitle: View {
  @State private var name = "Draft"

  var body: some View {
    NavigationStack {
      Button("Rename") { name = "Letter" }
        .navigationTitle($name)
    }
  }
}

@MainActor
@Suite("More of the real screens' vocabulary: alerts about data, bound titles, symbol effects")
struct CorpusVocabularyTests {
  @Test("preview code's device and orientation, and a scale transition by amount, are accepted")
  func previewAndTransitionForms() {
    let view = Text("x")
      .transition(.scale(0.5).combined(with: .opacity))
      .previewDevice(PreviewDevice(rawValue: "iPhone 15"))
      .previewDevice("iPhone SE (3rd generation)")
      .previewInterfaceOrientation(.landscapeLeft)
    #expect(draw(view, width: 1, height: 1) == "x")
    #expect(AnyTransition.scale(0.5).description == "scale(0.5)")
  }

  @Test("an alert presenting data makes its actions and message from it")
  func alertPresenting() {
    let app = TUIApplication(rootView: CatAlert(), size: CGSize(width: 40, height: 12))
    app.launch()
    app.buttons["Call"].tap()
    let alert = app.alerts["Calling all cats"]
    #expect(alert.exists)
    #expect(app.screenText.contains("Is Tama home?"))
    alert.buttons["It is Tama"].tap()
    #expect(app.staticTexts["log"].label == "answered Tama")
    #expect(!alert.exists)
  }

  @Test("a bound navigation title shows the bound text and follows it")
  func boundTitle() throws {
    let app = TUIApplication(rootView: RenamableTitle(), size: CGSize(width: 30, height: 6))
    app.launch()
    #expect(app.screenText.hasPrefix("Draft"))
    app.buttons["Rename"].tap()
    #expect(app.screenText.hasPrefix("Letter"))
  }

  @Test("symbol effects draw the symbol still; an active disappear hides it")
  func symbolEffects() {
    let view = VStack {
      Image(systemName: "star.fill").symbolEffect(.breathe)
      Image(systemName: "star.fill").symbolEffect(.bounce.up.byLayer, value: 3)
      Image(systemName: "star.fill").symbolEffect(.variableColor.iterative, options: .repeating)
      Image(systemName: "star.fill").symbolEffect(.disappear, isActive: true)
    }
    let lines = screenText(of: view, width: 5, height: 4)
      .split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines == ["★", "★", "★", ""])
  }

  @Test("menu styles, section actions and a 3D turn in a visual effect are accepted")
  func accepted() throws {
    let menu = Menu("Sort") { Button("Name") {} }.menuStyle(.borderlessButton)
    #expect(screenText(of: menu, width: 20, height: 1).contains("Sort ▾"))
    let tabs = TabView {
      TabSection("More") {
        Tab("Bell", systemImage: "bell") { Text("bells") }
      }
      .sectionActions { Button("Add") {} }
    }
    #expect(screenText(of: tabs, width: 20, height: 3).contains("bells"))
    let turned = Text("turned").visualEffect { content, _ in
      content.rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0)).offset(x: 8)
    }
    #expect(screenText(of: turned, width: 10, height: 1).hasPrefix(" turned"))
    let color = try #require(UIColor(named: "NoSuchColour"))
    #expect(Color(color) == Color(red: 1, green: 0, blue: 1))
  }
}

/// A view that mirrors its own drawing by the layout direction, as segmented gauges do.
private struct Arrow: View {
  @Environment(\.layoutDirection) private var direction

  var body: some View { Text(direction == .rightToLeft ? "←" : "→") }
}

@MainActor
@Suite("The layout direction in the environment")
struct LayoutDirectionTests {
  @Test("left to right by default; a view that sets it is read inside")
  func direction() {
    #expect(screenText(of: Arrow(), width: 1, height: 1) == "→")
    let mirrored = Arrow().environment(\.layoutDirection, .rightToLeft)
    #expect(screenText(of: mirrored, width: 1, height: 1) == "←")
  }
}
