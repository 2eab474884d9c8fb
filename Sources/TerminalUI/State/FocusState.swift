import Primitives

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

/// Focus states set by code since the last frame, for one host: its focus manager moves
/// focus to match them. Set from wherever a focus state is written.
final class FocusRequests: Sendable {
  private let pending = Locked<Set<ObjectIdentifier>>([])

  func request(location: ObjectIdentifier) { pending.withLock { _ = $0.insert(location) } }

  /// Whether a state was set since the last ``take()``.
  var hasPending: Bool { pending.withLock { !$0.isEmpty } }

  /// The states set since the last call.
  func take() -> Set<ObjectIdentifier> {
    pending.withLock { pending in
      defer { pending.removeAll() }
      return pending
    }
  }
}

/// What `focused(…)` attaches to the control under it: how to read and set the focus state.
struct FocusRegistration {
  let location: ObjectIdentifier
  /// Whether the state names this control.
  let isSelected: () -> Bool
  /// Sets the state to name this control (true) or nothing (false).
  let select: (Bool) -> Void
}

extension FocusState.Binding {
  var locationIdentifier: ObjectIdentifier {
    box.location.map { ObjectIdentifier($0) } ?? ObjectIdentifier(box)
  }
}

extension View {
  /// Ties the control inside to a focus state: focus moves to it when the state is set to
  /// `value`, and the state becomes `value` when it takes focus (nil when it loses it).
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
    -> some View
  {
    EnvironmentModifierView(content: self) { environment in
      environment.focus = FocusRegistration(
        location: binding.locationIdentifier, isSelected: { binding.wrappedValue == value },
        select: { selected in
          if selected {
            binding.box.location?.set(value)
          } else if binding.wrappedValue == value {
            binding.box.location?.set(binding.resetValue)
          }
        })
    }
  }

  /// Ties the control inside to a Boolean focus state.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    focused(condition, equals: true)
  }
}
