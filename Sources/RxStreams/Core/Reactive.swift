/// The `.rx` namespace: reactive extensions of a base object.
@dynamicMemberLookup
public struct Reactive<Base> {
  /// The object the extensions act on.
  public let base: Base

  /// Creates extensions for `base`.
  public init(_ base: Base) { self.base = base }

  /// A binder that sets the base object's property at `keyPath` to each element.
  public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>)
    -> Binder<Property> where Base: AnyObject
  {
    Binder(base) { base, value in base[keyPath: keyPath] = value }
  }
}

/// A type with a `.rx` namespace.
public protocol ReactiveCompatible {
  /// The type extended.
  associatedtype ReactiveBase

  /// The reactive extensions.
  var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
  /// The reactive extensions of the type itself.
  public static var rx: Reactive<Self>.Type {
    get { Reactive<Self>.self }
    // Setting is how static `rx` extensions with setters reach the type; nothing to store.
    set { _ = newValue }
  }

  public var rx: Reactive<Self> {
    get { Reactive(self) }
    // Setting `rx` is how `rx` extensions with setters reach the base; nothing to store.
    set { _ = newValue }
  }
}
