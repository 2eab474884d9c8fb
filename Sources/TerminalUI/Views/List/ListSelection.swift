/// A list's bound selection, by its rows' ids: what `List(_:selection:)` reads and writes.
struct ListSelection {
  let get: @MainActor () -> AnyHashable?
  let set: @MainActor (AnyHashable) -> Void
  /// Told after a row is chosen; set by a split view's column on a narrow terminal.
  var chosen: (@MainActor () -> Void)?

  init<Value: Hashable>(_ binding: Binding<Value?>) {
    get = { binding.wrappedValue.map { AnyHashable($0) } }
    set = { id in
      if let value = id.base as? Value { binding.wrappedValue = value }
    }
  }
}

extension List {
  /// A list whose chosen row — by Enter or a click — is `selection`, the id of its
  /// `ForEach` element: SwiftUI's `List(selection:content:)`. The row stays marked while the
  /// list is not focused; in a ``NavigationSplitView`` it drives the next column.
  public init(
    selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.selection = ListSelection(selection)
  }

  /// Rows of `data` by the `id` key path, the chosen one's id in `selection`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, SelectionValue>,
    selection: Binding<SelectionValue?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, SelectionValue, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
    self.selection = ListSelection(selection)
  }

  /// Rows of identifiable `data`, the chosen one's id in `selection`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable,
    Data.Element.ID == SelectionValue
  {
    content = ForEach(data, content: rowContent)
    self.selection = ListSelection(selection)
  }
}
