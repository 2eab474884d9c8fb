import Foundation
import TerminalKit

extension View {
  /// Runs `action` with true when at least `threshold` of the view (0 to 1, by area) is on
  /// screen inside the scroll views around it, and with false when it no longer is: SwiftUI's
  /// `onScrollVisibilityChange(threshold:_:)`. It runs once with true when the view is first
  /// drawn visible (not when first drawn hidden), then on each crossing, read as each frame
  /// is laid out.
  ///
  /// ```swift
  /// VideoCard(video: video)
  ///   .onScrollVisibilityChange(threshold: 0.2) { visible in isPlaying = visible }
  /// ```
  public func onScrollVisibilityChange(
    threshold: Double = 0.5, _ action: @escaping @MainActor (Bool) -> Void
  ) -> some View {
    ScrollVisibilityView(content: self, threshold: threshold, action: action)
  }
}

/// Whether the view was on screen when last laid out: lives in the modifier's node.
@MainActor
final class ScrollVisibilityState {
  var visible: Bool?
  var action: (@MainActor (Bool) -> Void)?

  /// Runs the action when `visible` differs from the last answer (the first: only if true).
  func update(_ visible: Bool) {
    guard visible != self.visible else { return }
    let first = self.visible == nil
    self.visible = visible
    if !first || visible { action?(visible) }
  }
}

private struct ScrollVisibilityView<Content: View>: View, PrimitiveView {
  let content: Content
  let threshold: Double
  let action: @MainActor (Bool) -> Void

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let state = context.node.state { ScrollVisibilityState() }
    state.action = action
    let threshold = threshold.isFinite ? min(1, max(0, threshold)) : 0.5
    output.append(
      ScrollVisibilityElement(
        child: context.resolveSingle(content), threshold: threshold, state: state))
  }
}

/// Measures how much of its child the clip (the scroll views' viewports, the screen) shows.
private final class ScrollVisibilityElement: WrapperElement {
  let threshold: Double
  let state: ScrollVisibilityState

  init(child: Element, threshold: Double, state: ScrollVisibilityState) {
    self.threshold = threshold
    self.state = state
    super.init(child: child)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    let area = rect.width * rect.height
    let shown = rect.intersection(renderer.clip)
    let fraction = area > 0 ? Double(max(0, shown.width) * max(0, shown.height)) / Double(area) : 0
    // A view of no size is visible where it is, inside the clip or not.
    let visible =
      area > 0
      ? fraction >= max(threshold, .ulpOfOne)
      : renderer.clip.contains(column: rect.x, row: rect.y)
    let state = self.state
    renderer.record { state.update(visible) }
    child.render(in: rect, renderer)
  }
}
