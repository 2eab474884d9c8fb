import Foundation
import Primitives

#if canImport(Glibc)
  import Glibc
#endif

/// One event-loop thread: polls its connections (and, for the first loop, the listening
/// socket), reads, parses, routes and writes without ever blocking on a socket.
///
/// Work a route hands to a ``WorkerPool`` runs there; its serialized answer comes back through
/// the loop's inbox, and the connection's later (pipelined) requests wait until it is sent.
final class EventLoop: @unchecked Sendable {
  private unowned let server: HTTPServer
  private let responder: RouterResponder
  private let listener: Int32
  private let parser: RequestParser
  private let wakeRead: Int32
  private let wakeWrite: Int32
  private let inboxLock = Lock()
  // Guarded by `inboxLock`.
  private var inbox: [(fd: Int32, address: String)] = []
  private var completions: [Completion] = []
  private var shuttingDown = false
  private var wakePending = false
  // The loop thread's own.
  private var connections: [Int32: Connection] = [:]
  private var nextSibling = 0
  private var nextConnectionID: UInt64 = 0
  /// This turn's access-log entries, handed to the logger at the end of the turn.
  private var logEntries: [AccessLogEntry] = []
  var siblings: [EventLoop] = []

  init(server: HTTPServer, responder: RouterResponder, listener: Int32) {
    self.server = server
    self.responder = responder
    self.listener = listener
    self.parser = RequestParser(limits: server.configuration.limits)
    var fds: [Int32] = [0, 0]
    _ = pipe(&fds)
    wakeRead = fds[0]
    wakeWrite = fds[1]
    setNonBlocking(wakeRead)
    setNonBlocking(wakeWrite)
  }

  deinit {
    close(wakeRead)
    close(wakeWrite)
  }

  /// Hands an accepted connection to this loop.
  func adopt(_ fd: Int32, address: String) {
    let wake = inboxLock.withLock {
      inbox.append((fd, address))
      return takeWake()
    }
    if wake { self.wake() }
  }

  func requestShutdown() {
    inboxLock.withLock {
      shuttingDown = true
      wakePending = true
    }
    wake()
  }

  /// Hands a pool's finished answer back to the loop (from the pool's thread).
  private func complete(_ completion: Completion) {
    let wake = inboxLock.withLock {
      completions.append(completion)
      return takeWake()
    }
    if wake { self.wake() }
  }

  /// Whether the caller must write to the wake pipe: once until the loop drains it.
  private func takeWake() -> Bool {
    defer { wakePending = true }
    return !wakePending
  }

  private func wake() {
    var byte: UInt8 = 1
    _ = write(wakeWrite, &byte, 1)
  }

