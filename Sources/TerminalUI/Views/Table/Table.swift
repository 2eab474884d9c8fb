import Foundation
import TerminalKit

/// Rows of values in aligned columns under a header: SwiftUI's `Table`.
///
/// A terminal draws it as a list: a bold header row with each column's title, a rule, then a
/// row a value, each column as wide as its widest text (at most 32 columns; a column given a
/// `width` takes it, a column of views shares what is left). ↑/↓ move the highlight, Enter
/// (or a click) selects the row when the table has a `selection`, and a selected row is
/// marked `▸`. With a `sortOrder`, the sortable titles are buttons: pressing one sorts by that
/// column, pressing it again reverses the order, and the column sorted by shows ▲ or ▼. As in
/// SwiftUI, the table only changes the binding: the app sorts its data in `onChange(of:)`.
///
/// ```swift
/// Table(people, selection: $selected, sortOrder: $order) {
///   TableColumn("Given Name", value: \.givenName)
///   TableColumn("E-Mail") { person in Text(person.email).foregroundStyle(.secondary) }
/// }
/// ```
public struct Table<Value: Identifiable>: View {
  let rows: [Value]
  let columns: [TableColumnEntry<Value>]
  let selection: TableSelection<Value.ID>?
  let sorting: TableSorting?

  init(
    rows: [Value], columns: [TableColumnEntry<Value>], selection: TableSelection<Value.ID>?,
    sorting: TableSorting?
  ) {
    self.rows = rows
    self.columns = columns
    self.selection = selection
    self.sorting = sorting
  }

  public var body: some View {
    let widths = columnWidths()
    VStack(alignment: .leading, spacing: 0) {
      HStack(spacing: Points.perColumn) {
        if selection != nil { Text(" ") }
        ForEach(Array(columns.enumerated()), id: \.offset) { index, column in
          header(column).cellFrame(widths[index])
        }
      }
      Divider()
      List {
        ForEach(rows) { value in
          row(value, widths: widths)
        }
      }
    }
  }

  @ViewBuilder
  private func header(_ column: TableColumnEntry<Value>) -> some View {
    let arrow = sortArrow(column)
    if let sorting, let sort = column.sort {
      Button {
        let current = sorting.current()
        let forward = sort(.forward)
        sorting.set(current.first.map { sameSort($0, forward) } == true ? sort(.reverse) : forward)
      } label: {
        Text(column.title + arrow).bold()
      }
      .buttonStyle(.plain)
    } else {
      Text(column.title + arrow).bold()
    }
  }

  /// ▲ or ▼ after the title of the column the table is sorted by.
  private func sortArrow(_ column: TableColumnEntry<Value>) -> String {
    guard let sorting, let sort = column.sort, let first = sorting.current().first else {
      return ""
    }
    if sameSort(first, sort(.forward)) { return " ▲" }
    if sameSort(first, sort(.reverse)) { return " ▼" }
    return ""
  }

  private func row(_ value: Value, widths: [Int?]) -> some View {
    let isSelected = selection?.contains(value.id) ?? false
    let cells = HStack(spacing: Points.perColumn) {
      if selection != nil { Text(isSelected ? "▸" : " ").bold() }
      ForEach(Array(columns.enumerated()), id: \.offset) { index, column in
        column.cell(value).cellFrame(widths[index])
      }
    }
    return
      cells
      .accessibilityAddTraits(isSelected ? .isSelected : [])
      .onTapGesture { selection?.select(value.id) }
  }

  /// Each column's width in cells, nil for a column of views without a width, which shares
  /// what is left.
  private func columnWidths() -> [Int?] {
    columns.map { column in
      if let width = column.width { return Points.columns(width) }
      guard let text = column.text else { return nil }
      var widest = Self.width(of: column.title) + (sorting != nil && column.sort != nil ? 2 : 0)
      for value in rows.prefix(500) { widest = max(widest, Self.width(of: text(value))) }
      return min(32, max(1, widest))
    }
  }

