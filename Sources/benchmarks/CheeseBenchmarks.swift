import CheeseFeature
import Primitives

enum CheeseBenchmarks {
  /// The largest input the constraints allow: N = 300,000 random cheeses, W = 300,000,000.
  static func maximalInput() -> [UInt8] {
    var generator = SplitMix64(seed: 229)
    var text = "300000 300000000\n"
    text.reserveCapacity(5_000_000)
    for _ in 0..<300_000 {
      let worth = Int.random(in: 1...1_000_000_000, using: &generator)
      let grams = Int.random(in: 1...1000, using: &generator)
      text += "\(worth) \(grams)\n"
    }
    return Array(text.utf8)
  }

  static func run() {
    let input = maximalInput()
    if CommandLine.arguments.contains("--write-cheese-input") {
      // Used by Benchmarks/cheese/compare.sh to time whole processes on the same input.
      print(String(decoding: input, as: UTF8.self), terminator: "")
      return
    }
    let (time, answer) = fastest(rounds: 20) { () -> Int in
      do {
        return try CheeseSolver.maximumWorth(CheeseParser.parse(input))
      } catch {
        fatalError("the benchmark's own input was refused: \(error)")
      }
    }
    report("cheese.max", Double(time) / 1e6, "ms", checksum: answer)
  }
}
