import Foundation
import Testing

@Suite("samples cheese, end to end")
struct CheeseCommandTests {
  @Test("prints the answer and exits 0")
  func answer() async throws {
    let result = try await runSamples(["cheese"], input: "4 100\n6 2\n1 5\n3 9\n8 7\n")
    #expect(result == ProcessResult(status: 0, output: "100\n", error: ""))
  }

  @Test("refuses bad input with one line on stderr and exit status 1")
  func badInput() async throws {
    let result = try await runSamples(["cheese"], input: "2 5\n3 1\n4 two\n")
    #expect(
      result
        == ProcessResult(
          status: 1, output: "",
          error: "samples cheese: line 3, token 2: B_2 must be an integer, found \"two\"\n"))
  }

  @Test("answers a large input")
  func largeInput() async throws {
    var input = "300000 300000000\n"
    for index in 0..<300_000 { input += "\(1_000_000_000 - index) 1000\n" }
    let result = try await runSamples(["cheese"], input: input)
    // The 300,000 best take every gram: sum of (1e9 - i) * 1000.
    let expected = (0..<300_000).reduce(0) { $0 + (1_000_000_000 - $1) * 1000 }
    #expect(result == ProcessResult(status: 0, output: "\(expected)\n", error: ""))
  }

  @Test("an unknown flag gets the usage and exit status 2")
  func unknownFlag() async throws {
    let result = try await runSamples(["cheese", "--fast"], input: "")
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("samples cheese: unknown option '--fast'"))
  }
}
