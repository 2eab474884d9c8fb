import Backend
import BackendSQLite
import Foundation
import HTTPServer
import Primitives

#if canImport(Glibc)
  import Glibc
#endif

/// The HTTP figures.
///
/// - `benchmarks http`: the backend in process (SQLite in a temporary directory, the access log
///   through its writer to /dev/null), `GET /forecast` from two keep-alive clients as fast as
///   they go for five seconds, alone and then while 20 logins a second run: throughput, p50 and
///   p99, and the logins' own rate and p99.
/// - `benchmarks http-serve [port]`: serves a forecast-sized JSON document at `GET /forecast`
///   until interrupted, for `wrk` side by side with nginx serving the same bytes
///   (`Benchmarks/http/compare.sh`). `HTTP_LOOPS=N` sets the number of event loops.
/// - `benchmarks http-logins <port> <email> <password> [per-second] [seconds]`: logs in at a
///   steady rate against a running server and prints the logins' rate and p99
///   (`compare.sh` runs it beside `wrk`).
enum HTTPBenchmarks {
  static let forecastJSON: Data = {
    struct Weather: Encodable {
      var time: Int
      var weatherType: Int
      var rainyPercent: Int
    }
    struct Forecast: Encodable {
      var address: String
      var weathers: [Weather]
    }
    let forecast = Forecast(
      address: "東京都千代田区",
      weathers: (0..<24).map {
        Weather(time: $0, weatherType: $0 % 3, rainyPercent: ($0 * 7) % 101)
      })
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    return (try? encoder.encode(forecast)) ?? Data()
  }()

  /// The parser's figures, without a server.
  static func runParser() {
    if wants("http.parser.request_ns") { request() }
    if wants("http.parser.trickle_us") { trickle() }
  }

  /// A browser-like GET with eight headers, arriving in one read: the common case.
  static let typicalRequest = Array(
    ("GET /forecast?address=%E6%9D%B1%E4%BA%AC HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n"
      + "User-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0\r\n"
      + "Accept: application/json\r\nAccept-Language: ja,en;q=0.8\r\n"
      + "Accept-Encoding: gzip, deflate\r\nConnection: keep-alive\r\n"
      + "Authorization: Bearer 0123456789abcdef0123456789abcdef\r\n"
      + "Cache-Control: no-cache\r\n\r\n").utf8)

  static func request() {
    let request = typicalRequest
    let parser = RequestParser()
    let count = 100_000 / benchmarkScale
    let (time, consumed) = fastest(rounds: 5) { () -> Int in
      var total = 0
      request.withUnsafeBufferPointer { bytes in
        for _ in 0..<count {
          if case .request(_, let consumed, _) = parser.parse(bytes) { total &+= consumed }
        }
      }
      return total
    }
    report("http.parser.request_ns", Double(time) / Double(count), "ns", checksum: consumed)
  }

  /// A request whose 13 KB header section (under the 16 KB limit) arrives one byte per read:
  /// what a slow or hostile client does. Each read appends a byte and parses again, resuming
  /// from the connection's progress, as the event loop does.
  static let trickledRequest: [UInt8] = {
    var text = "POST /login HTTP/1.1\r\nHost: example.com\r\n"
    for index in 0..<200 {
      text += "X-Header-\(index): \(String(repeating: "v", count: 50))\r\n"
    }
    text += "Content-Length: 5\r\n\r\nhello"
    return Array(text.utf8)
  }()

  static func trickle() {
    let request = trickledRequest
    let parser = RequestParser()
    let (time, consumed) = fastest(rounds: 3) { () -> Int in
      var input: [UInt8] = []
      var progress = RequestParser.Progress()
      input.reserveCapacity(request.count)
      for byte in request {
        input.append(byte)
        let outcome = input.withUnsafeBufferPointer { parser.parse($0, progress: &progress) }
        if case .request(_, let consumed, _) = outcome { return consumed }
      }
      return 0
    }
    report("http.parser.trickle_us", Double(time) / 1e3, "us", checksum: consumed)
  }

