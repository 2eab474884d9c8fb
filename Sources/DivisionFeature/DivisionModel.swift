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
public protocol DivisionModelProtocol: Sendable {
  func fetchQuotient(
    dividend: Int, divisor: Int,
    completion: @escaping @Sendable (Result<Int, DivisionError>) -> Void)
}

extension DivisionModelProtocol {
  /// The callback API bridged to async/await with a checked continuation.
  public func fetchQuotient(dividend: Int, divisor: Int) async throws(DivisionError) -> Int {
    let result = await withCheckedContinuation { continuation in
      fetchQuotient(dividend: dividend, divisor: divisor) { continuation.resume(returning: $0) }
    }
    return try result.get()
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
