import Foundation
import HTTPServer
import Primitives
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("Worker pools")
struct WorkerPoolTests {
  @Test("runs every job it accepts, on at most its number of threads")
  func runsJobs() {
    let pool = WorkerPool(name: "test", threads: 2, queueLimit: 100)
    let done = DispatchGroup()
    let concurrent = Locked((now: 0, most: 0, ran: 0))
    for _ in 0..<50 {
      done.enter()
      let accepted = pool.submit {
        concurrent.withLock {
          $0.now += 1
          $0.most = max($0.most, $0.now)
        }
        concurrent.withLock {
          $0.now -= 1
          $0.ran += 1
        }
        done.leave()
      }
      #expect(accepted)
    }
    done.wait()
    let result = concurrent.withLock { $0 }
    #expect(result.ran == 50)
    #expect(result.most <= 2)
  }

  @Test("refuses jobs once its threads are busy and its queue is full")
  func boundedQueue() {
    let pool = WorkerPool(name: "test", threads: 1, queueLimit: 2)
    let blocker = PoolBlocker(pool)
    let ran = Locked(0)
    let done = DispatchGroup()
    for _ in 0..<2 {
      done.enter()
      #expect(
        pool.submit {
          ran.withLock { $0 += 1 }
          done.leave()
        })
    }
    #expect(!pool.submit { ran.withLock { $0 += 100 } })
    #expect(pool.queued == 2)
    #expect(pool.refused == 1)
    blocker.open()
    done.wait()
    #expect(ran.withLock { $0 } == 2)
  }
}

/// A router with a route on the loop and routes on `pool`.
func offloadingRouter(_ pool: WorkerPool) -> Router {
  let router = Router()
  router.get("/fast") { _ in try .json(["where": "loop"]) }
  router.get("/slow/:word", on: pool) { request in
    try .json(["word": request.parameters["word"] ?? ""])
  }
  router.add(
    .get, "/maybe",
    replying: { request in
      if request.queryValue("cached") == "yes" { return .now(try .json(["from": "cache"])) }
      return .later(on: pool) {
        guard request.queryValue("fail") == nil else {
          throw HTTPError(.notFound, code: "missing", message: "not there")
        }
        return try .json(["from": "pool"])
      }
    })
  router.get("/address") { request in try .json(["address": request.remoteAddress ?? "-"]) }
  return router
}

@Suite("Routes answered from a worker pool")
struct OffloadedRouteTests {
  @Test("in process, a pool's work runs inline, errors and HEAD treated as on the loop")
  func inProcess() {
    let router = offloadingRouter(WorkerPool(name: "test", threads: 1, queueLimit: 4))
    let slow = router.respond(to: HTTPRequest(method: .get, path: "/slow/swift"))
    #expect(String(decoding: slow.body, as: UTF8.self) == #"{"word":"swift"}"#)
    let cached = router.respond(
      to: HTTPRequest(method: .get, path: "/maybe", query: [("cached", "yes")]))
    #expect(String(decoding: cached.body, as: UTF8.self) == #"{"from":"cache"}"#)
    let failed = router.respond(
      to: HTTPRequest(method: .get, path: "/maybe", query: [("fail", "1")]))
    #expect(failed.status == .notFound)
    let head = router.respond(to: HTTPRequest(method: .head, path: "/slow/swift"))
    #expect(head.body.isEmpty)
    #expect(head.headers["Content-Length"] == "16")
    #expect(router.respond(to: HTTPRequest(method: .post, path: "/slow/x")).status.code == 405)
  }

  @Test("paths that are not in canonical form still find their routes")
  func nonCanonicalPaths() {
    let router = offloadingRouter(WorkerPool(name: "test", threads: 1, queueLimit: 4))
    for path in ["/fast/", "//fast", "/slow//a/"] {
      #expect(router.respond(to: HTTPRequest(method: .get, path: path)).status == .ok)
    }
    #expect(router.respond(to: HTTPRequest(method: .get, path: "fast")).status == .ok)
    #expect(router.respond(to: HTTPRequest(method: .get, path: "/fast/x")).status == .notFound)
  }