  static func serve(port: Int) throws {
    let router = Router()
    let body = forecastJSON
    router.get("/forecast") { _ in
      var headers = HTTPHeaders()
      headers.set("Content-Type", "application/json; charset=utf-8")
      return HTTPResponse(status: .ok, headers: headers, body: body)
    }
    var configuration = HTTPServerConfiguration()
    configuration.port = port
    if let loops = ProcessInfo.processInfo.environment["HTTP_LOOPS"].flatMap(Int.init) {
      configuration.loops = loops
    }
    let server = HTTPServer(configuration: configuration, router: router)
    try server.start()
    print("listening on http://127.0.0.1:\(server.port)")
    server.waitUntilStopped()
  }

  static let email = "bench@example.com"
  static let password = "bench-password"

  static func run() {
    runParser()
    guard wants("http.") && !filter.hasPrefix("http.parser") else { return }
    do {
      try runInProcess()
    } catch {
      print("http: \(error)")
    }
  }

  private static func runInProcess() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "http-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let (backend, database) = try Backend.open(
      databasePath: directory.appendingPathComponent("bench.sqlite").path)
    defer { database.close() }
    try backend.accounts.register(email: email, password: password)
    let statistics = ServerStatistics()
    let log = try AccessLogWriter(path: "/dev/null", statistics: statistics)
    log.start()
    defer { log.stop() }
    var configuration = HTTPServerConfiguration()
    configuration.port = 0
    configuration.statistics = statistics
    configuration.accessLogBatch = { log.append($0) }
    let server = HTTPServer(
      configuration: configuration, router: backend.makeRouter(statistics: statistics))
    try server.start()
    defer {
      server.shutdown()
      server.waitUntilStopped()
    }
    let port = server.port
    let seconds = 5.0 / Double(benchmarkScale)

    let alone = readLoad(port: port, clients: 2, seconds: seconds)
    report("http.forecast.alone.throughput", alone.throughput, "req/s")
    report("http.forecast.alone.p50", alone.percentile(0.50), "ms")
    report("http.forecast.alone.p99", alone.percentile(0.99), "ms")

    let logins = LoginLoad(port: port, perSecond: 20, seconds: seconds)
    let loaded = readLoad(port: port, clients: 2, seconds: seconds)
    let loginFigures = logins.finish()
    report("http.forecast.with_logins.throughput", loaded.throughput, "req/s")
    report("http.forecast.with_logins.p50", loaded.percentile(0.50), "ms")
    report("http.forecast.with_logins.p99", loaded.percentile(0.99), "ms")
    report("http.login.rate", loginFigures.throughput, "logins/s")
    report("http.login.p99", loginFigures.percentile(0.99), "ms")
    report("http.login.failed", Double(loginFigures.failures), "logins")
  }

  /// `benchmarks http-logins <port> <email> <password> [per-second] [seconds]`.
  static func loginsCommand(_ arguments: [String]) {
    guard arguments.count >= 3, let port = Int(arguments[0]) else {
      print("usage: benchmarks http-logins <port> <email> <password> [per-second] [seconds]")
      exit(2)
    }
    let perSecond = arguments.dropFirst(3).first.flatMap(Double.init) ?? 20
    let seconds = arguments.dropFirst(4).first.flatMap(Double.init) ?? 10
    let load = LoginLoad(
      port: port, perSecond: perSecond, seconds: seconds, email: arguments[1],
      password: arguments[2])
    let figures = load.finish()
    report("http.login.rate", figures.throughput, "logins/s")
    report("http.login.p99", figures.percentile(0.99), "ms")
    report("http.login.failed", Double(figures.failures), "logins")
  }

  /// `clients` keep-alive connections sending `GET /forecast` back to back for `seconds`.
  static func readLoad(port: Int, clients: Int, seconds: Double) -> Latencies {
    let results = Locked(Latencies())
    let group = DispatchGroup()
    for _ in 0..<clients {
      group.enter()
      Thread {
        var mine = Latencies()
        if let client = try? BenchmarkClient(port: port) {
          let request = Array("GET /forecast HTTP/1.1\r\nHost: bench\r\n\r\n".utf8)
          let end = nanoseconds() + UInt64(seconds * 1e9)
          while nanoseconds() < end {
            let start = nanoseconds()
            guard let status = client.exchange(request), status == 200 else {
              mine.failures += 1
              break
            }
            mine.add(nanoseconds() - start)
          }
        }
        mine.seconds = seconds
        results.withLock { $0.merge(mine) }
        group.leave()
      }.start()
    }
    group.wait()
    return results.withLock { $0 }
  }
}