  func run() {
    var pollfds: [pollfd] = []
    var readBuffer = [UInt8](repeating: 0, count: 64 << 10)
    var finished: [Completion] = []
    var adopted: [(fd: Int32, address: String)] = []
    while true {
      let stopping = inboxLock.withLock { () -> Bool in
        swap(&adopted, &inbox)
        swap(&finished, &completions)
        return shuttingDown
      }
      let now = monotonicSeconds()
      for (fd, address) in adopted { openConnection(fd, address: address, now: now) }
      adopted.removeAll(keepingCapacity: true)
      for completion in finished { deliver(completion) }
      finished.removeAll(keepingCapacity: true)
      if stopping {
        // Finish what is in flight: close connections with nothing left to send or await.
        for (fd, connection) in connections
        where connection.pendingOutput == 0 && !connection.awaiting {
          closeConnection(fd)
        }
        if connections.isEmpty {
          flushLog()
          return
        }
      }
      expireTimeouts(now: now)
      flushLog()

      pollfds.removeAll(keepingCapacity: true)
      pollfds.append(pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0))
      let accepting = listener >= 0 && !stopping
      if accepting { pollfds.append(pollfd(fd: listener, events: Int16(POLLIN), revents: 0)) }
      for (fd, connection) in connections {
        var events = Int16(0)
        if !connection.closeAfterWrite, !connection.awaiting, !stopping {
          events |= Int16(POLLIN)
        }
        if connection.pendingOutput > 0 { events |= Int16(POLLOUT) }
        pollfds.append(pollfd(fd: fd, events: events, revents: 0))
      }
      let ready = poll(&pollfds, nfds_t(pollfds.count), 1000)
      guard ready > 0 else { continue }
      for entry in pollfds where entry.revents != 0 {
        if entry.fd == wakeRead {
          var drain = [UInt8](repeating: 0, count: 64)
          inboxLock.withLock { wakePending = false }
          while read(wakeRead, &drain, drain.count) > 0 {}
        } else if entry.fd == listener {
          acceptAll()
        } else {
          service(entry.fd, events: entry.revents, buffer: &readBuffer)
        }
      }
      flushLog()
    }
  }

  private func flushLog() {
    guard !logEntries.isEmpty else { return }
    server.log(logEntries)
    logEntries.removeAll(keepingCapacity: true)
  }

  private func openConnection(_ fd: Int32, address: String, now: Double) {
    nextConnectionID &+= 1
    connections[fd] = Connection(fd: fd, id: nextConnectionID, address: address, now: now)
  }

  private func acceptAll() {
    while true {
      var address = sockaddr_in()
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      let fd = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { accept(listener, $0, &length) }
      }
      guard fd >= 0 else { return }
      setNonBlocking(fd)
      var yes: Int32 = 1
      setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
      guard server.connectionCount.increment(ifBelow: server.configuration.maxConnections) else {
        // Refuse cleanly: a 503 if the socket takes it at once, then close.
        let response = HTTPResponse.error(
          .serviceUnavailable, code: "too_many_connections",
          message: "the server is at its connection limit"
        ).serialized(keepAlive: false)
        response.withUnsafeBytes { _ = send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        close(fd)
        continue
      }
      let text = addressText(address.sin_addr)
      let target = siblings[nextSibling % siblings.count]
      nextSibling += 1
      if target === self {
        openConnection(fd, address: text, now: monotonicSeconds())
      } else {
        target.adopt(fd, address: text)
      }
    }
  }

  private func service(_ fd: Int32, events: Int16, buffer: inout [UInt8]) {
    guard let connection = connections[fd] else { return }
    if events & Int16(POLLIN) != 0 || events & Int16(POLLHUP) != 0 {
      let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      if count == 0 || (count < 0 && errno != EAGAIN && errno != EINTR) {
        closeConnection(fd)
        return
      }
      if count > 0 {
        connection.input.append(contentsOf: buffer[0..<count])
        connection.lastActivity = monotonicSeconds()
        if connection.requestStarted == nil { connection.requestStarted = connection.lastActivity }
        handleRequests(connection)
      }
    }
    if events & Int16(POLLERR) != 0 {
      closeConnection(fd)
      return
    }
    flush(connection)
  }

  /// Answers every whole request in the input, in order, until one waits for a pool.
  private func handleRequests(_ connection: Connection) {
    while !connection.closeAfterWrite, !connection.awaiting, !connection.input.isEmpty {
      let outcome = connection.input.withUnsafeBufferPointer {
        parser.parse($0, progress: &connection.parseProgress)
      }
      switch outcome {
      case .needMore(let expectsContinue):
        // The client waits for a go-ahead before it sends the body (RFC 9110 §10.1.1).
        if expectsContinue, !connection.continueSent {
          connection.output.append(contentsOf: continueResponse)
          connection.continueSent = true
        }
        return
      case .failure(let error):
        connection.input.removeAll()
        error.response.write(to: &connection.output, keepAlive: false)
        connection.closeAfterWrite = true
        logEntries.append(AccessLogEntry(unparsedRequestAnsweredWith: error.status))
      case .request(var request, let consumed, let keepAlive):
        if consumed == connection.input.count {
          connection.input.removeAll(keepingCapacity: true)
        } else {
          connection.input.removeFirst(consumed)
        }
        connection.continueSent = false
        let started = monotonicSeconds()
        request.remoteAddress = connection.address
        switch responder.dispatch(request) {
        case .now(let response):
          response.write(to: &connection.output, keepAlive: keepAlive)
          if !keepAlive { connection.closeAfterWrite = true }
          connection.requestStarted = connection.input.isEmpty ? nil : monotonicSeconds()
          logEntries.append(
            AccessLogEntry(
              method: request.method.rawValue, path: request.path, status: response.status,
              startedAt: started))
        case .later(let pool, let work):
          let fd = connection.fd
          let id = connection.id
          let method = request.method.rawValue
          let path = request.path
          let accepted = pool.submit { [self] in
            let response = work()
            var bytes: [UInt8] = []
            response.write(to: &bytes, keepAlive: keepAlive)
            complete(
              Completion(
                fd: fd, connectionID: id, bytes: bytes, keepAlive: keepAlive,
                entry: AccessLogEntry(
                  method: method, path: path, status: response.status, startedAt: started)))
          }
          if accepted {
            connection.awaiting = true
            connection.requestStarted = nil
          } else {
            var busy = HTTPResponse.error(
              .serviceUnavailable, code: "server_busy",
              message: "the server is busy; try again shortly")
            busy.headers.set("Retry-After", String(server.configuration.busyRetryAfter))
            busy.write(to: &connection.output, keepAlive: keepAlive)
            if !keepAlive { connection.closeAfterWrite = true }
            connection.requestStarted = connection.input.isEmpty ? nil : monotonicSeconds()
            logEntries.append(
              AccessLogEntry(method: method, path: path, status: busy.status, startedAt: started))
          }
        }
      }
    }
  }

  /// Sends a pool's answer, then goes on with the connection's later requests.
  private func deliver(_ completion: Completion) {
    logEntries.append(completion.entry)
    guard let connection = connections[completion.fd], connection.id == completion.connectionID
    else { return }  // The client went away meanwhile.
    connection.awaiting = false
    connection.output.append(contentsOf: completion.bytes)
    if !completion.keepAlive { connection.closeAfterWrite = true }
    connection.lastActivity = monotonicSeconds()
    if !connection.input.isEmpty {
      connection.requestStarted = connection.lastActivity
      handleRequests(connection)
    }
    flush(connection)
  }

  private func flush(_ connection: Connection) {
    while connection.pendingOutput > 0 {
      let sent = connection.output.withUnsafeBytes {
        send(
          connection.fd, $0.baseAddress?.advanced(by: connection.outputSent),
          $0.count - connection.outputSent, Int32(MSG_NOSIGNAL))
      }
      if sent > 0 {
        connection.outputSent += sent
        connection.lastActivity = monotonicSeconds()
      } else if sent < 0, errno == EAGAIN || errno == EINTR {
        return
      } else {
        closeConnection(connection.fd)
        return
      }
    }
    connection.clearOutput()
    if connection.closeAfterWrite { closeConnection(connection.fd) }
  }

  private func expireTimeouts(now: Double) {
    let configuration = server.configuration
    for (fd, connection) in connections where !connection.awaiting {
      if let started = connection.requestStarted,
        now - started > configuration.requestTimeout, !connection.closeAfterWrite
      {
        connection.input.removeAll()
        HTTPResponse.error(
          .requestTimeout, code: "request_timeout", message: "the request took too long to arrive"
        ).write(to: &connection.output, keepAlive: false)
        connection.closeAfterWrite = true
        flush(connection)
      } else if connection.input.isEmpty, connection.pendingOutput == 0,
        now - connection.lastActivity > configuration.idleTimeout
      {
        closeConnection(fd)
      }
    }
  }

  private func closeConnection(_ fd: Int32) {
    guard connections.removeValue(forKey: fd) != nil else { return }
    close(fd)
    server.connectionCount.decrement()
  }
}

