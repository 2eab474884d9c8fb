import Foundation

/// One view per element of a collection, each identified by an id so its state follows the
/// element: SwiftUI's `ForEach`. Inside a `List`, only the rows on screen are made.
///
/// ```swift
/// ForEach(forecast.weathers, id: \.time) { weather in WeatherRow(weather: weather) }
/// ```
///
/// Its content is views, or a rotor's entries (``AccessibilityRotorContent``), which SwiftUI
/// repeats with it too.
@MainActor
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public var data: Data
  public var content: (Data.Element) -> Content
  let identify: (Data.Element) -> ID
  /// What `onDelete` was given: called with the offsets of the rows to delete.
  var deleteAction: (@MainActor (IndexSet) -> Void)?
  /// What `onMove` was given: called with the offsets of the rows to move and where to.
  var moveAction: (@MainActor (IndexSet, Int) -> Void)?

  /// A `ForEach` of anything: each builder's own initializers call this.
  init(
    data: Data, content: @escaping (Data.Element) -> Content,
    identify: @escaping (Data.Element) -> ID
  ) {
    self.data = data
    self.content = content
    self.identify = identify
  }

  func key(for element: Data.Element) -> ChildKey {
    ChildKey(position: 0, id: AnyHashable(identify(element)), type: ObjectIdentifier(Content.self))
  }
}

extension ForEach: View, PrimitiveView where Content: View {
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    identify = { $0[keyPath: id] }
  }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let data = resolvedData(context)
    guard context.environment.tagsImplicitly else {
      for element in data {
        context.resolveChild(content(element), key: key(for: element), into: &output)
      }
      return
    }
    // Inside a picker each view is an option, tagged with its element's id unless it has a
    // tag of its own.
    var itemContext = context
    itemContext.environment.tagsImplicitly = false
    for element in data {
      var elements: [Element] = []
      itemContext.resolveChild(content(element), key: key(for: element), into: &elements)
      let option = Element.combine(elements)
      if TaggedElement.find(in: option) != nil {
        output.append(option)
      } else {
        let id = identify(element)
        output.append(
          TaggedElement(
            child: option, tag: AnyHashable(id), type: ObjectIdentifier(ID.self),
            isExplicit: false))
      }
    }
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    identify = { $0.id }
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// Views for a constant range, identified by their index.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
    identify = { $0 }
  }
}

extension ForEach: ListRowsProviding where Content: View {
  func collectRows(_ context: ResolveContext, into rows: inout [RowSegment]) {
    if Content.self is any RowGroup.Type {
      // One section per element: each adds its header and rows, so a list or a form of
      // sections is as lazy as one of rows. Only the sections are made here, not their rows.
      for element in resolvedData(context) {
        if let group = content(element) as? any ListRowsProviding {
          group.collectRows(context.child(key(for: element)), into: &rows)
        }
      }
      return
    }
    if let rowsType = Content.self as? any ListRowsProviding.Type, rowsType.makesRowsOfItsOwn {
      collectElementRows(context, into: &rows)
      return
    }
    let data = resolvedData(context)
    let start = data.startIndex
    var segment = RowSegment(
      count: data.count, isHeader: false, onDelete: deleteAction, onMove: moveAction
    ) { index in
      let element = data[data.index(start, offsetBy: index)]
      return context.child(key(for: element)).resolveRow(content(element))
    }
    let identify = self.identify
    segment.identify = { AnyHashable(identify(data[data.index(start, offsetBy: $0)])) }
    rows.append(segment)
  }
}

extension ForEach where Content: View {
  /// Rows for an element's several views (or none: an `if` not taken), as SwiftUI makes
  /// them: each view is a row of its own. The elements are gone through here; their rows are
  /// still made only when on screen. Deleting any of an element's rows deletes the element.
  private func collectElementRows(_ context: ResolveContext, into rows: inout [RowSegment]) {
    for (offset, element) in resolvedData(context).enumerated() {
      guard let group = content(element) as? any ListRowsProviding else { continue }
      let start = rows.count
      group.collectRows(context.child(key(for: element)), into: &rows)
      let id = AnyHashable(identify(element))
      for index in rows.indices.dropFirst(start) where !rows[index].isHeader {
        if rows[index].identify == nil { rows[index].identify = { _ in id } }
        if let deleteAction, rows[index].onDelete == nil {
          rows[index].onDelete = { _ in deleteAction(IndexSet(integer: offset)) }
        }
      }
    }
  }
}

/// A view that contributes list rows of its own, made only when they are on screen.
@MainActor
protocol ListRowsProviding {
  func collectRows(_ context: ResolveContext, into rows: inout [RowSegment])
  /// Whether views of this type may make other than one row each: a `ForEach` whose views
  /// do goes through its elements to collect their rows.
  static var makesRowsOfItsOwn: Bool { get }
}

extension ListRowsProviding {
  static var makesRowsOfItsOwn: Bool { true }
}

/// A view whose rows a lazy container takes one by one, even under a `ForEach` (a
/// `Section`): the `ForEach` makes the view for each element to collect its rows.
@MainActor
protocol RowGroup: ListRowsProviding {}

