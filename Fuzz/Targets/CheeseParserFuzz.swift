// libFuzzer target for CheeseFeature's CheeseParser (built and run by Fuzz/run.sh).
//
// Beyond "no crash" (a refusal is always a CheeseError: the parser's throws are typed),
// every input must keep these invariants:
// - a problem parsed, written out in the plainest layout, parses to an equal problem, and
//   the solver answers it;
// - a refusal places itself inside the input: its line is at most one past the last line;
// - the kind of whitespace between numbers does not matter: with every whitespace byte but
//   the newline turned into a space, the outcome is the same (the same problem, or the same
//   refusal at the same place).
import CheeseFeature

#if canImport(Glibc)
  import Glibc
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  check(bytes)
  return 0
}

/// Writes `text` to standard error (unbuffered, before the abort).
func printError(_ text: String) {
  var text = text
  text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

func violated(_ what: String, _ bytes: [UInt8]) -> Never {
  printError(
    "invariant violated: \(what)\ninput: \(String(reflecting: String(decoding: bytes, as: UTF8.self)))\n"
  )
  abort()
}

func outcome(_ bytes: [UInt8]) -> Result<CheeseProblem, CheeseError> {
  do throws(CheeseError) {
    return .success(try CheeseParser.parse(bytes))
  } catch {
    return .failure(error)
  }
}

func written(_ problem: CheeseProblem) -> [UInt8] {
  var text = "\(problem.cheeses.count) \(problem.capacity)\n"
  for cheese in problem.cheeses { text += "\(cheese.worthPerGram) \(cheese.grams)\n" }
  return Array(text.utf8)
}

func check(_ bytes: [UInt8]) {
  let result = outcome(bytes)
  switch result {
  case .success(let problem):
    let again = outcome(written(problem))
    if again != .success(problem) { violated("written out it parses to \(again)", bytes) }
    do throws(CheeseError) {
      let worth = try CheeseSolver.maximumWorth(problem)
      if worth <= 0 { violated("the answer \(worth) is not positive", bytes) }
    } catch {
      violated("the solver refused a parsed problem: \(error)", bytes)
    }
  case .failure(let error):
    let lines = bytes.count { $0 == UInt8(ascii: "\n") } + 1
    if error.line < 0 || error.line > lines || error.token < 0 {
      violated("the refusal's place \(error.line):\(error.token) is outside the input", bytes)
    }
  }
  let spaced = bytes.map {
    $0 != UInt8(ascii: "\n") && ($0 == 0x20 || (0x09...0x0D).contains($0)) ? 0x20 : $0
  }
  let respaced = outcome(spaced)
  if respaced != result {
    violated("with other whitespace it is \(respaced), not \(result)", bytes)
  }
}
