/// Solves ABC229 C: the most worth that fits in `W` grams, cutting at most one cheese.
///
/// The greedy answer takes cheeses by worth per gram, best first, whole while they fit, then
/// part of the next. Only the order *across* worths matters, so instead of sorting the solver
/// buckets cheeses by the high bits of `A` and takes whole buckets from the top; only the one
/// bucket where `W` runs out is split again by the next bits. Three levels of 12, 9 and 9 bits
/// cover every `A < 2^30`, so the work is linear in `N` and stops as soon as `W` is used up,
/// whatever the input.
///
/// Every sum and product is overflow-checked: within the constraints the answer is at most
/// `W · max A = 3·10^17 < Int64.max`, and a problem built outside them reports
/// ``CheeseError/Reason/answerOverflow`` instead of a wrong number.
public enum CheeseSolver {
  /// The largest total worth that fits on the pizza.
  public static func maximumWorth(_ problem: CheeseProblem) throws(CheeseError) -> Int {
    var state = State(remaining: problem.capacity)
    try problem.cheeses.withUnsafeBufferPointer { cheeses throws(CheeseError) in
      try state.take(from: cheeses, level: 0)
    }
    return state.total
  }

  /// The bit layout of each level: which bits of `A` pick the bucket.
  private static let levels: [(shift: UInt32, bits: Int)] = [(18, 12), (9, 9), (0, 9)]

  private struct State {
    var remaining: Int
    var total = 0

    mutating func take(from cheeses: UnsafeBufferPointer<Cheese>, level: Int)
      throws(CheeseError)
    {
      let (shift, bits) = CheeseSolver.levels[level]
      let bucketCount = 1 << bits
      let mask = UInt32(bucketCount - 1)
      var crossing: (bucket: Int, count: Int)?
      var overflowed = false
      withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * bucketCount) { table in
        table.initialize(repeating: 0)
        // table[3b] = grams, table[3b+1] = worth, table[3b+2] = count of bucket b.
        for cheese in cheeses {
          let bucket = Int((cheese.storedWorthPerGram >> shift) & mask) &* 3
          let grams = Int(cheese.storedGrams)
          let (worth, o1) = grams.multipliedReportingOverflow(by: Int(cheese.storedWorthPerGram))
          let (sum, o2) = table[bucket + 1].addingReportingOverflow(worth)
          overflowed = overflowed || o1 || o2
          table[bucket] &+= grams
          table[bucket + 1] = sum
          table[bucket + 2] &+= 1
        }
        var bucket = bucketCount - 1
        while bucket >= 0, remaining > 0 {
          let grams = table[3 * bucket]
          if grams <= remaining {
            let (sum, o) = total.addingReportingOverflow(table[3 * bucket + 1])
            overflowed = overflowed || o
            total = sum
            remaining -= grams
          } else {
            crossing = (bucket, table[3 * bucket + 2])
            return
          }
          bucket -= 1
        }
      }
      if overflowed { throw CheeseError(.answerOverflow) }
      guard let crossing else { return }
      if level == CheeseSolver.levels.count - 1 {
        // Every cheese left in this bucket has the same worth per gram.
        guard
          let worth = cheeses.first(where: { ($0.storedWorthPerGram & mask) == crossing.bucket })
        else { return }
        let (part, o1) = remaining.multipliedReportingOverflow(by: worth.worthPerGram)
        let (sum, o2) = total.addingReportingOverflow(part)
        if o1 || o2 { throw CheeseError(.answerOverflow) }
        total = sum
        remaining = 0
        return
      }
      try withUnsafeTemporaryAllocation(of: Cheese.self, capacity: crossing.count) {
        bucket throws(CheeseError) in
        var filled = 0
        for cheese in cheeses
        where Int((cheese.storedWorthPerGram >> shift) & mask) == crossing.bucket {
          bucket.initializeElement(at: filled, to: cheese)
          filled += 1
        }
        try take(from: UnsafeBufferPointer(rebasing: bucket[..<filled]), level: level + 1)
      }
    }
  }
}
