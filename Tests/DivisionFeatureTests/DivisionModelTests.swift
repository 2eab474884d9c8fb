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
}

/// A double that answers inside the call, on the caller's thread, written against the
/// callback form only.
private struct ImmediateModel: DivisionModelProtocol {
  func fetchQuotient(
    dividend: Int, divisor: Int,
    completion: @escaping @Sendable (Result<Int, DivisionError>) -> Void
  ) {
    completion(DivisionModel.divide(dividend, by: divisor))
  }
}

@Suite("The model's callback form and its async forms, side by side")
struct DivisionAsyncBridgeTests {
  @Test("the callback form still calls back with each answer, in the order asked")
  func callbackForm() async {
    let (answers, continuation) = AsyncStream.makeStream(of: Result<Int, DivisionError>.self)
    let model = DivisionModel()
    model.fetchQuotient(dividend: 9, divisor: 3) { continuation.yield($0) }
    model.fetchQuotient(dividend: 9, divisor: 0) {
      continuation.yield($0)
      continuation.finish()
    }
    var received: [Result<Int, DivisionError>] = []
    for await answer in answers { received.append(answer) }
    #expect(received == [.success(3), .failure(.dividendByZero)])
  }

  @Test("the throwing form returns the quotient, and throws the DivisionError")
  func throwingForm() async throws {
    let model = DivisionModel()
    #expect(try await model.fetchQuotient(dividend: 9, divisor: 3) == 3)
    await #expect(throws: DivisionError.dividendByZero) {
      try await model.fetchQuotient(dividend: 9, divisor: 0)
    }
    await #expect(throws: DivisionError.overflow) {
      try await model.fetchQuotient(dividend: Int.min, divisor: -1)
    }
  }

  @Test("the thrown error is typed: `do throws(DivisionError)` catches it with no cast")
  func typedThrows() async {
    do throws(DivisionError) {
      _ = try await DivisionModel().fetchQuotient(dividend: 1, divisor: 0)
      Issue.record("dividing by zero returned")
    } catch {
      #expect(error.message == "0では割れません")
    }
  }

  @Test("the Result form answers with the callback's Result, success or failure")
  func resultForm() async {
    let model = DivisionModel()
    #expect(await model.fetchQuotientResult(dividend: 84, divisor: 4) == .success(21))
    #expect(await model.fetchQuotientResult(dividend: 84, divisor: 0) == .failure(.dividendByZero))
  }

  @Test("a double written against the callback alone gets both async forms")
  func doublesGetTheAsyncForms() async throws {
    let immediate = ImmediateModel()
    #expect(try await immediate.fetchQuotient(dividend: 7, divisor: 2) == 3)
    #expect(
      await immediate.fetchQuotientResult(dividend: 7, divisor: 0) == .failure(.dividendByZero))

    // An answer that comes later, from another thread, resumes the awaiting caller.
    let controlled = ControlledModel()
    var requests = controlled.requests.makeAsyncIterator()
    let quotient = Task { try await controlled.fetchQuotient(dividend: 5, divisor: 0) }
    let request = try #require(await requests.next(isolation: #isolation))
    #expect(request.dividend == 5 && request.divisor == 0)
    Task.detached { request.completion(.failure(.dividendByZero)) }
    await #expect(throws: DivisionError.dividendByZero) { try await quotient.value }
  }
}
