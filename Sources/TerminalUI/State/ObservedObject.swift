import Streams

/// An observable object a view watches: SwiftUI's `@ObservedObject`. The view redraws when the
/// object's `objectWillChange` fires; `$model.property` is a binding.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  public var wrappedValue: ObjectType

  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

  public init(initialValue: ObjectType) { wrappedValue = initialValue }

  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  /// Makes bindings to an object's properties: `$model.email`.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    {
      let object = self.object
      return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }
}

extension ObservedObject: InstallableProperty {
  func install(_ context: ResolveContext, slot: Int) {
    ObjectObservation.watch(wrappedValue, context: context, slot: slot)
  }
}

@MainActor
enum ObjectObservation {
  /// Subscribes the node to `object`'s changes, once per object.
  static func watch<Object: ObservableObject>(_ object: Object, context: ResolveContext, slot: Int)
  {
    let identity = ObjectIdentifier(object)
    if context.node.subscriptions[slot]?.object == identity { return }
    let invalidator = context.graph.invalidator
    let cancellable = object.objectWillChange.sink { _ in invalidator.invalidate() }
    context.node.subscriptions[slot] = (identity, AnyCancellable(cancellable))
  }
}

final class ObjectBox<Object: AnyObject>: @unchecked Sendable {
  var object: Object?
  init(_ object: Object? = nil) { self.object = object }
}

/// An observable object a view creates and owns: SwiftUI's `@StateObject`. It is made once,
/// when the view first appears, and kept while the view stays on screen.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  let make: () -> ObjectType
  let box = ObjectBox<ObjectType>()

  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { make = thunk }

  public var wrappedValue: ObjectType {
    if let object = box.object { return object }
    let object = make()
    box.object = object
    return object
  }

  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject.Wrapper(object: wrappedValue)
  }
}

extension StateObject: InstallableProperty {
  func install(_ context: ResolveContext, slot: Int) {
    let object: ObjectType
    if let stored = context.node.storage[slot] as? ObjectType {
      object = stored
    } else {
      object = box.object ?? make()
      context.node.storage[slot] = object
    }
    box.object = object
    ObjectObservation.watch(object, context: context, slot: slot)
  }
}

/// An observable object supplied by an ancestor with `environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  let box = ObjectBox<ObjectType>()

  public init() {}

  public var wrappedValue: ObjectType {
    guard let object = box.object else {
      fatalError(
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) "
          + "for \(ObjectType.self) may be missing as an ancestor of this view.")
    }
    return object
  }

  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject.Wrapper(object: wrappedValue)
  }
}

extension EnvironmentObject: InstallableProperty {
  func install(_ context: ResolveContext, slot: Int) {
    guard
      let object = context.environment.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType
    else {
      box.object = nil
      context.graph.missingEnvironment =
        "No ObservableObject of type \(ObjectType.self) found; View.environmentObject(_:) may be "
        + "missing"
      return
    }
    box.object = object
    ObjectObservation.watch(object, context: context, slot: slot)
  }
}
