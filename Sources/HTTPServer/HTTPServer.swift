import Foundation
import Primitives

#if canImport(Glibc)
  import Glibc
#endif

/// How the server listens and what it tolerates.
public struct HTTPServerConfiguration: Sendable {
  /// The address to bind, e.g. `127.0.0.1`.
  public var host = "127.0.0.1"
  /// The port; 0 picks a free one (read it from `HTTPServer.port`).
  public var port = 8080
  /// How many event-loop threads serve connections: by default half the processors (at
  /// least one), which leaves room for the database, the logger and, on a small machine,
  /// the clients.
  public var loops = max(1, ProcessInfo.processInfo.activeProcessorCount / 2)
  /// Connections beyond this many are answered 503 and closed.
  public var maxConnections = 1024
  /// How long a client may take to send a whole request, in seconds (408 after).
  public var requestTimeout: TimeInterval = 10
  /// How long an idle keep-alive connection stays open, in seconds.
  public var idleTimeout: TimeInterval = 30
  /// Request size limits.
  public var limits = HTTPLimits()
  /// Called for every answered request: method, path (never the query or headers, which
  /// may hold secrets), status and time.
  public var accessLog: (@Sendable (AccessLogEntry) -> Void)?
  /// Like `accessLog`, but called once per event-loop turn with that turn's entries, on the
  /// loop's own thread: a logger can write them with one system call and no shared lock.
  /// When set, `accessLog` is not called. Both run on the loop: they must not wait for
  /// anything (an ``AccessLogWriter`` queues the lines and writes them from its own thread).
  public var accessLogBatch: (@Sendable ([AccessLogEntry]) -> Void)?
  /// Where the server counts the requests it answers (for a health route).
  public var statistics = ServerStatistics()
  /// How long a client told `503 Service Unavailable` (a worker pool's queue is full) is asked
  /// to wait before trying again, in seconds (`Retry-After`).
  public var busyRetryAfter = 1

  public init() {}
}

/// Errors starting the server.
public enum HTTPServerError: Error, CustomStringConvertible {
  case invalidAddress(String)
  case system(String, Int32)

  public var description: String {
    switch self {
    case .invalidAddress(let host): "'\(host)' is not an IPv4 address"
    case .system(let call, let code): "\(call) failed: \(String(cString: strerror(code)))"
    }
  }
}

/// An HTTP/1.1 server on POSIX sockets: a few event-loop threads with non-blocking sockets
/// and `poll`, keep-alive, pipelined requests answered in order, limits and timeouts, a
/// connection cap, and a graceful shutdown.
///
/// Handlers run on the loop thread that owns the connection, so they must be quick; slow work
/// goes to a ``WorkerPool`` (see ``Router`` and ``Reply``) and its answer is sent from the loop
/// when it is ready, the connection's later requests waiting their turn. A stalled client
/// never blocks others, since no socket operation blocks.
public final class HTTPServer: @unchecked Sendable {
  public let configuration: HTTPServerConfiguration
  private let responder: RouterResponder
  private var listener: Int32 = -1
  private var loops: [EventLoop] = []
  private var threads: [Thread] = []
  private let stopped = DispatchSemaphore(value: 0)
  private let state = Lock()
  private var running = false
  private var boundPort = 0
  let connectionCount = ConnectionCounter()

  /// Makes a server that answers with `router`'s routes as they are now: routes added to
  /// the router later do not reach this server.
  public convenience init(
    configuration: HTTPServerConfiguration = HTTPServerConfiguration(), router: Router
  ) {
    self.init(configuration: configuration, responder: router.buildResponder())
  }

  /// Makes a server that answers with `responder`.
  public init(
    configuration: HTTPServerConfiguration = HTTPServerConfiguration(),
    responder: RouterResponder
  ) {
    self.configuration = configuration
    self.responder = responder
  }

  /// The port the server listens on (useful with port 0).
  public var port: Int { state.withLock { boundPort } }

  /// Binds, listens and starts the loops; returns once the server accepts connections.
  public func start() throws {
    signal(SIGPIPE, SIG_IGN)
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw HTTPServerError.system("socket", errno) }
    var yes: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(configuration.port).bigEndian)
    guard inet_pton(AF_INET, configuration.host, &address.sin_addr) == 1 else {
      close(fd)
      throw HTTPServerError.invalidAddress(configuration.host)
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else {
      let code = errno
      close(fd)
      throw HTTPServerError.system("bind", code)
    }
    guard listen(fd, 512) == 0 else {
      let code = errno
      close(fd)
      throw HTTPServerError.system("listen", code)
    }
    setNonBlocking(fd)
    var actual = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    listener = fd
    let loopCount = max(1, configuration.loops)
    loops = (0..<loopCount).map { index in
      EventLoop(server: self, responder: responder, listener: index == 0 ? fd : -1)
    }
    for loop in loops { loop.siblings = loops }
    state.withLock {
      boundPort = Int(UInt16(bigEndian: actual.sin_port))
      running = true
    }
    let group = DispatchGroup()
    for (index, loop) in loops.enumerated() {
      group.enter()
      // The loops refer to the server without owning it; the threads keep it alive until
      // they end, so a server released right after `shutdown()` stops cleanly.
      let thread = Thread { [self] in
        loop.run()
        withExtendedLifetime(self) { group.leave() }
      }
      thread.name = "http-loop-\(index)"
      threads.append(thread)
      thread.start()
    }
    group.notify(queue: .global()) { [self] in
      close(listener)
      stopped.signal()
    }
  }

  /// Stops accepting, lets requests in flight finish and their answers go out, then closes
  /// every connection. Returns at once; `waitUntilStopped()` waits.
  public func shutdown() {
    let wasRunning = state.withLock { () -> Bool in
      defer { running = false }
      return running
    }
    guard wasRunning else { return }
    for loop in loops { loop.requestShutdown() }
  }

  /// Blocks until the loops have finished after `shutdown()`.
  public func waitUntilStopped() {
    stopped.wait()
    stopped.signal()
  }

  func log(_ entries: [AccessLogEntry]) {
    guard !entries.isEmpty else { return }
    configuration.statistics.recordRequests(entries.count)
    if let batch = configuration.accessLogBatch {
      batch(entries)
    } else if let each = configuration.accessLog {
      for entry in entries { each(entry) }
    }
  }
}

func setNonBlocking(_ fd: Int32) {
  let flags = fcntl(fd, F_GETFL, 0)
  _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
}
