/// One screen cell: a grapheme with its style, the right half of a wide grapheme, or blank.
public struct Cell: Hashable, Sendable {
  /// The grapheme drawn here; empty for the right half of a wide one.
  public var text: String
  public var style: CellStyle
  /// Whether this cell is the right half of the wide grapheme to its left.
  public var isContinuation: Bool

  public init(_ text: String = " ", style: CellStyle = .plain, isContinuation: Bool = false) {
    self.text = text
    self.style = style
    self.isContinuation = isContinuation
  }

  public static let blank = Cell()
}