/// What a run of rows is in its section: a form draws each kind its own way.
enum RowRole {
  case row
  case header
  case footer
  /// No rows: where a section begins or ends (a form puts a blank line between sections).
  case sectionBreak
}

/// A run of list rows: their number and how to make one.
@MainActor
struct RowSegment {
  let count: Int
  let isHeader: Bool
  var role = RowRole.row
  /// `onDelete`'s action, with offsets within this segment.
  var onDelete: (@MainActor (IndexSet) -> Void)?
  /// `onMove`'s action, with offsets within this segment.
  let onMove: (@MainActor (IndexSet, Int) -> Void)?
  /// The id of the element at an offset, for `ScrollViewProxy.scrollTo`.
  var identify: (@MainActor (Int) -> AnyHashable)?
  let make: @MainActor (Int) -> RowElement

  init(
    count: Int, isHeader: Bool, onDelete: (@MainActor (IndexSet) -> Void)? = nil,
    onMove: (@MainActor (IndexSet, Int) -> Void)? = nil,
    make: @escaping @MainActor (Int) -> RowElement
  ) {
    self.count = count
    self.isHeader = isHeader
    self.onDelete = onDelete
    self.onMove = onMove
    self.make = make
  }
}

/// Collects what a list row does when chosen: its first control; whether
/// `deleteDisabled` / `moveDisabled` keep it in place; its `swipeActions`.
@MainActor
final class ListRowCollector {
  var primary: Element?
  var deleteDisabled = false
  var moveDisabled = false
  var swipeActions: [SwipeActionSet] = []

  func offer(_ element: Element) {
    if primary == nil { primary = element }
  }
}

/// One resolved list row, with the control it activates.
@MainActor
struct RowElement {
  let element: Element
  let primary: Element?
  var deleteDisabled = false
  var moveDisabled = false
  var swipeActions: [SwipeActionSet] = []
}

private struct MakesListRowsKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether rows made lazily are a list's rows (a row's first control is what it
  /// activates, a toggle draws as a row…) rather than a form's or a grid's.
  var makesListRows: Bool {
    get { self[MakesListRowsKey.self] }
    set { self[MakesListRowsKey.self] = newValue }
  }
}

extension ResolveContext {
  /// Resolves `view` as one row: of a list, with the control it activates; of a form, its
  /// sections laid out as the form's; else (a grid's cell) as it is.
  func resolveRow<V: View>(_ view: V) -> RowElement {
    if !environment.rowModifiers.isEmpty {
      let (modified, context) = modifiedRow(view)
      return context.resolveRow(modified)
    }
    guard environment.makesListRows else {
      var elements: [Element] = []
      resolve(view, into: &elements)
      let element =
        environment.isInForm ? FormSectionsElement.row(elements) : Element.combine(elements)
      return RowElement(element: element, primary: nil)
    }
    let collector = ListRowCollector()
    var rowContext = self
    rowContext.environment.listRow = collector
    var elements: [Element] = []
    rowContext.resolve(view, into: &elements)
    return RowElement(
      element: Element.combine(elements), primary: collector.primary,
      deleteDisabled: collector.deleteDisabled, moveDisabled: collector.moveDisabled,
      swipeActions: collector.swipeActions)
  }

  /// The rows `view` contributes: its own when it provides rows, otherwise itself as one.
  func collectRows<V: View>(_ view: V, position: Int, into rows: inout [RowSegment]) {
    let context = child(ChildKey(position: position, type: ObjectIdentifier(V.self)))
    if let provider = view as? any ListRowsProviding {
      provider.collectRows(context, into: &rows)
    } else {
      rows.append(RowSegment(count: 1, isHeader: false) { _ in context.resolveRow(view) })
    }
  }
}

@MainActor extension TupleView: ListRowsProviding {
  func collectRows(_ context: ResolveContext, into rows: inout [RowSegment]) {
    for (index, child) in children.enumerated() {
      collectOpened(child, index: index, context: context, into: &rows)
    }
  }

  private func collectOpened<V: View>(
    _ view: V, index: Int, context: ResolveContext, into rows: inout [RowSegment]
  ) {
    context.collectRows(view, position: index, into: &rows)
  }
}

extension Group: ListRowsProviding {
  func collectRows(_ context: ResolveContext, into rows: inout [RowSegment]) {
    context.collectRows(content, position: 0, into: &rows)
  }
}

@MainActor extension _ConditionalContent: ListRowsProviding {
  func collectRows(_ context: ResolveContext, into rows: inout [RowSegment]) {
    switch storage {
    case .trueContent(let view): context.collectRows(view, position: 0, into: &rows)
    case .falseContent(let view): context.collectRows(view, position: 1, into: &rows)
    }
  }
}

extension Optional: ListRowsProviding where Wrapped: View {
  func collectRows(_ context: ResolveContext, into rows: inout [RowSegment]) {
    if let view = self { context.collectRows(view, position: 0, into: &rows) }
  }
}

@MainActor extension EmptyView: ListRowsProviding {
  func collectRows(_ context: ResolveContext, into rows: inout [RowSegment]) {}
}
