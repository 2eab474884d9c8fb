// What `import SwiftUI` brings into scope on Apple platforms comes with `import TerminalUI`:
// Foundation (UUID, Date, IndexSet, Decimal, CGFloat, CGSize, UserDefaults, JSONEncoder…),
// Combine's `ObservableObject`, `@Published` and publishers (here, Streams), and Observation's
// `@Observable`, so a SwiftUI file needs only its one import changed.
@_exported import Foundation
@_exported import Observation
@_exported import Streams

// On Apple platforms `URLSession`, `URLRequest` and `HTTPURLResponse` are in Foundation, so a
// SwiftUI file that loads data needs no other import. Linux keeps them in FoundationNetworking;
// TerminalUI links it anyway (`AsyncImage` loads with `URLSession.shared`), so bringing it into
// scope costs no library or link time a TerminalUI program did not already have.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
