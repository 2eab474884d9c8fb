/// A string written in view code, such as a `Text` or `Button` title: SwiftUI's
/// `LocalizedStringKey`. There is one language here, so the key is the text; interpolated
/// values are formatted as `String(describing:)` does.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  let text: String
  /// The texts interpolated into the key, with where each one's characters are in `text`:
  /// a `Text` keeps its runs (its font, colour, attributes) inside another.
  let insertions: [Insertion]

  /// A text interpolated into a key: `Text("Total \(Text(price).bold())")`.
  struct Insertion: Hashable, Sendable {
    /// Its characters' UTF-8 offsets in the key's text.
    var start: Int
    var end: Int
    var runs: [Text.Run]
  }

  public init(_ value: String) {
    text = value
    insertions = []
  }

  public init(stringLiteral value: String) {
    text = value
    insertions = []
  }

  public init(stringInterpolation: StringInterpolation) {
    text = stringInterpolation.text
    insertions = stringInterpolation.insertions
  }

  /// The key's text as runs: the plain stretches, and each interpolated text's own runs.
  var runs: [Text.Run] {
    guard !insertions.isEmpty else { return [Text.Run(string: text)] }
    var runs: [Text.Run] = []
    let utf8 = text.utf8
    var offset = 0
    func plain(_ from: Int, _ to: Int) {
      guard to > from else { return }
      let lower = utf8.index(utf8.startIndex, offsetBy: from)
      let upper = utf8.index(utf8.startIndex, offsetBy: to)
      runs.append(Text.Run(string: String(text[lower..<upper])))
    }
    for insertion in insertions {
      plain(offset, insertion.start)
      runs += insertion.runs
      offset = insertion.end
    }
    plain(offset, utf8.count)
    return runs
  }

  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""
    var insertions: [Insertion] = []

    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + interpolationCount * 4)
    }

    public mutating func appendLiteral(_ literal: String) { text += literal }

    public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }

    public mutating func appendInterpolation(_ value: String) { text += value }

    /// A text inside the text, keeping its own font, colour and attributes.
    public mutating func appendInterpolation(_ text: Text) {
      let start = self.text.utf8.count
      self.text += text.plainText
      var runs = text.runs
      for index in runs.indices { runs[index].isInterpolated = true }
      insertions.append(Insertion(start: start, end: self.text.utf8.count, runs: runs))
    }

    /// An image in the text: the glyph `Image` draws.
    public mutating func appendInterpolation(_ image: Image) {
      text.append(image.glyph(variant: .none))
    }
  }
}
