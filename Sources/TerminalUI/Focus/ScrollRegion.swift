import TerminalKit

/// A scroll view (or a form) as drawn in a frame: where it shows its content, and which of
/// the frame's focus targets (by index) lie inside it.
@MainActor
struct ScrollRegion {
  let scroller: any FocusScroller
  let viewport: Rect
  let targets: Range<Int>
}
