import Foundation

/// A view made of a collection's elements, which lists can edit: SwiftUI's
/// `DynamicViewContent`. ``ForEach`` is one.
@MainActor @preconcurrency
public protocol DynamicViewContent: View {
  associatedtype Data: Collection
  var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ForEach where Content: View {
  /// Lets the list delete these rows: SwiftUI's `onDelete(perform:)`. In a ``List``, Delete
  /// (or Backspace) on the highlighted row calls `action` with its offset in `data`; in edit
  /// mode the rows show a ⊖ before them, an accessibility button named 削除.
  ///
  /// ```swift
  /// ForEach(todos) { todo in Text(todo.title) }
  ///   .onDelete { todos.remove(atOffsets: $0) }
  /// ```
  public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> ForEach {
    var copy = self
    copy.deleteAction = action
    return copy
  }

  /// Lets the list reorder these rows: SwiftUI's `onMove(perform:)`. In a ``List``, Alt-↑ /
  /// Alt-↓ (Option with the arrow) on the highlighted row calls `action` with its offset and
  /// the offset it moves before, as `move(fromOffsets:toOffset:)` takes them; in edit mode
  /// the rows show a ≡ at their right.
  public func onMove(perform action: (@MainActor (IndexSet, Int) -> Void)?) -> ForEach {
    var copy = self
    copy.moveAction = action
    return copy
  }
}

/// The edits a list may make to its bound collection by itself: SwiftUI's `EditActions`,
/// for `List($items, editActions:)` and `ForEach($items, editActions:)`.
public struct EditActions<Data>: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Rows can be deleted (Delete on the highlighted row).
  public static var delete: EditActions { EditActions(rawValue: 1) }
  /// Rows can be moved (Alt-↑ / Alt-↓).
  public static var move: EditActions { EditActions(rawValue: 2) }
  /// Both.
  public static var all: EditActions { EditActions(rawValue: 3) }
}

extension ForEach where Content: View {
  /// Rows for each element of a bound collection, which the list deletes and moves itself
  /// as `editActions` allow: `ForEach($todos, editActions: .all) { $todo in … }`.
  public init<C>(
    _ data: Binding<C>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  )
  where
    Data == Binding<C>, ID == C.Element.ID,
    C: MutableCollection & RandomAccessCollection
      & RangeReplaceableCollection, C.Element: Identifiable
  {
    self.init(data, content: content)
    if editActions.contains(.delete) {
      deleteAction = { offsets in data.wrappedValue.remove(atOffsets: offsets) }
    }
    if editActions.contains(.move) {
      moveAction = { offsets, destination in
        data.wrappedValue.move(fromOffsets: offsets, toOffset: destination)
      }
    }
  }
}

extension List where SelectionValue == Never {
  /// A list of a bound collection that deletes and moves rows itself as `editActions`
  /// allow: `List($todos, editActions: .delete) { $todo in Text(todo.title) }`.
  public init<C, RowContent: View>(
    _ data: Binding<C>, editActions: EditActions<C>,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  )
  where
    Content == ForEach<Binding<C>, C.Element.ID, RowContent>,
    C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    C.Element: Identifiable
  {
    self.init { ForEach(data, editActions: editActions, content: rowContent) }
  }
}

extension View {
  /// Keeps the row from being deleted when `isDisabled`: SwiftUI's `deleteDisabled(_:)`.
  public func deleteDisabled(_ isDisabled: Bool = true) -> some View {
    NodeModifierView(content: self) { context in
      if isDisabled { context.environment.listRow?.deleteDisabled = true }
    }
  }

  /// Keeps the row from being moved when `isDisabled`: SwiftUI's `moveDisabled(_:)`.
  public func moveDisabled(_ isDisabled: Bool = true) -> some View {
    NodeModifierView(content: self) { context in
      if isDisabled { context.environment.listRow?.moveDisabled = true }
    }
  }
}
