import Foundation

/// One column of a `Table`: its title, and how each row's cell is drawn: SwiftUI's
/// `TableColumn`. A column made from a key path to a string is drawn as that text and can sort
/// the table; a column made from a closure draws the views it makes.
public struct TableColumn<RowValue, Sort, Content: View, Label: View> {
  let title: String
  let content: (RowValue) -> Content
  let text: ((RowValue) -> String)?
  let sort: ((SortOrder) -> Sort)?
  var width: CGFloat?

  /// The column `width` points wide (8 a column); nil leaves it to the table.
  public func width(_ width: CGFloat?) -> Self {
    var column = self
    column.width = width
    return column
  }

  /// The column between `min` and `max` points wide: the ideal width when given, else the
  /// minimum, else as the table decides.
  public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> Self {
    var column = self
    column.width = ideal ?? min ?? column.width
    if let max, let width = column.width { column.width = Swift.min(width, max) }
    return column
  }
}

extension TableColumn where Content == Text, Label == Text, Sort == KeyPathComparator<RowValue> {
  /// A column of the text at `value` in each row, sortable by it.
  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String> & Sendable) {
    self.init(title: titleKey.text, value: value)
  }

  /// A column of the text at `value` in each row, sortable by it.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String> & Sendable) {
    self.init(title: String(title), value: value)
  }

  private init(title: String, value: KeyPath<RowValue, String> & Sendable) {
    self.title = title
    content = { Text(verbatim: $0[keyPath: value]) }
    text = { $0[keyPath: value] }
    sort = { KeyPathComparator(value, order: $0) }
  }
}

extension TableColumn where Label == Text, Sort == Never {
  /// A column of the views `content` makes for each row.
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.title = titleKey.text
    self.content = content
    text = nil
    sort = nil
  }

  /// A column of the views `content` makes for each row.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.title = String(title)
    self.content = content
    text = nil
    sort = nil
  }
}

extension TableColumn where Label == Text, Sort == KeyPathComparator<RowValue> {
  /// A column of the views `content` makes for each row, sortable by the value at `value`.
  public init<V: Comparable>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V> & Sendable,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.title = titleKey.text
    self.content = content
    text = nil
    sort = { KeyPathComparator(value, order: $0) }
  }
}

/// A column with its types erased, as a table keeps it.
public struct TableColumnEntry<RowValue> {
  let title: String
  let cell: (RowValue) -> AnyView
  let text: ((RowValue) -> String)?
  let sort: ((SortOrder) -> Any)?
  let width: CGFloat?
}

/// Collects a table's columns: SwiftUI's `TableColumnBuilder`.
@resultBuilder
public enum TableColumnBuilder<RowValue, Sort> {
  public static func buildExpression<S, Content: View, Label: View>(
    _ column: TableColumn<RowValue, S, Content, Label>
  ) -> [TableColumnEntry<RowValue>] {
    let content = column.content
    let sort = column.sort
    return [
      TableColumnEntry(
        title: column.title, cell: { AnyView(content($0)) }, text: column.text,
        sort: sort.map { make in { make($0) } }, width: column.width)
    ]
  }

  public static func buildBlock(_ parts: [TableColumnEntry<RowValue>]...)
    -> [TableColumnEntry<RowValue>]
  {
    parts.flatMap { $0 }
  }

  public static func buildOptional(_ part: [TableColumnEntry<RowValue>]?)
    -> [TableColumnEntry<RowValue>]
  {
    part ?? []
  }

  public static func buildEither(first: [TableColumnEntry<RowValue>])
    -> [TableColumnEntry<RowValue>]
  {
    first
  }

  public static func buildEither(second: [TableColumnEntry<RowValue>])
    -> [TableColumnEntry<RowValue>]
  {
    second
  }

  public static func buildArray(_ parts: [[TableColumnEntry<RowValue>]])
    -> [TableColumnEntry<RowValue>]
  {
    parts.flatMap { $0 }
  }
}
