import Foundation
import TerminalKit

/// A label and the value it names, on one row: SwiftUI's `LabeledContent`. The label is at
/// the left and the value at the right edge of the width offered, its text in the
/// secondary style, as a settings screen shows a version number.
///
/// ```swift
/// LabeledContent("バージョン", value: "1.2.0")
/// LabeledContent { Text("\(total) 円") } label: { Text("合計") }
/// ```
///
/// To UI tests it is one static text, as on iOS: its label is the label's text and its
/// value the value's (`app.staticTexts["バージョン"].value` is "1.2.0"). A value that is a
/// control (a text field, a toggle) stays its own element, inside.
public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
  let label: Label
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    if let style = context.environment.labeledContentStyle {
      context.resolveStyle(style, at: \.labeledContentStyle, into: &output) { restyled in
        LabeledContentStyleConfiguration(
          label: .init(content: restyled(label)), content: .init(content: restyled(content)))
      }
      return
    }
    let labelElement = context.resolveSingle(label, position: 0)
    var contentContext = context
    if contentContext.environment.foreground == nil {
      contentContext.environment.foreground = .secondary
    }
    let contentElement = contentContext.resolveSingle(content, position: 1)
    output.append(LabeledContentElement(label: labelElement, content: contentElement))
  }
}

extension LabeledContent where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }
}

extension LabeledContent where Label == Text, Content == Text {
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }

  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }

  /// A value shown through a format style: `LabeledContent("価格", value: 980, format: .number)`.
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(format.format(value)) }, label: { Text(titleKey) })
  }

  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(format.format(value)) }, label: { Text(title) })
  }
}

/// A labeled value as drawn in a frame: the label at the left, the value at the right.
final class LabeledContentElement: Element {
  let label: Element
  let content: Element

  init(label: Element, content: Element) {
    self.label = label
    self.content = content
    super.init()
  }

  override var accessibilityText: String { label.accessibilityText }

  /// The value's width, as much of `width` as it may take: at most all but a column and
  /// the label's first, so both show.
  private func contentSize(_ width: Int?, height: Int?) -> Size {
    let ideal = content.size(for: Proposal(width: nil, height: height))
    guard let width else { return ideal }
    let available = max(0, width - 1 - min(4, label.size(for: .unspecified).width))
    guard ideal.width > available else { return ideal }
    return content.size(for: Proposal(width: available, height: height))
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    let value = contentSize(proposal.width, height: proposal.height)
    let labelSize = label.size(
      for: Proposal(
        width: proposal.width.map { max(0, $0 - value.width - 1) }, height: proposal.height))
    let height = max(1, labelSize.height, value.height)
    // A row: it takes the width it is offered, its value at the right edge.
    return Size(
      width: proposal.width ?? clampedSum(clampedSum(labelSize.width, 1), value.width),
      height: height)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    let value = contentSize(rect.width, height: rect.height)
    let labelWidth = max(0, rect.width - value.width - 1)
    let labelSize = label.size(for: Proposal(width: labelWidth, height: rect.height))
    let contentRect = Rect(
      x: rect.maxX - value.width, y: rect.y, width: value.width, height: value.height)
    let id = renderer.addAccessibility(
      role: .staticText, identifier: accessibilityIdentifier,
      label: accessibilityLabel ?? label.accessibilityText,
      value: content.accessibilityText, frame: rect)
    renderer.withAccessibilitySuppressed {
      label.render(
        in: Rect(x: rect.x, y: rect.y, width: labelWidth, height: labelSize.height), renderer)
    }
    renderer.withAccessibilityParent(id) {
      if content.isText {
        renderer.withAccessibilitySuppressed { content.render(in: contentRect, renderer) }
      } else {
        content.render(in: contentRect, renderer)
      }
    }
  }
}
