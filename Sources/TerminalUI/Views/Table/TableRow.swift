import Foundation

/// Rows of a table, given one by one with `Table(of:columns:rows:)`: SwiftUI's
/// `TableRowContent`. `TableRow`, `ForEach` of rows and `TableRowBuilder`'s statements are
/// row content; a type of your own is row content through its `tableRowBody`.
@MainActor @preconcurrency
public protocol TableRowContent<TableRowValue> {
  /// The type of value each row shows.
  associatedtype TableRowValue: Identifiable
  /// The rows this content is made of.
  associatedtype TableRowBody: TableRowContent
  @TableRowBuilder<TableRowValue> var tableRowBody: TableRowBody { get }

  /// The values of the rows, in order: what the table lists.
  var _tableRowValues: [TableRowValue] { get }
}

extension TableRowContent where TableRowBody.TableRowValue == TableRowValue {
  public var _tableRowValues: [TableRowValue] { tableRowBody._tableRowValues }
}

extension Never: TableRowContent {
  public typealias TableRowValue = Never
  public var tableRowBody: Never { return fatalError("Never has no rows") }
  public var _tableRowValues: [Never] { [] }
}

/// One row of a table: SwiftUI's `TableRow`.
public struct TableRow<Value: Identifiable>: TableRowContent {
  public typealias TableRowValue = Value
  let value: Value

  public init(_ value: Value) { self.value = value }

  public var tableRowBody: Never { return fatalError("TableRow has no body") }
  public var _tableRowValues: [Value] { [value] }
}

/// Rows a ``TableRowBuilder`` collected.
public struct TableRowList<Value: Identifiable>: TableRowContent {
  public typealias TableRowValue = Value
  let values: [Value]

  public var tableRowBody: Never { return fatalError("TableRowList has no body") }
  public var _tableRowValues: [Value] { values }
}

/// Collects a table's rows from statements: SwiftUI's `TableRowBuilder`.
@resultBuilder @MainActor
public enum TableRowBuilder<Value: Identifiable> {
  public static func buildExpression<Content: TableRowContent>(_ content: Content)
    -> TableRowList<Value> where Content.TableRowValue == Value
  {
    TableRowList(values: content._tableRowValues)
  }

  public static func buildBlock(_ parts: TableRowList<Value>...) -> TableRowList<Value> {
    TableRowList(values: parts.flatMap(\.values))
  }

  public static func buildOptional(_ part: TableRowList<Value>?) -> TableRowList<Value> {
    part ?? TableRowList(values: [])
  }

  public static func buildEither(first: TableRowList<Value>) -> TableRowList<Value> { first }

  public static func buildEither(second: TableRowList<Value>) -> TableRowList<Value> { second }

  public static func buildArray(_ parts: [TableRowList<Value>]) -> TableRowList<Value> {
    TableRowList(values: parts.flatMap(\.values))
  }

  public static func buildLimitedAvailability(_ part: TableRowList<Value>) -> TableRowList<Value> {
    part
  }
}

extension ForEach: TableRowContent where Content: TableRowContent {
  public typealias TableRowValue = Content.TableRowValue

  public var tableRowBody: Never { return fatalError("ForEach of table rows has no body") }

  public var _tableRowValues: [Content.TableRowValue] {
    data.flatMap { content($0)._tableRowValues }
  }

  /// Rows for each element of `data`, identified by `id`.
  public init<Value>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @TableRowBuilder<Value> content: @escaping (Data.Element) -> Content
  ) where Content == TableRowList<Value> {
    self.init(data: data, content: content, identify: { $0[keyPath: id] })
  }
}

extension ForEach
where Data.Element: Identifiable, ID == Data.Element.ID, Content: TableRowContent {
  /// Rows for each of `data`'s identifiable elements.
  public init<Value>(
    _ data: Data, @TableRowBuilder<Value> content: @escaping (Data.Element) -> Content
  ) where Content == TableRowList<Value> {
    self.init(data: data, content: content, identify: { $0.id })
  }
}

extension TableRowContent {
  /// A menu for the row: accepted; a table's rows have no context menus in a terminal.
  public func contextMenu<Menu: View>(@ViewBuilder menuItems: () -> Menu) -> Self { self }

  /// A menu with a preview for the row: accepted.
  public func contextMenu<Menu: View, Preview: View>(
    @ViewBuilder menuItems: () -> Menu, @ViewBuilder preview: () -> Preview
  ) -> Self { self }

  /// Dragging the row: accepted; nothing is dragged out of a terminal.
  public func draggable<T: Transferable>(_ payload: @autoclosure () -> T) -> Self { self }

  /// The row's item provider: accepted.
  public func itemProvider(_ action: (() -> NSItemProvider?)?) -> Self { self }
}

extension Table {
  /// A table of the rows `rows` lists: SwiftUI's `Table(of:columns:rows:)`.
  public init(
    of valueType: Value.Type,
    @TableColumnBuilder<Value, Never> columns: () -> [TableColumnEntry<Value>],
    @TableRowBuilder<Value> rows: () -> TableRowList<Value>
  ) {
    self.init(rows: rows().values, columns: columns(), selection: nil, sorting: nil)
  }

  /// A table of listed rows, one selected at a time.
  public init(
    of valueType: Value.Type, selection: Binding<Value.ID?>,
    @TableColumnBuilder<Value, Never> columns: () -> [TableColumnEntry<Value>],
    @TableRowBuilder<Value> rows: () -> TableRowList<Value>
  ) {
    self.init(
      rows: rows().values, columns: columns(), selection: .single(selection), sorting: nil)
  }

  /// A table of listed rows, several selected at a time.
  public init(
    of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
    @TableColumnBuilder<Value, Never> columns: () -> [TableColumnEntry<Value>],
    @TableRowBuilder<Value> rows: () -> TableRowList<Value>
  ) {
    self.init(rows: rows().values, columns: columns(), selection: .set(selection), sorting: nil)
  }

  /// A table of listed rows whose sortable titles set `sortOrder` (the app sorts).
  public init<Sort: SortComparator>(
    of valueType: Value.Type, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> [TableColumnEntry<Value>],
    @TableRowBuilder<Value> rows: () -> TableRowList<Value>
  ) where Sort.Compared == Value {
    self.init(
      rows: rows().values, columns: columns(), selection: nil, sorting: .binding(sortOrder))
  }

  /// A table of listed rows, one selected at a time, whose titles set `sortOrder`.
  public init<Sort: SortComparator>(
    of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> [TableColumnEntry<Value>],
    @TableRowBuilder<Value> rows: () -> TableRowList<Value>
  ) where Sort.Compared == Value {
    self.init(
      rows: rows().values, columns: columns(), selection: .single(selection),
      sorting: .binding(sortOrder))
  }

  /// A table of listed rows, several selected at a time, whose titles set `sortOrder`.
  public init<Sort: SortComparator>(
    of valueType: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> [TableColumnEntry<Value>],
    @TableRowBuilder<Value> rows: () -> TableRowList<Value>
  ) where Sort.Compared == Value {
    self.init(
      rows: rows().values, columns: columns(), selection: .set(selection),
      sorting: .binding(sortOrder))
  }
}
