import Foundation

// What real screens used that was missing, each in its terminal form.

/// Any shape, its type hidden: SwiftUI's `AnyShape`. It draws as the shape it holds: a
/// built-in shape as its cells, a shape of your own from its path.
nonisolated public struct AnyShape: Shape, OutlinedShape, CellTransformedShape {
  let base: any Shape

  public init<S: Shape>(_ shape: S) { base = shape }

  @MainActor public var body: some View { AnyView(base) }

  public func path(in rect: CGRect) -> Path { base.path(in: rect) }

  @MainActor var outline: ShapeOutline? { (base as? any OutlinedShape)?.outline }

  @MainActor func placeCells(_ drawing: AnyView) -> AnyView {
    (base as? any CellTransformedShape)?.placeCells(drawing) ?? drawing
  }
}

extension Color {
  /// A colour from hue, saturation and brightness, each from 0 to 1 (the hue a fraction of
  /// the way round the colour wheel from red).
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let (red, green, blue) = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
    self.init(red: red, green: green, blue: blue, opacity: opacity)
  }

  /// The red, green and blue of a hue, saturation and brightness.
  nonisolated static func rgb(hue: Double, saturation: Double, brightness: Double) -> (
    Double, Double, Double
  ) {
    func unit(_ value: Double) -> Double { value.isFinite ? min(1, max(0, value)) : 0 }
    let value = unit(brightness)
    let chroma = value * unit(saturation)
    var turn = hue.isFinite ? hue.truncatingRemainder(dividingBy: 1) : 0
    if turn < 0 { turn += 1 }
    let sector = turn * 6
    let second = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
    let (red, green, blue): (Double, Double, Double) =
      switch Int(sector) {
      case 0: (chroma, second, 0)
      case 1: (second, chroma, 0)
      case 2: (0, chroma, second)
      case 3: (0, second, chroma)
      case 4: (second, 0, chroma)
      default: (chroma, 0, second)
      }
    let lift = value - chroma
    return (red + lift, green + lift, blue + lift)
  }

  /// This colour mixed with `other`, `fraction` of the way to it (iOS 18). Colours mix in
  /// sRGB whatever the colour space; the terminal's own colours (`.primary`) do not mix: the
  /// nearer is taken.
  public func mix(
    with other: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual
  ) -> Color {
    Color.mix(self, other, fraction.isFinite ? min(1, max(0, fraction)) : 0)
  }
}

extension CGRect {
  /// The smallest rectangle holding this one's corners moved by `transform`.
  public func applying(_ transform: CGAffineTransform) -> CGRect {
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
      CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(transform) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    guard let left = xs.min(), let right = xs.max(), let top = ys.min(), let bottom = ys.max()
    else { return self }
    return CGRect(x: left, y: top, width: right - left, height: bottom - top)
  }
}

extension CGSize {
  /// The size as a vector moved by `transform`, without its translation.
  public func applying(_ transform: CGAffineTransform) -> CGSize {
    CGSize(
      width: transform.a * width + transform.c * height,
      height: transform.b * width + transform.d * height)
  }
}

/// The tint of a list item: SwiftUI's `ListItemTint`.
public struct ListItemTint: Sendable {
  let color: Color?

  /// This colour whatever the system's accent.
  public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
  /// This colour unless the system asks for another.
  public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
  /// No colour: the default.
  public static let monochrome = ListItemTint(color: nil)
}

extension View {
  /// The colour of a list item's symbols and controls: its tint.
  public func listItemTint(_ tint: ListItemTint?) -> some View {
    EnvironmentModifierView(content: self) { environment in
      if let color = tint?.color { environment.tint = color }
    }
  }

  /// The colour of a list item's symbols and controls.
  public func listItemTint(_ tint: Color?) -> some View {
    listItemTint(tint.map(ListItemTint.fixed))
  }

  /// The colour scheme inside: the older `colorScheme(_:)`, which sets `\.colorScheme` as
  /// `environment(\.colorScheme, …)` does.
  public func colorScheme(_ colorScheme: ColorScheme) -> some View {
    EnvironmentModifierView(content: self) { $0.colorScheme = colorScheme }
  }

  /// Xcode prints what made the view draw again; there is no console beside a terminal's
  /// screen, so nothing is printed.
  public static func _printChanges() {}
}

extension Text {
  /// A size of text relative to the text around it: SwiftUI's `Text.Scale`.
  public enum Scale: Hashable, Sendable {
    case `default`, secondary
  }

  /// The text at a smaller scale (iOS 17): a terminal's text has one size, so it is drawn as
  /// it is.
  public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }
}

extension View {
  /// The text inside at a smaller scale (iOS 17): drawn at the terminal's one size.
  public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { self }
}
