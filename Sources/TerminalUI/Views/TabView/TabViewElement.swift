import TerminalKit

/// A tab as its tab view's bar shows it.
@MainActor
struct TabBarItem {
  let label: Element?
  let title: String
  let identifier: String?
  let badge: String?
}

/// A tab view as drawn in a frame: the selected tab's content above, the tab bar (or a
/// paged view's dots) on the bottom row. The bar takes focus; ← and → on it choose a tab,
/// and digits 1–9 choose one from anywhere.
final class TabViewElement: Element, KeyHandling {
  let node: Node
  let content: Element
  let items: [TabBarItem]
  let selected: Int
  let style: TabViewStyleKind
  let tint: TerminalColor
  let colorMode: ColorMode
  let isEnabled: Bool
  /// The bar's and the page indicator's labels come in the environment's language.
  let words: SystemWords
  let select: @MainActor (Int) -> Void
  let focusRegistration: FocusRegistration? = nil

  init(
    node: Node, content: Element, items: [TabBarItem], selected: Int,
    style: TabViewStyleKind, tint: TerminalColor, colorMode: ColorMode, isEnabled: Bool,
    words: SystemWords, select: @escaping @MainActor (Int) -> Void
  ) {
    self.node = node
    self.content = content
    self.items = items
    self.selected = selected
    self.style = style
    self.tint = tint
    self.colorMode = colorMode
    self.isEnabled = isEnabled
    self.words = words
    self.select = select
    super.init()
  }

  /// Rows under the content: a rule and the bar, the dots, or nothing.
  private var barHeight: Int {
    switch style {
    case .automatic: 2
    case .page(let showsIndex): showsIndex ? 1 : 0
    }
  }

  private var barWidth: Int {
    items.reduce(0) { $0 + itemWidth($1) + 2 }
  }

  private func itemWidth(_ item: TabBarItem) -> Int {
    let label = item.label?.size(for: .unspecified).width ?? 0
    return label + (item.badge.map { CharacterWidth.of($0) + 3 } ?? 0)
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    let inner = content.size(
      for: Proposal(width: proposal.width, height: proposal.height.map { max(0, $0 - barHeight) }))
    return Size(
      width: proposal.width ?? max(inner.width, barWidth),
      height: proposal.height ?? clampedSum(inner.height, barHeight))
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    let area = Rect(
      x: rect.x, y: rect.y, width: rect.width, height: max(0, rect.height - barHeight))
    renderer.clipped(to: area) {
      content.render(
        in: Alignment.center.place(
          content.size(for: Proposal(width: area.width, height: area.height)), in: area),
        renderer)
    }
    guard barHeight > 0, rect.height >= barHeight else {
      addShortcuts(renderer)
      return
    }
    let bar = Rect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1)
    let focused = renderer.isFocused(node)
    switch style {
    case .automatic: drawBar(in: bar, rule: bar.y - 1, focused: focused, renderer)
    case .page: drawDots(in: bar, focused: focused, renderer)
    }
    renderer.addFocusable(FocusTarget(node: node, rect: bar, isEnabled: isEnabled, handler: self))
    addShortcuts(renderer)
  }

  /// The tab bar: a dim rule, then each tab centred in an equal share of the row.
  private func drawBar(in bar: Rect, rule: Int, focused: Bool, _ renderer: Renderer) {
    var ruleStyle = CellStyle()
    ruleStyle.dim = true
    renderer.write(
      String(repeating: "─", count: max(0, bar.width)), x: bar.x, y: rule, style: ruleStyle)
    let barID = renderer.addAccessibility(
      role: .tabBar, identifier: accessibilityIdentifier, label: accessibilityLabel ?? words.tabBar,
      isEnabled: isEnabled, hasFocus: focused, frame: bar)
    guard !items.isEmpty else { return }
    let share = bar.width / items.count
    let extra = bar.width % items.count
    var x = bar.x
    renderer.withAccessibilityParent(barID) {
      for (index, item) in items.enumerated() {
        let width = share + (index < extra ? 1 : 0)
        let cell = Rect(x: x, y: bar.y, width: width, height: 1)
        x += width
        drawItem(item, index: index, in: cell, focused: focused, renderer)
      }
    }
  }

  private func drawItem(
    _ item: TabBarItem, index: Int, in cell: Rect, focused: Bool, _ renderer: Renderer
  ) {
    let isSelected = index == selected
    let wanted = itemWidth(item)
    let used = min(wanted, cell.width)
    let start = cell.x + max(0, (cell.width - wanted) / 2)
    var labelWidth = 0
    renderer.clipped(to: cell) {
      if let label = item.label {
        labelWidth = min(label.size(for: .unspecified).width, used)
        let labelRect = Rect(x: start, y: cell.y, width: labelWidth, height: 1)
        renderer.withAccessibilitySuppressed { label.render(in: labelRect, renderer) }
        let mode = colorMode
        let tint = self.tint
        renderer.restyle(labelRect) { style in
          if isSelected {
            style.bold = true
            style.underline = true
            if mode != .none { style.foreground = tint }
            if focused { style.reverse = true }
          } else {
            style.dim = true
          }
        }
      }
      if let badge = item.badge {
        BadgeElement.draw(badge, x: start + labelWidth + 1, y: cell.y, colorMode, renderer)
      }
    }
    let select = self.select
    var activate: (@MainActor () -> Void)?
    if isEnabled { activate = { select(index) } }
    renderer.addAccessibility(
      role: .button, identifier: item.identifier, label: item.title, value: item.badge,
      isEnabled: isEnabled, hasFocus: focused && isSelected,
      frame: Rect(x: start, y: cell.y, width: max(1, used), height: 1), isSelected: isSelected,
      actions: AccessibilityActions(activate: activate, focusNode: nil))
  }

  /// A paged view's dots, `● ○ ○`, the current page's filled.
  private func drawDots(in bar: Rect, focused: Bool, _ renderer: Renderer) {
    let text = items.indices.map { $0 == selected ? "●" : "○" }.joined(separator: " ")
    let width = CharacterWidth.of(text)
    let x = bar.x + max(0, (bar.width - width) / 2)
    var style = CellStyle()
    style.bold = focused
    style.reverse = focused
    renderer.write(text, x: x, y: bar.y, style: style, limit: bar.width)
    renderer.addAccessibility(
      role: .other, identifier: accessibilityIdentifier ?? "pageIndicator",
      label: accessibilityLabel ?? words.page, value: "\(selected + 1) / \(items.count)",
      isEnabled: isEnabled, hasFocus: focused,
      frame: Rect(x: x, y: bar.y, width: min(width, bar.width), height: 1))
  }

  /// Digits 1–9 choose a tab, unless the focused control takes the digit.
  private func addShortcuts(_ renderer: Renderer) {
    guard isEnabled else { return }
    let select = self.select
    for index in items.indices.prefix(9) {
      let digit = KeyEquivalent(Character(String(index + 1)))
      renderer.addShortcut(
        ShortcutTarget(
          shortcut: KeyboardShortcut(digit, modifiers: []), action: { select(index) }))
    }
  }

  func handle(_ key: Key, in context: any ControlContext) -> Bool {
    guard isEnabled, !items.isEmpty else { return false }
    switch key {
    case .left: if selected > 0 { select(selected - 1) }
    case .right: if selected < items.count - 1 { select(selected + 1) }
    case .home: select(0)
    case .end: select(items.count - 1)
    default: return false
    }
    return true
  }
}
