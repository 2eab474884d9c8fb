import Foundation

/// A value that can be interpolated: SwiftUI's `VectorArithmetic`. Animations complete at
/// once in a terminal, so nothing interpolates on its own here; the protocol is for the code
/// that does (`interpolated(towards:amount:)`) and for `Animatable` types.
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies each component by `rhs`.
  mutating func scale(by rhs: Double)
  /// The dot product of the value with itself.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// The value with each component multiplied by `rhs`.
  public func scaled(by rhs: Double) -> Self {
    var result = self
    result.scale(by: rhs)
    return result
  }

  /// Moves the value `amount` (0 to 1) of the way to `other`.
  public mutating func interpolate(towards other: Self, amount: Double) {
    self += (other - self).scaled(by: amount)
  }

  /// The value `amount` (0 to 1) of the way to `other`.
  public func interpolated(towards other: Self, amount: Double) -> Self {
    var result = self
    result.interpolate(towards: other, amount: amount)
    return result
  }
}

extension Double: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= rhs }
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

/// No data to animate: SwiftUI's `EmptyAnimatableData`.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  public init() {}
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  public static func + (lhs: Self, rhs: Self) -> Self { lhs }
  public static func - (lhs: Self, rhs: Self) -> Self { lhs }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}

/// Two values animated together: SwiftUI's `AnimatablePair`.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  public var first: First
  public var second: Second

  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public static var zero: Self { Self(.zero, .zero) }
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(lhs.first + rhs.first, lhs.second + rhs.second)
  }
  public static func - (lhs: Self, rhs: Self) -> Self {
    Self(lhs.first - rhs.first, lhs.second - rhs.second)
  }
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// A type whose changes can be animated: SwiftUI's `Animatable`. A terminal draws the end
/// of an animation at once, so `animatableData` is read and written only by your own code;
/// a view modifier or shape that declares it draws as it would without it.
public protocol Animatable {
  associatedtype AnimatableData: VectorArithmetic
  /// The data to animate.
  var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    // swift-format-ignore: NoEmptyAccessorBlocks
    set {}
  }
}

extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}

extension Angle: Animatable {
  public var animatableData: Double {
    get { radians }
    set { self = .radians(newValue) }
  }
}

extension CGPoint: Animatable {
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { self = CGPoint(x: newValue.first, y: newValue.second) }
  }
}

extension CGSize: Animatable {
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(width, height) }
    set { self = CGSize(width: newValue.first, height: newValue.second) }
  }
}

extension CGRect: Animatable {
  public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData>
  {
    get { AnimatablePair(origin.animatableData, size.animatableData) }
    set {
      origin.animatableData = newValue.first
      size.animatableData = newValue.second
    }
  }
}

extension UnitPoint: Animatable {
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { self = UnitPoint(x: newValue.first, y: newValue.second) }
  }
}
