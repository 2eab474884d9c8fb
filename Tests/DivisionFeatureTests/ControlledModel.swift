import DivisionFeature

/// A model the test answers by hand: each call arrives as a ``Request`` that the test awaits
/// and then completes, from any thread, when it chooses.
///
/// It implements only the callback form, as a test double written for the article's
/// protocol would; the async forms come from `DivisionModelProtocol`'s extension.
final class ControlledModel: DivisionModelProtocol {
  /// One call to `fetchQuotient(dividend:divisor:completion:)`, waiting for its answer.
  struct Request: Sendable {
    let dividend: Int
    let divisor: Int
    let completion: @Sendable (Result<Int, DivisionError>) -> Void
  }

  /// The calls, in the order they were made.
  let requests: AsyncStream<Request>
  private let continuation: AsyncStream<Request>.Continuation

  init() { (requests, continuation) = AsyncStream.makeStream() }

  func fetchQuotient(
    dividend: Int, divisor: Int,
    completion: @escaping @Sendable (Result<Int, DivisionError>) -> Void
  ) {
    continuation.yield(Request(dividend: dividend, divisor: divisor, completion: completion))
  }
}
