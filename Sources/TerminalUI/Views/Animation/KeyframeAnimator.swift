import Foundation

/// A view that animates its content along keyframes: SwiftUI's `KeyframeAnimator` (iOS 17).
/// Animations complete at once in a terminal, and a keyframe animation has no frame of its
/// own to rest on, so the content is drawn with the initial value: at rest, as SwiftUI's is
/// before its trigger changes (a repeating one, which never rests, shows where its timeline
/// starts). The keyframes are accepted and not played.
///
/// ```swift
/// KeyframeAnimator(initialValue: 1.0, trigger: tapped) { scale in
///   Circle().scaleEffect(scale)
/// } keyframes: { _ in
///   KeyframeTrack {
///     SpringKeyframe(1.5, duration: 0.2)
///     SpringKeyframe(1.0, duration: 0.1)
///   }
/// }
/// ```
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View
where KeyframePath.Value == Value {
  let initialValue: Value
  let content: (Value) -> Content

  /// Plays the keyframes each time `trigger` changes.
  public init(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    self.content = content
  }

  /// Plays the keyframes over and over while `repeating`.
  public init(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    self.content = content
  }

  public var body: some View { content(initialValue) }
}

extension View {
  /// Keyframes applied to this view each time `trigger` changes: drawn at the initial value
  /// (see ``KeyframeAnimator``).
  public func keyframeAnimator<Value>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    content(PlaceholderContentView(content: self), initialValue)
  }

  /// Keyframes applied to this view over and over: drawn at the initial value.
  public func keyframeAnimator<Value>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    content(PlaceholderContentView(content: self), initialValue)
  }
}

/// Keyframes for a value: SwiftUI's `Keyframes`. Tracks, or keyframes of the whole value.
public protocol Keyframes<Value> {
  associatedtype Value
}

/// The keyframes of one property of a value (or of the whole value): SwiftUI's
/// `KeyframeTrack`.
public struct KeyframeTrack<Root, Property, Content: KeyframeTrackContent>: Keyframes
where Content.Value == Property {
  public typealias Value = Root
  let keyPath: WritableKeyPath<Root, Property>
  let content: Content

  /// The keyframes of the property at `keyPath`.
  public init(
    _ keyPath: WritableKeyPath<Root, Property>,
    @KeyframeTrackContentBuilder<Property> content: () -> Content
  ) {
    self.keyPath = keyPath
    self.content = content()
  }
}

extension KeyframeTrack where Root == Property {
  /// The keyframes of the whole value.
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {
    self.init(\.self, content: content)
  }
}

/// Keyframes as a `KeyframesBuilder` gathers them.
public struct KeyframeList<Value>: Keyframes {
  let count: Int
}

/// Builds the keyframes of a ``KeyframeAnimator``: tracks, or keyframes of the whole value.
@resultBuilder
public enum KeyframesBuilder<Value> {
  public static func buildExpression<K: Keyframes>(_ keyframes: K) -> KeyframeList<Value>
  where K.Value == Value { KeyframeList(count: 1) }

  public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> KeyframeList<Value>
  where K.Value == Value { KeyframeList(count: 1) }

  public static func buildBlock(_ parts: KeyframeList<Value>...) -> KeyframeList<Value> {
    KeyframeList(count: parts.reduce(0) { $0 + $1.count })
  }

  public static func buildArray(_ parts: [KeyframeList<Value>]) -> KeyframeList<Value> {
    KeyframeList(count: parts.reduce(0) { $0 + $1.count })
  }

  public static func buildOptional(_ part: KeyframeList<Value>?) -> KeyframeList<Value> {
    part ?? KeyframeList(count: 0)
  }

  public static func buildEither(first: KeyframeList<Value>) -> KeyframeList<Value> { first }
  public static func buildEither(second: KeyframeList<Value>) -> KeyframeList<Value> { second }
}

/// Keyframes along one track: SwiftUI's `KeyframeTrackContent`.
public protocol KeyframeTrackContent<Value> {
  associatedtype Value
}

/// Keyframes as a `KeyframeTrackContentBuilder` gathers them.
public struct KeyframeTrackContentList<Value>: KeyframeTrackContent {
  /// Where each keyframe goes, in order.
  let targets: [Value]
}

/// Builds one track's keyframes.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
  public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K)
    -> KeyframeTrackContentList<Value>
  where K.Value == Value {
    KeyframeTrackContentList(
      targets: (keyframe as? any KeyframeTarget<Value>).map { [$0.to] } ?? [])
  }

  public static func buildBlock(_ parts: KeyframeTrackContentList<Value>...)
    -> KeyframeTrackContentList<Value>
  { KeyframeTrackContentList(targets: parts.flatMap(\.targets)) }

  public static func buildArray(_ parts: [KeyframeTrackContentList<Value>])
    -> KeyframeTrackContentList<Value>
  { KeyframeTrackContentList(targets: parts.flatMap(\.targets)) }

  public static func buildOptional(_ part: KeyframeTrackContentList<Value>?)
    -> KeyframeTrackContentList<Value>
  { part ?? KeyframeTrackContentList(targets: []) }

  public static func buildEither(first: KeyframeTrackContentList<Value>)
    -> KeyframeTrackContentList<Value>
  { first }

  public static func buildEither(second: KeyframeTrackContentList<Value>)
    -> KeyframeTrackContentList<Value>
  { second }
}

/// A keyframe's target value.
protocol KeyframeTarget<Value> {
  associatedtype Value
  var to: Value { get }
}

/// A keyframe reached along a straight line: SwiftUI's `LinearKeyframe`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeTarget {
  public var to: Value
  public var duration: TimeInterval

  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    self.to = to
    self.duration = duration
  }
}

/// A keyframe reached along a spring: SwiftUI's `SpringKeyframe`.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeTarget {
  public var to: Value
  public var duration: TimeInterval?

  public init(
    _ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(),
    startVelocity: Value? = nil
  ) {
    self.to = to
    self.duration = duration
  }
}

/// A keyframe reached along a cubic curve: SwiftUI's `CubicKeyframe`.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeTarget {
  public var to: Value
  public var duration: TimeInterval

  public init(
    _ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil
  ) {
    self.to = to
    self.duration = duration
  }
}

/// A keyframe the value jumps to: SwiftUI's `MoveKeyframe`.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeTarget {
  public var to: Value

  public init(_ to: Value) { self.to = to }
}

/// A spring's motion: SwiftUI's `Spring` (iOS 17). Accepted: motion is drawn at its end.
public struct Spring: Hashable, Sendable {
  public var duration: TimeInterval
  public var bounce: Double

  public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
    self.duration = duration
    self.bounce = bounce
  }

  public init(response: Double, dampingRatio: Double) {
    self.init(duration: response, bounce: 1 - dampingRatio)
  }

  public static let smooth = Spring()
  public static let snappy = Spring(duration: 0.5, bounce: 0.15)
  public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
}

/// A timing curve from 0 to 1: SwiftUI's `UnitCurve` (iOS 17). Accepted.
public struct UnitCurve: Hashable, Sendable {
  let name: String

  public static let linear = UnitCurve(name: "linear")
  public static let easeIn = UnitCurve(name: "easeIn")
  public static let easeOut = UnitCurve(name: "easeOut")
  public static let easeInOut = UnitCurve(name: "easeInOut")
  public static let circularEaseIn = UnitCurve(name: "circularEaseIn")
  public static let circularEaseOut = UnitCurve(name: "circularEaseOut")
  public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut")

  /// A cubic Bézier curve through two control points.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(name: "bezier")
  }
}
