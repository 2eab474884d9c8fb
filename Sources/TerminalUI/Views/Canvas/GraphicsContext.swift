import Foundation
import TerminalKit

/// What a ``Canvas`` draws with: SwiftUI's `GraphicsContext`, in cells.
///
/// Coordinates are points, as in SwiftUI, at the scale TerminalUI lays out by (8 a column, 16
/// a row). A filled path is the cells (and half cells) inside it; a stroked path is a line of
/// braille dots; text, images and symbols are drawn as views are, at the cell nearest where
/// they are put. The transform moves, scales and turns paths and moves what else is drawn;
/// `clip(to:)` keeps drawing inside a path's bounding box. Filters and blend modes are
/// accepted: a cell has one colour, so there is nothing to blur or blend. Opacity dims
/// colours toward black, as ``OpacityShapeStyle`` does, and at zero draws nothing.
///
/// ```swift
/// Canvas { context, size in
///   context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.teal))
///   context.draw(Text("中心"), at: CGPoint(x: size.width / 2, y: size.height / 2))
/// }
/// ```
public struct GraphicsContext {
  /// What is drawn, in order, shared by a context and the layers drawn from it.
  final class Recording {
    enum Operation {
      case fill(Path, Shading, eoFill: Bool)
      case stroke(Path, Shading, StrokeStyle)
      case text(Text, Shading?, origin: CGPoint, anchor: UnitPoint, box: CGSize?)
      case image(Image, Shading?, origin: CGPoint, anchor: UnitPoint, box: CGSize?)
      case symbol(AnyHashable, origin: CGPoint, anchor: UnitPoint, box: CGSize?)
      /// Glyphs of a text layout, their columns counted from `origin`, the left end of
      /// their line's baseline.
      case glyphs(ArraySlice<Text.Layout.Glyph>, origin: CGPoint)
    }

    /// One drawing, with the state it was drawn in.
    struct Drawn {
      var operation: Operation
      var transform: CGAffineTransform
      var opacity: Double
      var clip: CGRect?
    }

    let size: CGSize
    let symbolSizes: [AnyHashable: CGSize]
    var drawn: [Drawn] = []

    init(size: CGSize, symbolSizes: [AnyHashable: CGSize]) {
      self.size = size
      self.symbolSizes = symbolSizes
    }
  }

  let recording: Recording
  /// Where drawing is kept, in the canvas's points (already transformed); nil for anywhere.
  var clipRect: CGRect?

  /// The opacity of what is drawn from here on (0 to 1).
  public var opacity: Double = 1
  /// How what is drawn mixes with what is under it: accepted.
  public var blendMode: BlendMode = .normal
  /// The transform from the context's coordinates to the canvas's.
  public var transform: CGAffineTransform = .identity
  /// The environment the canvas is drawn in.
  public let environment: EnvironmentValues

  init(recording: Recording, environment: EnvironmentValues) {
    self.recording = recording
    self.environment = environment
  }

  // MARK: State

