import TerminalKit

/// Lays children out along an axis the way SwiftUI's stacks do: the least flexible child is
/// offered its share first, and what it leaves goes to the others; higher layout priority
/// goes before lower.
final class StackElement: Element {
  let axis: Axis
  /// Cross-axis alignment: 0 leading/top, 1 center, 2 trailing/bottom.
  let alignment: Int
  let spacing: Int
  let children: [Element]
  /// The guide children line up by, when they may move it (`alignmentGuide`) or it is one of
  /// your own: nil aligns by `alignment` alone.
  private let guide: Alignment?

  init(axis: Axis, alignment: Int, spacing: Int, children: [Element]) {
    self.axis = axis
    self.alignment = alignment
    self.spacing = spacing
    self.children = children
    guide = nil
    super.init()
    for child in children { child.stackAxis = axis }
  }

  /// A `VStack`'s: children line up by `guide`.
  convenience init(vertical guide: HorizontalAlignment, spacing: Int, children: [Element]) {
    self.init(
      axis: .vertical, alignment: guide.fraction, spacing: spacing, children: children,
      guide: Alignment(horizontal: guide, vertical: .center))
  }

  /// An `HStack`'s: children line up by `guide`.
  convenience init(horizontal guide: VerticalAlignment, spacing: Int, children: [Element]) {
    self.init(
      axis: .horizontal, alignment: guide.fraction, spacing: spacing, children: children,
      guide: Alignment(horizontal: .center, vertical: guide))
  }

  private init(axis: Axis, alignment: Int, spacing: Int, children: [Element], guide: Alignment) {
    self.axis = axis
    self.alignment = alignment
    self.spacing = spacing
    self.children = children
    // Built-in guides no child moves line up as `alignment` alone puts them.
    let custom = axis == .vertical ? guide.horizontal.custom : guide.vertical.custom
    let moved = children.contains { child in
      guard child.hasAlignmentGuides else { return false }
      let sets = child.setsGuides(of: guide)
      return axis == .vertical ? sets.x : sets.y
    }
    self.guide = custom != nil || moved ? guide : nil
    super.init()
    for child in children { child.stackAxis = axis }
  }

  /// Whether a child, or a view inside one, sets an alignment guide: the stack then has it
  /// too, where that child is.
  private lazy var childrenHaveGuides = children.contains { $0.hasAlignmentGuides }

  override var hasAlignmentGuides: Bool { childrenHaveGuides }

  /// What was worked out about guides this frame: asked again by each stack around this one
  /// while it sizes and places, they are worked out once.
  private var setsGuidesMemo: [Alignment: (x: Bool, y: Bool)] = [:]
  private var shiftMemo: [ShiftKey: (x: Int, y: Int)] = [:]
  private var guidesMemo: (sizes: [Size], guides: [Int])?

  private struct ShiftKey: Hashable {
    let alignment: Alignment
    let width: Int
    let height: Int
  }

  /// Whether any child sets `alignment`'s guides.
  override func setsGuides(of alignment: Alignment) -> (x: Bool, y: Bool) {
    guard childrenHaveGuides else { return (false, false) }
    if let known = setsGuidesMemo[alignment] { return known }
    var sets = (x: false, y: false)
    for child in children where child.hasAlignmentGuides {
      let child = child.setsGuides(of: alignment)
      sets = (sets.x || child.x, sets.y || child.y)
    }
    setsGuidesMemo[alignment] = sets
    return sets
  }

  /// A guide a child moved is the stack's too, where the child sits in it: an `HStack` whose
  /// label sets `.alignmentGuide(.colon)` lines up by that label in a `VStack(alignment:
  /// .colon)`. The first child that moves the guide decides.
  override func alignmentShift(_ alignment: Alignment, size: Size) -> (x: Int, y: Int) {
    guard childrenHaveGuides else { return (0, 0) }
    let key = ShiftKey(alignment: alignment, width: size.width, height: size.height)
    if let known = shiftMemo[key] { return known }
    let shift = workOutShift(alignment, size: size)
    shiftMemo[key] = shift
    return shift
  }

