import Foundation
import Primitives

#if canImport(Glibc)
  import Glibc
#endif

/// One event-loop thread: polls its connections (and, for the first loop, the listening
/// socket), reads, parses, routes and writes without ever blocking on a socket.
final class EventLoop: @unchecked Sendable {
  private unowned let server: HTTPServer
  private let responder: RouterResponder
  private let listener: Int32
  private let parser: RequestParser
  private let wakeRead: Int32
  private let wakeWrite: Int32
  private let inboxLock = Lock()
  private var inbox: [Int32] = []
  private var shuttingDown = false
  private var connections: [Int32: Connection] = [:]
  private var nextSibling = 0
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
  func adopt(_ fd: Int32) {
    inboxLock.withLock { inbox.append(fd) }
    wake()
  }

  func requestShutdown() {
    inboxLock.withLock { shuttingDown = true }
    wake()
  }

  private func wake() {
    var byte: UInt8 = 1
    _ = write(wakeWrite, &byte, 1)
  }

  func run() {
    var pollfds: [pollfd] = []
    var readBuffer = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      let (adopted, stopping) = inboxLock.withLock { () -> ([Int32], Bool) in
        defer { inbox.removeAll() }
        return (inbox, shuttingDown)
      }
      let now = monotonicSeconds()
      for fd in adopted { connections[fd] = Connection(fd: fd, now: now) }
      if stopping {
        // Finish what is in flight: close connections with nothing left to send.
        for (fd, connection) in connections where connection.output.isEmpty {
          closeConnection(fd)
          _ = connection
        }
        if connections.isEmpty { return }
      }
      expireTimeouts(now: now)

      pollfds.removeAll(keepingCapacity: true)
      pollfds.append(pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0))
      let accepting = listener >= 0 && !stopping
      if accepting { pollfds.append(pollfd(fd: listener, events: Int16(POLLIN), revents: 0)) }
      for (fd, connection) in connections {
        var events = Int16(0)
        if !connection.closeAfterWrite, !stopping { events |= Int16(POLLIN) }
        if !connection.output.isEmpty { events |= Int16(POLLOUT) }
        pollfds.append(pollfd(fd: fd, events: events, revents: 0))
      }
      let ready = poll(&pollfds, nfds_t(pollfds.count), 1000)
      guard ready > 0 else { continue }
      for entry in pollfds where entry.revents != 0 {
        if entry.fd == wakeRead {
          var drain = [UInt8](repeating: 0, count: 64)
          while read(wakeRead, &drain, drain.count) > 0 {}
        } else if entry.fd == listener {
          acceptAll()
        } else {
          service(entry.fd, events: entry.revents, buffer: &readBuffer)
        }
      }
      server.log(logEntries)
      logEntries.removeAll(keepingCapacity: true)
    }
  }

  private func acceptAll() {
    while true {
      let fd = accept(listener, nil, nil)
      guard fd >= 0 else { return }
      setNonBlocking(fd)
      var yes: Int32 = 1
      setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
      guard server.connectionCount.increment(ifBelow: server.configuration.maxConnections) else {
        // Refuse cleanly: a 503 if the socket takes it at once, then close.
        let response = serialize(
          .error(
            .serviceUnavailable, code: "too_many_connections",
            message: "the server is at its connection limit"),
          keepAlive: false)
        response.withUnsafeBytes { _ = send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        close(fd)
        continue
      }
      let target = siblings[nextSibling % siblings.count]
      nextSibling += 1
      if target === self {
        connections[fd] = Connection(fd: fd, now: monotonicSeconds())
      } else {
        target.adopt(fd)
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

  /// Answers every whole request in the input, in order.
  private func handleRequests(_ connection: Connection) {
    while !connection.closeAfterWrite, !connection.input.isEmpty {
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
        connection.output.append(contentsOf: serialize(error.response, keepAlive: false))
        connection.closeAfterWrite = true
        logEntries.append(
          AccessLogEntry(method: "-", path: "-", status: error.status.code, milliseconds: 0))
      case .request(let request, let consumed, let keepAlive):
        connection.input.removeFirst(consumed)
        connection.continueSent = false
        let started = monotonicSeconds()
        let response = responder.respond(to: request)
        appendSerialized(response, keepAlive: keepAlive, to: &connection.output)
        if !keepAlive { connection.closeAfterWrite = true }
        connection.requestStarted = connection.input.isEmpty ? nil : monotonicSeconds()
        logEntries.append(
          AccessLogEntry(
            method: request.method.rawValue, path: request.path, status: response.status.code,
            milliseconds: (monotonicSeconds() - started) * 1000))
      }
    }
  }

  private func flush(_ connection: Connection) {
    while !connection.output.isEmpty {
      let sent = connection.output.withUnsafeBytes {
        send(connection.fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if sent > 0 {
        connection.output.removeFirst(sent)
        connection.lastActivity = monotonicSeconds()
      } else if sent < 0, errno == EAGAIN || errno == EINTR {
        return
      } else {
        closeConnection(connection.fd)
        return
      }
    }
    if connection.closeAfterWrite { closeConnection(connection.fd) }
  }

  private func expireTimeouts(now: Double) {
    let configuration = server.configuration
    for (fd, connection) in connections {
      if let started = connection.requestStarted,
        now - started > configuration.requestTimeout, !connection.closeAfterWrite
      {
        connection.input.removeAll()
        connection.output.append(
          contentsOf: serialize(
            .error(
              .requestTimeout, code: "request_timeout",
              message: "the request took too long to arrive"),
            keepAlive: false))
        connection.closeAfterWrite = true
        flush(connection)
      } else if connection.input.isEmpty, connection.output.isEmpty,
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

/// A client connection's buffers and timers.
final class Connection {
  let fd: Int32
  var input: [UInt8] = []
  /// Where parsing the request in `input` stopped, so a request trickling in is scanned once.
  var parseProgress = RequestParser.Progress()
  var output = Data()
  var closeAfterWrite = false
  /// Whether the request being received has had its `100 Continue`.
  var continueSent = false
  /// Seconds on the monotonic clock.
  var lastActivity: Double
  /// When the first byte of a request still being received arrived.
  var requestStarted: Double?

  init(fd: Int32, now: Double) {
    self.fd = fd
    lastActivity = now
  }
}

/// The interim answer to `Expect: 100-continue`.
private let continueResponse = Data("HTTP/1.1 100 Continue\r\n\r\n".utf8)

/// The bytes of a response, with `Content-Length` and `Connection`.
func serialize(_ response: HTTPResponse, keepAlive: Bool) -> Data {
  var bytes = Data()
  appendSerialized(response, keepAlive: keepAlive, to: &bytes)
  return bytes
}

/// Writes a response's bytes straight onto a connection's output: the head is built as one
/// string and copied once, the body appended after it.
func appendSerialized(_ response: HTTPResponse, keepAlive: Bool, to output: inout Data) {
  var head = "HTTP/1.1 \(response.status.code) \(response.status.reason)\r\n"
  head.reserveCapacity(160)
  var hasLength = false
  for (name, value) in response.headers {
    if !hasLength, equalIgnoringASCIICase(name, "Content-Length") { hasLength = true }
    head += name
    head += ": "
    head += value
    head += "\r\n"
  }
  if !hasLength { head += "Content-Length: \(response.body.count)\r\n" }
  head += keepAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n"
  output.reserveCapacity(output.count + head.utf8.count + response.body.count)
  head.withUTF8 { output.append($0) }
  output.append(response.body)
}

/// Seconds on the monotonic clock, cheaply (no allocation, no wall-clock jumps).
func monotonicSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
