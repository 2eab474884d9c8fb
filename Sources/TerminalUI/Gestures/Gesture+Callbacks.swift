extension Gesture {
  /// Runs `action` with the gesture's final value when it ends: a tap performed, a long
  /// press held long enough, a drag released (or ended with Enter).
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }

  /// Runs `action` with the gesture's value each time it changes: a drag moving, a long
  /// press starting.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self>
  where Value: Equatable {
    _ChangedGesture(content: self, action: action)
  }

  /// Updates a `@GestureState` as the gesture changes: `body` gets the value, the state
  /// to change and the transaction; the state goes back to its first value when the
  /// gesture ends or is cancelled.
  ///
  /// ```swift
  /// @GestureState private var dragOffset = CGSize.zero
  /// DragGesture().updating($dragOffset) { value, state, _ in state = value.translation }
  /// ```
  public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }
}

extension Gesture {
  /// The recognizers of this gesture, with `action` added to the callbacks at `list`.
  func recognizers(
    calling action: @escaping (Value) -> Void,
    on list: ReferenceWritableKeyPath<GestureRecognizer, [@MainActor (Any) -> Void]>
  ) -> [GestureRecognizer] {
    let made = recognizers()
    for recognizer in made {
      let map = recognizer.valueMap
      recognizer[keyPath: list].append { value in
        if let value = map(value) as? Value { action(value) }
      }
    }
    return made
  }
}

/// A gesture with an `onEnded` callback: what ``Gesture/onEnded(_:)`` returns.
public struct _EndedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
  public typealias Value = Content.Value
  let content: Content
  let action: (Value) -> Void

  public var body: Never { primitiveGestureBody() }

  func makeRecognizers(into recognizers: inout [GestureRecognizer]) {
    recognizers += content.recognizers(calling: action, on: \.ended)
  }
}

/// A gesture with an `onChanged` callback: what ``Gesture/onChanged(_:)`` returns.
public struct _ChangedGesture<Content: Gesture>: Gesture, PrimitiveGesture
where Content.Value: Equatable {
  public typealias Value = Content.Value
  let content: Content
  let action: (Value) -> Void

  public var body: Never { primitiveGestureBody() }

  func makeRecognizers(into recognizers: inout [GestureRecognizer]) {
    recognizers += content.recognizers(calling: action, on: \.changed)
  }
}

/// A gesture that updates a ``GestureState``: what ``Gesture/updating(_:body:)`` returns.
public struct GestureStateGesture<Base: Gesture, State>: Gesture, PrimitiveGesture {
  public typealias Value = Base.Value
  public var base: Base
  public var state: GestureState<State>
  let update: (Value, inout State, inout Transaction) -> Void

  public init(
    base: Base, state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) {
    self.base = base
    self.state = state
    update = body
  }

  public var body: Never { primitiveGestureBody() }

  func makeRecognizers(into recognizers: inout [GestureRecognizer]) {
    let made = base.recognizers()
    let state = state
    let update = update
    for recognizer in made {
      let map = recognizer.valueMap
      let change: @MainActor (Any) -> Void = { value in
        guard let value = map(value) as? Value else { return }
        var current = state.wrappedValue
        var transaction = Transaction()
        update(value, &current, &transaction)
        state.set(current)
      }
      recognizer.changed.append(change)
      recognizer.reset.append { state.reset() }
    }
    recognizers += made
  }
}
