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

/// A table whose rows are listed one by one: a pinned row, then the others, then one more
/// when asked for.
private struct ListedRowsTable: View {
  let people: [Person]
  var showsGuest = false
  @State private var selected = Set<Person.ID>()

  var body: some View {
    VStack(alignment: .leading) {
      Text("selected \(selected.sorted().map(String.init).joined(separator: ","))")
        .accessibilityIdentifier("selected")
      Table(of: Person.self, selection: $selected) {
        TableColumn("Given", value: \.given)
        TableColumn("Family", value: \.family)
      } rows: {
        TableRow(Person(id: 0, given: "Pinned", family: "Row"))
        ForEach(people) { person in
          TableRow(person)
            .contextMenu { Button("Delete") {} }
        }
        if showsGuest {
          TableRow(Person(id: 99, given: "Guest", family: "-"))
        }
      }
    }
  }
}

@Suite("Table(of:columns:rows:): rows listed with TableRow, ForEach and if")
struct TableRowTests {
  fileprivate let people = [
    Person(id: 1, given: "Bob", family: "Smith"), Person(id: 2, given: "Alice", family: "Jones"),
  ]

  @Test("the rows are listed in order: TableRow, each of ForEach's, then an if's when true")
  func listedRows() {
    let lines = screenText(of: ListedRowsTable(people: people), width: 30, height: 8)
      .split(separator: "\n").map(String.init)
    let rows = lines.filter { $0.contains("Pinned") || $0.contains("Bob") || $0.contains("Alice") }
    #expect(rows.count == 3, "\(lines)")
    #expect(rows.first?.contains("Pinned") == true)
    #expect(rows.last?.contains("Alice") == true)
    #expect(!lines.joined().contains("Guest"))
    let guest = screenText(
      of: ListedRowsTable(people: people, showsGuest: true), width: 30, height: 8)
    #expect(guest.contains("Guest"))
  }

  @Test("listed rows are selected as a table's rows are")
  func selection() {
    let app = launched(ListedRowsTable(people: people), width: 30, height: 8)
    app.tables.firstMatch.tap()
    app.typeKey(.home)
    app.typeKey(.downArrow)
    app.typeKey(.enter)
    #expect(app.staticTexts["selected"].label == "selected 1")
  }

  @Test("row content of your own lists the rows of its body")
  @MainActor func customRowContent() {
    struct Pair: TableRowContent {
      let first: Person
      let second: Person
      var tableRowBody: some TableRowContent<Person> {
        TableRow(first)
        TableRow(second)
      }
    }
    let pair = Pair(first: people[0], second: people[1])
    #expect(pair._tableRowValues.map(\.id) == [1, 2])
    let table = Table(of: Person.self) {
      TableColumn("Given", value: \.given)
    } rows: {
      pair
    }
    let text = screenText(of: table, width: 20, height: 5)
    #expect(text.contains("Bob") && text.contains("Alice"), "\(text)")
  }
}
