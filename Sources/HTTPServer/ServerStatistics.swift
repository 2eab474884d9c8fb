import Synchronization

/// What a running server has done, for an operator's health check: how long it has run, how
/// many requests it answered and how many access-log lines it had to drop.
///
/// Make one, give it to the server (``HTTPServerConfiguration/statistics``) and to the access
/// log's writer, and read it from a health route:
///
/// ```swift
/// let statistics = ServerStatistics()
/// configuration.statistics = statistics
/// router.get("/health") { _ in try .json(["requests": statistics.requestsServed]) }
/// ```
public final class ServerStatistics: Sendable {
  private let started = monotonicSeconds()
  private let requests = Atomic<Int>(0)
  private let dropped = Atomic<Int>(0)

  public init() {}

  /// Seconds since this was made.
  public var uptime: Double { monotonicSeconds() - started }
  /// Requests answered, error answers included.
  public var requestsServed: Int { requests.load(ordering: .relaxed) }
  /// Access-log lines dropped because the log's destination did not keep up.
  public var droppedLogLines: Int { dropped.load(ordering: .relaxed) }

  /// Counts `count` more answered requests (the event loops add theirs once a turn).
  public func recordRequests(_ count: Int) {
    guard count > 0 else { return }
    requests.add(count, ordering: .relaxed)
  }

  /// Counts `count` more dropped access-log lines.
  public func recordDroppedLogLines(_ count: Int) {
    guard count > 0 else { return }
    dropped.add(count, ordering: .relaxed)
  }
}
