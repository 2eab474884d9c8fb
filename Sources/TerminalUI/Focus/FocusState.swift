/// Which control has keyboard focus, as a view sees and sets it: SwiftUI's `@FocusState`.
///
/// ```swift
/// enum Field { case email, password }
/// @FocusState private var focused: Field?
/// TextField("Eメール", text: $email).focused($focused, equals: .email)
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  let box: StateBox<Value>
  let resetValue: Value

  public init() where Value == Bool {
    box = StateBox(false)
    resetValue = false
  }

  public init<T: Hashable>() where Value == T? {
    box = StateBox(nil)
    resetValue = nil
  }

  public var wrappedValue: Value {
    get { box.location?.value ?? box.initial }
    nonmutating set {
      if let location = box.location { location.set(newValue) } else { box.initial = newValue }
      box.requestFocus()
    }
  }

  public var projectedValue: Binding { Binding(box: box, resetValue: resetValue) }

  /// A focus state handed to `focused(_:)` or `focused(_:equals:)`.
  @propertyWrapper
  public struct Binding {
    let box: StateBox<Value>
    let resetValue: Value

    public var wrappedValue: Value {
      get { box.location?.value ?? box.initial }
      nonmutating set {
        if let location = box.location { location.set(newValue) } else { box.initial = newValue }
        box.requestFocus()
      }
    }

    public var projectedValue: Binding { self }
  }
}

extension FocusState: InstallableProperty {
  func install(_ context: ResolveContext, slot: Int) {
    State(wrappedValue: box.initial).install(context, slot: slot)
    let storage = context.node.storage[slot] as? StateLocation<Value>
    box.location = storage
    box.focusRequests = context.graph.focusRequests
  }
}

extension StateBox {
  /// Tells the host this focus state was set, so focus moves to the control it names.
  func requestFocus() {
    guard let location else { return }
    focusRequests?.request(location: ObjectIdentifier(location))
  }
}

extension FocusState.Binding {
  var locationIdentifier: ObjectIdentifier {
    box.location.map { ObjectIdentifier($0) } ?? ObjectIdentifier(box)
  }
}