  /// Moves the origin by `x`, `y` points.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
  }

  /// Scales what is drawn from here on.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
  }

  /// Turns what is drawn from here on about the origin (paths; text keeps upright).
  public mutating func rotate(by angle: Angle) {
    transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
  }

  /// Applies `matrix` before the current transform.
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    transform = matrix.concatenating(transform)
  }

  /// Keeps what is drawn from here on inside `path` (its bounding box, in cells).
  public mutating func clip(
    to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()
  ) {
    guard !options.contains(.inverse) else { return }
    let box = path.applying(transform).boundingRect
    clipRect = clipRect.map { $0.intersection(box) } ?? box
  }

  /// The rectangle drawing is kept in, in the context's coordinates (the canvas's size when
  /// nothing clips).
  public var clipBoundingRect: CGRect {
    clipRect ?? CGRect(origin: .zero, size: recording.size)
  }

  /// Adds a filter to what is drawn from here on: accepted; see ``Filter``.
  public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {}

  /// Draws `content` into a layer of its own, with this context's state; filters and blend
  /// modes set on the layer stay in it.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    var layer = self
    try content(&layer)
  }

  // MARK: Paths

  /// Fills `path` with `shading`: the cells (and half cells) whose centres are inside it.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    record(.fill(path, shading, eoFill: style.isEOFilled))
  }

  /// Strokes `path` with `shading`, as `style` asks: a line of braille dots.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    record(.stroke(path, shading, style))
  }

  /// Strokes `path` with `shading`, `lineWidth` points wide.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  // MARK: Text

  /// `text` fixed in this context's environment, ready to be measured and drawn.
  public func resolve(_ text: Text) -> ResolvedText {
    ResolvedText(text: text, environment: environment)
  }

  /// Draws `text` with its `anchor` (of its ideal size) at `point`.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(text), at: point, anchor: anchor)
  }

  /// Draws `text` laid out in `rect`, from its top leading corner.
  public func draw(_ text: Text, in rect: CGRect) {
    draw(resolve(text), in: rect)
  }

  /// Draws resolved text with its `anchor` at `point`.
  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
    record(.text(text.text, text.shading, origin: point, anchor: anchor, box: nil))
  }

  /// Draws resolved text laid out in `rect`.
  public func draw(_ text: ResolvedText, in rect: CGRect) {
    let rect = rect.standardized
    record(.text(text.text, text.shading, origin: rect.origin, anchor: .topLeading, box: rect.size))
  }

  // MARK: Text layouts

  /// Options for drawing a text layout's glyphs: accepted, as glyphs sit in whole cells.
  public struct DrawOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let disablesSubpixelQuantization = DrawOptions(rawValue: 1)
  }

  /// Draws a line of a text layout, each glyph in the cell nearest where the transform puts
  /// it; for a ``TextRenderer``.
  public func draw(_ line: Text.Layout.Line, options: DrawOptions = DrawOptions()) {
    for run in line { draw(run, options: options) }
  }

  /// Draws a run of a text layout.
  public func draw(_ run: Text.Layout.Run, options: DrawOptions = DrawOptions()) {
    record(.glyphs(run.glyphs[...], origin: run.lineOrigin))
  }

  /// Draws a slice of a run of a text layout.
  public func draw(_ slice: Text.Layout.RunSlice, options: DrawOptions = DrawOptions()) {
    record(.glyphs(slice.run.glyphs[slice.indices], origin: slice.run.lineOrigin))
  }

  // MARK: Images

  /// `image` fixed in this context's environment.
  public func resolve(_ image: Image) -> ResolvedImage {
    ResolvedImage(image: image, environment: environment)
  }

  /// Draws `image` with its `anchor` at `point`.
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(image), at: point, anchor: anchor)
  }

  /// Draws `image` in `rect` (its glyph at the rectangle's top leading cell).
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    draw(resolve(image), in: rect, style: style)
  }

  /// Draws a resolved image with its `anchor` at `point`.
  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
    record(.image(image.image, image.shading, origin: point, anchor: anchor, box: nil))
  }

  /// Draws a resolved image in `rect`.
  public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
    let rect = rect.standardized
    record(
      .image(image.image, image.shading, origin: rect.origin, anchor: .topLeading, box: rect.size))
  }

  // MARK: Symbols

  /// The canvas's symbol view tagged `id`, or nil when it has none.
  public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
    let key = AnyHashable(id)
    guard let size = recording.symbolSizes[key] else { return nil }
    return ResolvedSymbol(id: key, size: size)
  }

  /// Draws a symbol view at its ideal size with its `anchor` at `point`.
  public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
    record(.symbol(symbol.id, origin: point, anchor: anchor, box: nil))
  }

  /// Draws a symbol view laid out in `rect`.
  public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
    let rect = rect.standardized
    record(.symbol(symbol.id, origin: rect.origin, anchor: .topLeading, box: rect.size))
  }

  private func record(_ operation: Recording.Operation) {
    recording.drawn.append(
      Recording.Drawn(operation: operation, transform: transform, opacity: opacity, clip: clipRect)
    )
  }
}

extension GraphicsContext {
  /// A colour or gradient to fill or stroke with: SwiftUI's `GraphicsContext.Shading`.
  /// Gradient points are in the context's points.
  public struct Shading {
    enum Kind {
      case style(ResolvedShapeStyle)
      case foreground
      case linear(Gradient, start: CGPoint, end: CGPoint)
      case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
      case conic(Gradient, center: CGPoint, angle: Angle)
    }

    let kind: Kind

    /// The foreground style of the canvas's environment.
    public static var foreground: Shading { Shading(kind: .foreground) }
    /// What is behind the canvas: a terminal draws nothing for it.
    public static var backdrop: Shading { Shading(kind: .style(ResolvedShapeStyle(Color.clear))) }

    public static func color(_ color: Color) -> Shading {
      Shading(kind: .style(ResolvedShapeStyle(color)))
    }

    public static func color(
      _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
      opacity: Double = 1
    ) -> Shading {
      color(Color(red: red, green: green, blue: blue, opacity: opacity))
    }

    public static func color(
      _ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1
    ) -> Shading {
      color(Color(white: white, opacity: opacity))
    }

    /// A shape style: a colour, a gradient (over the whole canvas), a translucent style.
    public static func style<S: ShapeStyle>(_ style: S) -> Shading {
      if style is ForegroundStyle { return .foreground }
      return Shading(kind: .style(ResolvedShapeStyle(style)))
    }

    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(kind: .linear(gradient, start: startPoint, end: endPoint))
    }

    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(
        kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
    }

