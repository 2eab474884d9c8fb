import Foundation
import SamplesApp
import TerminalUI

/// `samples [login|division|weather|counter]`: the gallery, or one app, full-screen.
enum AppCommand {
  static let usage = """
    USAGE: samples [login | division | weather | counter] [--server <url>]

    With no subcommand, opens the gallery of apps; with one, opens that app. The login and
    weather apps talk to the backend: started inside this process on 127.0.0.1 (its database
    in the user's data directory, with the demo account demo@example.com / demo1234) unless
    --server names one.

    Keys: Tab / Shift-Tab move focus, Enter presses, Esc goes back, Ctrl-C quits.

    OPTIONS:
      --server <url>        Use the backend at this URL (e.g. http://127.0.0.1:8080).
      --database <path>     The embedded backend's SQLite database.
      -h, --help            Show this help.
    """

  struct Options {
    var server: URL?
    var database: String?
  }

  static func parse(_ arguments: [String]) -> Result<Options?, UsageError> {
    var options = Options()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help": return .success(nil)
      case "--server":
        guard let value = remaining.popFirst() else {
          return .failure(UsageError("--server needs a URL"))
        }
        guard let url = URL(string: value), let scheme = url.scheme,
          scheme == "http" || scheme == "https", url.host != nil
        else {
          return .failure(UsageError("--server must be an http(s) URL, not '\(value)'"))
        }
        options.server = url
      case "--database":
        guard let value = remaining.popFirst() else {
          return .failure(UsageError("--database needs a path"))
        }
        options.database = value
      default:
        return .failure(UsageError("unexpected argument '\(argument)'"))
      }
    }
    return .success(options)
  }

  /// Runs the gallery (`app` nil) or one app; returns only on a usage error.
  @MainActor
  static func run(_ app: SampleApp?, _ arguments: [String]) -> Int32 {
    let options: Options
    switch parse(arguments) {
    case .success(nil):
      print(usage)
      return 0
    case .success(let parsed?):
      options = parsed
    case .failure(let error):
      printError("samples: \(error.message)\n\n" + usage)
      return 2
    }
    var services: SampleServices?
    var embedded: EmbeddedBackend?
    if let server = options.server {
      services = SampleServices(baseURL: server, loginHint: nil)
    } else if app == nil || app?.needsServer == true {
      do {
        let path = try options.database ?? SampleData.defaultDatabasePath()
        let backend = try EmbeddedBackend(databasePath: path)
        embedded = backend
        services = SampleServices(
          baseURL: backend.baseURL,
          loginHint:
            "デモ用アカウント: \(EmbeddedBackend.demoEmail) / \(EmbeddedBackend.demoPassword)")
      } catch {
        printError("samples: cannot start the embedded backend: \(error)")
        return 1
      }
    }
    let onExit: @MainActor () -> Void = { embedded?.stop() }
    if let app {
      TerminalRuntime.run(SingleAppView(app: app, services: services), onExit: onExit)
    }
    TerminalRuntime.run(GalleryView(services: services), onExit: onExit)
  }
}
