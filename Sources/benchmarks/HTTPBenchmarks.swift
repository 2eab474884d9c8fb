import Foundation
import HTTPServer

/// `benchmarks http-serve [port]`: serves a forecast-sized JSON document at `GET /forecast`
/// until interrupted, for `wrk` side by side with nginx serving the same bytes
/// (`Benchmarks/http/compare.sh`). `HTTP_LOOPS=N` sets the number of event loops.
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

  static func run() {
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
}
