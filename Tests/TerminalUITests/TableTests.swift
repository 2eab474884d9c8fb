import Foundation
import Testing

@testable import TerminalUI
@testable import TerminalUITesting

private struct Person: Identifiable {
  let id: Int
  let given: String
  let family: String
}

/// A sortable, selectable table, sorted by the app as SwiftUI's tables are.
private struct PeopleTable: View {
  @State private var people = [
    Person(id: 1, given: "Bob", family: "Smith"),
    Person(id: 2, given: "Alice", family: "Jones"),
    Person(id: 3, given: "Carol", family: "Brown"),
  ]
  @State private var selected: Person.ID?
  @State private var order = [KeyPathComparator(\Person.given)]

  var body: some View {
    VStack(alignment: .leading) {
      Text("selected \(selected.map(String.init) ?? "none")").accessibilityIdentifier("selected")
      Table(people, selection: $selected, sortOrder: $order) {
        TableColumn("Given", value: \.given)
        TableColumn("Family") { person in Text(person.family.uppercased()) }
      }
      .onChange(of: order, initial: true) { people.sort(using: order) }
    }
  }
}

@Suite("Table: aligned columns under a header, a selectable row, sortable titles")
struct TableTests {
  @Test("columns line up under their titles, each text column as wide as its widest text")
  func layout() {
    let lines = launched(
      Table([
        Person(id: 1, given: "Bob", family: "Smith"),
        Person(id: 2, given: "Alexandra", family: "Jones"),
      ]) {
        TableColumn("Given", value: \.given)
        TableColumn("Family", value: \.family)
        TableColumn("Initial") { person in Text(String(person.given.prefix(1))) }
      }, width: 40, height: 6
    ).screenshot().lines
    #expect(lines[0] == "Given     Family Initial")
    #expect(lines[1].hasPrefix("────"))
    #expect(lines[2] == "Bob       Smith  B")
    #expect(lines[3] == "Alexandra Jones  A")
  }

  @Test("a row is selected by a tap, and marked")
  func selection() {
    let app = TUIApplication(rootView: PeopleTable(), size: CGSize(width: 40, height: 8))
    app.launch()
    #expect(app.staticTexts["selected"].label == "selected none")
    app.staticTexts["Carol"].tap()
    #expect(app.staticTexts["selected"].wait(timeout: 5) { $0.label == "selected 3" })
    #expect(app.screenText.contains("▸ Carol"))
  }

  @Test("a sortable title sorts by its column, and again the other way")
  func sorting() {
    let app = TUIApplication(rootView: PeopleTable(), size: CGSize(width: 40, height: 8))
    app.launch()
    let rows = { app.screenText.split(separator: "\n").map(String.init) }
    #expect(rows().contains { $0.contains("Given ▲") })
    #expect(
      rows().firstIndex { $0.contains("Alice") } ?? 99 < rows().firstIndex { $0.contains("Carol") }
        ?? 0)
    app.buttons["Given ▲"].tap()
    #expect(
      app.staticTexts["Carol"].wait(timeout: 5) { _ in
        let now = rows()
        return now.contains { $0.contains("Given ▼") }
          && (now.firstIndex { $0.contains("Carol") } ?? 99)
            < (now.firstIndex { $0.contains("Alice") } ?? 0)
      })
  }
}
