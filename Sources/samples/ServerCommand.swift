import Backend
import Foundation
import HTTPServer
import SamplesApp

/// `samples server`: the backend alone.
enum ServerCommand {
  static let usage = """
    USAGE: samples server [--host <host>] [--port <port>] [--database <path>]

    Runs the backend the apps talk to. Prints one line, "listening on http://HOST:PORT",
    once it accepts connections; SIGINT or SIGTERM stop it gracefully.

    OPTIONS:
      --host <host>         The IPv4 address to listen on (default: 127.0.0.1).
      --port <port>         The port; 0 picks a free one (default: 8080).
      --loops <n>           Event-loop threads (default: half the processors, at least 1).
      --database <path>     The SQLite database (default: the user's data directory,
                            $XDG_DATA_HOME or ~/.local/share, architecture-samples/samples.sqlite).
      -h, --help            Show this help.
    """

  struct Options {
    var host = "127.0.0.1"
    var port = 8080
    var database: String?
    var loops: Int?
  }

  static func parse(_ arguments: [String]) -> Result<Options?, UsageError> {
    var options = Options()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help": return .success(nil)
      case "--host", "--port", "--database", "--loops":
        guard let value = remaining.popFirst() else {
          return .failure(UsageError("\(argument) needs a value"))
        }
        switch argument {
        case "--host": options.host = value
        case "--port":
          guard let port = Int(value), (0...65535).contains(port) else {
            return .failure(UsageError("--port must be a number from 0 to 65535, not '\(value)'"))
          }
          options.port = port
        case "--loops":
          guard let loops = Int(value), (1...64).contains(loops) else {
            return .failure(UsageError("--loops must be a number from 1 to 64, not '\(value)'"))
          }
          options.loops = loops
        default: options.database = value
        }
      default:
        return .failure(UsageError("unexpected argument '\(argument)'"))
      }
    }
    return .success(options)
  }

  static func run(_ arguments: [String]) -> Int32 {
    let options: Options
    switch parse(arguments) {
    case .success(nil):
      print(usage)
      return 0
    case .success(let parsed?):
      options = parsed
    case .failure(let error):
      printError("samples server: \(error.message)\n\n" + usage)
      return 2
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

  /// `$XDG_DATA_HOME/architecture-samples/samples.sqlite`, else under `~/.local/share`; the
  /// directory is created.
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

/// A command-line mistake, reported with the usage and exit status 2.
struct UsageError: Error {
  let message: String
  init(_ message: String) { self.message = message }
}
