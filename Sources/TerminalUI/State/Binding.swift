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