  private func workOutShift(_ alignment: Alignment, size: Size) -> (x: Int, y: Int) {
    var shift: (x: Int?, y: Int?) = (nil, nil)
    forEachFrame(in: Rect(x: 0, y: 0, width: size.width, height: size.height)) { index, frame in
      let child = children[index]
      guard shift.x == nil || shift.y == nil, child.hasAlignmentGuides else { return }
      let sets = child.setsGuides(of: alignment)
      guard sets.x || sets.y else { return }
      let moved = child.alignmentShift(
        alignment, size: Size(width: frame.width, height: frame.height))
      if sets.x, shift.x == nil {
        let explicit = frame.x + alignment.horizontal.guide(inWidth: frame.width) - moved.x
        shift.x = alignment.horizontal.guide(inWidth: size.width) - explicit
      }
      if sets.y, shift.y == nil {
        let explicit = frame.y + alignment.vertical.guide(inHeight: frame.height) - moved.y
        shift.y = alignment.vertical.guide(inHeight: size.height) - explicit
      }
    }
    return (shift.x ?? 0, shift.y ?? 0)
  }

  /// Where each child's guide falls across the stack, in half cells from its own edge (a
  /// centre guide can fall between two cells), when the stack lines guides up.
  private func guides(of sizes: [Size]) -> [Int]? {
    guard let guide else { return nil }
    if let known = guidesMemo, known.sizes == sizes { return known.guides }
    let guides = zip(children, sizes).map { child, size in
      let shift = child.alignmentShift(guide, size: size)
      if axis == .vertical {
        let fraction = guide.horizontal.custom == nil ? guide.horizontal.fraction : nil
        return (fraction.map { size.width * $0 } ?? 2 * guide.horizontal.guide(inWidth: size.width))
          - 2 * shift.x
      }
      let fraction = guide.vertical.custom == nil ? guide.vertical.fraction : nil
      return (fraction.map { size.height * $0 } ?? 2 * guide.vertical.guide(inHeight: size.height))
        - 2 * shift.y
    }
    guidesMemo = (sizes, guides)
    return guides
  }

  /// Where each child starts across the stack, lined up by its guide (the line as far in as
  /// the deepest guide), and how far across they reach.
  private func crossOffsets(of sizes: [Size], guides: [Int]) -> (offsets: [Int], extent: Int) {
    let line = guides.max() ?? 0
    let offsets = guides.map { (line - $0) / 2 }
    let extent = zip(sizes, offsets).map { $0[cross] + $1 }.max() ?? 0
    return (offsets, extent)
  }

  override var accessibilityText: String {
    children.map(\.accessibilityText).filter { !$0.isEmpty }.joined(separator: " ")
  }

  private var cross: Axis { axis == .horizontal ? .vertical : .horizontal }

  private func proposal(main: Int?, cross crossValue: Int?) -> Proposal {
    axis == .horizontal
      ? Proposal(width: main, height: crossValue) : Proposal(width: crossValue, height: main)
  }

  /// The last layouts worked out, newest last: a frame is sized, placed and drawn, each
  /// asking for the same proposal.
  private var layouts: [(proposal: Proposal, sizes: [Size])] = []

  /// Each child's size for a proposal, worked out once a frame.
  private func layout(_ proposal: Proposal) -> [Size] {
    if let known = layouts.last(where: { $0.proposal == proposal }) { return known.sizes }
    let sizes = computeLayout(proposal)
    if layouts.count == 2 { layouts.removeFirst() }
    layouts.append((proposal, sizes))
    return sizes
  }

  private func computeLayout(_ proposal: Proposal) -> [Size] {
    let crossProposal = proposal[cross]
    guard let available = proposal[axis] else {
      return children.map { $0.size(for: self.proposal(main: nil, cross: crossProposal)) }
    }
    let count = children.count
    var remaining = max(0, available - spacing * max(0, count - 1))
    var sizes = [Size](repeating: .zero, count: count)
    var minimums = [Int](repeating: 0, count: count)
    var flexibility = [Int](repeating: 0, count: count)
    for (index, child) in children.enumerated() {
      let least = child.size(for: self.proposal(main: 0, cross: crossProposal))[axis]
      let most = child.size(for: self.proposal(main: Proposal.unbounded, cross: crossProposal))[
        axis]
      minimums[index] = least
      flexibility[index] = most - least
    }
    // Spacers go last, with what the others leave (their minimum lengths kept for them).
    let order = children.indices.sorted { left, right in
      let leftSpacer = children[left].isSpacer
      let rightSpacer = children[right].isSpacer
      if leftSpacer != rightSpacer { return rightSpacer }
      let leftPriority = children[left].layoutPriority
      let rightPriority = children[right].layoutPriority
      if leftPriority != rightPriority { return leftPriority > rightPriority }
      return flexibility[left] < flexibility[right]
    }
    let spacerIndex = order.firstIndex(where: { children[$0].isSpacer }) ?? order.count
    var position = 0
    while position < order.count {
      let priority = children[order[position]].layoutPriority
      let inSpacers = position >= spacerIndex
      var groupEnd = position
      while groupEnd < order.count, children[order[groupEnd]].layoutPriority == priority,
        (groupEnd >= spacerIndex) == inSpacers
      {
        groupEnd += 1
      }
      // Lower priorities keep at least their minimum sizes.
      let reserved = order[groupEnd...].reduce(0) { $0 + minimums[$1] }
      var groupAvailable = max(0, remaining - reserved)
      for (offset, index) in order[position..<groupEnd].enumerated() {
        let share = groupAvailable / (groupEnd - position - offset)
        let size = children[index].size(for: self.proposal(main: share, cross: crossProposal))
        sizes[index] = size
        groupAvailable = max(0, groupAvailable - size[axis])
        remaining = max(0, remaining - size[axis])
      }
      position = groupEnd
    }
    return sizes
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    guard !children.isEmpty else { return .zero }
    return total(of: layout(proposal))
  }

