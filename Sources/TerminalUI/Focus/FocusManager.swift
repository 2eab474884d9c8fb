import TerminalKit

/// Keyboard focus in one host: which control has it, moving it in reading order, applying
/// focus states that code set, keeping scroll views on the focused control, and telling
/// controls and focus states when focus comes and goes.
///
/// Each host owns one, with its own focus requests: two hosts (two windows, tests run in
/// parallel) never take each other's.
///
/// A focused control that becomes disabled keeps its place, as in SwiftUI and UIKit: it stays
/// the focused control (and is drawn and reported as such), but takes no keys of its own —
/// Enter or Space on a disabled button does nothing, typing into a disabled field inserts
/// nothing, and focus is not handed to another control. Tab then moves to the first enabled
/// control after it in reading order, Shift-Tab (and the arrows that move focus) to the last
/// enabled one before it, wrapping around. If it is enabled again before focus moved, it
/// simply has focus again. A control that leaves the screen is different: focus goes to the
/// enabled control now at its place in reading order (the one that followed it), or the
/// first one when none follows.
///
/// While an alert is up, keys go to the alert and focus behind it stays where it was. When
/// the last alert closes, focus returns to the control that had it when the first one
/// appeared (the one that opened it): the same control if it is still on screen, else (it
/// left while the alert was up and was drawn anew) the enabled control at its place in
/// reading order. A focus state that code set as the alert closed wins over this.
///
/// A screen that comes up over another — a sheet, or a destination pushed on a navigation
/// stack — starts with focus on its first enabled control, as a screen opened afresh does,
/// whatever had focus before. When it goes (Esc, a pop), focus returns to the control that
/// opened it: the same control if it is still on screen, else the one now at its place.
///
/// Enter in a text field moves focus to the next field of its form; in the form's last field
/// it submits (runs the field's `onSubmit` actions and `onCommit`). A form is the screen's
/// text and secure fields in reading order — those of the host's frame, which an alert
/// does not add to — so the next field is the first enabled one after it, past any buttons
/// in between, and the last field is one with no enabled field after it.
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
  /// Whether focus came where it is by a request (a key, a tap, a focus state set by code)
  /// rather than by the host placing it (the first control of a screen, the one after a
  /// control that left).
  private var focusIsExplicit = false
  /// Whether an alert was up in the last frame.
  private var alertShown = false
  /// The control focused when the alert appeared, and its place in reading order then.
  private weak var opener: Node?
  private var openerIndex: Int?
  /// For each screen over the first, outermost first (a sheet up, a destination pushed on a
  /// navigation stack): the control focused when it appeared.
  private var screenOpeners: [ScreenOpener] = []

  private struct ScreenOpener {
    weak var node: Node?
    let index: Int?
  }

  /// The focused control's place among the last frame's targets, in reading order.
  var focusedIndex: Int? { targets.firstIndex(where: { $0.node === focusedNode }) }

  /// The focused control as drawn in the last frame.
  var focusedTarget: FocusTarget? { focusedIndex.map { targets[$0] } }

  private var enabledTargets: [FocusTarget] { targets.filter(\.isEnabled) }

  /// Takes the focus targets, scroll views and `onKeyPress` handlers of a frame just drawn.
  func frameDrawn(
    targets: [FocusTarget], scrollRegions: [ScrollRegion], keyPressRegions: [KeyPressRegion] = []
  ) {
    self.targets = targets
    self.scrollRegions = scrollRegions
    self.keyPressRegions = keyPressRegions
  }

  /// The `onKeyPress` handlers around the focused control, innermost first.
  private var keyPressRegions: [KeyPressRegion] = []

  /// Offers `key` to the `onKeyPress` handlers around the focused control, innermost first;
  /// true when one handled it.
  func offerKeyPress(_ key: Key, commands: Bool = false) -> Bool {
    guard !keyPressRegions.isEmpty, let press = KeyPress(key),
      let index = focusedIndex
    else { return false }
    let around = keyPressRegions.filter { $0.targets.contains(index) && $0.isCommand == commands }
    for region in around where region.handle(press) == .handled { return true }
    return false
  }

  /// Settles focus after a frame: applies focus states set by code, moves focus off a
  /// control that left (not off one that was disabled: it keeps its place), and scrolls to keep the focused control in view.
  /// True when the frame must be drawn again to show it.
  func settle(alertShown: Bool, screens: Int = 0) -> Bool {
    let drawnFocus = focusedNode
    if screens > screenOpeners.count {
      // A screen came up (a sheet, a pushed destination): focus goes to its first control,
      // as on a screen opened afresh, and comes back to its opener when it goes.
      while screenOpeners.count < screens {
        screenOpeners.append(
          ScreenOpener(node: focusedNode, index: focusedNode == nil ? nil : focusIndex))
      }
      focusedNode = enabledTargets.first?.node
      focusIndex = 0
    } else if screens < screenOpeners.count {
      var last: ScreenOpener?
      while screenOpeners.count > screens { last = screenOpeners.popLast() }
      if let node = last?.node, targets.contains(where: { $0.node === node }) {
        focusedNode = node
      } else if let index = last?.index, targets.indices.contains(index) {
        focusedNode = targets[index].node
        focusIndex = index
      }
    }
    if alertShown != self.alertShown {
      self.alertShown = alertShown
      if alertShown {
        opener = focusedNode
        openerIndex = focusedNode == nil ? nil : focusIndex
      } else {
        returnToOpener()
      }
    }
    let requested = requests.take()
    var requestedFocus = false
    if !requested.isEmpty {
      for target in targets where target.isEnabled {
        if let registration = target.handler.focusRegistration,
          requested.contains(registration.location), registration.isSelected()
        {
          focusedNode = target.node
          requestedFocus = true
          break
        }
      }
    }
    if let current = focusedIndex {
      // Still on screen, enabled or not: a control disabled while focused keeps focus.
      focusIndex = current
    } else {
      let after = targets.dropFirst(min(focusIndex, targets.count)).first(where: \.isEnabled)
      focusedNode = (after ?? enabledTargets.first)?.node
    }
    let moved = focusedNode !== drawnFocus
    if moved { focusIsExplicit = requestedFocus }
    let scrolled = followFocus(force: moved)
    return moved || scrolled
  }

  /// Gives focus back to the control that had it when the alert appeared.
  private func returnToOpener() {
    defer {
      opener = nil
      openerIndex = nil
    }
    if let opener, targets.contains(where: { $0.node === opener }) {
      focusedNode = opener
    } else if let openerIndex, targets.indices.contains(openerIndex),
      targets[openerIndex].isEnabled
    {
      focusedNode = targets[openerIndex].node
    }
  }

  /// Scrolls every scroll view holding the focused control so that it shows; true when one
  /// moved. A scroll view the wheel moved stays put unless `force` (focus moved) says.
  private func followFocus(force: Bool = true) -> Bool {
    guard let index = focusedIndex else {
      return false
    }
    var moved = false
    for region in scrollRegions where region.targets.contains(index) {
      if region.scroller.reveal(targets[index].rect, in: region.viewport, force: force) {
        moved = true
      }
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
    previous?.handler.focusChanged(false, explicitly: focusIsExplicit)
    current?.handler.focusChanged(true, explicitly: focusIsExplicit)
  }

  /// Moves focus `delta` enabled controls forward or back in reading order, wrapping
  /// around, counting from the focused control's place even when it is disabled; true when
  /// it moved.
  func moveFocus(by delta: Int) -> Bool {
    guard delta != 0, !enabledTargets.isEmpty else { return false }
    let count = targets.count
    let step = delta > 0 ? 1 : -1
    // With no focused control, start just before the first (or after the last).
    var index = focusedIndex ?? (delta > 0 ? -1 : count)
    var remaining = abs(delta)
    while remaining > 0 {
      index = ((index + step) % count + count) % count
      if targets[index].isEnabled { remaining -= 1 }
    }
    return focus(targets[index].node)
  }

  /// Gives focus to `node`'s control; true when focus moved.
  @discardableResult
  func focus(_ node: Node) -> Bool {
    guard focusedNode !== node else {
      if !focusIsExplicit {
        focusIsExplicit = true
        focusedTarget?.handler.focusConfirmed()
      }
      return false
    }
    focusedNode = node
    focusIsExplicit = true
    if let index = targets.firstIndex(where: { $0.node === node }) {
      focusIndex = index
      _ = followFocus()
    }
    return true
  }

  /// Focuses the first enabled text field after `node`'s control in reading order; false
  /// when none follows.
  func focusNextTextField(after node: Node) -> Bool {
    guard let index = targets.firstIndex(where: { $0.node === node }),
      let next = targets[(index + 1)...].first(where: { $0.isEnabled && $0.handler.isTextField })
    else { return false }
    return focus(next.node)
  }

  /// Scrolls the innermost scroll view around the focused control by `pages`; true when it
  /// moved. The focused control stays focused, even scrolled out of sight.
  func scrollPages(_ pages: Int) -> Bool {
    guard let index = focusedIndex else { return false }
    let innermost = scrollRegions.filter { $0.targets.contains(index) }
      .min { $0.targets.count < $1.targets.count }
    return innermost?.scroller.scrollPages(pages) ?? false
  }

  /// Whether `node` is one of the last frame's focus targets.
  func isTarget(_ node: Node) -> Bool { targets.contains(where: { $0.node === node }) }
}
