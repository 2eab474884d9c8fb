import TerminalKit

/// A control that can take keyboard focus, as drawn in a frame.
@MainActor
struct FocusTarget {
  let node: Node
  let rect: Rect
  let isEnabled: Bool
  let handler: any KeyHandling
}
