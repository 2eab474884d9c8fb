import Foundation

/// Where a scroll view is in a scroll: SwiftUI's `ScrollPhase` (iOS 18).
public enum ScrollPhase: Equatable, Sendable {
  /// Not scrolling.
  case idle
  /// A finger is down and may start a scroll: a terminal has none.
  case tracking
  /// The person is scrolling: by keys, the mouse wheel or a drag, in a terminal.
  case interacting
  /// Coasting after a fling: a terminal's scrolls stop where they land.
  case decelerating
  /// Moving to a place code asked for.
  case animating

  /// Whether the view is moving: every phase but `idle`.
  public var isScrolling: Bool { self != .idle }
}

/// What `onScrollPhaseChange` tells beside the phases: SwiftUI's `ScrollPhaseChangeContext`.
public struct ScrollPhaseChangeContext: Sendable {
  /// The scroll view's geometry when the phase changed.
  public var geometry: ScrollGeometry
  /// How fast it moves: nil, as a terminal's scrolls jump by whole cells.
  public var velocity: CGVector?
}

extension View {
  /// Runs `action` with the old and new phase when the scroll view (or list) inside starts
  /// or stops scrolling: SwiftUI's `onScrollPhaseChange(_:)`.
  ///
  /// A terminal scrolls in whole cells with no fling, so a scroll goes from `.idle` to
  /// `.interacting` when the view first moves — by keys, the wheel, a drag or
  /// `scrollTo` — and back to `.idle` once it has not moved for half a second (longer than
  /// a terminal's key repeat and the gaps between wheel turns).
  ///
  /// ```swift
  /// ScrollView { … }
  ///   .onScrollPhaseChange { _, phase in toolbarHidden = phase.isScrolling }
  /// ```
  public func onScrollPhaseChange(
    _ action: @escaping @MainActor (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void
  ) -> some View {
    onScrollPhaseChange { old, new, _ in action(old, new) }
  }

  /// Runs `action` with the old and new phase and the scroll view's geometry when the scroll
  /// view (or list) inside starts or stops scrolling: SwiftUI's `onScrollPhaseChange(_:)`.
  public func onScrollPhaseChange(
    _ action:
      @escaping @MainActor (
        _ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext
      ) -> Void
  ) -> some View {
    ScrollPhaseModifierView(content: self, action: action)
  }
}

/// One `onScrollPhaseChange`'s phase: lives in the modifier's node.
@MainActor
final class ScrollPhaseTracker {
  /// How long a scroll view rests before its phase is `.idle` again.
  static let settleTime: TimeInterval = 0.5
  /// What reads the scroll view's geometry each frame.
  let observer = ScrollGeometryObserver()
  var phase = ScrollPhase.idle
  var action: (@MainActor (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void)?
  /// Counts moves, so that a settle scheduled before the last one does nothing.
  private var moves = 0

  /// The view moved: a scroll starts if it was resting, and settles after a rest.
  func moved(_ geometry: ScrollGeometry) {
    moves += 1
    if phase == .idle { change(to: .interacting, geometry) }
    let move = moves
    DispatchQueue.main.asyncAfter(deadline: .now() + Self.settleTime) { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.moves == move, self.phase != .idle else { return }
        self.change(to: .idle, geometry)
      }
    }
  }

  private func change(to new: ScrollPhase, _ geometry: ScrollGeometry) {
    let old = phase
    phase = new
    action?(old, new, ScrollPhaseChangeContext(geometry: geometry, velocity: nil))
  }
}

private struct ScrollPhaseModifierView<Content: View>: View, PrimitiveView {
  let content: Content
  let action: @MainActor (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let tracker = context.node.state { ScrollPhaseTracker() }
    tracker.action = action
    let observer = tracker.observer
    // The first report (old and new the same) and a change of size alone are not scrolls.
    let moved: @MainActor (ScrollGeometry, ScrollGeometry) -> Void = { [weak tracker] in
      guard $0.contentOffset != $1.contentOffset else { return }
      tracker?.moved($1)
    }
    observer.watch({ $0 }, moved)
    var child = context
    child.environment.scrollGeometryObservers.append(observer)
    child.resolveChild(content, position: 0, into: &output)
  }
}
