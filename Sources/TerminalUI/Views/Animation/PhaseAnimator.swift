/// A view that animates through phases: SwiftUI's `PhaseAnimator`. Animations complete at
/// once in a terminal, and a phase animator comes back to its first phase when it has run
/// through them all, so it shows its content in the first phase: at rest, as SwiftUI's is
/// between triggers. (One that cycles for ever has no resting phase; the first stands for
/// it.)
///
/// ```swift
/// PhaseAnimator([false, true]) { pulsing in
///   Image(systemName: "bird.fill").scaleEffect(pulsing ? 1.2 : 1)
/// }
/// ```
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
  let firstPhase: Phase?
  let content: (Phase) -> Content

  /// Cycles through `phases` for ever.
  public init<Phases: Sequence>(
    _ phases: Phases, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) where Phases.Element == Phase {
    firstPhase = phases.first(where: { _ in true })
    self.content = content
  }

  /// Runs through `phases` each time `trigger` changes.
  public init<Phases: Sequence>(
    _ phases: Phases, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) where Phases.Element == Phase {
    firstPhase = phases.first(where: { _ in true })
    self.content = content
  }

  public var body: some View {
    if let firstPhase { content(firstPhase) }
  }
}

extension View {
  /// This view animated through `phases` each time `trigger` changes: drawn in the first
  /// phase, at rest (see ``PhaseAnimator``).
  public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping @Sendable (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    PhaseAnimator(phases) { phase in content(PlaceholderContentView(content: self), phase) }
  }

  /// This view animated through `phases` for ever: drawn in the first phase.
  public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping @Sendable (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    PhaseAnimator(phases) { phase in content(PlaceholderContentView(content: self), phase) }
  }
}
