/// A rectangle in terminal cells; the origin is the top-left cell.
public struct Rect: Hashable, Sendable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  public var maxX: Int { x + width }
  public var maxY: Int { y + height }
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// The part of this rectangle inside `other`.
  public func intersection(_ other: Rect) -> Rect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  public func contains(column: Int, row: Int) -> Bool {
    column >= x && column < maxX && row >= y && row < maxY
  }
}

extension Rect: Codable {
  enum CodingKeys: String, CodingKey { case x, y, width, height }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      x: try container.decode(Int.self, forKey: .x), y: try container.decode(Int.self, forKey: .y),
      width: try container.decode(Int.self, forKey: .width),
      height: try container.decode(Int.self, forKey: .height))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(x, forKey: .x)
    try container.encode(y, forKey: .y)
    try container.encode(width, forKey: .width)
    try container.encode(height, forKey: .height)
  }
}
