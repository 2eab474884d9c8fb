/// An animation of a symbol image: SwiftUI's `SymbolEffect` (iOS 17). Animations complete at
/// once in a terminal and a symbol is one glyph, so an effect is accepted and the symbol is
/// drawn still: as it rests between bounces, pulses and breaths. `appear` and `disappear`
/// show or hide it, as their end states do.
///
/// ```swift
/// Image(systemName: "wifi").symbolEffect(.variableColor.iterative, isActive: searching)
/// Image(systemName: "bell").symbolEffect(.bounce, value: count)
/// ```
public protocol SymbolEffect: Sendable {}

/// An effect that runs while it is active (`isActive:`): SwiftUI's `IndefiniteSymbolEffect`.
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// An effect that runs once each time a value changes (`value:`): SwiftUI's
/// `DiscreteSymbolEffect`.
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// An effect that shows or hides the symbol: what `appear` and `disappear` are.
protocol VisibilitySymbolEffect {
  var hides: Bool { get }
}

/// The variants an effect can take (by layer, the whole symbol, up, down …): accepted.
public protocol SymbolEffectVariants {}

extension SymbolEffectVariants {
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
  public var up: Self { self }
  public var down: Self { self }
  public var iterative: Self { self }
  public var cumulative: Self { self }
  public var reversing: Self { self }
  public var nonReversing: Self { self }
  public var hideInactiveLayers: Self { self }
  public var dimInactiveLayers: Self { self }
  public var clockwise: Self { self }
  public var counterClockwise: Self { self }
  public var downUp: Self { self }
  public var upUp: Self { self }
  public var offUp: Self { self }
}

/// A symbol that bounces: SwiftUI's `BounceSymbolEffect`.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect,
  SymbolEffectVariants
{}
/// A symbol that pulses: SwiftUI's `PulseSymbolEffect`.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect,
  SymbolEffectVariants
{}
/// A symbol that breathes (iOS 18): SwiftUI's `BreatheSymbolEffect`.
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect,
  SymbolEffectVariants
{}
/// A symbol that wiggles (iOS 18): SwiftUI's `WiggleSymbolEffect`.
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect,
  SymbolEffectVariants
{}
/// A symbol that rotates (iOS 18): SwiftUI's `RotateSymbolEffect`.
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect,
  SymbolEffectVariants
{}
/// A symbol whose layers light in turn: SwiftUI's `VariableColorSymbolEffect`.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect,
  SymbolEffectVariants
{}
/// A symbol scaled up or down: SwiftUI's `ScaleSymbolEffect`.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, SymbolEffectVariants {}
/// One symbol replacing another: SwiftUI's `ReplaceSymbolEffect`.
public struct ReplaceSymbolEffect: SymbolEffect, SymbolEffectVariants {}
/// A symbol drawn in: SwiftUI's `AppearSymbolEffect`. Active, the symbol shows.
public struct AppearSymbolEffect: IndefiniteSymbolEffect, SymbolEffectVariants,
  VisibilitySymbolEffect
{
  var hides: Bool { false }
}
/// A symbol drawn out: SwiftUI's `DisappearSymbolEffect`. Active, the symbol is hidden.
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, SymbolEffectVariants,
  VisibilitySymbolEffect
{
  var hides: Bool { true }
}

extension SymbolEffect where Self == BounceSymbolEffect {
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
extension SymbolEffect where Self == PulseSymbolEffect {
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
extension SymbolEffect where Self == BreatheSymbolEffect {
  public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}
extension SymbolEffect where Self == WiggleSymbolEffect {
  public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}
extension SymbolEffect where Self == RotateSymbolEffect {
  public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
  public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
extension SymbolEffect where Self == ReplaceSymbolEffect {
  public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}
extension SymbolEffect where Self == AppearSymbolEffect {
  public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}
extension SymbolEffect where Self == DisappearSymbolEffect {
  public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

/// How a symbol effect runs (repeating, speed): SwiftUI's `SymbolEffectOptions`. Accepted.
public struct SymbolEffectOptions: Hashable, Sendable {
  let name: String

  public static let `default` = SymbolEffectOptions(name: "default")
  public static let repeating = SymbolEffectOptions(name: "repeating")
  public static let nonRepeating = SymbolEffectOptions(name: "nonRepeating")

  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { .repeating }
  public static func speed(_ speed: Double) -> SymbolEffectOptions { .default }
  public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
  public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

extension View {
  /// Runs `effect` on the symbols inside while `isActive`: drawn still (see
  /// ``SymbolEffect``); an active `disappear` hides them.
  public func symbolEffect<T: IndefiniteSymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View {
    let hidden = isActive && (effect as? any VisibilitySymbolEffect)?.hides == true
    return opacity(hidden ? 0 : 1)
  }

  /// Runs `effect` on the symbols inside each time `value` changes: drawn still.
  public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> some View { self }

  /// Removes the symbol effects inside: nothing to remove here.
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}
