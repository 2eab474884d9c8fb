/// An error from a store that can say whether the database could not be reached (the
/// request may be retried) rather than refusing the request itself.
public protocol StorageConnectionError: Error {
  /// Whether the database could not be reached or the connection broke.
  var isConnectionProblem: Bool { get }
}
