// A small notes app as macOS and iPadOS code writes one: the list publishes the selected
// note with focusedValue, and the app's menu commands act on it through @FocusedBinding.
// Swift 5 mode, as the code it stands for.
import Foundation
import TerminalUI  // import SwiftUI

struct Note: Identifiable, Hashable {
  let id: Int
  var title: String
  var isPinned = false
}

final class NoteStore: ObservableObject {
  @Published var notes = [Note(id: 1, title: "買い物"), Note(id: 2, title: "旅行の計画")]
}

struct SelectedNoteKey: FocusedValueKey {
  typealias Value = Binding<Note>
}

extension FocusedValues {
  var selectedNote: Binding<Note>? {
    get { self[SelectedNoteKey.self] }
    set { self[SelectedNoteKey.self] = newValue }
  }
}

struct NoteCommands: Commands {
  @FocusedBinding(\.selectedNote) var selectedNote

  var body: some Commands {
    CommandMenu("Note") {
      Button(selectedNote?.isPinned == true ? "Unpin" : "Pin") {
        selectedNote?.isPinned.toggle()
      }
      .keyboardShortcut("p", modifiers: [.command])
      .disabled(selectedNote == nil)
    }
  }
}

struct NoteRow: View {
  @Binding var note: Note

  var body: some View {
    Button((note.isPinned ? "📌 " : "") + note.title) {}
      .accessibilityIdentifier("note-\(note.id)")
      .focusedValue(\.selectedNote, $note)
  }
}

struct NotesList: View {
  @ObservedObject var store: NoteStore

  var body: some View {
    VStack(alignment: .leading) {
      ForEach($store.notes) { $note in
        NoteRow(note: $note)
      }
      Button("新規") {}.accessibilityIdentifier("new")
    }
  }
}

struct NotesApp: App {
  @StateObject private var store = NoteStore()

  var body: some Scene {
    WindowGroup {
      NotesList(store: store)
    }
    .commands {
      NoteCommands()
    }
  }
}
