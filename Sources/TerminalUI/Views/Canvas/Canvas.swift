import Foundation

/// A view you draw into with code: SwiftUI's `Canvas`. It takes the space offered and calls
/// `renderer` with a ``GraphicsContext`` and that space's size in points each time it is
/// drawn; what the renderer fills, strokes and draws lands in the canvas's cells.
///
/// Views given as `symbols`, each tagged with `.tag(_:)`, are drawn where the renderer puts
/// them (`context.resolveSymbol(id:)`, then `context.draw(_:at:anchor:)`), as views.
///
/// ```swift
/// Canvas { context, size in
///   let box = CGRect(origin: .zero, size: size).insetBy(dx: 8, dy: 16)
///   context.stroke(Path(roundedRect: box, cornerRadius: 8), with: .color(.orange))
///   if let star = context.resolveSymbol(id: "star") {
///     context.draw(star, at: CGPoint(x: size.width / 2, y: size.height / 2))
///   }
/// } symbols: {
///   Image(systemName: "star.fill").tag("star")
/// }
/// ```
public struct Canvas<Symbols: View>: View, PrimitiveView {
  public var symbols: Symbols
  public var renderer: (inout GraphicsContext, CGSize) -> Void
  /// Accepted: a terminal canvas draws over what is behind it either way.
  public var isOpaque: Bool
  /// Accepted: colours are the terminal's.
  public var colorMode: ColorRenderingMode
  /// Accepted: a canvas is drawn with the rest of the frame.
  public var rendersAsynchronously: Bool

  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void,
    @ViewBuilder symbols: () -> Symbols
  ) {
    self.symbols = symbols()
    self.renderer = renderer
    isOpaque = opaque
    self.colorMode = colorMode
    self.rendersAsynchronously = rendersAsynchronously
  }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    var symbolElements: [Element] = []
    if Symbols.self != EmptyView.self {
      context.resolveChild(symbols, position: 0, into: &symbolElements)
    }
    var tagged: [AnyHashable: Element] = [:]
    for element in symbolElements {
      guard let tag = TaggedElement.find(in: element)?.tag, tagged[tag] == nil else { continue }
      tagged[tag] = element
    }
    output.append(
      CanvasElement(draw: renderer, symbols: tagged, environment: context.environment))
  }
}

extension Canvas where Symbols == EmptyView {
  /// A canvas with no symbols.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.init(
      opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously,
      renderer: renderer, symbols: { EmptyView() })
  }
}

/// How colours are blended in a canvas: SwiftUI's `ColorRenderingMode`. Accepted.
public enum ColorRenderingMode: Hashable, Sendable {
  case nonLinear, linear, extendedLinear
}
