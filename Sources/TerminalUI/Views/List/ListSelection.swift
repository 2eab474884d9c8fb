/// A list's bound selection, by its rows' ids: what `List(_:selection:)` reads and writes —
/// one id (`Binding<ID?>`) or a set of them (`Binding<Set<ID>>`).
struct ListSelection {
  /// The selected id: the one of a single selection, the only one of a set holding one.
  let get: @MainActor () -> AnyHashable?
  /// Whether the row with this id is selected.
  let contains: @MainActor (AnyHashable) -> Bool
  /// Makes the selection this id alone; false when the id is not of the binding's type.
  let set: @MainActor (AnyHashable) -> Bool
  /// Adds the id to a set selection or takes it out; nil for a single selection.
  let toggle: (@MainActor (AnyHashable) -> Bool)?
  /// Told after a row is chosen; set by a split view's column on a narrow terminal.
  var chosen: (@MainActor () -> Void)?

  init<Value: Hashable>(_ binding: Binding<Value?>) {
    get = { binding.wrappedValue.map { AnyHashable($0) } }
    contains = { id in binding.wrappedValue.map { AnyHashable($0) } == id }
    set = { id in
      guard let value = id.base as? Value else { return false }
      binding.wrappedValue = value
      return true
    }
    toggle = nil
  }

  init<Value: Hashable>(_ binding: Binding<Set<Value>>) {
    get = {
      let chosen = binding.wrappedValue
      return chosen.count == 1 ? chosen.first.map { AnyHashable($0) } : nil
    }
    contains = { id in (id.base as? Value).map { binding.wrappedValue.contains($0) } ?? false }
    set = { id in
      guard let value = id.base as? Value else { return false }
      binding.wrappedValue = [value]
      return true
    }
    toggle = { id in
      guard let value = id.base as? Value else { return false }
      var chosen = binding.wrappedValue
      if chosen.remove(value) == nil { chosen.insert(value) }
      binding.wrappedValue = chosen
      return true
    }
  }

  /// Chooses `id`: adds or removes it from a set selection when `toggling`, else makes it the
  /// selection alone and tells the split view's column.
  @MainActor
  func choose(_ id: AnyHashable, toggling: Bool) -> Bool {
    if toggling, let toggle { return toggle(id) }
    guard set(id) else { return false }
    chosen?()
    return true
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

extension List {
  /// A list of several chosen rows, their ids in `selection`: SwiftUI's multiple-selection
  /// `List(selection:content:)`. Space adds the highlighted row to the selection or takes it
  /// out; Enter or a click makes it the selection alone — and toggles it, as a tap does on
  /// iOS, while the list is in edit mode, where each row shows ○ or ◉.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.map { ListSelection($0) }
  }

  /// Rows of `data` by the `id` key path, the chosen ones' ids in `selection`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
    self.selection = selection.map { ListSelection($0) }
  }

  /// Rows of identifiable `data`, the chosen ones' ids in `selection`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
    self.selection = selection.map { ListSelection($0) }
  }
}
