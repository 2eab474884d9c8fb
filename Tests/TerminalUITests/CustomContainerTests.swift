import Foundation
import TerminalUITesting
import Testing

@testable import TerminalUI

extension ContainerValues {
  @Entry var isChecked = false
  @Entry var note: String? = nil
}

extension EnvironmentValues {
  @Entry var shelfLabel: String = "shelf"
}

/// A container that puts a mark before each of its subviews, ✓ for the checked ones, and
/// counts them.
private struct Checklist<Content: View>: View {
  @ViewBuilder var content: Content

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(subviews: content) { subview in
        HStack(spacing: 8) {
          Text(subview.containerValues.isChecked ? "✓" : "·")
          subview
        }
      }
      Group(subviews: content) { subviews in
        Text("total \(subviews.count)")
        subviews.first
      }
    }
  }
}

private struct Grocery: Identifiable {
  let id: Int
  let name: String
}

/// A checklist whose items come from a tuple, a `ForEach`, an `if` and a view of its own.
private struct Groceries: View {
  @State private var showsTea = false
  let items = [Grocery(id: 1, name: "rice"), Grocery(id: 2, name: "miso")]

  var body: some View {
    Checklist {
      Text("bread").containerValue(\.isChecked, true)
      ForEach(items) { item in
        Text(item.name)
      }
      .containerValue(\.isChecked, true)
      if showsTea { Text("tea") }
      Button("add tea") { showsTea = true }
      Shelf()
    }
  }
}

/// A view of the app's own, whose body declares two subviews.
private struct Shelf: View {
  @Environment(\.shelfLabel) private var label

  var body: some View {
    Text("top \(label)")
    Text("bottom \(label)").containerValue(\.note, "low")
  }
}

/// A board of the sections of its content, each headed by its header or a placeholder.
private struct Board<Content: View>: View {
  @ViewBuilder var content: Content

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(sections: content) { section in
        if section.header.isEmpty {
          Text("(no header)")
        } else {
          section.header
        }
        ForEach(section.content) { subview in
          Text("- ").bold() + Text(subview.containerValues.note ?? "")
          subview
        }
      }
    }
  }
}

extension View {
  /// The view at the screen's top leading corner, as a test reads it line by line.
  func pinned() -> some View {
    frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@MainActor
@Suite("Containers of your own: ForEach(subviews:), Group(subviews:), sections, container values")
struct CustomContainerTests {
  @Test("ForEach(subviews:) draws each declared view with the values it gave its container")
  func subviewsAndValues() {
    let text = screenText(of: Groceries().pinned(), width: 24, height: 10)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(
      lines.prefix(7) == [
        "✓ bread", "✓ rice", "✓ miso", "· [ add tea ]", "· top shelf",
        "· bottom shelf", "total 6",
      ])
    #expect(lines.dropFirst(7).first == "bread")
  }

  @Test("a subview is live: its button works and a new subview appears where it is declared")
  func liveSubviews() {
    let app = launched(Groceries().pinned(), width: 24, height: 11)
    app.buttons["add tea"].tap()
    let lines = app.screenText.split(separator: "\n").map(String.init)
    #expect(lines[3] == "· tea")
    #expect(lines[4] == "· [ add tea ]")
    #expect(lines.contains("total 7"))
  }

  @Test("ForEach(sections:) gives each Section its header and content, and loose views a section")
  func sections() {
    let board = Board {
      Text("loose").containerValue(\.note, "n")
      Section("Fruit") {
        Text("apple")
        Text("pear").containerValue(\.note, "ripe")
      }
    }
    let text = screenText(of: board.pinned(), width: 24, height: 8)
    #expect(
      text.split(separator: "\n").map(String.init) == [
        "(no header)", "- n", "loose", "Fruit", "-", "apple", "- ripe", "pear",
      ])
  }

  @Test("a subview takes modifiers: strikethrough on a view marks its text as a text's does")
  func subviewModifiers() {
    struct Struck: View {
      var body: some View {
        VStack(spacing: 0) {
          ForEach(
            subviews: Group {
              Text("kept")
              Text("gone").containerValue(\.isChecked, true)
            }
          ) {
            subview in
            subview.strikethrough(subview.containerValues.isChecked)
          }
        }
        .pinned()
      }
    }
    let screenshot = launched(Struck(), width: 8, height: 2).screenshot()
    #expect(screenshot[0, 0].isUnderlined == false)
    #expect(screenshot[0, 1].isUnderlined == true)
  }

  @Test("a container used in a List lays its subviews out as rows")
  func inAList() {
    struct Rows: View {
      var body: some View {
        List {
          ForEach(
            subviews: Group {
              Text("one")
              Text("two").containerValue(\.isChecked, true)
            }
          ) {
            subview in
            HStack {
              subview
              if subview.containerValues.isChecked { Text("done") }
            }
          }
        }
      }
    }
    let app = launched(Rows(), width: 20, height: 4)
    #expect(app.cells.count == 2)
    #expect(app.screenText.contains("two done"))
  }

  @Test("@Entry declares an environment value with its default, set with environment(_:_:)")
  func entryInEnvironment() {
    #expect(EnvironmentValues().shelfLabel == "shelf")
    let text = screenText(of: Shelf().environment(\.shelfLabel, "pantry"), width: 20, height: 2)
    #expect(text.contains("top pantry"))
    #expect(ContainerValues().note == nil)
  }
}
