import TerminalKit

extension View {
  /// A count shown on the view's tab in a tab bar, or at the end of a list row: SwiftUI's
  /// `badge`. Zero shows no badge.
  public func badge(_ count: Int) -> some View {
    BadgeModifierView(content: self, badge: count == 0 ? nil : String(count))
  }

  /// A short text shown on the view's tab or at the end of its row; nil shows none.
  public func badge(_ label: Text?) -> some View {
    BadgeModifierView(content: self, badge: label?.plainText)
  }

  public func badge(_ key: LocalizedStringKey?) -> some View {
    BadgeModifierView(content: self, badge: key?.text)
  }

  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S?) -> some View {
    BadgeModifierView(content: self, badge: label.map { String($0) })
  }
}

/// Content with a badge: told to its tab view, or drawn after the content elsewhere.
struct BadgeModifierView<Content: View>: View, PrimitiveView {
  let content: Content
  let badge: String?

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    if let collector = context.environment.tabCollector, !collector.claimed {
      carryTabInfo(into: collector)
      context.resolveChild(content, position: 0, into: &output)
      return
    }
    let child = context.resolveSingle(content)
    guard let badge, !badge.isEmpty else {
      output.append(child)
      return
    }
    output.append(
      BadgeElement(
        child: child, badge: badge, trailing: context.environment.listRow != nil,
        colorMode: context.environment.colorMode))
  }
}

extension BadgeModifierView: TabInfoCarrying {
  func carryTabInfo(into collector: TabCollector) {
    if collector.badge == nil { collector.badge = badge }
  }

  var carriedContent: any View { content }
}

/// A view with its badge after it: at the row's right edge in a list row, else one column
/// after the view.
final class BadgeElement: WrapperElement {
  let badge: String
  let trailing: Bool
  let colorMode: ColorMode

  init(child: Element, badge: String, trailing: Bool, colorMode: ColorMode) {
    self.badge = badge
    self.trailing = trailing
    self.colorMode = colorMode
    super.init(child: child)
  }

  private var badgeWidth: Int { CharacterWidth.of(badge) + 2 }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    let size = child.size(
      for: Proposal(width: proposal.width.map { $0 - badgeWidth - 1 }, height: proposal.height))
    let ideal = Size(width: clampedSum(size.width, badgeWidth + 1), height: max(1, size.height))
    guard trailing, let width = proposal.width else { return ideal }
    return Size(width: max(width, ideal.width), height: ideal.height)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    let room = max(0, rect.width - badgeWidth - 1)
    let size = child.size(for: Proposal(width: room, height: rect.height))
    child.render(
      in: Rect(x: rect.x, y: rect.y, width: min(size.width, room), height: rect.height), renderer)
    let x = trailing ? rect.maxX - badgeWidth : rect.x + min(size.width, room) + 1
    Self.draw(badge, x: x, y: rect.y + (rect.height - 1) / 2, colorMode, renderer)
  }

  /// Draws a badge, ` 3 `: white on red, reversed where there is no colour.
  static func draw(_ badge: String, x: Int, y: Int, _ mode: ColorMode, _ renderer: Renderer) {
    var style = CellStyle(bold: true)
    if mode == .none {
      style.reverse = true
    } else {
      style.foreground = Color.white.terminalColor(mode)
      style.background = Color.red.terminalColor(mode)
    }
    renderer.write(" \(badge) ", x: x, y: y, style: style)
  }
}
