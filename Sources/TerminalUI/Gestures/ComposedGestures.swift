extension Gesture {
  /// This gesture and `other` recognized together: each input reaches both, and the
  /// value holds the one that changed.
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<
    Self, Other
  > {
    SimultaneousGesture(self, other)
  }

  /// This gesture, then `other` once it ended: in a terminal each is recognized on its own
  /// input (a tap, a drag), the value holding the one that changed.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }

  /// This gesture, or `other` where this one does not take the input.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }

  /// This gesture with its value turned into another by `body`.
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
    _MapGesture(content: self, transform: body)
  }
}

/// Two gestures' recognizers, each value wrapped by `wrap` for the callbacks attached later.
@MainActor
private func composed<First: Gesture, Second: Gesture>(
  _ first: First, _ second: Second, first wrapFirst: @escaping (Any) -> Any?,
  second wrapSecond: @escaping (Any) -> Any?
) -> [GestureRecognizer] {
  let one = first.recognizers()
  let two = second.recognizers()
  for (made, wrap) in [(one, wrapFirst), (two, wrapSecond)] {
    for recognizer in made {
      let inner = recognizer.valueMap
      recognizer.valueMap = { wrap(inner($0)) as Any }
    }
  }
  return one + two
}

/// Two gestures recognized together: SwiftUI's `SimultaneousGesture`.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
  /// The values of the two gestures, the one that has not changed nil.
  public struct Value {
    public var first: First.Value?
    public var second: Second.Value?
  }

  public var first: First
  public var second: Second

  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public var body: Never { primitiveGestureBody() }

  func makeRecognizers(into recognizers: inout [GestureRecognizer]) {
    recognizers += composed(
      first, second,
      first: { Value(first: $0 as? First.Value, second: nil) },
      second: { Value(first: nil, second: $0 as? Second.Value) })
  }
}

extension SimultaneousGesture.Value: Equatable
where First.Value: Equatable, Second.Value: Equatable {}

/// One gesture after another: SwiftUI's `SequenceGesture`.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
  /// Where the sequence is: the first gesture under way, or the second after it.
  public enum Value {
    case first(First.Value)
    case second(First.Value, Second.Value?)
  }

  public var first: First
  public var second: Second

  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public var body: Never { primitiveGestureBody() }

  func makeRecognizers(into recognizers: inout [GestureRecognizer]) {
    recognizers += composed(
      first, second,
      first: { ($0 as? First.Value).map(Value.first) },
      second: { value in
        // The first gesture ended before the second could start: its value is not kept, so
        // only a first gesture whose value is Void or Bool can be restored here.
        let done: First.Value? = (() as? First.Value) ?? (true as? First.Value)
        return done.map { Value.second($0, value as? Second.Value) }
      })
  }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// One gesture or else another: SwiftUI's `ExclusiveGesture`.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
  /// The value of the gesture that took the input.
  public enum Value {
    case first(First.Value)
    case second(Second.Value)
  }

  public var first: First
  public var second: Second

  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public var body: Never { primitiveGestureBody() }

  func makeRecognizers(into recognizers: inout [GestureRecognizer]) {
    recognizers += composed(
      first, second,
      first: { ($0 as? First.Value).map(Value.first) },
      second: { ($0 as? Second.Value).map(Value.second) })
  }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture whose value is turned into another: what ``Gesture/map(_:)`` returns.
public struct _MapGesture<Content: Gesture, Value>: Gesture, PrimitiveGesture {
  let content: Content
  let transform: (Content.Value) -> Value

  public var body: Never { primitiveGestureBody() }

  func makeRecognizers(into recognizers: inout [GestureRecognizer]) {
    let made = content.recognizers()
    let transform = transform
    for recognizer in made {
      let inner = recognizer.valueMap
      recognizer.valueMap = { value in
        (inner(value) as? Content.Value).map(transform) as Any
      }
    }
    recognizers += made
  }
}
