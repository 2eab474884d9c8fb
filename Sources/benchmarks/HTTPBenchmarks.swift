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
