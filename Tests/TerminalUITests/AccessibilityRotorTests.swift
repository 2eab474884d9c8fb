import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// Rotors: accepted, drawn as the view without them, their entries never asked for.
@MainActor
@Suite("Accessibility rotors")
struct AccessibilityRotorTests {
  struct Message: Identifiable {
    let id: Int
    let subject: String
    let isUnread: Bool
  }

  final class Calls {
    var count = 0
  }

  let messages = [
    Message(id: 1, subject: "会議", isUnread: true),
    Message(id: 2, subject: "請求書", isUnread: false),
  ]

  func inbox() -> some View {
    VStack(alignment: .leading) {
      ForEach(messages) { message in
        Text(message.subject).id(message.id)
      }
    }
  }

  @Test("a view with rotors of every form draws as it does without them")
  func drawsTheSame() {
    let messages = messages
    let calls = Calls()
    @Namespace var namespace
    let text = "一行目\n二行目"
    let lines = [text.startIndex..<(text.firstIndex(of: "\n") ?? text.endIndex)]
    let view = inbox()
      .accessibilityRotor("未読") {
        ForEach(messages.filter(\.isUnread)) { message in
          AccessibilityRotorEntry(message.subject, id: message.id) { calls.count += 1 }
        }
      }
      .accessibilityRotor(Text("全部")) {
        AccessibilityRotorEntry(Text("最初"), id: 1)
        if messages.count > 1 {
          AccessibilityRotorEntry("二通目", id: 2, in: namespace)
        }
        for message in messages {
          AccessibilityRotorEntry(Text(message.subject), id: message.id)
        }
      }
      .accessibilityRotor(.headings) {
        ForEach(messages, id: \.id) { AccessibilityRotorEntry($0.subject, id: $0.id) }
      }
      .accessibilityRotor("件名", entries: messages, entryLabel: \.subject)
      .accessibilityRotor(
        .links(visited: false), entries: messages, entryID: \.id, entryLabel: \.subject
      )
      .accessibilityRotor("行", textRanges: lines)
      .accessibilityRotor(.misspelledWords) { AccessibilityRotorEntry(textRange: lines[0]) }
      .accessibilityRotorEntry(id: 1, in: namespace)
      .accessibilityHeading(.h2)
    #expect(draw(view, width: 10, height: 3) == draw(inbox(), width: 10, height: 3))
    #expect(draw(view, width: 10, height: 3).contains("請求書"))
    #expect(calls.count == 0, "no screen reader asks for an entry, so none is prepared")
  }

  @Test("an entry keeps its label, id and range")
  func entry() {
    let text = "abc"
    let range = text.startIndex..<text.index(after: text.startIndex)
    let byID = AccessibilityRotorEntry("会議", id: 7)
    #expect(byID.id == 7)
    #expect(byID.label.map { draw($0, width: 4, height: 1) } == "会議")
    #expect(byID.textRange == nil)
    let byRange = AccessibilityRotorEntry(textRange: range)
    #expect(byRange.id == nil)
    #expect(byRange.textRange == range)
    #expect(AccessibilitySystemRotor.headings(level: .h3).name == "headings level 3")
  }

  @Test("a ForEach of views beside rotors is still a view, drawn row by row")
  func forEachOfViews() {
    let list = List {
      ForEach(messages) { Text($0.subject) }
    }
    .accessibilityRotor("未読") {
      ForEach(messages) { AccessibilityRotorEntry($0.subject, id: $0.id) }
    }
    let screen = draw(list, width: 12, height: 4)
    #expect(screen.contains("会議"))
    #expect(screen.contains("請求書"))
  }
}
