import Foundation

/// A shape style drawn at a lower opacity: what `opacity(_:)` and the hierarchical levels
/// (`secondary` … `quinary`) of a shape style give, as SwiftUI's `ShapeStyle.opacity(_:)` does.
///
/// A terminal cell cannot show what is behind it, so a translucent colour is drawn mixed
/// toward black (a terminal's usual background) by the opacity, in true colour and the 256
/// colours; with 16 colours it is the nearest of those. The terminal's own colours (primary,
/// secondary) become secondary grey. Opacity zero draws nothing.
///
/// ```swift
/// Circle()
///   .fill(.blue.gradient)
///   .stroke(.blue.gradient.opacity(0.3), lineWidth: 30)
/// Capsule().fill(tint.tertiary)
/// ```
public struct OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, CellColoring {
  public let base: Base
  public let opacity: Double

  nonisolated func color(at unit: CGPoint, size: CGSize) -> Color {
    let resolved = ResolvedShapeStyle(base)
    let color = resolved.coloring?.color(at: unit, size: size) ?? resolved.color ?? .primary
    return color.dimmed(by: opacity)
  }
}

extension OpacityShapeStyle: @unchecked Sendable {}

extension ShapeStyle {
  /// This style at `opacity` (0 to 1): see ``OpacityShapeStyle``.
  nonisolated public func opacity(_ opacity: Double) -> OpacityShapeStyle<Self> {
    OpacityShapeStyle(base: self, opacity: max(0, min(1, opacity)))
  }

  /// The second level of this style: it at 60% opacity, as secondary text is to primary.
  nonisolated public var secondary: OpacityShapeStyle<Self> { opacity(0.6) }
  /// The third level of this style: it at 30% opacity.
  nonisolated public var tertiary: OpacityShapeStyle<Self> { opacity(0.3) }
  /// The fourth level of this style: it at 18% opacity.
  nonisolated public var quaternary: OpacityShapeStyle<Self> { opacity(0.18) }
  /// The fifth level of this style: it at 10% opacity.
  nonisolated public var quinary: OpacityShapeStyle<Self> { opacity(0.1) }
}

extension Color {
  /// The colour as drawn at `opacity` over a dark terminal: mixed toward black; the
  /// terminal's own colours become secondary grey; nothing at zero.
  nonisolated func dimmed(by opacity: Double) -> Color {
    guard opacity < 1 else { return self }
    guard opacity > 0, !isClear else { return .clear }
    switch kind {
    case .rgb:
      return Color.mix(Color(red: 0, green: 0, blue: 0, opacity: self.opacity), self, opacity)
    case .primary, .secondary: return .secondary
    case .clear: return .clear
    case .background: return self
    }
  }
}

/// What a shape style draws with: one colour, or a colour per cell (a gradient, a translucent
/// gradient). Other styles (the foreground style) have neither and draw in the foreground.
struct ResolvedShapeStyle {
  let color: Color?
  let coloring: (any CellColoring)?

  nonisolated init(_ given: some ShapeStyle) {
    // A style with a shadow is drawn as the style itself.
    var style: any ShapeStyle = given
    while let shadowed = style as? any ShadowedShapeStyle { style = shadowed.baseStyle }
    if let color = style as? Color {
      self.color = color
      coloring = nil
    } else if style is BackgroundStyle {
      color = Color(kind: .background, named: nil)
      coloring = nil
    } else if let material = style as? Material {
      color = material.color
      coloring = nil
    } else if let opacity = style as? any SolidOpacityStyle, let solid = opacity.solidColor {
      color = solid
      coloring = nil
    } else {
      color = nil
      coloring = style as? any CellColoring
    }
  }
}

/// A translucent style whose base is one colour: drawn as that colour dimmed, not cell by
/// cell.
protocol SolidOpacityStyle {
  nonisolated var solidColor: Color? { get }
}

extension OpacityShapeStyle: SolidOpacityStyle {
  nonisolated var solidColor: Color? {
    let resolved = ResolvedShapeStyle(base)
    guard resolved.coloring == nil, let color = resolved.color else { return nil }
    return color.dimmed(by: opacity)
  }
}

extension ResolvedShapeStyle: Sendable {}

private struct BackgroundShapeStyleKey: EnvironmentKey {
  static let defaultValue: ResolvedShapeStyle? = nil
}

extension EnvironmentValues {
  /// What `background(in:)` fills with: set by `backgroundStyle(_:)`.
  var backgroundShapeStyle: ResolvedShapeStyle? {
    get { self[BackgroundShapeStyleKey.self] }
    set { self[BackgroundShapeStyleKey.self] = newValue }
  }
}

/// The background style in effect, filling the space offered: what `background(in:)` draws.
struct BackgroundStyleFill: PrimitiveView, View {
  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let mode = context.environment.colorMode
    let style = context.environment.backgroundShapeStyle
    if let coloring = style?.coloring {
      output.append(GradientElement(coloring: coloring, mode: mode))
    } else {
      let color = style?.color ?? Color.secondary.opacity(0.3)
      output.append(ColorElement(color: color, mode: mode))
    }
  }
}
