/// Makes bindings to the properties of an `@Observable` object: SwiftUI's `@Bindable`.
///
/// A view redraws when a property it read changes, as with any `@Observable` object; the
/// bindings let controls write back.
///
/// ```swift
/// @Observable final class Book { var title = "" }
///
/// struct BookEditor: View {
///   @Bindable var book: Book
///   var body: some View { TextField("題名", text: $book.title) }
/// }
/// ```
///
/// It also works on a local variable (`@Bindable var book = book` inside `body`) and inline:
/// `TextField("題名", text: Bindable(book).title)`.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
  public var wrappedValue: Value

  /// The wrapper itself, whose members are bindings: `$book.title`.
  public var projectedValue: Bindable<Value> { self }

  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  public init(projectedValue: Bindable<Value>) { self = projectedValue }

  /// A binding to one of the object's properties.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  where Value: AnyObject {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}

extension Bindable: DynamicProperty {}

extension Bindable: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}

extension Bindable: @unchecked Sendable where Value: Sendable {}
