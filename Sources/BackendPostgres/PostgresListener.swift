import CLibPQ
import Foundation
import Primitives

#if canImport(Glibc)
  import Glibc
#endif

/// Listens on a PostgreSQL channel (`LISTEN`) on a connection and thread of its own, and hands
/// each notification's payload to `onNotification`.
///
/// While the connection is down, notifications can be missed: `onGap` is called when that
/// happens (the connection was lost, or could not be opened), and again once listening
/// resumes, so that whatever the notifications keep fresh (a cache) can be dropped whole. The
/// handlers run on the listener's thread, with no lock held.
public final class PostgresListener: Sendable {
  private let stopped = Locked(false)
  private let listening = Locked(false)

  /// Whether the listener has its channel open now.
  public var isListening: Bool { listening.withLock { $0 } }

  /// Starts listening on `channel` (an identifier of this program's: letters, digits and `_`).
  public init(
    _ connectionString: String = "", channel: String,
    onNotification: @escaping @Sendable (String) -> Void,
    onGap: @escaping @Sendable () -> Void
  ) {
    let name = String(
      channel.unicodeScalars.filter {
        $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_"
      })
    let stopped = stopped
    let listening = listening
    let worker = Thread {
      Self.run(
        connectionString, channel: name, stopped: stopped, listening: listening,
        onNotification: onNotification, onGap: onGap)
    }
    worker.name = "postgres-listen-\(name)"
    worker.start()
  }

  /// Stops listening, within a fraction of a second.
  public func stop() { stopped.withLock { $0 = true } }

  deinit { stop() }

  private static func run(
    _ connectionString: String, channel: String, stopped: Locked<Bool>, listening: Locked<Bool>,
    onNotification: @Sendable (String) -> Void, onGap: @Sendable () -> Void
  ) {
    var retryDelay: useconds_t = 50_000
    while !stopped.withLock({ $0 }) {
      guard let handle = PQconnectdb(connectionString) else { return }
      defer { PQfinish(handle) }
      let listenResult = PQexec(handle, "LISTEN \(channel)")
      let opened = PQresultStatus(listenResult) == PGRES_COMMAND_OK
      PQclear(listenResult)
      guard PQstatus(handle) == CONNECTION_OK, opened else {
        onGap()
        usleep(retryDelay)
        retryDelay = min(retryDelay * 2, 2_000_000)
        continue
      }
      retryDelay = 50_000
      listening.withLock { $0 = true }
      // Anything written before LISTEN took effect may have been missed.
      onGap()
      while !stopped.withLock({ $0 }) {
        var descriptor = pollfd(fd: PQsocket(handle), events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, 200)
        if ready < 0 && errno != EINTR { break }
        guard PQconsumeInput(handle) == 1 else { break }
        while let notification = PQnotifies(handle) {
          let payload = String(cString: notification.pointee.extra)
          PQfreemem(notification)
          onNotification(payload)
        }
        if PQstatus(handle) != CONNECTION_OK { break }
      }
      listening.withLock { $0 = false }
      if !stopped.withLock({ $0 }) { onGap() }
    }
  }
}
