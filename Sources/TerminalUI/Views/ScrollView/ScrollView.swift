import TerminalKit

/// Content larger than its frame, scrolled to keep the focused control in view: SwiftUI's
/// `ScrollView`. When nothing inside takes focus, the scroll view itself does, and ↑/↓,
/// Page Up/Down scroll it.
public struct ScrollView<Content: View>: View, PrimitiveView {
  let axes: Axis.Set
  let showsIndicators: Bool
  let content: Content

  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    // The geometry observers are this scroll view's, not those of any inside it.
    var contentContext = context
    contentContext.environment.scrollGeometryObservers = []
    // Its place among a scroll position's scroll views comes before those inside it.
    let targets = context.environment.scrollTargets
    let place = targets?.reserveScrollView()
    let element = ScrollElement(
      node: context.node, content: contentContext.resolveSingle(content),
      horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical),
      indicators: showsIndicators, clips: !context.environment.scrollClipDisabled)
    element.geometryObservers = context.environment.scrollGeometryObservers
    element.anchor = context.environment.defaultScrollAnchor
    element.scrollsByUser = context.environment.isScrollEnabled
    if let targets, let place { targets.setScrollView(element, at: place) }
    output.append(element)
  }
}

final class ScrollState {
  var offset = 0
  var lastFocused: ObjectIdentifier?
  /// Whether the wheel or a scroll view reader scrolled away from the focused control: the
  /// view stays where it was left until focus moves.
  var scrolledByWheel = false
  /// Whether the view has been placed at its `defaultScrollAnchor` yet.
  var anchored = false
  /// Whether the last frame showed the end of the content: a view anchored at its end stays
  /// there as the content grows (a chat's newest message).
  var atEnd = false
  /// The content's length and the view's in the last frame.
  var lastLength = 0
  var lastVisible = 0
}

final class ScrollElement: WrapperElement, KeyHandling, FocusScroller {
  let node: Node
  let horizontal: Bool
  let vertical: Bool
  let indicators: Bool
  /// Whether the person may scroll it (the wheel, keys when it has focus): false under
  /// `scrollDisabled(true)`. Focus still brings the focused control into view, and a scroll
  /// view reader still scrolls it.
  var scrollsByUser = true
  /// Whether content scrolled past the bounds is cut there (`scrollClipDisabled` turns it
  /// off, and the content then shows over what is around).
  let clips: Bool
  let state: ScrollState
  let focusRegistration: FocusRegistration? = nil
  // What the last frame drew, for keys and focus to scroll from.
  private var viewport = 1
  private var contentLength = 0
  private var drawnOffset = 0
  /// The `onScrollGeometryChange` observers told where it is scrolled each frame.
  var geometryObservers: [ScrollGeometryObserver] = []
  /// Where the view starts scrolled to, and where shorter content sits: `defaultScrollAnchor`.
  var anchor: UnitPoint?

  init(
    node: Node, content: Element, horizontal: Bool, vertical: Bool, indicators: Bool,
    clips: Bool = true
  ) {
    self.node = node
    self.clips = clips
    self.horizontal = horizontal
    self.vertical = vertical
    self.indicators = indicators
    state = node.state { ScrollState() }
    super.init(child: content)
  }

  var capturesVerticalArrows: Bool { vertical }

  override var isSpacer: Bool { false }

  override var ownsAccessibility: Bool { true }

