/// An instance of AtCoder ABC229 C: cheeses and the pizza's capacity `W` in grams.
public struct CheeseProblem: Hashable, Sendable {
  /// The allowed number of cheeses, `N`.
  public static let countRange = 1...300_000
  /// The allowed capacity in grams, `W`.
  public static let capacityRange = 1...300_000_000
  /// The allowed worth per gram, `A`.
  public static let worthRange = 1...1_000_000_000
  /// The allowed weight of one cheese in grams, `B`.
  public static let gramsRange = 1...1000

  /// How many grams fit on the pizza, `W`.
  public let capacity: Int
  /// The cheeses, in input order.
  public let cheeses: [Cheese]

  /// Creates a problem, checking the constraints on `N` and `W`.
  public init(capacity: Int, cheeses: [Cheese]) throws(CheeseError) {
    try Self.check(cheeses.count, in: Self.countRange, field: "N")
    try Self.check(capacity, in: Self.capacityRange, field: "W")
    self.init(unchecked: capacity, cheeses)
  }

  init(unchecked capacity: Int, _ cheeses: [Cheese]) {
    self.capacity = capacity
    self.cheeses = cheeses
  }

  static func check(
    _ value: Int, in range: ClosedRange<Int>, field: String, line: Int = 0, token: Int = 0
  ) throws(CheeseError) {
    guard range.contains(value) else {
      throw CheeseError(
        .outOfRange(field: field, value: value, range: range), line: line, token: token)
    }
  }
}
