import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Writes access-log lines to a file descriptor from a thread of its own, through a bounded
/// buffer, so that a slow or stuck destination (a full pipe nobody reads, a slow disk) never
/// holds up the event loops.
///
/// ``append(_:)`` only copies the entries into the buffer. When the buffer is full the new
/// entries are dropped and counted (``droppedLines``, and the statistics given at `init`); once
/// the destination takes lines again, the log says how many were lost:
/// `access log: 1234 lines dropped (the destination did not keep up)`.
///
/// ```swift
/// let log = AccessLogWriter(fileDescriptor: STDOUT_FILENO)
/// configuration.accessLogBatch = { log.append($0) }
/// log.start()
/// ```
public final class AccessLogWriter: @unchecked Sendable {
  private let descriptor: Int32
  private let closesDescriptor: Bool
  private let capacity: Int
  private let statistics: ServerStatistics?
  private let condition = NSCondition()
  // Guarded by `condition`.
  private var pending: [AccessLogEntry] = []
  private var pendingBytes = 0
  private var droppedTotal = 0
  private var droppedUnreported = 0
  private var writerIdle = false
  private var started = false
  private var stopping = false
  private var finished = false

  /// How long the writer waits after a first line for more, so that it writes them together.
  static let gatheringSeconds = 0.01

  /// A writer to `descriptor`, holding at most `capacity` bytes of lines not yet written;
  /// `closesDescriptor` closes it when the writer stops.
  public init(
    fileDescriptor descriptor: Int32, closesDescriptor: Bool = false, capacity: Int = 1 << 20,
    statistics: ServerStatistics? = nil
  ) {
    self.descriptor = descriptor
    self.closesDescriptor = closesDescriptor
    self.capacity = max(256, capacity)
    self.statistics = statistics
  }

  /// A writer appending to the file at `path`, created when missing.
  public convenience init(
    path: String, capacity: Int = 1 << 20, statistics: ServerStatistics? = nil
  ) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw HTTPServerError.system("open \(path)", errno) }
    self.init(
      fileDescriptor: descriptor, closesDescriptor: true, capacity: capacity,
      statistics: statistics)
  }

  /// Lines dropped so far because the buffer was full.
  public var droppedLines: Int { condition.withLock { droppedTotal } }

  /// Starts the writing thread; entries appended before wait for it.
  public func start() {
    let first = condition.withLock {
      defer { started = true }
      return !started
    }
    guard first else { return }
    let thread = Thread { [self] in run() }
    thread.name = "access-log"
    thread.start()
  }

  /// Queues `entries` to be written; never waits for the destination.
  public func append(_ entries: [AccessLogEntry]) {
    guard !entries.isEmpty else { return }
    var dropped = 0
    condition.lock()
    for entry in entries {
      let size = entry.estimatedLineLength
      if pendingBytes + size > capacity || stopping {
        dropped += 1
      } else {
        pending.append(entry)
        pendingBytes += size
      }
    }
    droppedTotal += dropped
    droppedUnreported += dropped
    // The writer gathers lines for a moment after the first: it is woken only when idle, or
    // when the buffer fills.
    if writerIdle || pendingBytes > capacity / 2 { condition.signal() }
    condition.unlock()
    statistics?.recordDroppedLogLines(dropped)
  }

  /// Writes what is queued and stops, waiting at most `timeout` seconds for the destination;
  /// returns whether everything queued was written.
  @discardableResult
  public func stop(timeout: Double = 2) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    stopping = true
    condition.broadcast()
    guard started else { return pending.isEmpty }
    let deadline = Date(timeIntervalSinceNow: timeout)
    while !finished {
      if !condition.wait(until: deadline) { return false }
    }
    return true
  }

  private func run() {
    var bytes: [UInt8] = []
    var batch: [AccessLogEntry] = []
    while true {
      condition.lock()
      while pending.isEmpty, droppedUnreported == 0, !stopping {
        writerIdle = true
        condition.wait()
      }
      writerIdle = false
      if !stopping, pendingBytes <= capacity / 2 {
        // One write for many turns' lines: a few system calls a second instead of one a turn.
        _ = condition.wait(until: Date(timeIntervalSinceNow: Self.gatheringSeconds))
      }
      if pending.isEmpty, droppedUnreported == 0, stopping {
        finished = true
        condition.broadcast()
        condition.unlock()
        if closesDescriptor { close(descriptor) }
        return
      }
      swap(&batch, &pending)
      pendingBytes = 0
      let dropped = droppedUnreported
      droppedUnreported = 0
      condition.unlock()

      bytes.removeAll(keepingCapacity: true)
      if dropped > 0 {
        bytes.append(
          contentsOf: "access log: \(dropped) lines dropped (the destination did not keep up)\n"
            .utf8)
      }
      for entry in batch { entry.appendLine(to: &bytes) }
      let lines = batch.count
      batch.removeAll(keepingCapacity: true)
      if !writeAll(bytes) {
        // The destination is gone (a closed pipe, a full disk): the lines are lost.
        condition.withLock { droppedTotal += lines }
        statistics?.recordDroppedLogLines(lines)
      }
      if bytes.capacity > 4 << 20 { bytes = [] }
    }
  }

  /// Writes every byte, waiting as long as the destination makes it wait.
  private func writeAll(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(
          descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0, errno == EINTR || errno == EAGAIN {
          if errno == EAGAIN {
            var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            _ = poll(&entry, 1, 1000)
          }
        } else {
          return false
        }
      }
      return true
    }
  }
}

extension AccessLogEntry {
  /// About how many bytes the entry's line takes, for the writer's bound.
  var estimatedLineLength: Int { method.utf8.count + path.utf8.count + 24 }

  /// Appends the entry's line, `GET /forecast 200 0.12ms` and a newline.
  func appendLine(to bytes: inout [UInt8]) {
    bytes.append(contentsOf: method.utf8)
    bytes.append(UInt8(ascii: " "))
    bytes.append(contentsOf: path.utf8)
    bytes.append(UInt8(ascii: " "))
    appendDecimal(status, to: &bytes)
    bytes.append(UInt8(ascii: " "))
    let hundredths = milliseconds.isFinite ? max(0, Int((milliseconds * 100).rounded())) : 0
    appendDecimal(hundredths / 100, to: &bytes)
    bytes.append(UInt8(ascii: "."))
    let fraction = hundredths % 100
    bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
    bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10))
    bytes.append(contentsOf: "ms\n".utf8)
  }
}

/// Appends `value`'s decimal digits.
func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
  if value < 0 { bytes.append(UInt8(ascii: "-")) }
  appendDecimal(value.magnitude, to: &bytes)
}

private func appendDecimal(_ value: UInt, to bytes: inout [UInt8]) {
  if value >= 10 { appendDecimal(value / 10, to: &bytes) }
  bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
}
