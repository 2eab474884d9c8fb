import TerminalKit

/// Whether views are being edited: SwiftUI's `EditMode`, read and set through
/// `@Environment(\.editMode)`.
public enum EditMode: Hashable, Sendable {
  case inactive, transient, active

  /// Whether editing is on (`.active` or `.transient`).
  public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
  static let defaultValue: Binding<EditMode>? = nil
}

extension EnvironmentValues {
  /// The edit mode views inside follow, when an ancestor supplies one:
  /// `.environment(\.editMode, $editMode)`.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}

/// A button that turns editing on and off: SwiftUI's `EditButton`. It reads Edit while
/// editing is off and Done while it is on (編集 and 完了 where the locale is Japanese, as on
/// a Japanese iPhone), and flips the edit mode
/// of `\.editMode` (an ancestor supplies it with `.environment(\.editMode, $mode)`; without
/// one it keeps a mode of its own, and only its title changes).
///
/// ```swift
/// @State private var editMode = EditMode.inactive
/// …
/// VStack {
///   EditButton()
///   if editMode.isEditing { Text("編集中") }
/// }
/// .environment(\.editMode, $editMode)
/// ```
public struct EditButton: View {
  @Environment(\.editMode) private var editMode
  @State private var ownMode = EditMode.inactive

  public init() {}

  public var body: some View {
    let mode = editMode ?? $ownMode
    Button {
      mode.wrappedValue = mode.wrappedValue.isEditing ? .inactive : .active
    } label: {
      Text(mode.wrappedValue.isEditing ? SystemWord.done : .edit)
    }
  }
}
