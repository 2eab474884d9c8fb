/// A string written in view code, such as a `Text` or `Button` title: SwiftUI's
/// `LocalizedStringKey`. There is one language here, so the key is the text; interpolated
/// values are formatted as `String(describing:)` does.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  let text: String

  public init(_ value: String) { text = value }

  public init(stringLiteral value: String) { text = value }

  public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + interpolationCount * 4)
    }

    public mutating func appendLiteral(_ literal: String) { text += literal }

    public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }

    public mutating func appendInterpolation(_ value: String) { text += value }

    public mutating func appendInterpolation(_ text: Text) { self.text += text.plainText }

    /// An image in the text: the glyph `Image` draws.
    public mutating func appendInterpolation(_ image: Image) {
      text.append(image.glyph(variant: .none))
    }
  }
}
