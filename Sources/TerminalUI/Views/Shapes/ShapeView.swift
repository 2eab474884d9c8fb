/// A view that draws a shape — filled, stroked, or one over the other: SwiftUI's `ShapeView`
/// (iOS 17), what `fill(_:style:)` and `stroke(_:lineWidth:)` give. A shape view can be
/// filled and stroked again; each layer is drawn over the ones before it, so a fill then a
/// stroke is a filled frame with its outline in box-drawing lines on the edge cells.
///
/// ```swift
/// Circle()
///   .fill(.yellow)
///   .stroke(.orange, lineWidth: 2)
/// ```
public protocol ShapeView<Content>: View {
  /// The shape drawn.
  associatedtype Content: Shape
  var shape: Content { get }
}

/// A shape filled with a style, over what was drawn of it before (`Background`):
/// SwiftUI's `FillShapeView`.
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
  public var shape: Content
  public var style: Style
  public var fillStyle: FillStyle
  public var background: Background

  public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
    self.shape = shape
    self.style = style
    self.fillStyle = fillStyle
    self.background = background
  }

  public var body: some View {
    layeredShape(background, fillDrawing(shape, style, fillStyle))
  }
}

/// A shape's outline in a style, over what was drawn of it before (`Background`):
/// SwiftUI's `StrokeShapeView`.
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
  public var shape: Content
  public var style: Style
  public var strokeStyle: StrokeStyle
  public var isAntialiased: Bool
  public var background: Background

  public init(
    shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool,
    background: Background
  ) {
    self.shape = shape
    self.style = style
    self.strokeStyle = strokeStyle
    self.isAntialiased = isAntialiased
    self.background = background
  }

  public var body: some View {
    let resolved = ResolvedShapeStyle(style)
    return layeredShape(
      background,
      strokeView(shape, style: strokeStyle, color: resolved.color, coloring: resolved.coloring))
  }
}

extension ShapeView {
  /// The shape filled with `content` over what this view draws.
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle())
    -> FillShapeView<Content, S, Self>
  {
    FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
  }

  /// The shape filled with the foreground style over what this view draws.
  public func fill(style: FillStyle = FillStyle()) -> FillShapeView<Content, ForegroundStyle, Self>
  {
    fill(ForegroundStyle(), style: style)
  }

  /// The shape's outline in `content` over what this view draws, as `style` asks.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> StrokeShapeView<Content, S, Self>
  {
    StrokeShapeView(
      shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased,
      background: self)
  }

  /// The shape's outline in `content` over what this view draws (heavy lines from 3 points).
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> StrokeShapeView<Content, S, Self>
  {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }

  /// The outline inside the frame over what this view draws. Outlines are drawn on the
  /// frame's edge cells here, so this is `stroke(_:style:antialiased:)`.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S, style: StrokeStyle, antialiased: Bool = true
  ) -> StrokeShapeView<Content, S, Self> {
    stroke(content, style: style, antialiased: antialiased)
  }

  /// The outline inside the frame over what this view draws; see
  /// `strokeBorder(_:style:antialiased:)`.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> StrokeShapeView<Content, S, Self> {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}

/// `drawing` over `background`, each taking the whole frame; just `drawing` when nothing was
/// drawn before.
@MainActor
private func layeredShape<Background: View>(_ background: Background, _ drawing: AnyView)
  -> AnyView
{
  if Background.self == EmptyView.self { return drawing }
  return AnyView(
    ZStack {
      background
      drawing
    })
}
