import TerminalUI  // import SwiftUI

// An iOS 18 mail app as the tutorials write it: Tab with values, a badge, swipe actions on
// the rows, a search whose results view reads isSearching.

enum InboxTab: Hashable {
  case inbox, archive
}

struct Message: Identifiable {
  let id = UUID()
  var subject: String
}

struct TutorialInboxView: View {
  @State private var selectedTab: InboxTab = .inbox
  @State private var messages = [Message(subject: "Lunch?"), Message(subject: "Invoice")]
  @State private var archived: [Message] = []
  @State private var searchText = ""

  var body: some View {
    TabView(selection: $selectedTab) {
      Tab("Inbox", systemImage: "tray", value: .inbox) {
        NavigationStack {
          MessageList(messages: filtered, archive: archive, delete: delete)
            .navigationTitle("Inbox")
            .searchable(text: $searchText)
        }
      }
      .badge(messages.count)
      Tab("Archive", systemImage: "archivebox", value: .archive) {
        List(archived) { message in
          Text(message.subject)
        }
      }
    }
  }

  var filtered: [Message] {
    searchText.isEmpty ? messages : messages.filter { $0.subject.contains(searchText) }
  }

  func archive(_ message: Message) {
    messages.removeAll { $0.id == message.id }
    archived.append(message)
  }

  func delete(_ message: Message) {
    messages.removeAll { $0.id == message.id }
  }
}

struct MessageList: View {
  let messages: [Message]
  let archive: (Message) -> Void
  let delete: (Message) -> Void
  @Environment(\.isSearching) private var isSearching

  var body: some View {
    VStack {
      if isSearching {
        Text("Searching…")
      }
      List(messages) { message in
        Text(message.subject)
          .swipeActions(edge: .trailing, allowsFullSwipe: true) {
            Button(role: .destructive) {
              delete(message)
            } label: {
              Label("Delete", systemImage: "trash")
            }
            Button {
              archive(message)
            } label: {
              Label("Archive", systemImage: "archivebox")
            }
            .tint(.blue)
          }
      }
    }
  }
}
