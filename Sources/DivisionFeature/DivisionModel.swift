import Dispatch

/// Why a division has no answer, or why its input cannot be divided.
public enum DivisionError: Error, Equatable, Sendable {
  /// The divisor is zero.
  case dividendByZero
  /// The quotient does not fit in an Int (`Int.min / -1`).
  case overflow
  /// A field is empty.
  case emptyInput(DivisionField)
  /// A field is not an integer.
  case notANumber(DivisionField)
  /// A field is an integer too large for an Int.
  case outOfRange(DivisionField)

  /// What the screen says.
  public var message: String {
    switch self {
    case .dividendByZero: "0では割れません"
    case .overflow: "答えが大きすぎて表せません"
    case .emptyInput(let field): "\(field.name)を入力してください"
    case .notANumber(let field): "\(field.name)は整数で入力してください"
    case .outOfRange(let field):
      "\(field.name)が大きすぎます。\(Int.min) から \(Int.max) までの整数で入力してください"
    }
  }
}

/// The two input fields.
public enum DivisionField: Equatable, Sendable {
  case dividend, divisor

  var name: String { self == .dividend ? "割られる数" : "割る数" }
}

/// Computes quotients, as if a server did: answers arrive later through a callback.
///
/// The one requirement is the old completion-handler API, so a test double (or any older
/// model) implements only the callback and gets the async forms below for free:
///
/// ```swift
/// struct AlwaysSeven: DivisionModelProtocol {
///   func fetchQuotient(
///     dividend: Int, divisor: Int,
///     completion: @escaping @Sendable (Result<Int, DivisionError>) -> Void
///   ) { completion(.success(7)) }
/// }
/// let quotient = try await AlwaysSeven().fetchQuotient(dividend: 14, divisor: 2)  // 7
/// ```
public protocol DivisionModelProtocol: Sendable {
  /// The callback form: computes `dividend / divisor` and calls `completion` once, later and
  /// on any thread, with the quotient or the reason there is none.
  ///
  /// This is the API the MVP article's model offers. Callers who can `await` should prefer
  /// ``fetchQuotient(dividend:divisor:)``, which wraps it.
  func fetchQuotient(
    dividend: Int, divisor: Int,
    completion: @escaping @Sendable (Result<Int, DivisionError>) -> Void)
}

extension DivisionModelProtocol {
  /// The async form: the callback form bridged to async/await with
  /// `withCheckedThrowingContinuation`, so a caller writes `try await` instead of nesting a
  /// closure. The presenter uses this form.
  ///
  /// The callback's answer resumes the suspended caller exactly once: a quotient with
  /// `resume(returning:)`, an error with `resume(throwing:)` (`resume(with: result)` does the
  /// same in one call). A throwing continuation's error is `any Error`, so the error it
  /// throws is narrowed back to the ``DivisionError`` it always is, for typed `throws`.
  ///
  /// It is `nonisolated(nonsending)`: it runs on its caller's actor, so the presenter's
  /// main-actor task calls the callback form from the main actor, with no hop to the thread
  /// pool first.
  ///
  /// ```swift
  /// do throws(DivisionError) {
  ///   let quotient = try await model.fetchQuotient(dividend: 84, divisor: 4)  // 21
  /// } catch {
  ///   print(error.message)  // error is a DivisionError, e.g. 0では割れません
  /// }
  /// ```
  nonisolated(nonsending) public func fetchQuotient(dividend: Int, divisor: Int)
    async throws(DivisionError) -> Int
  {
    do {
      return try await withCheckedThrowingContinuation { continuation in
        fetchQuotient(dividend: dividend, divisor: divisor) { result in
          switch result {
          case .success(let quotient): continuation.resume(returning: quotient)
          case .failure(let error): continuation.resume(throwing: error)
          }
        }
      }
    } catch let error as DivisionError {
      throw error
    } catch {
      // Unreachable: the continuation above is resumed with a quotient or a DivisionError.
      preconditionFailure("fetchQuotient's continuation threw \(error), not a DivisionError")
    }
  }

  /// The async form as a `Result`: the callback form bridged with the non-throwing
  /// `withCheckedContinuation`, resumed with the callback's `Result` as it is.
  ///
  /// Nothing is thrown, so the error keeps its type with no narrowing; a caller switches on
  /// the answer instead of writing `do`/`catch`. Like the throwing form, it runs on the
  /// caller's actor.
  ///
  /// ```swift
  /// switch await model.fetchQuotientResult(dividend: 1, divisor: 0) {
  /// case .success(let quotient): print(quotient)
  /// case .failure(let error): print(error.message)  // 0では割れません
  /// }
  /// ```
  nonisolated(nonsending) public func fetchQuotientResult(dividend: Int, divisor: Int)
    async -> Result<Int, DivisionError>
  {
    await withCheckedContinuation { continuation in
      fetchQuotient(dividend: dividend, divisor: divisor) { continuation.resume(returning: $0) }
    }
  }
}

/// Divides on a background queue and calls back from there.
public struct DivisionModel: DivisionModelProtocol {
  private let queue: DispatchQueue

  public init(queue: DispatchQueue = DispatchQueue(label: "DivisionModel")) { self.queue = queue }

  public func fetchQuotient(
    dividend: Int, divisor: Int,
    completion: @escaping @Sendable (Result<Int, DivisionError>) -> Void
  ) {
    queue.async { completion(Self.divide(dividend, by: divisor)) }
  }

  /// Integer division (rounding toward zero, as Swift's `/` does), without traps.
  public static func divide(_ dividend: Int, by divisor: Int) -> Result<Int, DivisionError> {
    guard divisor != 0 else { return .failure(.dividendByZero) }
    let (quotient, overflow) = dividend.dividedReportingOverflow(by: divisor)
    return overflow ? .failure(.overflow) : .success(quotient)
  }
}
