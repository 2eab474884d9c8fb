import TerminalKit

/// A resolved piece of a frame: what views become before they are laid out and drawn.
/// Elements are made anew each frame; what must last lives in the views' nodes.
@MainActor
class Element {
  /// Accessibility the view asked for; wrappers pass it to the element they wrap.
  var accessibilityIdentifier: String?
  var accessibilityLabel: String?
  var layoutPriority: Double = 0
  /// The order among siblings in a stack it is drawn in (`zIndex`): higher later, on top.
  var zIndex: Double = 0
  /// Values given with `layoutValue(key:value:)`, by key type, for a custom layout to read.
  var layoutValues: [ObjectIdentifier: Any] = [:]
  /// Set by a stack on its children: the axis they are laid out along.
  var stackAxis: Axis?

  private var cachedProposals: [Proposal] = []
  private var cachedSizes: [Size] = []

  init() {}

  /// The size this element takes when offered `proposal`; cached per frame.
  final func size(for proposal: Proposal) -> Size {
    if let index = cachedProposals.firstIndex(of: proposal) { return cachedSizes[index] }
    let size = sizeThatFits(proposal)
    if cachedProposals.count == 4 {
      cachedProposals.removeFirst()
      cachedSizes.removeFirst()
    }
    cachedProposals.append(proposal)
    cachedSizes.append(size)
    return size
  }

  /// Overridden by each element: the size for a proposal (nil axes mean the ideal size).
  func sizeThatFits(_ proposal: Proposal) -> Size { .zero }

  /// Draws the element into `rect`.
  func render(in rect: Rect, _ renderer: Renderer) {}

  /// Where a container draws each of its children in `rect` (none for other elements): how
  /// `HStackLayout` and its kin place a custom layout's subviews.
  func childFrames(in rect: Rect) -> [Rect] { [] }

  /// Gives the element an accessibility identifier or label from a modifier.
  func applyAccessibility(identifier: String?, label: String?) {
    takeAccessibility(identifier: identifier, label: label)
  }

  /// Keeps an identifier or label from a modifier as this element's own.
  final func takeAccessibility(identifier: String?, label: String?) {
    if let identifier { accessibilityIdentifier = identifier }
    if let label { accessibilityLabel = label }
  }

  /// The text this element shows, for a control's accessibility label.
  var accessibilityText: String { "" }

  /// Whether this element is a spacer (stacks treat spacers specially).
  var isSpacer: Bool { false }

  /// How far from where `alignment` puts it, at `size`, an overlay or a `ZStack` places this
  /// element: what its `alignmentGuide`s ask, in cells. None by default.
  func alignmentShift(_ alignment: Alignment, size: Size) -> (x: Int, y: Int) { (0, 0) }

  /// Whether this element is a text (drawn as it is, or by a text renderer).
  var isText: Bool { false }

  /// Whether this element, or a view inside it, sets an alignment guide.
  var hasAlignmentGuides: Bool { false }

  /// Whether this element sets `alignment`'s horizontal and vertical guides itself.
  func setsGuides(of alignment: Alignment) -> (x: Bool, y: Bool) { (false, false) }

  /// Several elements as one: none is empty, one is itself, more stack vertically.
  static func combine(_ elements: [Element]) -> Element {
    switch elements.count {
    case 0: EmptyElement()
    case 1: elements[0]
    default: StackElement(axis: .vertical, alignment: 1, spacing: 0, children: elements)
    }
  }
}

/// Takes no space and draws nothing.
final class EmptyElement: Element {}

/// An element that wraps one child and passes accessibility to it.
@MainActor
class WrapperElement: Element {
  let child: Element

  init(child: Element) {
    self.child = child
    super.init()
    layoutPriority = child.layoutPriority
    zIndex = child.zIndex
    layoutValues = child.layoutValues
  }

  override var stackAxis: Axis? {
    didSet { child.stackAxis = stackAxis }
  }

  /// Whether a modifier's identifier and label name this element (a control drawn around its
  /// label) rather than pass on to its child.
  var ownsAccessibility: Bool { false }

  override func applyAccessibility(identifier: String?, label: String?) {
    if ownsAccessibility {
      takeAccessibility(identifier: identifier, label: label)
    } else {
      child.applyAccessibility(identifier: identifier, label: label)
    }
  }

  override var accessibilityText: String { child.accessibilityText }

  override var isSpacer: Bool { child.isSpacer }

  override func alignmentShift(_ alignment: Alignment, size: Size) -> (x: Int, y: Int) {
    child.alignmentShift(alignment, size: size)
  }

  override var hasAlignmentGuides: Bool { child.hasAlignmentGuides }

  override func setsGuides(of alignment: Alignment) -> (x: Bool, y: Bool) {
    child.setsGuides(of: alignment)
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size { child.size(for: proposal) }

  override func render(in rect: Rect, _ renderer: Renderer) { child.render(in: rect, renderer) }
}