  /// The stack's size with its children at `sizes`.
  private func total(of sizes: [Size]) -> Size {
    var total = Size.zero
    total[axis] = sizes.reduce(spacing * max(0, children.count - 1)) { clampedSum($0, $1[axis]) }
    if let guides = guides(of: sizes) {
      total[cross] = crossOffsets(of: sizes, guides: guides).extent
    } else {
      total[cross] = sizes.map { $0[cross] }.max() ?? 0
    }
    return total
  }

  /// The children's sizes in `rect`. Placed at the size it gave for a proposal, the stack
  /// lays its children out as it did for that proposal, as SwiftUI's stacks do: shared out
  /// anew, the rect's own length can give a child less than it took (a short button offered
  /// half of a rect only just wide enough would lose its title).
  private func placedSizes(in rect: Rect) -> [Size] {
    let placed = Size(width: rect.width, height: rect.height)
    if let known = layouts.last(where: { total(of: $0.sizes) == placed }) { return known.sizes }
    return layout(Proposal(width: rect.width, height: rect.height))
  }

  /// Calls `body` with each child's index and frame in `rect`, in order.
  private func forEachFrame(in rect: Rect, _ body: (Int, Rect) -> Void) {
    let sizes = placedSizes(in: rect)
    var offset = axis == .horizontal ? rect.x : rect.y
    let crossStart = axis == .horizontal ? rect.y : rect.x
    let crossLength = axis == .horizontal ? rect.height : rect.width
    // Lined up by guides, the children are a block placed by `alignment` in the rect.
    let lined = guides(of: sizes).map { crossOffsets(of: sizes, guides: $0) }
    let blockStart = lined.map { crossStart + max(0, crossLength - $0.extent) * alignment / 2 }
    for (index, size) in sizes.enumerated() {
      var crossSize = min(size[cross], crossLength)
      var crossOffset = crossStart + max(0, crossLength - crossSize) * alignment / 2
      if let lined, let blockStart {
        crossOffset = blockStart + lined.offsets[index]
        // A child lined up past the stack's end is cut there, not drawn over what is beside.
        crossSize = min(crossSize, max(0, crossStart + crossLength - crossOffset))
      }
      let frame =
        axis == .horizontal
        ? Rect(x: offset, y: crossOffset, width: size.width, height: crossSize)
        : Rect(x: crossOffset, y: offset, width: crossSize, height: size.height)
      body(index, frame)
      offset += size[axis] + spacing
    }
  }

  override func childFrames(in rect: Rect) -> [Rect] {
    var frames: [Rect] = []
    forEachFrame(in: rect) { frames.append($1) }
    return frames
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    let id =
      accessibilityIdentifier == nil
      ? nil
      : renderer.addAccessibility(
        role: .other, identifier: accessibilityIdentifier, label: accessibilityLabel ?? "",
        frame: rect)
    // Children with a z-index are drawn in its order once every frame is known; otherwise
    // each is drawn as it is placed, with no array made (stacks are in every list row).
    let reordered = children.contains { $0.zIndex != 0 }
    var frames: [Rect] = []
    renderer.withAccessibilityParent(id) {
      forEachFrame(in: rect) { index, frame in
        if reordered { frames.append(frame) } else { children[index].render(in: frame, renderer) }
      }
      guard reordered else { return }
      for index in Self.drawingOrder(of: children) where index < frames.count {
        children[index].render(in: frames[index], renderer)
      }
    }
  }
}
