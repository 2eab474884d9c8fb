import HTTPServer

// How the service's own errors become HTTP answers, all in this file. Errors a route throws
// that are not `HTTPError`s (a decoding failure, a bug) are the server's to answer.

extension HTTPError {
  /// A refused login: 401 for wrong credentials, 429 with `Retry-After` while locked out.
  init(_ refusal: LoginRefusal) {
    switch refusal {
    case .invalidCredentials:
      self.init(
        .unauthorized, code: "invalid_credentials", message: "the email or password is wrong")
    case .tooManyAttempts(let retryAfter):
      self.init(
        .tooManyRequests, code: "too_many_attempts",
        message: "too many failed logins; try again in \(retryAfter) seconds",
        headers: HTTPHeaders([("Retry-After", String(retryAfter))]))
    }
  }

  /// A store that cannot be reached: 503 with `Retry-After`, since the request may be retried.
  static let databaseUnavailable = HTTPError(
    .serviceUnavailable, code: "database_unavailable",
    message: "the database cannot be reached; try again shortly",
    headers: HTTPHeaders([("Retry-After", "1")]))
}

/// Runs storage work; a database that cannot be reached is ``HTTPError/databaseUnavailable``
/// (503 with a JSON error), not a 500.
func storage<T>(_ body: () throws -> T) throws -> T {
  do {
    return try body()
  } catch let error as any StorageConnectionError where error.isConnectionProblem {
    throw HTTPError.databaseUnavailable
  }
}
