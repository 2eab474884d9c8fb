import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A fixed number of threads running jobs from a bounded queue: where a server does the work
/// its event loops must not (hashing a password, a database query), and a cap on how much of
/// it runs at once.
///
/// A job submitted while `queueLimit` jobs already wait is refused, so a flood of slow
/// requests waits its turn or is turned away instead of piling up without bound. The threads
/// start with the first job and end when the pool is released, after the jobs already queued.
///
/// ```swift
/// let hashing = WorkerPool(name: "hashing", threads: 1, queueLimit: 32)
/// router.post("/login", on: hashing) { request in try login(request) }
/// ```
public final class WorkerPool: Sendable {
  /// A name for the pool's threads (`name-0`, `name-1`, …).
  public let name: String
  /// How many jobs run at once, at most.
  public let threads: Int
  /// How many jobs may wait for a thread before more are refused.
  public let queueLimit: Int
  private let state: PoolState

  /// How much the pool's threads yield the processors to the process's other threads, as a
  /// `nice` value (0 to 19): a pool of slow work at 10 leaves the event loops first call on a
  /// busy machine, so its jobs wait rather than the loops' answers.
  public let niceness: Int32

  public init(name: String, threads: Int, queueLimit: Int, niceness: Int32 = 0) {
    self.name = name
    self.threads = max(1, threads)
    self.queueLimit = max(0, queueLimit)
    self.niceness = min(19, max(0, niceness))
    state = PoolState()
  }

  deinit { state.stop() }

  /// Queues `job` for one of the pool's threads; `false`, and `job` is dropped, when the queue
  /// is full.
  @discardableResult
  public func submit(_ job: @escaping @Sendable () -> Void) -> Bool {
    state.submit(job, queueLimit: queueLimit, threads: threads, name: name, niceness: niceness)
  }

  /// Jobs waiting for a thread.
  public var queued: Int { state.counts().queued }
  /// Jobs running now.
  public var running: Int { state.counts().running }
  /// Jobs refused because the queue was full, since the pool was made.
  public var refused: Int { state.counts().refused }
}

/// A pool's queue and threads; the threads own it, so a released pool's threads still finish
/// what was queued.
private final class PoolState: @unchecked Sendable {
  private let condition = NSCondition()
  private var jobs: [(@Sendable () -> Void)?] = []
  /// The index of the next job in `jobs` (a queue without moving elements).
  private var head = 0
  private var running = 0
  private var refused = 0
  private var started = 0
  private var stopping = false

  func submit(
    _ job: @escaping @Sendable () -> Void, queueLimit: Int, threads: Int, name: String,
    niceness: Int32
  ) -> Bool {
    condition.lock()
    let waiting = jobs.count - head
    let idle = started - running - waiting
    // A job that finds an idle thread, or starts one, does not count against the queue.
    guard !stopping, waiting < queueLimit || idle > 0 || started < threads else {
      refused += 1
      condition.unlock()
      return false
    }
    jobs.append(job)
    var startThread = false
    if started < threads, idle <= 0 {
      started += 1
      startThread = true
    }
    let index = started - 1
    condition.signal()
    condition.unlock()
    if startThread {
      let thread = Thread { [self] in
        #if canImport(Glibc)
          // On Linux the nice value is the calling thread's own (`who` 0 is the caller); raising
          // it needs no privilege.
          if niceness > 0 {
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness)
          }
        #endif
        work()
      }
      thread.name = "\(name)-\(index)"
      thread.start()
    }
    return true
  }

  func counts() -> (queued: Int, running: Int, refused: Int) {
    condition.lock()
    defer { condition.unlock() }
    return (jobs.count - head, running, refused)
  }

  func stop() {
    condition.lock()
    stopping = true
    condition.broadcast()
    condition.unlock()
  }

  private func work() {
    condition.lock()
    while true {
      if head < jobs.count {
        let job = jobs[head]
        jobs[head] = nil
        head += 1
        if head == jobs.count {
          jobs.removeAll(keepingCapacity: true)
          head = 0
        }
        running += 1
        condition.unlock()
        job?()
        condition.lock()
        running -= 1
      } else if stopping {
        started -= 1
        condition.unlock()
        return
      } else {
        condition.wait()
      }
    }
  }
}