/// A pool's answer on its way back to the loop.
private struct Completion: Sendable {
  let fd: Int32
  /// Which connection on `fd`: a descriptor is reused once closed.
  let connectionID: UInt64
  let bytes: [UInt8]
  let keepAlive: Bool
  let entry: AccessLogEntry
}

/// A client connection's buffers and timers.
final class Connection {
  let fd: Int32
  let id: UInt64
  /// The client's IP address.
  let address: String
  var input: [UInt8] = []
  /// Where parsing the request in `input` stopped, so a request trickling in is scanned once.
  var parseProgress = RequestParser.Progress()
  /// Bytes to send; the first `outputSent` of them are sent.
  var output: [UInt8] = []
  var outputSent = 0
  var closeAfterWrite = false
  /// Whether a pool is making the answer to the request being served.
  var awaiting = false
  /// Whether the request being received has had its `100 Continue`.
  var continueSent = false
  /// Seconds on the monotonic clock.
  var lastActivity: Double
  /// When the first byte of a request still being received arrived.
  var requestStarted: Double?

  init(fd: Int32, id: UInt64, address: String, now: Double) {
    self.fd = fd
    self.id = id
    self.address = address
    lastActivity = now
  }

  var pendingOutput: Int { output.count - outputSent }

  /// Forgets the sent output, keeping a modest buffer for the next answers.
  func clearOutput() {
    if output.capacity > 256 << 10 {
      output = []
    } else {
      output.removeAll(keepingCapacity: true)
    }
    outputSent = 0
  }
}

/// The interim answer to `Expect: 100-continue`.
private let continueResponse = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)

/// An IPv4 address as text (`127.0.0.1`).
private func addressText(_ address: in_addr) -> String {
  let value = UInt32(bigEndian: address.s_addr)
  return "\(value >> 24).\((value >> 16) & 0xFF).\((value >> 8) & 0xFF).\(value & 0xFF)"
}

/// Seconds on the monotonic clock, cheaply (no allocation, no wall-clock jumps).
func monotonicSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