    public static func conicGradient(
      _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(kind: .conic(gradient, center: center, angle: angle))
    }
  }

  /// How a gradient shading repeats: accepted, a gradient is drawn once.
  public struct GradientOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let `repeat` = GradientOptions(rawValue: 1)
    public static let mirror = GradientOptions(rawValue: 2)
    public static let linearColor = GradientOptions(rawValue: 4)
  }

  /// How a clip is applied: `.inverse` (keep outside the path) is accepted and clips nothing.
  public struct ClipOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let inverse = ClipOptions(rawValue: 1)
  }

  /// An effect on what is drawn after it: SwiftUI's `GraphicsContext.Filter`. Accepted: a
  /// terminal cell has one colour and a character, so there is nothing to blur, threshold or
  /// shadow.
  public struct Filter {
    let name: String

    public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black)
      -> Filter
    { Filter(name: "alphaThreshold") }
    public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
      Filter(name: "blur")
    }
    public static func shadow(
      color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
      y: CGFloat = 0, blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
    ) -> Filter { Filter(name: "shadow") }
    public static func colorMultiply(_ color: Color) -> Filter { Filter(name: "colorMultiply") }
    public static func saturation(_ amount: Double) -> Filter { Filter(name: "saturation") }
    public static func brightness(_ amount: Double) -> Filter { Filter(name: "brightness") }
    public static func contrast(_ amount: Double) -> Filter { Filter(name: "contrast") }
    public static func hueRotation(_ angle: Angle) -> Filter { Filter(name: "hueRotation") }
    public static func grayscale(_ amount: Double) -> Filter { Filter(name: "grayscale") }
    public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(name: "colorInvert") }
    public static var luminanceToAlpha: Filter { Filter(name: "luminanceToAlpha") }
    /// A Metal shader run on each pixel's colour: accepted (see ``Shader``).
    public static func colorShader(_ shader: Shader) -> Filter { Filter(name: "colorShader") }
    /// A Metal shader that moves pixels: accepted.
    public static func distortionShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter {
      Filter(name: "distortionShader")
    }
    /// A Metal shader over the whole layer: accepted.
    public static func layerShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter {
      Filter(name: "layerShader")
    }
  }

  /// Options of a filter: accepted.
  public struct FilterOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let linearColor = FilterOptions(rawValue: 1)
  }

  /// Options of a blur: accepted.
  public struct BlurOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let opaque = BlurOptions(rawValue: 1)
    public static let dithersResult = BlurOptions(rawValue: 2)
  }

  /// Options of a shadow: accepted.
  public struct ShadowOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let shadowAbove = ShadowOptions(rawValue: 1)
    public static let shadowOnly = ShadowOptions(rawValue: 2)
    public static let invertsAlpha = ShadowOptions(rawValue: 4)
    public static let disablesGroup = ShadowOptions(rawValue: 8)
  }

  /// Text fixed in a context's environment: SwiftUI's `GraphicsContext.ResolvedText`.
  public struct ResolvedText {
    let text: Text
    let environment: EnvironmentValues
    /// What the text is drawn with instead of its own colours, when set.
    public var shading: Shading?

    init(text: Text, environment: EnvironmentValues) {
      self.text = text
      self.environment = environment
    }

    /// The size the text takes in `size`: its columns and lines, wrapped at the width, in
    /// points (8 a column, 16 a row).
    public func measure(in size: CGSize) -> CGSize {
      let columns = max(1, Int(size.width / Points.perColumn))
      var widest = 0
      var rows = 0
      for line in text.plainText(in: environment).split(
        separator: "\n", omittingEmptySubsequences: false)
      {
        let width = CharacterWidth.of(line)
        widest = max(widest, min(width, columns))
        rows += max(1, (width + columns - 1) / columns)
      }
      return CGSize(
        width: CGFloat(widest) * Points.perColumn, height: CGFloat(rows) * Points.perRow)
    }

    /// The first line's baseline, from the top: one row down.
    public func firstBaseline(in size: CGSize) -> CGFloat { Points.perRow }

    /// The last line's baseline, from the top.
    public func lastBaseline(in size: CGSize) -> CGFloat { measure(in: size).height }
  }

  /// An image fixed in a context's environment: SwiftUI's `GraphicsContext.ResolvedImage`.
  public struct ResolvedImage {
    let image: Image
    /// What the image is drawn with instead of its own colour, when set.
    public var shading: Shading?
    /// Its size in points: its glyph's cells.
    public let size: CGSize
    /// Its baseline, from the top.
    public let baseline: CGFloat

    init(image: Image, environment: EnvironmentValues) {
      self.image = image
      let glyph = image.glyph(variant: environment.symbolVariants)
      size = CGSize(
        width: CGFloat(max(1, CharacterWidth.of(glyph))) * Points.perColumn, height: Points.perRow)
      baseline = Points.perRow
    }
  }

  /// A view from a canvas's `symbols`, found by its tag: SwiftUI's
  /// `GraphicsContext.ResolvedSymbol`.
  public struct ResolvedSymbol {
    let id: AnyHashable
    /// Its ideal size in points.
    public let size: CGSize
  }
}
