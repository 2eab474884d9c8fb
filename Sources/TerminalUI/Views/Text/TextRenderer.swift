import Foundation
import TerminalKit

/// Draws the texts of a view in a way of your own: SwiftUI's `TextRenderer` (iOS 18), set with
/// `textRenderer(_:)`. `draw(layout:in:)` gets each text laid out in lines, runs and glyphs
/// (``Text/Layout``) and a ``GraphicsContext`` to draw them into, moved, hidden, dimmed or
/// left out one glyph at a time.
///
/// In a terminal each glyph lands in the cell nearest where the context's transform puts it;
/// a glyph drawn at less than full opacity is dim and at zero is not drawn; filters and
/// shaders are accepted and change nothing (a cell has one colour and one character).
///
/// ```swift
/// struct Redacted: TextRenderer {
///   func draw(layout: Text.Layout, in context: inout GraphicsContext) {
///     for line in layout {
///       for run in line where run[Secret.self] == nil { context.draw(run) }
///     }
///   }
/// }
/// Text("PIN \(Text("1234").customAttribute(Secret()))").textRenderer(Redacted())
/// ```
public protocol TextRenderer: Animatable {
  /// Draws `layout` into `ctx`.
  func draw(layout: Text.Layout, in ctx: inout GraphicsContext)
  /// The size the text takes; by default the text's own.
  func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
  /// How far beyond the text's frame drawing may reach, in points; none by default.
  var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
  public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
    text.sizeThatFits(proposal)
  }

  public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// The text a ``TextRenderer`` sizes: SwiftUI's `TextProxy`.
public struct TextProxy {
  let element: TextElement

  /// The size the text takes for `proposal`, in points.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    // Texts are laid out on the main actor; a renderer is asked its size only there.
    nonisolated(unsafe) let element = element
    return MainActor.assumeIsolated { Points.size(element.size(for: Proposal(proposal))) }
  }
}

/// A text renderer of any type, kept in the environment (a class: one word there, read by
/// every text).
final class AnyTextRenderer {
  let draw: (Text.Layout, inout GraphicsContext) -> Void
  let sizeThatFits: (ProposedViewSize, TextProxy) -> CGSize
  let displayPadding: EdgeInsets

  init<R: TextRenderer>(_ renderer: R) {
    draw = { renderer.draw(layout: $0, in: &$1) }
    sizeThatFits = { renderer.sizeThatFits(proposal: $0, text: $1) }
    displayPadding = renderer.displayPadding
  }
}

extension View {
  /// Draws the texts inside with `renderer`: SwiftUI's `textRenderer(_:)`. See
  /// ``TextRenderer``.
  public func textRenderer<R: TextRenderer>(_ renderer: R) -> some View {
    EnvironmentModifierView(content: self) { $0.textRenderer = AnyTextRenderer(renderer) }
  }
}

/// A text drawn by a text renderer: sized as the renderer says (the text's own size by
/// default) and drawn by running it on the text's layout for the space it is given.
final class TextRendererElement: Element {
  let text: TextElement
  let renderer: AnyTextRenderer
  let environment: EnvironmentValues

  init(text: TextElement, renderer: AnyTextRenderer, environment: EnvironmentValues) {
    self.text = text
    self.renderer = renderer
    self.environment = environment
  }

  override var accessibilityText: String { accessibilityLabel ?? text.accessibilityText }

  override var isText: Bool { true }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    let size = renderer.sizeThatFits(ProposedViewSize(proposal), TextProxy(element: text))
    return Size(
      width: Points.columns(max(0, size.width)), height: Points.rows(max(0, size.height)))
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    guard renderer.drawsCells else { return }
    if text.isLive { renderer.wantsSecondTick = true }
    let layout = text.layout(width: rect.width, height: rect.height)
    let recording = GraphicsContext.Recording(
      size: Points.size(Size(width: rect.width, height: rect.height)), symbolSizes: [:])
    var context = GraphicsContext(recording: recording, environment: environment)
    self.renderer.draw(layout, &context)
    let padding = self.renderer.displayPadding
    let left = Points.columns(max(0, padding.leading))
    let top = Points.rows(max(0, padding.top))
    let clip = Rect(
      x: rect.x - left, y: rect.y - top,
      width: rect.width + left + Points.columns(max(0, padding.trailing)),
      height: rect.height + top + Points.rows(max(0, padding.bottom)))
    let canvas = CanvasElement(draw: { _, _ in }, symbols: [:], environment: environment)
    canvas.replay(recording, in: rect, clip: clip, renderer)
    renderer.addAccessibility(
      role: .staticText, identifier: accessibilityIdentifier ?? text.accessibilityIdentifier,
      label: accessibilityText, frame: rect)
  }
}
