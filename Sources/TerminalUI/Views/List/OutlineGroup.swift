import Foundation

/// A tree of rows, each with children shown under a disclosure triangle: SwiftUI's
/// `OutlineGroup`, and what `List(_:children:rowContent:)` shows. An element whose children
/// key path gives an array (even an empty one) is a `DisclosureGroup` (▸, ▾ when opened with
/// Enter or a click); one that gives nil is a leaf row.
///
/// ```swift
/// OutlineGroup(folders, children: \.subfolders) { folder in Label(folder.name, systemImage: "folder") }
/// ```
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
  let data: Data
  let id: KeyPath<Data.Element, ID>
  let children: KeyPath<Data.Element, Data?>
  let content: (Data.Element) -> Leaf

  /// The tree of `data`, each element's children at `children`, elements told apart by `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) {
    self.data = data
    self.id = id
    self.children = children
    self.content = content
  }

  public var body: some View {
    ForEach(data, id: id) { element in
      if let children = element[keyPath: children] {
        DisclosureGroup {
          AnyView(OutlineGroup(children, id: id, children: self.children, content: content))
        } label: {
          content(element)
        }
      } else {
        content(element)
      }
    }
  }
}

extension OutlineGroup where Data.Element: Identifiable, ID == Data.Element.ID {
  /// The tree of `data`, each element's children at `children`.
  public init(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) {
    self.init(data, id: \.id, children: children, content: content)
  }
}

extension List where SelectionValue == Never {
  /// A list of the trees of `data`: each element a row, its children under a disclosure
  /// triangle. See ``OutlineGroup``.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init { OutlineGroup(data, children: children, content: rowContent) }
  }

  /// A list of the trees of `data`, elements told apart by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, ID, RowContent> {
    self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
  }
}

extension View {
  /// Lets the view be dragged out with `payload`: SwiftUI's `draggable(_:)`. Accepted: a
  /// terminal has no drag and drop between views or apps (reorder list rows with `onMove`).
  public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
    self
  }

  /// Lets the view be dragged, with a preview view: accepted, as `draggable(_:)`.
  public func draggable<V: View, T: Transferable>(
    _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
  ) -> some View { self }

  /// Takes items dropped on the view: SwiftUI's `dropDestination(for:action:isTargeted:)`.
  /// Accepted: nothing is ever dropped in a terminal, so the action does not run.
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self,
    action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
    isTargeted: @escaping (Bool) -> Void = { _ in }
  ) -> some View { self }
}
