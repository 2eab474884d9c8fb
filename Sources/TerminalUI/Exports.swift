// What `import SwiftUI` brings into scope on Apple platforms comes with `import TerminalUI`:
// Foundation (UUID, Date, IndexSet, Decimal, CGFloat, CGSize, UserDefaults, JSONEncoder…),
// Combine's `ObservableObject`, `@Published` and publishers (here, Streams), and Observation's
// `@Observable`, so a SwiftUI file needs only its one import changed.
@_exported import Foundation
@_exported import Observation
@_exported import Streams
