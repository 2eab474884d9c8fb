import Testing

@testable import DivisionFeature

@Suite("DivisionModel")
struct DivisionModelTests {
  @Test(
    "divides toward zero, and refuses zero divisors and the one overflowing quotient",
    arguments: [
      (7, 2, Result<Int, DivisionError>.success(3)),
      (-7, 2, .success(-3)),
      (100, -7, .success(-14)),
      (0, 5, .success(0)),
      (5, 0, .failure(.dividendByZero)),
      (0, 0, .failure(.dividendByZero)),
      (Int.min, -1, .failure(.overflow)),
      (Int.min, 1, .success(Int.min)),
      (Int.max, -1, .success(-Int.max)),
    ])
  func divide(dividend: Int, divisor: Int, expected: Result<Int, DivisionError>) {
    #expect(DivisionModel.divide(dividend, by: divisor) == expected)
  }

  @Test("the async form wraps the callback form")
  func asyncForm() async throws {
    let model = DivisionModel()
    #expect(try await model.fetchQuotient(dividend: 9, divisor: 3) == 3)
    await #expect(throws: DivisionError.dividendByZero) {
      try await model.fetchQuotient(dividend: 9, divisor: 0)
    }
  }
}