/// Logins at a steady rate, each on its own schedule slot, from a few threads (so one slow
/// login does not hold up the next).
final class LoginLoad: Sendable {
  private let group = DispatchGroup()
  private let results = Locked(Latencies())
  private let seconds: Double

  init(
    port: Int, perSecond: Double, seconds: Double, email: String = HTTPBenchmarks.email,
    password: String = HTTPBenchmarks.password
  ) {
    self.seconds = seconds
    let threads = 4
    let interval = UInt64(1e9 * Double(threads) / perSecond)
    let body = #"{"email":"\#(email)","password":"\#(password)"}"#
    let request = Array(
      "POST /login HTTP/1.1\r\nHost: bench\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
        .utf8)
    let begin = nanoseconds()
    let end = begin + UInt64(seconds * 1e9)
    for thread in 0..<threads {
      group.enter()
      let results = results
      let group = group
      Thread {
        var mine = Latencies()
        var next = begin + interval * UInt64(thread) / UInt64(threads)
        if let client = try? BenchmarkClient(port: port) {
          while next < end {
            let now = nanoseconds()
            if next > now { usleep(UInt32((next - now) / 1000)) }
            let start = nanoseconds()
            if client.exchange(request) == 200 {
              mine.add(nanoseconds() - start)
            } else {
              mine.failures += 1
            }
            next += interval
          }
        }
        results.withLock { $0.merge(mine) }
        group.leave()
      }.start()
    }
  }

  /// Waits for the last login and returns the figures.
  func finish() -> Latencies {
    group.wait()
    var figures = results.withLock { $0 }
    figures.seconds = seconds
    return figures
  }
}

/// Request latencies in nanoseconds, and how many requests failed.
struct Latencies: Sendable {
  var samples: [UInt64] = []
  var failures = 0
  var seconds = 1.0

  mutating func add(_ nanoseconds: UInt64) { samples.append(nanoseconds) }

  mutating func merge(_ other: Latencies) {
    samples += other.samples
    failures += other.failures
    seconds = max(seconds, other.seconds)
  }

  var throughput: Double { Double(samples.count) / seconds }

  /// The `fraction` percentile, in milliseconds.
  func percentile(_ fraction: Double) -> Double {
    guard !samples.isEmpty else { return .nan }
    let sorted = samples.sorted()
    let index = min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)
    return Double(sorted[max(0, index)]) / 1e6
  }
}

/// A blocking keep-alive HTTP/1.1 client on 127.0.0.1, just enough for the figures.
final class BenchmarkClient {
  private let fd: Int32
  private var buffer: [UInt8] = []
  private var scratch = [UInt8](repeating: 0, count: 65536)

  init(port: Int) throws {
    fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(truncatingIfNeeded: port).bigEndian)
    inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard fd >= 0, connected == 0 else {
      close(fd)
      throw HTTPServerError.system("connect", errno)
    }
    var yes: Int32 = 1
    setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
  }

  deinit { close(fd) }

  /// Sends `request` and reads one whole response; its status, or nil if the connection
  /// failed.
  func exchange(_ request: [UInt8]) -> Int? {
    let sent = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    guard sent == request.count else { return nil }
    while true {
      if let (status, length) = parseHead() {
        buffer.removeFirst(length)
        return status
      }
      let count = scratch.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { return nil }
      buffer.append(contentsOf: scratch[0..<count])
    }
  }

  /// The status and whole length of the response at the start of the buffer, once it is all
  /// there.
  private func parseHead() -> (Int, Int)? {
    let end: [UInt8] = [13, 10, 13, 10]
    guard buffer.count >= 12,
      let headEnd = (0...(buffer.count - 4)).first(where: {
        buffer[$0..<($0 + 4)].elementsEqual(end)
      })
    else { return nil }
    let head = String(decoding: buffer[0..<headEnd], as: UTF8.self)
    let lines = head.split(separator: "\r\n")
    guard let statusLine = lines.first, statusLine.count >= 12,
      let status = Int(statusLine.dropFirst(9).prefix(3))
    else { return nil }
    var length = 0
    for line in lines.dropFirst() where line.lowercased().hasPrefix("content-length:") {
      length =
        Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) ?? 0
    }
    let total = headEnd + 4 + length
    return buffer.count >= total ? (status, total) : nil
  }
}
