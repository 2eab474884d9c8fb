import Foundation
import HTTPServer
import Primitives
import TestSupport
import Testing

/// A router with the routes the tests use.
func sampleRouter() -> Router {
  let router = Router()
  router.get("/hello") { _ in try .json(["message": "hello"]) }
  router.get("/echo/:word") { request in try .json(["word": request.parameters["word"] ?? ""]) }
  router.get("/query") { request in try .json(["address": request.queryValue("address") ?? "-"]) }
  router.post("/json") { request in
    struct Body: Decodable { var name: String }
    return try .json(["name": request.decodeJSON(Body.self).name])
  }
  router.get("/teapot") { _ in
    throw HTTPError(HTTPStatus(418, "I'm a teapot"), code: "teapot", message: "short and stout")
  }
  router.get("/crash") { _ in throw CocoaError(.fileNoSuchFile) }
  return router
}

@Suite("Router, in process")
struct RouterTests {
  let router = sampleRouter()

  @Test("routes by path and method, binding parameters")
  func routing() throws {
    let response = router.respond(to: HTTPRequest(method: .get, path: "/echo/swift"))
    #expect(response.status == .ok)
    #expect(String(decoding: response.body, as: UTF8.self) == #"{"word":"swift"}"#)
  }

  @Test("unknown routes are 404, wrong methods 405 with Allow, all with the error body")
  func misses() throws {
    let missing = router.respond(to: HTTPRequest(method: .get, path: "/nowhere"))
    #expect(missing.status == .notFound)
    #expect(try JSONDecoder().decode(ErrorBody.self, from: missing.body).error.code == "not_found")
    let wrong = router.respond(to: HTTPRequest(method: .delete, path: "/hello"))
    #expect(wrong.status == .methodNotAllowed)
    #expect(wrong.headers["Allow"] == "GET")
  }

  @Test("HTTPError becomes its status; other errors a 500 without details")
  func errors() throws {
    let teapot = router.respond(to: HTTPRequest(method: .get, path: "/teapot"))
    #expect(teapot.status.code == 418)
    let crash = router.respond(to: HTTPRequest(method: .get, path: "/crash"))
    #expect(crash.status == .internalServerError)
    #expect(!String(decoding: crash.body, as: UTF8.self).contains("file"))
  }

  @Test("malformed JSON and missing fields are 400 with the reason")
  func badJSON() throws {
    let malformed = router.respond(
      to: HTTPRequest(method: .post, path: "/json", body: Data("{".utf8)))
    #expect(malformed.status == .badRequest)
    let missing = router.respond(
      to: HTTPRequest(method: .post, path: "/json", body: Data("{}".utf8)))
    #expect(
      try JSONDecoder().decode(ErrorBody.self, from: missing.body).error.message
        == "missing field 'name'")
  }

  @Test("a responder answers with the routes of the moment it was built")
  func frozenResponder() {
    let router = sampleRouter()
    let responder = router.buildResponder()
    router.get("/late") { _ in try .json(["message": "late"]) }
    #expect(responder.respond(to: HTTPRequest(method: .get, path: "/late")).status == .notFound)
    #expect(responder.respond(to: HTTPRequest(method: .get, path: "/hello")).status == .ok)
    #expect(
      router.buildResponder().respond(to: HTTPRequest(method: .get, path: "/late")).status == .ok)
  }

  @Test("HEAD answers like GET without the body")
  func head() {
    let response = router.respond(to: HTTPRequest(method: .head, path: "/hello"))
    #expect(response.status == .ok)
    #expect(response.body.isEmpty)
    #expect(response.headers["Content-Length"] == "19")
  }
}

/// A configuration on a free port.
func localConfiguration() -> HTTPServerConfiguration {
  var configuration = HTTPServerConfiguration()
  configuration.port = 0
  return configuration
}

/// Starts a server on a free port for one test.
func withServer(
  _ configuration: HTTPServerConfiguration = localConfiguration(),
  router: Router = sampleRouter(), _ body: (HTTPServer) throws -> Void
) throws {
  let server = HTTPServer(configuration: configuration, router: router)
  try server.start()
  defer {
    server.shutdown()
    server.waitUntilStopped()
  }
  try body(server)
}

