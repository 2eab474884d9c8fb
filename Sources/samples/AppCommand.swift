import Foundation
import LoginArchitectures
import SamplesApp
import TerminalUI

/// `samples [login|division|weather|counter]`: the gallery, or one app, full-screen.
enum AppCommand {
  /// The keys of an app opened directly, as its footer (`SingleAppView.footer`) shows them.
  static let appKeys = """
    Keys: Tab / Shift-Tab move focus, Enter presses, Ctrl-C quits. Esc closes an alert but
    does not quit: an app opened directly has no gallery to go back to.
    """

  /// The options of an app that talks to the backend.
  private static let backendOptions = """
    OPTIONS:
      --server <url>        Use the backend at this URL (e.g. http://127.0.0.1:8080).
      --database <path>     The embedded backend's SQLite database.
      -h, --help            Show this help.
    """

  /// The options of an app that needs no backend (the global --server and --database are
  /// accepted and have nothing to do).
  private static let plainOptions = """
    OPTIONS:
      -h, --help            Show this help.
    """

  /// The help of `app`, or of `samples` itself, which opens the gallery (nil).
  static func usage(for app: SampleApp?) -> String {
    let description: String
    switch app {
    case nil: return SamplesCommand.usage
    case .login:
      description = """
        The login screen: an email and a password, checked as you type, sent to the backend's
        /login. The embedded backend holds the demo account demo@example.com / demo1234.

        The same screen is built in six architectures over one model; --architecture picks
        one (default mvvm):
        \(LoginArchitecture.allCases.map { "  \($0.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)) \($0.title)" }.joined(separator: "\n"))
        --trace opens it with the data-flow pane, which lists every message that crosses a
        layer as it happens: a call (View → Presenter) or a value the receiver observes
        (ViewModel ⇢ View). Ctrl-T shows or hides it, Ctrl-L clears it. `samples compare`
        prints the six side by side.

        LOGIN OPTIONS:
          --architecture <name>  mvc, mvp, mvvm, mvvm-rx, redux or viper.
          --trace                Open with the data-flow pane shown.
        """
    case .division:
      description = """
        The division calculator (MVP): a dividend and a divisor, and their quotient, with a
        refusal of division by zero or of input that is not a number. It needs no backend.
        """
    case .weather:
      description = """
        The weather forecast (SwiftUI + Combine + an API client): an address, and its hourly
        forecast fetched from the backend's /forecast.
        """
    case .counter:
      description = """
        The counter (RxSwift Input/Output): the + and − buttons count up and down, Reset goes
        back to zero. It needs no backend.
        """
    case .cheese:
      return CheeseCommand.usage
    }
    let needsServer = app?.needsServer ?? false
    let command = "samples \(app?.rawValue ?? "")"
    var synopsis = "USAGE: " + command
    if app == .login {
      // The options on a line of their own under the first, where they would not fit.
      synopsis +=
        " [--architecture <name>] [--trace]\n"
        + String(repeating: " ", count: "USAGE: ".count + command.count)
    }
    if needsServer { synopsis += " [--server <url>] [--database <path>]" }
    return """
      \(synopsis)

      \(description)

      \(appKeys)

      \(needsServer ? backendOptions : plainOptions)
      """
  }

  struct Options: Equatable {
    var server: URL?
    var database: String?
    var login = LoginOptions()
  }

  static func parse(_ reader: inout ArgumentReader) throws(UsageError) -> Options {
    try parse(&reader, acceptsLoginOptions: false)
  }

  /// The options of `samples login`: the common ones, `--architecture` and `--trace`.
  static func parseLogin(_ reader: inout ArgumentReader) throws(UsageError) -> Options {
    try parse(&reader, acceptsLoginOptions: true)
  }

  private static func parse(_ reader: inout ArgumentReader, acceptsLoginOptions: Bool)
    throws(UsageError) -> Options
  {
    var options = Options()
    while let option = try reader.nextOption() {
      switch option {
      case "--architecture" where acceptsLoginOptions:
        let names = LoginArchitecture.allCases.map(\.rawValue).joined(separator: ", ")
        options.login.architecture = try reader.value(
          for: option, "<name>", must: "be one of \(names)"
        ) { LoginArchitecture(rawValue: $0.lowercased()) }
      case "--trace" where acceptsLoginOptions: options.login.showsTrace = true
      case "--server":
        options.server = try reader.value(for: option, "<url>", must: "be an http(s) URL") {
          guard let url = URL(string: $0), let scheme = url.scheme,
            scheme == "http" || scheme == "https", url.host != nil
          else { return nil }
          return url
        }
      case "--database": options.database = try reader.value(for: option, "<path>")
      default: throw reader.unknown(option)
      }
    }
    return options
  }

  /// Whether an app needs the embedded backend to start.
  enum BackendNeed: Equatable {
    /// It never talks to a backend (division, counter, cheese): none is started.
    case none
    /// It opens without one (the gallery: its login and weather screens say a server is needed).
    case optional
    /// It cannot run without one (login, weather).
    case required
  }

  /// What `app` (nil: the gallery) needs of the embedded backend.
  static func backendNeed(_ app: SampleApp?) -> BackendNeed {
    guard let app else { return .optional }
    return app.needsServer ? .required : .none
  }

  /// Runs the gallery (`app` nil) or one app; returns only after its help or on a mistake.
  @MainActor
  static func run(_ app: SampleApp?, _ arguments: [String]) -> Int32 {
    let command = app.map { "samples \($0.rawValue)" } ?? "samples"
    let options: Options
    let parser = app == .login ? parseLogin : parse
    switch ArgumentReader.read(
      arguments, command: command, usage: usage(for: app), wholeUsage: app == nil, parser)
    {
    case .success(let parsed): options = parsed
    case .failure(let exit): return exit.code
    }
    if let problem = StartupProblem.terminal(
      environment: ProcessInfo.processInfo.environment,
      interactive: isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1)
    {
      printError(problem)
      return 1
    }
    var services: SampleServices?
    var embedded: EmbeddedServer?
    var unavailableReason: String?
    let need = backendNeed(app)
    if let server = options.server {
      services = SampleServices(baseURL: server, loginHint: nil)
    } else if need != .none {
      do {
        let path = try options.database ?? SampleData.defaultDatabasePath()
        let backend = try EmbeddedServer(databasePath: path)
        embedded = backend
        services = .embedded(backend)
      } catch {
        unavailableReason = StartupProblem.reason(error, databasePath: options.database)
        printError(StartupProblem.backend(error, databasePath: options.database))
        // The gallery still opens: its apps that need no backend work without one.
        if need == .required { return 1 }
      }
    }
    let onExit: @MainActor () -> Void = { embedded?.stop() }
    if let app {
      TerminalRuntime.run(
        SingleAppView(app: app, services: services, login: options.login), onExit: onExit)
    }
    TerminalRuntime.run(
      GalleryView(services: services, unavailableReason: unavailableReason), onExit: onExit)
  }
}
