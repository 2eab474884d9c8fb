import TerminalKit

/// A title with an icon before it: SwiftUI's `Label`. The icon, an SF Symbol drawn as a
/// glyph (see ``SystemSymbols``), comes first, then a space and the title: `★ お気に入り`.
/// `.labelStyle(.iconOnly)` or `.titleOnly` keep one of the two; a custom ``LabelStyle``
/// draws its own.
///
/// ```swift
/// Label("お気に入り", systemImage: "star.fill")
/// Button { add() } label: { Label("追加", systemImage: "plus") }
/// ```
///
/// To UI tests and to a control it labels it is its title, as on iOS: the icon is not an
/// element of its own, and a button labelled by it is `app.buttons["追加"]` whichever style
/// draws it.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
  let title: Title
  let icon: Icon

  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    if let custom = context.environment.customLabelStyle {
      var styleContext = context
      styleContext.environment.customLabelStyle = nil
      let configuration = LabelStyleConfiguration(
        title: LabelStyleConfiguration.Title(content: AnyView(title)),
        icon: LabelStyleConfiguration.Icon(content: AnyView(icon)))
      output.append(custom.makeElement(configuration, styleContext))
      return
    }
    let style = context.environment.labelStyle
    let titleElement = context.resolveSingle(title, position: 0)
    let iconElement = context.resolveSingle(icon, position: 1)
    output.append(
      LabelElement(
        title: style == .iconOnly ? nil : titleElement,
        icon: style == .titleOnly ? nil : iconElement, titleText: titleElement.accessibilityText))
  }
}

extension Label where Title == Text, Icon == Image {
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  /// A title from a localized resource (a literal stays a `LocalizedStringKey`).
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource, systemImage name: String) {
    self.init(title: { Text(resource) }, icon: { Image(systemName: name) })
  }

  /// An icon from the app's assets: drawn as ``SystemSymbols/fallback``.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
}

/// A label as drawn in a frame: the icon, a space, the title.
final class LabelElement: Element {
  let title: Element?
  let icon: Element?
  let titleText: String

  init(title: Element?, icon: Element?, titleText: String) {
    self.title = title
    self.icon = icon
    self.titleText = titleText
    super.init()
  }

  override var accessibilityText: String { accessibilityLabel ?? titleText }

  /// The icon's glyph when it is an image (a menu shows it before the title).
  var iconGlyph: Character? { (icon as? ImageElement)?.glyph }

  private var iconWidth: Int { icon?.size(for: .unspecified).width ?? 0 }

  /// Columns before the title: the icon and a space.
  private var titleOffset: Int { icon == nil ? 0 : iconWidth + 1 }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    guard let title else { return Size(width: iconWidth, height: icon == nil ? 0 : 1) }
    let size = title.size(
      for: Proposal(width: proposal.width.map { $0 - titleOffset }, height: proposal.height))
    return Size(
      width: clampedSum(size.width, titleOffset),
      height: max(size.height, icon == nil ? 0 : 1))
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    renderer.withAccessibilitySuppressed {
      icon?.render(
        in: Rect(x: rect.x, y: rect.y, width: min(iconWidth, rect.width), height: 1), renderer)
    }
    if let title {
      let titleRect = Rect(
        x: rect.x + titleOffset, y: rect.y, width: max(0, rect.width - titleOffset),
        height: rect.height)
      if accessibilityIdentifier != nil || accessibilityLabel != nil {
        renderer.withAccessibilitySuppressed { title.render(in: titleRect, renderer) }
      } else {
        title.render(in: titleRect, renderer)
        return
      }
    }
    // The label is one static text, its title, even when only the icon shows.
    renderer.addAccessibility(
      role: .staticText, identifier: accessibilityIdentifier, label: accessibilityText,
      frame: rect)
  }
}
