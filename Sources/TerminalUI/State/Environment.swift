import Observation

final class ValueBox<Value>: @unchecked Sendable {
  var value: Value?
}

/// A value read from the environment: `@Environment(\.dismiss) private var dismiss`, or an
/// `@Observable` object put there with `environment(_:)`: `@Environment(Model.self)`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    case object(ObjectIdentifier)
    case optionalObject(ObjectIdentifier, missing: Value)
  }

  let source: Source
  let box = ValueBox<Value>()

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { source = .keyPath(keyPath) }

  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    source = .object(ObjectIdentifier(objectType))
  }

  /// An `@Observable` object that may be missing: nil when no ancestor supplied one.
  public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
    source = .optionalObject(ObjectIdentifier(objectType), missing: nil)
  }

  public var wrappedValue: Value {
    if let value = box.value { return value }
    switch source {
    case .keyPath(let keyPath): return EnvironmentValues()[keyPath: keyPath]
    case .object:
      fatalError(
        "No Observable object of type \(Value.self) found; View.environment(_:) may be missing")
    case .optionalObject(_, let missing): return missing
    }
  }
}

extension Environment: InstallableProperty {
  func install(_ context: ResolveContext, slot: Int) {
    switch source {
    case .keyPath(let keyPath): box.value = context.environment[keyPath: keyPath]
    case .object(let identifier):
      box.value = context.environment.objects[identifier] as? Value
      if box.value == nil {
        context.graph.missingEnvironment =
          "No Observable object of type \(Value.self) found; View.environment(_:) may be missing"
      }
    case .optionalObject(let identifier, _):
      box.value = context.environment.objects[identifier].flatMap { $0 as? Value }
    }
  }
}
