import Foundation
import TerminalKit

/// A picture: SwiftUI's `Image`. A terminal shows an SF Symbol as the glyph
/// ``SystemSymbols`` gives its name (`star.fill` is ★, `gear` is ⚙), in the colour of the
/// text around it; an unknown symbol or an asset image shows ``SystemSymbols/fallback``, ◌.
/// Sizes (`.font(.largeTitle)`, `.imageScale(.large)`, `.resizable()`) are accepted and
/// the glyph stays one cell (two for an emoji); a frame around it places it.
///
/// ```swift
/// Image(systemName: "star.fill").foregroundColor(.yellow)
/// ```
///
/// UI tests find it among `app.images` by its name (its identifier unless one is given),
/// as XCUITest finds an SF Symbol.
public struct Image: Hashable, Sendable {
  enum Source: Hashable, Sendable {
    case system(String)
    case asset(String)
  }

  let source: Source
  var label: String?

  /// An SF Symbol by name.
  public init(systemName: String) { source = .system(systemName) }

  /// An image from the app's assets; a terminal has none to show, so it is drawn as
  /// ``SystemSymbols/fallback``.
  public init(_ name: String, bundle: Bundle? = nil) { source = .asset(name) }

  /// An image with the label assistive tools read for it.
  public init(_ name: String, bundle: Bundle? = nil, label: Text) {
    source = .asset(name)
    self.label = label.plainText
  }

  /// An image that assistive tools skip.
  public init(decorative name: String, bundle: Bundle? = nil) {
    source = .asset(name)
    label = ""
  }

  var name: String {
    switch source {
    case .system(let name), .asset(let name): name
    }
  }

  /// The glyph drawn, with a symbol variant (`.symbolVariant(.fill)`) applied when the
  /// symbol has that form.
  func glyph(variant: SymbolVariants) -> Character {
    guard case .system(let name) = source else { return SystemSymbols.fallback }
    if let suffix = variant.suffix, let glyph = SystemSymbols.glyphs[name + "." + suffix] {
      return glyph
    }
    return SystemSymbols.glyph(for: name) ?? SystemSymbols.fallback
  }

  /// How an image is scaled in a frame: accepted, a glyph keeps its cell.
  public enum ResizingMode: Hashable, Sendable { case tile, stretch }

  /// Whether an image takes the tint or keeps its own colours: accepted.
  public enum TemplateRenderingMode: Hashable, Sendable { case template, original }

  /// The size of a symbol next to text: accepted, a glyph keeps its cell.
  public enum Scale: Hashable, Sendable { case small, medium, large }

  /// Accepted for SwiftUI code: a glyph keeps its cell; a frame around it places it.
  public func resizable(resizingMode: ResizingMode = .stretch) -> Image { self }

  /// Accepted for SwiftUI code: a glyph takes the colour of the text around it.
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

  /// Accepted for SwiftUI code: a glyph takes the colour of the text around it.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

extension Image: View, PrimitiveView {
  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    output.append(element(in: context.environment))
  }

  /// The image as drawn in `environment`: what it resolves to, and what a `Canvas` draws.
  @MainActor
  func element(in environment: EnvironmentValues) -> Element {
    ImageElement(
      glyph: glyph(variant: environment.symbolVariants), name: name, label: label,
      style: environment.textStyle)
  }
}

/// How multicolour symbols are drawn: accepted, a terminal glyph has one colour.
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  public static let palette = SymbolRenderingMode(name: "palette")
}

/// A form of a symbol that views inside draw: `.symbolVariant(.fill)` makes `star` draw
/// as `star.fill` (★).
public struct SymbolVariants: Hashable, Sendable {
  let suffix: String?
  public static let none = SymbolVariants(suffix: nil)
  public static let fill = SymbolVariants(suffix: "fill")
  public static let circle = SymbolVariants(suffix: "circle")
  public static let square = SymbolVariants(suffix: "square")
  public static let slash = SymbolVariants(suffix: "slash")
}

private struct SymbolVariantsKey: EnvironmentKey {
  static let defaultValue = SymbolVariants.none
}

extension EnvironmentValues {
  /// The symbol variant images inside draw.
  public var symbolVariants: SymbolVariants {
    get { self[SymbolVariantsKey.self] }
    set { self[SymbolVariantsKey.self] = newValue }
  }
}

extension View {
  /// Images inside draw this form of their symbol when it has one: `.symbolVariant(.fill)`.
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    EnvironmentModifierView(content: self) { $0.symbolVariants = variant }
  }

  /// Accepted for SwiftUI code: a glyph keeps its cell.
  public func imageScale(_ scale: Image.Scale) -> some View { self }

  /// Accepted for SwiftUI code: a glyph takes the colour of the text around it.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }

  /// Accepted for SwiftUI code: a glyph keeps its cell, and other views their layout.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    self
  }

  /// Accepted for SwiftUI code, as ``aspectRatio(_:contentMode:)``.
  public func scaledToFit() -> some View { self }

  /// Accepted for SwiftUI code, as ``aspectRatio(_:contentMode:)``.
  public func scaledToFill() -> some View { self }
}

/// An image as drawn in a frame: one glyph, centred in the frame it is given.
final class ImageElement: Element {
  let glyph: Character
  let width: Int
  let name: String
  let label: String?
  let style: CellStyle

  init(glyph: Character, name: String, label: String?, style: CellStyle) {
    self.glyph = glyph
    width = max(1, CharacterWidth.of(glyph))
    self.name = name
    self.label = label
    self.style = style
    super.init()
  }

  /// What a control reads for an image in its label: the image's label, else its name.
  override var accessibilityText: String { accessibilityLabel ?? label ?? name }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    Size(width: min(width, proposal.width ?? width), height: min(1, proposal.height ?? 1))
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    guard rect.width >= width, rect.height >= 1 else { return }
    let x = rect.x + (rect.width - width) / 2
    let y = rect.y + (rect.height - 1) / 2
    renderer.put(glyph, width: width, x: x, y: y, style: style)
    // A decorative image (an empty label) is not an element.
    guard label != "" || accessibilityLabel != nil else { return }
    renderer.addAccessibility(
      role: .image, identifier: accessibilityIdentifier ?? name, label: accessibilityText,
      frame: Rect(x: x, y: y, width: width, height: 1))
  }
}
