/// A reference to a value owned elsewhere: SwiftUI's `Binding`. Made with `$state`,
/// `$model.property`, `Binding(get:set:)` or `.constant(_:)`.
///
/// Like SwiftUI's, a binding may be handed between threads, but is read and written on the
/// main actor.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: @unchecked Sendable {
  private let getter: () -> Value
  private let setter: (Value) -> Void

  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
  }

  /// Lets `@Binding var x: T` be initialised from a binding: `_x = binding`.
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding to a value that never changes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }

  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value: `$user.name`.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    Binding<Subject>(
      get: { self.getter()[keyPath: keyPath] },
      set: { newValue in
        var value = self.getter()
        value[keyPath: keyPath] = newValue
        self.setter(value)
      })
  }
}

extension Binding {
  /// A binding to an optional value's content, or nil when the value is nil.
  public init?(_ base: Binding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    var last = value
    self.init(
      get: {
        if let current = base.wrappedValue { last = current }
        return last
      }, set: { base.wrappedValue = $0 })
  }

  /// A binding to an optional that is never nil when read through it.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
  }
}

extension Binding: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}

/// A binding to a collection is a collection of bindings to its elements, as in SwiftUI:
/// `ForEach($items) { $item in TextField("名前", text: $item.name) }`, and `$values[index]`
/// is a binding to one element.
extension Binding: Sequence where Value: MutableCollection {
  public typealias Element = Binding<Value.Element>
  public typealias Iterator = IndexingIterator<Binding<Value>>
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  public typealias Index = Value.Index
  public typealias Indices = Value.Indices

  public var startIndex: Index { wrappedValue.startIndex }
  public var endIndex: Index { wrappedValue.endIndex }
  public var indices: Indices { wrappedValue.indices }

  public func index(after index: Index) -> Index { wrappedValue.index(after: index) }

  /// A binding to the element at `position`. Read after the element was removed, it gives
  /// the value it last had (a row being deleted may still be drawn once).
  public subscript(position: Index) -> Binding<Value.Element> {
    var last = wrappedValue[position]
    return Binding<Value.Element>(
      get: {
        let value = self.wrappedValue
        guard position >= value.startIndex, position < value.endIndex else { return last }
        last = value[position]
        return last
      },
      set: { newValue in
        let value = self.wrappedValue
        guard position >= value.startIndex, position < value.endIndex else { return }
        self.wrappedValue[position] = newValue
      })
  }
}

extension Binding: BidirectionalCollection
where Value: MutableCollection & BidirectionalCollection {
  public func index(before index: Index) -> Index { wrappedValue.index(before: index) }
}

extension Binding: RandomAccessCollection
where Value: MutableCollection & RandomAccessCollection {}

extension Binding where Value == Bool {
  /// True while `item` holds a value; setting false clears it: how the `item:` forms of
  /// presentation (alerts, action sheets, navigation destinations) present and dismiss.
  init<Item>(presentingWhileSet item: Binding<Item?>) {
    self.init(
      get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
  }
}
