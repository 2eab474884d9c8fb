import TerminalKit

/// Keyboard focus in one host: which control has it, moving it in reading order, applying
/// focus states that code set, keeping scroll views on the focused control, and telling
/// controls and focus states when focus comes and goes.
///
/// Each host owns one, with its own focus requests: two hosts (two windows, tests run in
/// parallel) never take each other's.
@MainActor
final class FocusManager {
  /// Focus states set by code since the last frame, for this host only.
  let requests = FocusRequests()
  /// The focusable controls of the last frame, in reading order.
  private(set) var targets: [FocusTarget] = []
  private var scrollRegions: [ScrollRegion] = []
  private(set) weak var focusedNode: Node?
  /// Where focus was in reading order, so it stays near when its control leaves.
  private var focusIndex = 0
  /// The control last told it has focus.
  private var notified: FocusTarget?

  /// The focused control as drawn in the last frame.
  var focusedTarget: FocusTarget? { targets.first(where: { $0.node === focusedNode }) }

  private var enabledTargets: [FocusTarget] { targets.filter(\.isEnabled) }

  /// Takes the focus targets and scroll views of a frame just drawn.
  func frameDrawn(targets: [FocusTarget], scrollRegions: [ScrollRegion]) {
    self.targets = targets
    self.scrollRegions = scrollRegions
  }

  /// Settles focus after a frame: applies focus states set by code, moves focus off a
  /// control that left or was disabled, and scrolls to keep the focused control in view.
  /// True when the frame must be drawn again to show it.
  func settle() -> Bool {
    let drawnFocus = focusedNode
    let requested = requests.take()
    if !requested.isEmpty {
      for target in targets where target.isEnabled {
        if let registration = target.handler.focusRegistration,
          requested.contains(registration.location), registration.isSelected()
        {
          focusedNode = target.node
          break
        }
      }
    }
    let enabled = enabledTargets
    if let current = targets.firstIndex(where: { $0.node === focusedNode }) {
      focusIndex = current
      if !targets[current].isEnabled {
        // Disabled while focused: the next enabled control in reading order takes focus.
        let after = targets[current...].first(where: \.isEnabled)
        focusedNode = (after ?? enabled.last)?.node
      }
    } else {
      let after = targets.dropFirst(min(focusIndex, targets.count)).first(where: \.isEnabled)
      focusedNode = (after ?? enabled.first)?.node
    }
    let moved = focusedNode !== drawnFocus
    let scrolled = followFocus()
    return moved || scrolled
  }

  /// Scrolls every scroll view holding the focused control so that it shows; true when one
  /// moved.
  private func followFocus() -> Bool {
    guard let index = targets.firstIndex(where: { $0.node === focusedNode }) else {
      return false
    }
    var moved = false
    for region in scrollRegions where region.targets.contains(index) {
      if region.scroller.reveal(targets[index].rect, in: region.viewport) { moved = true }
    }
    return moved
  }

  /// Tells focus states and controls where focus is now: the focused control's state names
  /// it, the others' are cleared, and a control that gained or lost focus hears of it.
  func publishFocus() {
    for target in targets where target.node === focusedNode {
      guard let registration = target.handler.focusRegistration else { continue }
      if !registration.isSelected() { registration.select(true) }
    }
    for target in targets where target.node !== focusedNode {
      guard let registration = target.handler.focusRegistration else { continue }
      if registration.isSelected() { registration.select(false) }
    }
    let current = focusedTarget
    guard current?.node !== notified?.node else { return }
    let previous = notified
    notified = current
    previous?.handler.focusChanged(false)
    current?.handler.focusChanged(true)
  }

  /// Moves focus forward or back in reading order, wrapping around; true when it moved.
  func moveFocus(by delta: Int) -> Bool {
    let enabled = enabledTargets
    guard !enabled.isEmpty else { return false }
    let current = enabled.firstIndex(where: { $0.node === focusedNode }) ?? (delta > 0 ? -1 : 0)
    let next = ((current + delta) % enabled.count + enabled.count) % enabled.count
    return focus(enabled[next].node)
  }

  /// Gives focus to `node`'s control; true when focus moved.
  @discardableResult
  func focus(_ node: Node) -> Bool {
    guard focusedNode !== node else { return false }
    focusedNode = node
    if let index = targets.firstIndex(where: { $0.node === node }) {
      focusIndex = index
      _ = followFocus()
    }
    return true
  }

  /// Whether `node` is one of the last frame's focus targets.
  func isTarget(_ node: Node) -> Bool { targets.contains(where: { $0.node === node }) }
}
