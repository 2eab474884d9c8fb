import Foundation
import TerminalKit

/// Progress: a spinner while the amount is unknown, a bar when it is: SwiftUI's
/// `ProgressView`.
public struct ProgressView<Label: View>: View, PrimitiveView {
  let label: Label?
  let fraction: Double?

  public init(@ViewBuilder label: () -> Label) {
    self.label = label()
    fraction = nil
  }

  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    fraction = value.map { total > 0 ? Double($0) / Double(total) : 0 }
  }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    if let style = context.environment.progressViewStyle {
      // A style is given 0 to 1, as SwiftUI gives it, whatever the value was.
      let configuration = ProgressViewStyleConfiguration(
        fractionCompleted: fraction.map { $0.isFinite ? min(1, max(0, $0)) : 0 },
        label: label.map { ProgressViewStyleConfiguration.Label(content: AnyView($0)) },
        currentValueLabel: nil)
      var styleContext = context
      // The style's body draws the progress; progress views inside it are the terminal's.
      styleContext.environment.progressViewStyle = nil
      styleContext.resolveChild(style.makeBody(configuration), position: 1, into: &output)
      return
    }
    let labelElement = label.map { context.resolveSingle($0) }
    output.append(
      ProgressElement(
        label: labelElement, fraction: fraction, style: context.environment.textStyle,
        tint: (context.environment.tint ?? .accentColor).terminalColor(
          context.environment.colorMode)))
  }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label {
  /// The terminal's spinner or bar of a style's configuration, for a style that adds to it.
  public init(_ configuration: ProgressViewStyleConfiguration) {
    label = configuration.label
    fraction = configuration.fractionCompleted
  }
}

extension ProgressView where Label == EmptyView {
  public init() {
    label = nil
    fraction = nil
  }

  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    label = nil
    fraction = value.map { total > 0 ? Double($0) / Double(total) : 0 }
  }
}

extension ProgressView where Label == Text {
  public init(_ titleKey: LocalizedStringKey) {
    label = Text(titleKey)
    fraction = nil
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {
    label = Text(title)
    fraction = nil
  }

  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    label = Text(titleKey)
    fraction = value.map { total > 0 ? Double($0) / Double(total) : 0 }
  }
}

final class ProgressElement: Element {
  static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  let label: Element?
  let fraction: Double?
  let style: CellStyle
  let tint: TerminalColor

  init(label: Element?, fraction: Double?, style: CellStyle, tint: TerminalColor) {
    self.label = label
    self.fraction = fraction
    self.style = style
    self.tint = tint
  }

  private var labelSize: Size { label?.size(for: .unspecified) ?? .zero }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    let labelWidth = labelSize.width
    if fraction != nil {
      return Size(width: proposal.width ?? 24, height: labelWidth > 0 ? 2 : 1)
    }
    return Size(width: labelWidth > 0 ? labelWidth + 2 : 1, height: 1)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    var spinnerStyle = style
    spinnerStyle.foreground = tint
    guard let fraction else {
      let index = Int(Date().timeIntervalSinceReferenceDate * 10) % Self.frames.count
      renderer.put(Self.frames[index], width: 1, x: rect.x, y: rect.y, style: spinnerStyle)
      if let label {
        renderer.withAccessibilitySuppressed {
          label.render(
            in: Rect(x: rect.x + 2, y: rect.y, width: rect.width - 2, height: 1), renderer)
        }
      }
      renderer.wantsTick = true
      renderer.addAccessibility(
        role: .activityIndicator, identifier: accessibilityIdentifier,
        label: accessibilityLabel ?? label?.accessibilityText ?? "", frame: rect)
      return
    }
    var row = rect.y
    if let label, labelSize.width > 0 {
      renderer.withAccessibilitySuppressed {
        label.render(in: Rect(x: rect.x, y: row, width: rect.width, height: 1), renderer)
      }
      row += 1
    }
    let clamped = min(1, max(0, fraction))
    let percent = "\(Int((clamped * 100).rounded()))%"
    let barWidth = max(0, rect.width - percent.count - 1)
    let filled = Int((Double(barWidth) * clamped).rounded())
    renderer.write(
      String(repeating: "█", count: filled), x: rect.x, y: row, style: spinnerStyle)
    var empty = style
    empty.dim = true
    renderer.write(
      String(repeating: "░", count: barWidth - filled), x: rect.x + filled, y: row, style: empty)
    renderer.write(percent, x: rect.x + barWidth + 1, y: row, style: style)
    renderer.addAccessibility(
      role: .progressIndicator, identifier: accessibilityIdentifier,
      label: accessibilityLabel ?? label?.accessibilityText ?? "", value: percent, frame: rect)
  }
}
