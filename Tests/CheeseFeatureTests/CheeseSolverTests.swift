import CheeseFeature
import Primitives
import Testing

@Suite("Cheese solver")
struct CheeseSolverTests {
  @Test(
    "solves the problem's samples",
    arguments: [
      ("3 5\n3 1\n4 2\n2 3\n", 15),
      ("4 100\n6 2\n1 5\n3 9\n8 7\n", 100),
      (
        """
        10 3141
        314944731 649
        140276783 228
        578012421 809
        878510647 519
        925326537 943
        337666726 611
        879137070 306
        87808915 39
        756059990 244
        228622672 291
        """, 2_357_689_932_073
      ),
    ])
  func samples(input: String, expected: Int) throws {
    let problem = try CheeseParser.parse(input)
    #expect(try CheeseSolver.maximumWorth(problem) == expected)
  }

  @Test("agrees with a brute-force knapsack on random small inputs")
  func matchesBruteForce() throws {
    var generator = SplitMix64(seed: 0x5EED)
    for _ in 0..<2000 {
      let count = Int.random(in: 1...7, using: &generator)
      let capacity = Int.random(in: 1...60, using: &generator)
      // Small worths collide often, which exercises equal-worth buckets; large ones spread
      // across the solver's top-level buckets.
      let worthLimit = Bool.random(using: &generator) ? 5 : 1_000_000_000
      let cheeses = try (0..<count).map { _ in
        try Cheese(
          worthPerGram: Int.random(in: 1...worthLimit, using: &generator),
          grams: Int.random(in: 1...12, using: &generator))
      }
      let problem = try CheeseProblem(capacity: capacity, cheeses: cheeses)
      #expect(try CheeseSolver.maximumWorth(problem) == bruteForce(problem), "\(problem)")
    }
  }

  @Test("splits buckets down to equal worths when one bucket holds every cheese")
  func deepBuckets() throws {
    // All worths share their top 21 bits, so the crossing bucket is split twice.
    let cheeses = try (0..<1000).map { index in
      try Cheese(worthPerGram: 1 + (index * 7919) % 511, grams: 1 + index % 1000)
    }
    for capacity in [1, 2, 999, 5000, 123_456, 500_500, 600_000] {
      let problem = try CheeseProblem(capacity: capacity, cheeses: cheeses)
      #expect(try CheeseSolver.maximumWorth(problem) == greedyBySorting(problem))
    }
  }

  @Test("the largest answer within the constraints fits in Int64")
  func largestAnswer() throws {
    let cheeses = Array(
      repeating: try Cheese(worthPerGram: 1_000_000_000, grams: 1000), count: 300_000)
    let problem = try CheeseProblem(capacity: 300_000_000, cheeses: cheeses)
    #expect(try CheeseSolver.maximumWorth(problem) == 300_000_000_000_000_000)
  }

  @Test("refuses values outside the constraints when built in code")
  func constraintsInCode() {
    #expect(throws: CheeseError(.outOfRange(field: "B", value: 1001, range: 1...1000))) {
      try Cheese(worthPerGram: 1, grams: 1001)
    }
    #expect(throws: CheeseError(.outOfRange(field: "N", value: 0, range: 1...300_000))) {
      try CheeseProblem(capacity: 1, cheeses: [])
    }
  }

  /// The optimum by dynamic programming over grams: best[w] is the most worth in w grams.
  private func bruteForce(_ problem: CheeseProblem) -> Int {
    var best = Array(repeating: 0, count: problem.capacity + 1)
    for cheese in problem.cheeses {
      var next = best
      for used in 0...problem.capacity {
        for grams in 1...cheese.grams where grams <= used {
          next[used] = max(next[used], best[used - grams] + grams * cheese.worthPerGram)
        }
      }
      best = next
    }
    return best[problem.capacity]
  }

  private func greedyBySorting(_ problem: CheeseProblem) -> Int {
    var remaining = problem.capacity
    var total = 0
    for cheese in problem.cheeses.sorted(by: { $0.worthPerGram > $1.worthPerGram }) {
      let grams = min(remaining, cheese.grams)
      total += grams * cheese.worthPerGram
      remaining -= grams
    }
    return total
  }
}