@Suite("HTTP server on a live socket")
struct LiveSocketTests {
  @Test("keep-alive and pipelined requests are answered in order")
  func pipelining() throws {
    try withServer { server in
      let client = try RawHTTPClient(port: server.port)
      client.send(
        "GET /echo/one HTTP/1.1\r\nHost: x\r\n\r\nGET /echo/two HTTP/1.1\r\nHost: x\r\n\r\n")
      let responses = client.readResponses(2)
      #expect(responses.map(\.body) == [#"{"word":"one"}"#, #"{"word":"two"}"#])
      client.send("GET /hello HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
      #expect(client.readResponses(1).first?.status == 200)
      #expect(client.isClosedByServer())
    }
  }

  @Test(
    "hostile requests get the right 4xx/5xx and the server keeps serving",
    arguments: [
      ("\u{01}\u{02}garbage\r\n\r\n", 400, "bad_request_line"),
      (
        "GET /" + String(repeating: "a", count: 9000) + " HTTP/1.1\r\nHost: x\r\n\r\n", 414,
        "uri_too_long"
      ),
      (
        "GET / HTTP/1.1\r\nHost: x\r\nX: " + String(repeating: "b", count: 17000) + "\r\n\r\n", 431,
        "headers_too_large"
      ),
      ("POST /json HTTP/1.1\r\nHost: x\r\nContent-Length: 2000000\r\n\r\n", 413, "body_too_large"),
      (
        "POST /json HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}", 400,
        "bad_content_length"
      ),
      ("POST /json HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n", 400, "bad_content_length"),
      (
        "POST /json HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n", 501,
        "transfer_encoding_not_supported"
      ),
      ("GET /query?address=%ZZ HTTP/1.1\r\nHost: x\r\n\r\n", 400, "bad_query"),
      ("GET / HTTP/2.0\r\nHost: x\r\n\r\n", 505, "version_not_supported"),
      ("GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n", 400, "bad_header"),
      ("GET / HTTP/1\u{1F}1\r\nHost: x\r\n\r\n", 400, "bad_request_line"),
      // Garbage after a request line is answered at once, not left to time out.
      ("GET / HTTP/1.1\r\n\u{7F}\u{0}", 400, "bad_header"),
      ("GET / HTTP/1.1\r\n\r\n", 400, "bad_host"),
    ])
  func hostile(request: String, status: Int, code: String) throws {
    try withServer { server in
      let client = try RawHTTPClient(port: server.port)
      client.send(request)
      let response = client.readResponses(1).first
      #expect(response?.status == status)
      #expect(response?.errorCode == code)
      #expect(client.isClosedByServer())
      let next = try RawHTTPClient(port: server.port)
      next.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
      #expect(next.readResponses(1).first?.status == 200)
    }
  }

  @Test("a chunked body, sent in pieces, reaches the handler whole")
  func chunkedBody() throws {
    try withServer { server in
      let client = try RawHTTPClient(port: server.port)
      client.send(
        "POST /json HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n6\r\n{\"name")
      client.send("\r\nB;ext=1\r\n\":\"すし\"}\r\n0\r\n")
      client.send("\r\n")
      let response = client.readResponses(1).first
      #expect(response?.status == 200)
      #expect(response?.body == #"{"name":"すし"}"#)
    }
  }

  @Test("Expect: 100-continue gets 100 Continue before the body, then the answer")
  func expectContinue() throws {
    try withServer { server in
      let client = try RawHTTPClient(port: server.port)
      let body = #"{"name":"a"}"#
      client.send(
        "POST /json HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\n"
          + "Content-Length: \(body.utf8.count)\r\n\r\n")
      #expect(client.readResponses(1).first?.status == 100)
      client.send(body)
      let response = client.readResponses(1).first
      #expect(response?.status == 200)
      #expect(response?.body == #"{"name":"a"}"#)
    }
  }

  @Test("query strings are percent-decoded, including Japanese text")
  func query() throws {
    try withServer { server in
      let client = try RawHTTPClient(port: server.port)
      client.send(
        "GET /query?address=%E6%9D%B1%E4%BA%AC%E9%83%BD+%E5%8D%83%E4%BB%A3%E7%94%B0%E5%8C%BA HTTP/1.1\r\nHost: x\r\n\r\n"
      )
      #expect(client.readResponses(1).first?.body == #"{"address":"東京都 千代田区"}"#)
    }
  }

  @Test("a stalled client does not block others, and times out with 408")
  func stalled() throws {
    var configuration = localConfiguration()
    configuration.requestTimeout = 1
    try withServer(configuration) { server in
      let slow = try RawHTTPClient(port: server.port)
      slow.send("GET /hello HTTP/1.1\r\nHost:")
      let fast = try RawHTTPClient(port: server.port)
      fast.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
      #expect(fast.readResponses(1).first?.status == 200)
      let timedOut = slow.readResponses(1).first
      #expect(timedOut?.status == 408)
    }
  }

  @Test("clients beyond the connection cap are refused with 503")
  func connectionCap() throws {
    var configuration = localConfiguration()
    configuration.maxConnections = 2
    try withServer(configuration) { server in
      let first = try RawHTTPClient(port: server.port)
      let second = try RawHTTPClient(port: server.port)
      first.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
      second.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
      #expect(first.readResponses(1).first?.status == 200)
      #expect(second.readResponses(1).first?.status == 200)
      let third = try RawHTTPClient(port: server.port)
      #expect(third.readResponses(1).first?.status == 503)
    }
  }

  @Test("a started server serves the routes it was made with, whatever the router gets later")
  func frozenRoutes() throws {
    let router = sampleRouter()
    let server = HTTPServer(configuration: localConfiguration(), router: router)
    try server.start()
    defer {
      server.shutdown()
      server.waitUntilStopped()
    }
    router.get("/late") { _ in try .json(["message": "late"]) }
    let client = try RawHTTPClient(port: server.port)
    client.send("GET /late HTTP/1.1\r\nHost: x\r\n\r\nGET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
    #expect(client.readResponses(2).map(\.status) == [404, 200])
    #expect(router.respond(to: HTTPRequest(method: .get, path: "/late")).status == .ok)
  }

  @Test("the access log has method, path and status, never the query")
  func accessLog() throws {
    let lines = Locked<[String]>([])
    var configuration = localConfiguration()
    configuration.accessLog = { entry in lines.withLock { $0.append(entry.description) } }
    try withServer(configuration) { server in
      let client = try RawHTTPClient(port: server.port)
      client.send("GET /query?address=secret HTTP/1.1\r\nHost: x\r\n\r\n")
      _ = client.readResponses(1)
    }
    let logged = lines.withLock { $0 }
    #expect(logged.count == 1)
    #expect(logged.first?.hasPrefix("GET /query 200 ") == true)
    #expect(logged.first?.contains("secret") == false)
  }
}
