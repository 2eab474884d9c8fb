/// A value a gesture sets while it is under way, and that goes back to its first value
/// when the gesture ends or is cancelled: SwiftUI's `@GestureState`. Pass `$name` to a
/// gesture's `updating(_:body:)`.
///
/// ```swift
/// @GestureState private var isPressing = false
/// LongPressGesture().updating($isPressing) { value, state, _ in state = value }
/// ```
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  let box: StateBox<Value>
  let resetValue: (Value) -> Value

  public init(wrappedValue: Value) {
    box = StateBox(wrappedValue)
    resetValue = { $0 }
  }

  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  /// A gesture state that goes back to `wrappedValue` when its gesture ends; the
  /// transaction of the reset is accepted (TerminalUI completes it at once).
  public init(wrappedValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: wrappedValue)
  }

  public init(initialValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: initialValue)
  }

  /// A gesture state whose reset also runs `reset` with the value it had and the reset's
  /// transaction.
  public init(
    wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void
  ) {
    box = StateBox(wrappedValue)
    resetValue = { value in
      var transaction = Transaction()
      reset(value, &transaction)
      return value
    }
  }

  public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: initialValue, reset: reset)
  }

  /// The value now: what the gesture last set, or the first value when none is under way.
  public var wrappedValue: Value { box.location?.value ?? box.initial }

  /// The state itself, for a gesture's `updating(_:body:)`: `$name`.
  public var projectedValue: GestureState<Value> { self }

  /// Sets the value while the gesture is under way, drawing the view again.
  @MainActor func set(_ value: Value) {
    guard let location = box.location else { return }
    location.set(value)
  }

  /// Puts the first value back, the gesture being over.
  @MainActor func reset() {
    guard let location = box.location else { return }
    _ = resetValue(location.value)
    location.set(box.initial)
  }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil) }

  public init(reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: nil, reset: reset)
  }
}

extension GestureState: InstallableProperty {
  func install(_ context: ResolveContext, slot: Int) {
    // Kept where a `@State` keeps its value.
    State(sharing: box).install(context, slot: slot)
  }
}

extension State {
  /// A state over an existing box: a gesture state installs its value as a state does.
  fileprivate init(sharing box: StateBox<Value>) { self.box = box }
}
