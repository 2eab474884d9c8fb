import Foundation

extension View {
  /// Effects for a view as it scrolls into and out of view: SwiftUI's `scrollTransition`
  /// (iOS 17). A terminal shows a row whole or not at all — a row at a scroll view's edge is
  /// cut at a cell, not faded — so every row on screen is in its identity phase: the
  /// transition is worked out for `.identity` and drawn (an effect that leaves the view as
  /// it is there, as the usual ones do, draws it unchanged).
  public func scrollTransition(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    VisualEffectView(content: self, steps: transition(EmptyVisualEffect(), .identity).visualSteps)
  }

  /// Effects for a view as it scrolls in at the top or leading edge and out at the bottom or
  /// trailing one; see `scrollTransition(_:axis:transition:)`.
  public func scrollTransition(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
    axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    scrollTransition(topLeading, axis: axis, transition: transition)
  }
}

/// Where a view is in its scroll transition: SwiftUI's `ScrollTransitionPhase`.
public enum ScrollTransitionPhase: Hashable, Sendable {
  /// Coming in at the top or leading edge.
  case topLeading
  /// In view.
  case identity
  /// Going out at the bottom or trailing edge.
  case bottomTrailing

  /// Whether the view is in view.
  public var isIdentity: Bool { self == .identity }

  /// -1 at the top or leading edge, 0 in view, 1 at the bottom or trailing edge.
  public var value: Double {
    switch self {
    case .topLeading: -1
    case .identity: 0
    case .bottomTrailing: 1
    }
  }
}

/// How a scroll transition runs: SwiftUI's `ScrollTransitionConfiguration`. Accepted: rows
/// on screen are in their identity phase here.
public struct ScrollTransitionConfiguration: Sendable {
  let name: String

  /// The transition follows the scrolling.
  public static let interactive = ScrollTransitionConfiguration(name: "interactive")
  /// The transition is animated when a threshold is crossed.
  public static let animated = ScrollTransitionConfiguration(name: "animated")
  /// No transition: the view stays as it is.
  public static let identity = ScrollTransitionConfiguration(name: "identity")

  /// Animated with `animation`.
  public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
    .animated
  }

  /// Where the transition starts and ends: accepted.
  public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration { self }

  /// The animation of an animated transition: accepted.
  public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

  /// How much of a view must show for the transition to be at its end: SwiftUI's
  /// `ScrollTransitionConfiguration.Threshold`.
  public struct Threshold: Sendable {
    let visible: Double

    /// The view wholly visible.
    public static let visible = Threshold(visible: 1)
    /// The view wholly hidden.
    public static let hidden = Threshold(visible: 0)
    /// The view at the centre.
    public static let centered = Threshold(visible: 0.5)

    /// `amount` (0 to 1) of the view visible.
    public static func visible(_ amount: Double) -> Threshold { Threshold(visible: amount) }

    /// The threshold moved in by `distance` points: accepted.
    public func inset(by distance: Double) -> Threshold { self }

    /// Part of the way to `other`.
    public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
      Threshold(visible: visible + (other.visible - visible) * amount)
    }
  }
}