  private static func width(of text: String) -> Int {
    text.reduce(0) { $0 + CharacterWidth.of($1) }
  }
}

/// Whether two sort comparators are the same one, when both are of one type.
private func sameSort(_ a: Any, _ b: Any) -> Bool {
  guard let a = a as? any Hashable else { return false }
  return a.isSameSort(as: b)
}

extension Hashable {
  fileprivate func isSameSort(as other: Any) -> Bool { (other as? Self) == self }
}

extension View {
  /// A cell's frame: its column's width, or a share of what is left.
  @ViewBuilder
  fileprivate func cellFrame(_ columns: Int?) -> some View {
    if let columns {
      lineLimit(1).frame(width: CGFloat(columns) * Points.perColumn, alignment: .leading)
    } else {
      lineLimit(1).frame(maxWidth: .infinity, alignment: .leading)
    }
  }
}

/// What a table's selection binding is: one row or a set of rows.
struct TableSelection<ID: Hashable> {
  let contains: (ID) -> Bool
  let select: (ID) -> Void
}

/// A table's sort order, its comparators as `Any`.
struct TableSorting {
  let current: () -> [Any]
  let set: (Any) -> Void
}

extension Table {
  /// A table of `data`'s rows.
  public init<Data: RandomAccessCollection>(
    _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> [TableColumnEntry<Value>]
  ) where Data.Element == Value {
    self.init(rows: Array(data), columns: columns(), selection: nil, sorting: nil)
  }

  /// A table whose rows can be selected, one at a time.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Value.ID?>,
    @TableColumnBuilder<Value, Never> columns: () -> [TableColumnEntry<Value>]
  ) where Data.Element == Value {
    self.init(
      rows: Array(data), columns: columns(), selection: .single(selection), sorting: nil)
  }

  /// A table whose rows can be selected, several at a time: Enter adds or removes a row.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Set<Value.ID>>,
    @TableColumnBuilder<Value, Never> columns: () -> [TableColumnEntry<Value>]
  ) where Data.Element == Value {
    self.init(rows: Array(data), columns: columns(), selection: .set(selection), sorting: nil)
  }

  /// A table sorted by its sortable columns' titles.
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> [TableColumnEntry<Value>]
  ) where Data.Element == Value, Sort.Compared == Value {
    self.init(
      rows: Array(data), columns: columns(), selection: nil, sorting: .binding(sortOrder))
  }

  /// A table with one row selected at a time, sorted by its columns' titles.
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> [TableColumnEntry<Value>]
  ) where Data.Element == Value, Sort.Compared == Value {
    self.init(
      rows: Array(data), columns: columns(), selection: .single(selection),
      sorting: .binding(sortOrder))
  }

  /// A table with several rows selected at a time, sorted by its columns' titles.
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> [TableColumnEntry<Value>]
  ) where Data.Element == Value, Sort.Compared == Value {
    self.init(
      rows: Array(data), columns: columns(), selection: .set(selection),
      sorting: .binding(sortOrder))
  }
}

extension TableSelection {
  static func single(_ binding: Binding<ID?>) -> Self {
    TableSelection(contains: { binding.wrappedValue == $0 }, select: { binding.wrappedValue = $0 })
  }

  static func set(_ binding: Binding<Set<ID>>) -> Self {
    TableSelection(
      contains: { binding.wrappedValue.contains($0) },
      select: { id in
        if binding.wrappedValue.contains(id) {
          binding.wrappedValue.remove(id)
        } else {
          binding.wrappedValue.insert(id)
        }
      })
  }
}

extension TableSorting {
  static func binding<Sort>(_ binding: Binding<[Sort]>) -> Self {
    TableSorting(
      current: { binding.wrappedValue },
      set: { sort in if let sort = sort as? Sort { binding.wrappedValue = [sort] } })
  }
}
