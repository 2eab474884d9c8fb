/// A list's bound selection, by its rows' ids: what `List(_:selection:)` reads and writes.
struct ListSelection {
  let get: @MainActor () -> AnyHashable?
  /// Sets the binding to an id; false when the id is not of the binding's type.
  let set: @MainActor (AnyHashable) -> Bool
  /// Told after a row is chosen; set by a split view's column on a narrow terminal.
  var chosen: (@MainActor () -> Void)?

  init<Value: Hashable>(_ binding: Binding<Value?>) {
    get = { binding.wrappedValue.map { AnyHashable($0) } }
    set = { id in
      guard let value = id.base as? Value else { return false }
      binding.wrappedValue = value
      return true
    }
  }
}

extension List {
  /// A list whose chosen row — by Enter or a click — is `selection`, the id of its
  /// `ForEach` element: SwiftUI's `List(selection:content:)`. The row stays marked while the
  /// list is not focused; in a ``NavigationSplitView`` it drives the next column.
  public init(
    selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.selection = selection.map { ListSelection($0) }
  }

  /// Rows of `data` by the `id` key path, the chosen one's id in `selection` (when the ids
  /// are of the selection's type; else rows select by their `NavigationLink(value:)`).
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
    self.selection = selection.map { ListSelection($0) }
  }

  /// Rows of identifiable `data`, the chosen one's id in `selection` (when the ids are of the
  /// selection's type; else rows select by their `NavigationLink(value:)`).
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
    self.selection = selection.map { ListSelection($0) }
  }
}
