import Foundation
import Primitives

/// How a change would move on an iPhone: SwiftUI's `Animation`.
///
/// A terminal redraws whole cells, so TerminalUI completes every animation at once: the
/// frame after a change shows its end, whatever the curve, duration, delay or repetition.
/// The values are kept (and compare equal as SwiftUI's do) so code that builds, stores and
/// passes animations compiles and behaves the same apart from the motion.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
  /// The curve, as a name for `description`; nothing is drawn from it.
  enum Curve: Hashable, Sendable {
    case timing(String, duration: Double)
    case spring(response: Double, dampingFraction: Double)
  }

  let curve: Curve
  /// Seconds before it would start.
  public internal(set) var delay: Double = 0
  /// How much faster than written it would run.
  public internal(set) var speed: Double = 1
  /// How many times it would run (nil: for ever), and whether every other run goes back.
  var repeatCount: Int? = 1
  var autoreverses = false

  init(_ curve: Curve) { self.curve = curve }

  public var description: String {
    switch curve {
    case .timing(let name, let duration): "\(name)(duration: \(duration))"
    case .spring(let response, let damping):
      "spring(response: \(response), dampingFraction: \(damping))"
    }
  }

  // MARK: Timing curves

  public static let `default` = Animation(.timing("default", duration: 0.35))
  public static let linear = linear(duration: 0.35)
  public static let easeIn = easeIn(duration: 0.35)
  public static let easeOut = easeOut(duration: 0.35)
  public static let easeInOut = easeInOut(duration: 0.35)

  public static func linear(duration: Double) -> Animation {
    Animation(.timing("linear", duration: duration))
  }
  public static func easeIn(duration: Double) -> Animation {
    Animation(.timing("easeIn", duration: duration))
  }
  public static func easeOut(duration: Double) -> Animation {
    Animation(.timing("easeOut", duration: duration))
  }
  public static func easeInOut(duration: Double) -> Animation {
    Animation(.timing("easeInOut", duration: duration))
  }
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35
  ) -> Animation {
    Animation(.timing("timingCurve(\(p1x), \(p1y), \(p2x), \(p2y))", duration: duration))
  }

  // MARK: Springs

  public static let spring = spring(response: 0.5, dampingFraction: 0.825)
  public static let interactiveSpring = interactiveSpring(
    response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)
  public static let bouncy = bouncy(duration: 0.5, extraBounce: 0)
  public static let smooth = smooth(duration: 0.5, extraBounce: 0)
  public static let snappy = snappy(duration: 0.5, extraBounce: 0)

  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation {
    Animation(.spring(response: response, dampingFraction: dampingFraction))
  }
  // Disfavoured as SwiftUI's is, so that `.spring()` is the response form, not ambiguous.
  @_disfavoredOverload
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0)
    -> Animation
  {
    Animation(.spring(response: duration, dampingFraction: 1 - bounce))
  }
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    Animation(.spring(response: response, dampingFraction: dampingFraction))
  }
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    let response = 2 * Double.pi * (mass / max(stiffness, .leastNonzeroMagnitude)).squareRoot()
    let fraction = damping / (2 * (stiffness * mass).squareRoot())
    return Animation(.spring(response: response, dampingFraction: fraction))
  }
  public static func interpolatingSpring(
    duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0
  ) -> Animation {
    spring(duration: duration, bounce: bounce)
  }
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    spring(duration: duration, bounce: 0.3 + extraBounce)
  }
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    spring(duration: duration, bounce: extraBounce)
  }
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  // MARK: Changing an animation

  /// The animation starting `delay` seconds later.
  public func delay(_ delay: Double) -> Animation {
    var copy = self
    copy.delay += delay
    return copy
  }

  /// The animation running `speed` times as fast.
  public func speed(_ speed: Double) -> Animation {
    var copy = self
    copy.speed *= speed
    return copy
  }

  /// The animation run `repeatCount` times, every other run backwards when `autoreverses`.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.repeatCount = repeatCount
    copy.autoreverses = autoreverses
    return copy
  }

  /// The animation repeated for ever. A terminal shows its end at once, and stays there.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.repeatCount = nil
    copy.autoreverses = autoreverses
    return copy
  }
}

/// When the completion of `withAnimation(_:completionCriteria:_:completion:)` runs.
public struct AnimationCompletionCriteria: Hashable, Sendable {
  let removed: Bool
  /// When the animation has reached its end (here, at once).
  public static let logicallyComplete = AnimationCompletionCriteria(removed: false)
  /// When the animation has stopped moving and is removed (here, at once).
  public static let removed = AnimationCompletionCriteria(removed: true)
}

/// Runs `body`, whose state changes SwiftUI would animate with `animation`, and returns what
/// it returns. TerminalUI completes animations at once: the next frame shows the changes'
/// end.
///
/// ```swift
/// Button("詳しく") { withAnimation(.spring) { isExpanded.toggle() } }
/// ```
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` as `withAnimation(_:_:)` does, then `completion` once the change is complete:
/// here on the main queue's next turn, after the frame that shows it has been asked for.
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  let result = try withAnimation(animation, body)
  let box = UncheckedBox(completion)
  DispatchQueue.main.async { box.value() }
  return result
}
