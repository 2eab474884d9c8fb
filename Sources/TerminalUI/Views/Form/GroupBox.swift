import TerminalKit

/// Related views in a box, under an optional title: SwiftUI's `GroupBox`. The box has
/// rounded corners and its title, in bold, sits in the top line; the content keeps a
/// column free on each side.
///
/// ```swift
/// GroupBox("同期") {
///   Toggle("自動で同期", isOn: $autoSync)
/// }
/// ```
///
/// draws
///
/// ```text
/// ╭ 同期 ────────────────╮
/// │ 自動で同期       ━━● │
/// ╰──────────────────────╯
/// ```
///
/// UI tests find a titled box among `app.otherElements` by its title.
public struct GroupBox<Label: View, Content: View>: View, PrimitiveView {
  let label: Label
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  /// The older spelling, the label first.
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.label = label
    self.content = content()
  }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    if let style = context.environment.groupBoxStyle {
      context.resolveStyle(style, at: \.groupBoxStyle, into: &output) { restyled in
        GroupBoxStyleConfiguration(
          label: .init(content: restyled(label)), content: .init(content: restyled(content)))
      }
      return
    }
    var labelContext = context
    labelContext.environment.bold = true
    var titles: [Element] = []
    labelContext.resolveChild(label, position: 0, into: &titles)
    output.append(
      GroupBoxElement(
        title: titles.isEmpty ? nil : Element.combine(titles),
        content: context.resolveSingle(content, position: 1)))
  }
}

extension GroupBox where Label == EmptyView {
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, label: { EmptyView() })
  }
}

extension GroupBox where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }
}

/// A group box as drawn in a frame: a rounded box, the title in its top line.
final class GroupBoxElement: Element {
  let title: Element?
  let content: Element

  init(title: Element?, content: Element) {
    self.title = title
    self.content = content
    super.init()
  }

  override var accessibilityText: String {
    [title?.accessibilityText ?? "", content.accessibilityText].filter { !$0.isEmpty }
      .joined(separator: " ")
  }

  /// Border and a blank column each side.
  private static let inset = 4

  private var titleWidth: Int { title?.size(for: Proposal(width: nil, height: 1)).width ?? 0 }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    let size = content.size(
      for: Proposal(
        width: proposal.width.map { $0 - Self.inset }, height: proposal.height.map { $0 - 2 }))
    // The top line holds "╭ title ─╮".
    let least = title == nil ? 0 : clampedSum(titleWidth, 5)
    var width = max(clampedSum(size.width, Self.inset), least)
    if let offered = proposal.width { width = min(width, offered) }
    return Size(width: width, height: clampedSum(size.height, 2))
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    var style = CellStyle()
    style.dim = true
    drawBox(rect, renderer: renderer, style: style, rounded: true)
    let id = renderer.addAccessibility(
      role: .other, identifier: accessibilityIdentifier,
      label: accessibilityLabel ?? title?.accessibilityText ?? "", frame: rect)
    renderer.withAccessibilityParent(id) {
      if let title {
        let width = min(titleWidth, max(0, rect.width - 4))
        renderer.put(" ", width: 1, x: rect.x + 1, y: rect.y, style: style)
        renderer.fill(
          Rect(x: rect.x + 2, y: rect.y, width: width + 1, height: 1), style: CellStyle())
        title.render(in: Rect(x: rect.x + 2, y: rect.y, width: width, height: 1), renderer)
      }
      content.render(
        in: Rect(
          x: rect.x + 2, y: rect.y + 1, width: max(0, rect.width - Self.inset),
          height: rect.height - 2), renderer)
    }
  }
}
