/// Where a `@State` value lives while its view is on screen.
final class StateLocation<Value>: @unchecked Sendable {
  // Read and written on the main actor only, as SwiftUI requires of `@State`.
  var value: Value
  let invalidator: Invalidator

  init(value: Value, invalidator: Invalidator) {
    self.value = value
    self.invalidator = invalidator
  }

  func set(_ newValue: Value) {
    value = newValue
    invalidator.invalidate()
  }
}

final class StateBox<Value>: @unchecked Sendable {
  var initial: Value
  var location: StateLocation<Value>?
  /// For a focus state: the requests of the host it is installed in.
  var focusRequests: FocusRequests?

  init(_ initial: Value) { self.initial = initial }
}

/// A value a view owns: SwiftUI's `@State`. Setting it redraws the view; it lives as long as
/// the view stays on screen, whatever its parent does.
///
/// ```swift
/// struct Counter: View {
///   @State private var count = 0
///   var body: some View { Button("\(count)") { count += 1 } }
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let box: StateBox<Value>

  public init(wrappedValue value: Value) { box = StateBox(value) }

  public init(initialValue value: Value) { box = StateBox(value) }

  public var wrappedValue: Value {
    get { box.location?.value ?? box.initial }
    nonmutating set {
      if let location = box.location {
        location.set(newValue)
      } else {
        box.initial = newValue
      }
    }
  }

  /// A binding to the value: `$name`.
  public var projectedValue: Binding<Value> {
    let box = self.box
    if let location = box.location {
      return Binding(get: { location.value }, set: { location.set($0) })
    }
    return Binding(
      get: { box.location?.value ?? box.initial },
      set: { value in
        if let location = box.location { location.set(value) } else { box.initial = value }
      })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// An optional state that starts as nil: `@State private var selection: Item?`.
  ///
  /// Declared in a constrained extension, as SwiftUI declares it: a `where` clause on an
  /// initializer in the type itself makes the compiler take `State()` as the default of every
  /// `@State` declared without a value, so `@State var flag: Bool` set in `init` failed with
  /// "'Bool' does not conform to 'ExpressibleByNilLiteral'".
  public init() { box = StateBox(nil) }
}

extension State: InstallableProperty {
  func install(_ context: ResolveContext, slot: Int) {
    if let location = context.node.storage[slot] as? StateLocation<Value> {
      box.location = location
    } else {
      let location = StateLocation(value: box.initial, invalidator: context.graph.invalidator)
      context.node.storage[slot] = location
      box.location = location
    }
  }
}