  private func contentProposal(_ proposal: Proposal) -> Proposal {
    Proposal(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  /// The container a `containerRelativeFrame` inside sizes itself against: the visible part.
  private func container(_ proposal: Proposal) -> Size {
    let window = LayoutContainer.current
    return Size(width: proposal.width ?? window.width, height: proposal.height ?? window.height)
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    let size = LayoutContainer.within(container(proposal)) {
      child.size(for: contentProposal(proposal))
    }
    // As in SwiftUI, a scroll view takes the length offered along both axes: a vertical one
    // is as wide as it is offered, its content centred across it.
    return Size(
      width: proposal.width ?? size.width,
      height: vertical ? proposal.height ?? size.height : size.height)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    LayoutContainer.within(Size(width: rect.width, height: rect.height)) {
      renderContent(in: rect, renderer)
    }
  }

  private func renderContent(in rect: Rect, _ renderer: Renderer) {
    let size = child.size(for: contentProposal(Proposal(width: rect.width, height: rect.height)))
    let length = vertical ? size.height : size.width
    let visible = vertical ? rect.height : rect.width
    viewport = max(1, visible)
    contentLength = length
    let fraction = anchor.map { vertical ? $0.y : $0.x }.map { min(1, max(0, Double($0))) }
    if let fraction, length > 0 {
      // First drawn at the anchor; anchored at the end, kept there as the content grows.
      let resized = length != state.lastLength || visible != state.lastVisible
      if !state.anchored || (fraction >= 1 && state.atEnd && resized) {
        state.offset = Int((Double(max(0, length - visible)) * fraction).rounded())
        state.anchored = true
      }
    }
    let offset = max(0, min(state.offset, length - visible))
    state.atEnd = offset >= length - visible
    state.lastLength = length
    state.lastVisible = visible
    drawnOffset = offset
    renderer.reportScrollGeometry(
      ScrollGeometry(
        offset: vertical ? (0, offset) : (offset, 0), content: size,
        container: Size(width: rect.width, height: rect.height)), to: geometryObservers)
    var actions = AccessibilityActions(activate: nil, focusNode: node)
    if length > visible, scrollsByUser {
      actions.scroll = { [self] rows in self.scroll(by: rows) }
    }
    let id = renderer.addAccessibility(
      role: .scrollView, identifier: accessibilityIdentifier, label: accessibilityLabel ?? "",
      frame: rect, actions: actions)
    let before = renderer.focusables.count
    // Content shorter than the view sits where the anchor says (at the bottom for `.bottom`).
    let slack = Int((Double(max(0, visible - length)) * (fraction ?? 0)).rounded())
    let frame =
      vertical
      ? Rect(
        x: rect.x + (horizontal ? 0 : max(0, rect.width - size.width) / 2),
        y: rect.y - offset + slack, width: size.width, height: size.height)
      : Rect(x: rect.x - offset + slack, y: rect.y, width: size.width, height: size.height)
    renderer.scrollers.append((self, rect))
    if clips {
      renderer.clipped(to: rect) {
        renderer.withAccessibilityParent(id) { child.render(in: frame, renderer) }
      }
    } else {
      renderer.withAccessibilityParent(id) { child.render(in: frame, renderer) }
    }
    renderer.scrollers.removeLast()
    let inside = before..<renderer.focusables.count
    if inside.isEmpty {
      if length > visible, scrollsByUser {
        renderer.addFocusable(FocusTarget(node: node, rect: rect, isEnabled: true, handler: self))
      }
    } else {
      renderer.addScrollRegion(ScrollRegion(scroller: self, viewport: rect, targets: inside))
    }
    // Focused itself (nothing inside takes focus), it shows so: its whole track, and the
    // thumb bright, where ↑↓ will scroll it.
    let focused = inside.isEmpty && length > visible && scrollsByUser && renderer.isFocused(node)
    if indicators, length > visible, vertical, rect.width > 0 {
      let thumb = max(1, visible * visible / max(1, length))
      let top = (visible - thumb) * offset / max(1, length - visible)
      for row in 0..<visible {
        if row >= top && row < top + thumb {
          let style = focused ? CellStyle(bold: true) : CellStyle(dim: true)
          renderer.put("┃", width: 1, x: rect.maxX - 1, y: rect.y + row, style: style)
        } else if focused {
          renderer.put(
            "│", width: 1, x: rect.maxX - 1, y: rect.y + row, style: CellStyle(dim: true))
        }
      }
    }
  }

  /// Scrolls so that `target`, drawn in this frame with the content at its drawn offset,
  /// shows inside `viewport`; true when the offset changed. The focus manager calls it
  /// when focus moves, between frames.
  ///
  /// After the wheel scrolled it, it stays where the wheel left it unless `force` (focus
  /// moved) says to follow focus again.
  func reveal(_ target: Rect, in viewport: Rect, force: Bool = true) -> Bool {
    if state.scrolledByWheel {
      guard force else { return false }
      state.scrolledByWheel = false
    }
    let visible = vertical ? viewport.height : viewport.width
    let start = vertical ? target.y - viewport.y : target.x - viewport.x
    let end = start + (vertical ? target.height : target.width)
    var offset = drawnOffset
    if start < 0 { offset += start } else if end > visible { offset += min(start, end - visible) }
    guard offset != drawnOffset else { return false }
    state.offset = offset
    drawnOffset = offset
    return true
  }

  /// The offset the last frame drew at.
  var currentOffset: Int { drawnOffset }

  /// Scrolls to `offset` (clamped when drawn), for a scroll view reader. As after the wheel,
  /// the view stays there until focus moves, rather than scrolling back to the focused
  /// control (the button that asked to scroll, often).
  func setOffset(_ offset: Int) {
    state.offset = max(0, min(offset, max(0, contentLength - viewport)))
    state.scrolledByWheel = true
    drawnOffset = state.offset
  }

  /// Scrolls a page less a row, so the row at the edge stays in sight; it then stays there
  /// until focus moves, as after the wheel.
  func scrollPages(_ pages: Int) -> Bool {
    guard scrollsByUser else { return false }
    return scroll(by: pages * max(1, viewport - 1))
  }

  /// Scrolls by `rows` (columns, for a horizontal view), as the wheel does; false at the end.
  private func scroll(by rows: Int) -> Bool {
    let limit = max(0, contentLength - viewport)
    let offset = max(0, min(limit, drawnOffset + rows))
    guard offset != drawnOffset else { return false }
    state.offset = offset
    state.scrolledByWheel = true
    drawnOffset = offset
    return true
  }

  func handle(_ key: Key, in context: any ControlContext) -> Bool {
    let limit = max(0, contentLength - viewport)
    var offset = drawnOffset
    switch key {
    case .up, .left: offset -= 1
    case .down, .right: offset += 1
    case .pageUp: offset -= viewport
    case .pageDown, .character(" "): offset += viewport
    case .home: offset = 0
    case .end: offset = limit
    default: return false
    }
    offset = max(0, min(limit, offset))
    if offset != drawnOffset {
      state.offset = offset
      drawnOffset = offset
      context.setNeedsRender()
    }
    return true
  }
}

private struct DefaultScrollAnchorKey: EnvironmentKey {
  static var defaultValue: UnitPoint? { nil }
}

extension EnvironmentValues {
  /// Where scroll views inside start scrolled to: set by `defaultScrollAnchor(_:)`.
  var defaultScrollAnchor: UnitPoint? {
    get { self[DefaultScrollAnchorKey.self] }
    set { self[DefaultScrollAnchorKey.self] = newValue }
  }
}

extension View {
  /// Where the scroll views inside start scrolled to: SwiftUI's `defaultScrollAnchor(_:)`.
  /// `.bottom` starts a chat at its newest message and keeps it there as messages come, while
  /// the person has not scrolled up; content shorter than the view sits at the anchor (at the
  /// bottom for `.bottom`).
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
    EnvironmentModifierView(content: self) { $0.defaultScrollAnchor = anchor }
  }

  /// Where the scroll views inside start scrolled to, for a role: SwiftUI's
  /// `defaultScrollAnchor(_:for:)`. A terminal applies it to each role.
  public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
    defaultScrollAnchor(anchor)
  }
}

/// What a default scroll anchor is for: SwiftUI's `ScrollAnchorRole`.
public struct ScrollAnchorRole: Hashable, Sendable {
  let name: String
  /// Where the view starts.
  public static let initialOffset = ScrollAnchorRole(name: "initialOffset")
  /// Where the view stays as its size changes.
  public static let sizeChanges = ScrollAnchorRole(name: "sizeChanges")
  /// Where content shorter than the view sits.
  public static let alignment = ScrollAnchorRole(name: "alignment")
}
