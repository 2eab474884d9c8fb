import Backend
import Foundation
import HTTPServer
import SamplesApp

/// `samples server`: the backend alone.
enum ServerCommand {
  static let usage = """
    USAGE: samples server [--host <host>] [--port <port>] [--loops <n>] [--database <path>]

    Runs the backend the apps talk to. Prints one line, "listening on http://HOST:PORT",
    once it accepts connections; SIGINT or SIGTERM stop it gracefully.

    OPTIONS:
      --host <host>         The IPv4 address to listen on (default: 127.0.0.1).
      --port <port>         The port; 0 picks a free one (default: 8080).
      --loops <n>           Event-loop threads (default: half the processors, at least 1).
      --database <path>     The SQLite database (default: the user's data directory,
                            $XDG_DATA_HOME or $HOME/.local/share, architecture-samples/samples.sqlite).
      -h, --help            Show this help.
    """

  struct Options: Equatable {
    var host = "127.0.0.1"
    var port = 8080
    var database: String?
    var loops: Int?
  }

  static func parse(_ reader: inout ArgumentReader) throws(UsageError) -> Options {
    var options = Options()
    while let option = try reader.nextOption() {
      switch option {
      case "--host": options.host = try reader.value(for: option, "<host>")
      case "--port":
        options.port = try reader.value(
          for: option, "<port>", must: "be a number from 0 to 65535", number(in: 0...65535))
      case "--loops":
        options.loops = try reader.value(
          for: option, "<n>", must: "be a number from 1 to 64", number(in: 1...64))
      case "--database": options.database = try reader.value(for: option, "<path>")
      default: throw reader.unknown(option)
      }
    }
    return options
  }

  /// A whole number within `range`, from text.
  private static func number(in range: ClosedRange<Int>) -> (String) -> Int? {
    { text in Int(text).flatMap { range.contains($0) ? $0 : nil } }
  }

  static func run(_ arguments: [String]) -> Int32 {
    let options: Options
    switch ArgumentReader.read(arguments, command: "samples server", usage: usage, parse) {
    case .success(let parsed): options = parsed
    case .failure(let exit): return exit.code
    }
    do {
      let path = try options.database ?? SampleData.defaultDatabasePath()
      let (backend, database) = try Backend.open(databasePath: path)
      var configuration = HTTPServerConfiguration()
      configuration.host = options.host
      configuration.port = options.port
      if let loops = options.loops { configuration.loops = loops }
      configuration.accessLogBatch = { entries in
        printError(entries.map(\.description).joined(separator: "\n"))
      }
      let server = HTTPServer(configuration: configuration, router: backend.makeRouter())
      try server.start()
      // Signals are handled before the address is announced: whoever starts the server
      // may stop it as soon as it reads that line.
      let signals = stopOnSignals { server.shutdown() }
      printNow("listening on http://\(options.host):\(server.port)")
      server.waitUntilStopped()
      withExtendedLifetime(signals) {}
      database.close()
      return 0
    } catch {
      printError("samples server: \(error)")
      return 1
    }
  }

  /// Runs `stop` on SIGINT or SIGTERM instead of dying, so in-flight requests finish.
  static func stopOnSignals(_ stop: @escaping @Sendable () -> Void) -> [DispatchSourceSignal] {
    [SIGINT, SIGTERM].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler(handler: stop)
      source.resume()
      return source
    }
  }
}
