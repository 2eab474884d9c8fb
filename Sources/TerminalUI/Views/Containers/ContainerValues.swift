/// A key for a value a view gives the container it is a subview of: SwiftUI's
/// `ContainerValueKey`. Usually declared with `@Entry` in an extension of `ContainerValues`.
public protocol ContainerValueKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// The values a view gives the container that lays it out, read from its `Subview`:
/// SwiftUI's `ContainerValues` (iOS 18).
///
/// Unlike the environment they go up, one level: a view sets one with
/// `containerValue(_:_:)`, and the container that takes the view as one of its subviews
/// (`ForEach(subviews:)`, `Group(subviews:)`) reads it as `subview.containerValues.name`.
///
/// ```swift
/// extension ContainerValues {
///   @Entry var isDone = false
/// }
/// Text("Buy milk").containerValue(\.isDone, true)
/// ```
public struct ContainerValues {
  private var values: [ObjectIdentifier: Any] = [:]

  init() {}

  public subscript<K: ContainerValueKey>(key: K.Type) -> K.Value {
    get {
      values.value(for: key, or: K.defaultValue)
    }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

extension View {
  /// Gives the container this view is a subview of `value` for `keyPath`; on a view that
  /// declares several subviews (a `Group`, a `ForEach`, a `Section`), each of them.
  public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V)
    -> some View
  {
    ContainerValueView(content: self) { $0[keyPath: keyPath] = value }
  }
}

/// Content that gives its subviews' container a value; drawn as the content alone.
struct ContainerValueView<Content: View>: View, PrimitiveView {
  let content: Content
  let set: (inout ContainerValues) -> Void

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    context.resolveChild(content, position: 0, into: &output)
  }
}

extension ContainerValueView: SubviewsProviding {
  func collectSubviews(
    _ context: ResolveContext, id: [AnyHashable], into items: inout [SubviewItem]
  ) {
    var inner: [SubviewItem] = []
    context.child(ChildKey(position: 0, type: ObjectIdentifier(Content.self)))
      .collectSubviews(content, id: id, into: &inner)
    for item in inner {
      switch item {
      case .subview(var subview):
        set(&subview.containerValues)
        items.append(.subview(subview))
      case .section(var section):
        set(&section.containerValues)
        items.append(.section(section))
      }
    }
  }
}

extension ContainerValueView: ListRowsProviding {
  func collectRows(_ context: ResolveContext, into rows: inout [RowSegment]) {
    context.collectRows(content, position: 0, into: &rows)
  }
}