  @Test("pipelined requests after one answered by a pool come back in order")
  func pipelinedOrder() throws {
    let pool = WorkerPool(name: "test", threads: 2, queueLimit: 16)
    try withServer(localConfiguration(), router: offloadingRouter(pool)) { server in
      let client = try RawHTTPClient(port: server.port)
      client.send(
        "GET /slow/one HTTP/1.1\r\nHost: x\r\n\r\nGET /fast HTTP/1.1\r\nHost: x\r\n\r\n"
          + "GET /maybe HTTP/1.1\r\nHost: x\r\n\r\nGET /slow/two HTTP/1.1\r\nHost: x\r\n\r\n"
          + "GET /address HTTP/1.1\r\nHost: x\r\n\r\n")
      let bodies = client.readResponses(5).map(\.body)
      #expect(
        bodies == [
          #"{"word":"one"}"#, #"{"where":"loop"}"#, #"{"from":"pool"}"#, #"{"word":"two"}"#,
          #"{"address":"127.0.0.1"}"#,
        ])
    }
  }

  @Test("with the pool saturated, loop routes still answer and the overflow gets 503")
  func saturatedPool() throws {
    let pool = WorkerPool(name: "test", threads: 1, queueLimit: 1)
    try withServer(localConfiguration(), router: offloadingRouter(pool)) { server in
      let blocker = PoolBlocker(pool)
      let queued = try RawHTTPClient(port: server.port)
      queued.send("GET /slow/queued HTTP/1.1\r\nHost: x\r\n\r\n")
      // Once the queued request has reached the pool, the next one finds the queue full.
      #expect(waitUntil { pool.queued == 1 })
      let overflow = try RawHTTPClient.request(port: server.port, method: "GET", path: "/slow/x")
      #expect(overflow.status == 503)
      #expect(overflow.errorCode == "server_busy")
      #expect(overflow.headers["retry-after"] == "1")
      let fast = try RawHTTPClient.request(port: server.port, method: "GET", path: "/fast")
      #expect(fast.status == 200)
      blocker.open()
      #expect(queued.readResponses(1).first?.body == #"{"word":"queued"}"#)
    }
  }

  @Test("a client that leaves while its answer is being made does not disturb the next")
  func clientLeaves() throws {
    let pool = WorkerPool(name: "test", threads: 1, queueLimit: 4)
    try withServer(localConfiguration(), router: offloadingRouter(pool)) { server in
      let blocker = PoolBlocker(pool)
      do {
        let leaving = try RawHTTPClient(port: server.port)
        leaving.send("GET /slow/gone HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(waitUntil { pool.queued == 1 })
      }
      let next = try RawHTTPClient(port: server.port)
      next.send("GET /slow/next HTTP/1.1\r\nHost: x\r\n\r\n")
      blocker.open()
      #expect(next.readResponses(1).first?.body == #"{"word":"next"}"#)
    }
  }

  @Test("the server counts the requests it answers")
  func statistics() throws {
    let statistics = ServerStatistics()
    var configuration = localConfiguration()
    configuration.statistics = statistics
    let pool = WorkerPool(name: "test", threads: 1, queueLimit: 4)
    try withServer(configuration, router: offloadingRouter(pool)) { server in
      let client = try RawHTTPClient(port: server.port)
      client.send("GET /fast HTTP/1.1\r\nHost: x\r\n\r\nGET /slow/a HTTP/1.1\r\nHost: x\r\n\r\n")
      #expect(client.readResponses(2).count == 2)
      #expect(waitUntil { statistics.requestsServed == 2 })
    }
  }
}

@Suite("The access log's writer")
struct AccessLogWriterTests {
  @Test("lines are written in order, one per entry, never with the query")
  func writes() throws {
    var fds: [Int32] = [0, 0]
    #expect(pipe(&fds) == 0)
    let writer = AccessLogWriter(fileDescriptor: fds[1], closesDescriptor: true)
    writer.start()
    writer.append([
      AccessLogEntry(method: "GET", path: "/forecast", status: 200, milliseconds: 0.123),
      AccessLogEntry(method: "POST", path: "/login", status: 401, milliseconds: 31.4),
    ])
    #expect(writer.stop())
    let text = readAll(fds[0])
    close(fds[0])
    #expect(text == "GET /forecast 200 0.12ms\nPOST /login 401 31.40ms\n")
  }

  @Test("when nobody reads the destination, appending never waits: lines are dropped and counted")
  func stuckDestination() throws {
    var fds: [Int32] = [0, 0]
    #expect(pipe(&fds) == 0)
    let statistics = ServerStatistics()
    let writer = AccessLogWriter(
      fileDescriptor: fds[1], capacity: 4096, statistics: statistics)
    writer.start()
    // A pipe holds 64 KiB; these are several megabytes.
    let entry = AccessLogEntry(
      method: "GET", path: "/" + String(repeating: "p", count: 200), status: 404,
      milliseconds: 1)
    for _ in 0..<500 { writer.append(Array(repeating: entry, count: 100)) }
    #expect(writer.droppedLines > 0)
    #expect(statistics.droppedLogLines == writer.droppedLines)
    // Once someone reads again, the log says how many lines it lost.
    let reader = Locked(Data())
    let finished = DispatchSemaphore(value: 0)
    let readEnd = fds[0]
    Thread {
      var buffer = [UInt8](repeating: 0, count: 65536)
      while true {
        let count = read(readEnd, &buffer, buffer.count)
        guard count > 0 else { break }
        reader.withLock { $0.append(contentsOf: buffer[0..<count]) }
      }
      finished.signal()
    }.start()
    #expect(writer.stop(timeout: 10))
    close(fds[1])
    finished.wait()
    close(readEnd)
    let text = String(decoding: reader.withLock { $0 }, as: UTF8.self)
    #expect(text.contains(" lines dropped (the destination did not keep up)\n"))
    #expect(text.hasSuffix("ms\n"))
  }
}

/// Everything readable from `fd` until its writers close it.
func readAll(_ fd: Int32) -> String {
  var data = Data()
  var buffer = [UInt8](repeating: 0, count: 4096)
  while true {
    let count = read(fd, &buffer, buffer.count)
    guard count > 0 else { break }
    data.append(contentsOf: buffer[0..<count])
  }
  return String(decoding: data, as: UTF8.self)
}
