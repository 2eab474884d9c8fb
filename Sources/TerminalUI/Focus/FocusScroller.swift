import TerminalKit

/// What scrolls to keep the focused control in view: a scroll view, a form.
@MainActor
protocol FocusScroller: AnyObject {
  /// Scrolls so that `target`, drawn in the last frame, shows inside `viewport`; true when
  /// it moved. After the wheel scrolled it, it stays unless `force` (focus moved) says.
  func reveal(_ target: Rect, in viewport: Rect, force: Bool) -> Bool
  /// Scrolls by `pages` pages (back when negative), as PageUp and PageDown do when the
  /// focused control inside declines them; true when it moved.
  func scrollPages(_ pages: Int) -> Bool
}

extension FocusScroller {
  func scrollPages(_ pages: Int) -> Bool { false }
}
