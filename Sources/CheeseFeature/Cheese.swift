/// One cheese: its worth per gram (A) and its weight in grams (B).
///
/// Stored in eight bytes so that a problem of 300,000 cheeses is one flat array.
public struct Cheese: Hashable, Sendable {
  @usableFromInline let storedWorthPerGram: UInt32
  @usableFromInline let storedGrams: UInt32

  /// The worth of one gram, `A` in the problem statement.
  @inlinable public var worthPerGram: Int { Int(storedWorthPerGram) }

  /// The weight in grams, `B` in the problem statement.
  @inlinable public var grams: Int { Int(storedGrams) }

  /// Creates a cheese, checking the problem's constraints.
  ///
  /// - Throws: ``CheeseError`` when `worthPerGram` is outside `1...1_000_000_000` or
  ///   `grams` outside `1...1000`.
  public init(worthPerGram: Int, grams: Int) throws(CheeseError) {
    try CheeseProblem.check(worthPerGram, in: CheeseProblem.worthRange, field: "A")
    try CheeseProblem.check(grams, in: CheeseProblem.gramsRange, field: "B")
    self.init(unchecked: UInt32(worthPerGram), UInt32(grams))
  }

  @usableFromInline init(unchecked worthPerGram: UInt32, _ grams: UInt32) {
    storedWorthPerGram = worthPerGram
    storedGrams = grams
  }
}
