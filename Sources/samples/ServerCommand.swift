import Backend
import BackendPostgres
import BackendSQLite
import Foundation
import HTTPServer
import SamplesApp

/// `samples server`: the backend alone.
enum ServerCommand {
  static let usage = """
    USAGE: samples server [--host <host>] [--port <port>] [--loops <n>] [--database <path|url>]
                          [--access-log <path>|-|off] [--demo-account]

    Runs the backend the apps talk to. Prints one line, "listening on http://HOST:PORT",
    on standard output once it accepts connections; SIGINT or SIGTERM stop it gracefully.

    ACCOUNTS:
      A new database has no accounts, so POST /login answers 401 until one exists. Create
      one with `samples user add <email> [--database <path|url>]` (it reads the password
      from standard input), or start the server with --demo-account.

    ROUTES:
      GET /forecast[?address=]   A forecast (the seeds' JSON).
      POST /login                {"email","password"} -> a bearer token.
      PUT /forecast?address=     Replaces a forecast (needs the token).
      GET /health                JSON: status, uptime_seconds, requests_served,
                                 dropped_log_lines, database ("ok" or "unavailable").

    OPTIONS:
      --host <host>         The IPv4 address to listen on (default: 127.0.0.1).
      --port <port>         The port; 0 picks a free one (default: 8080).
      --loops <n>           Event-loop threads (default: half the processors, at least 1).
                            Password checks and database work run on worker threads of their
                            own, never on the loops.
      --database <path>     The SQLite database (default: the user's data directory,
                            $XDG_DATA_HOME or $HOME/.local/share, architecture-samples/samples.sqlite).
      --database postgres://[user[:password]@][host][:port][/database]
                            A PostgreSQL database instead, shared by every server given the same
                            one: accounts, tokens, failed logins and forecasts, with each server's
                            cache dropped when any of them writes. What the URL leaves out comes
                            from the PG* environment variables (PGHOST, PGUSER, ...);
                            "postgres://" alone takes them all.
      --access-log <path>|-|off
                            Where each answered request's line goes ("GET /forecast 200 0.12ms";
                            never the query): appended to the file <path>, "-" for standard
                            output, "off" for nowhere (default: -). Lines wait in a bounded
                            buffer; when the destination does not keep up they are dropped and
                            counted (on GET /health, and in the log once it catches up), and
                            serving goes on.
      --demo-account        Creates the demo account, \(EmbeddedServer.demoEmail) / \(EmbeddedServer.demoPassword),
                            unless it exists: a password everyone knows, so only on a server
                            for trying the apps.
      -h, --help            Show this help.
    """

  /// Where the access log goes.
  enum AccessLog: Equatable {
    case standardOutput
    case file(String)
    case off

    init?(argument: String) {
      switch argument {
      case "-": self = .standardOutput
      case "off": self = .off
      case "": return nil
      default: self = .file(argument)
      }
    }
  }

  struct Options: Equatable {
    var host = "127.0.0.1"
    var port = 8080
    var database: String?
    var loops: Int?
    var accessLog = AccessLog.standardOutput
    /// Whether to create the demo account at start (it is never made silently).
    var demoAccount = false
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
      case "--access-log":
        options.accessLog = try reader.value(
          for: option, "<path>|-|off", must: "be a path, - or off", AccessLog.init(argument:))
      case "--demo-account": options.demoAccount = true
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
      let statistics = ServerStatistics()
      let log: AccessLogWriter?
      switch options.accessLog {
      case .standardOutput:
        log = AccessLogWriter(fileDescriptor: STDOUT_FILENO, statistics: statistics)
      case .file(let path): log = try AccessLogWriter(path: path, statistics: statistics)
      case .off: log = nil
      }
      let backend: Backend
      let close: () -> Void
      if let url = options.database, Self.isPostgresURL(url) {
        let (opened, database) = try Backend.open(postgres: url)
        (backend, close) = (opened, database.close)
      } else {
        let path = try options.database ?? SampleData.defaultDatabasePath()
        let (opened, database) = try Backend.open(databasePath: path)
        (backend, close) = (opened, database.close)
      }
      if options.demoAccount { try EmbeddedServer.ensureDemoAccount(backend.accounts) }
      var configuration = HTTPServerConfiguration()
      configuration.host = options.host
      configuration.port = options.port
      configuration.statistics = statistics
      if let loops = options.loops { configuration.loops = loops }
      if let log { configuration.accessLogBatch = { log.append($0) } }
      let server = HTTPServer(
        configuration: configuration, router: backend.makeRouter(statistics: statistics))
      try server.start()
      // Signals are handled before the address is announced: whoever starts the server
      // may stop it as soon as it reads that line.
      let signals = stopOnSignals { server.shutdown() }
      printNow("listening on http://\(options.host):\(server.port)")
      // The log's lines follow the announcement, on standard output too.
      log?.start()
      server.waitUntilStopped()
      withExtendedLifetime(signals) {}
      // A destination that takes nothing (a full pipe) does not hold up the exit for long.
      log?.stop(timeout: 2)
      close()
      return 0
    } catch {
      printError("samples server: \(error)")
      return 1
    }
  }

  /// Whether `--database` names a PostgreSQL server rather than a SQLite file.
  static func isPostgresURL(_ value: String) -> Bool {
    value.hasPrefix("postgres://") || value.hasPrefix("postgresql://")
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
