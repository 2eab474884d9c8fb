import CheeseFeature
import SamplesApp

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `samples` command line: picks a subcommand and returns the process's exit status.
enum SamplesCommand {
  static let usage = """
    USAGE: samples [<subcommand>] [options]

    The architecture samples on Linux. With no subcommand, opens the gallery of apps.

    SUBCOMMANDS:
      login         The login screen (MVVM with Combine bindings).
      division      The division calculator (MVP).
      weather       The weather forecast (SwiftUI + Combine + an API client).
      counter       The counter (RxSwift Input/Output).
      cheese        Solve AtCoder ABC229 C ("Cheese") from standard input.
      server        Run the backend (forecasts and logins over HTTP, SQLite storage).
      user          Manage the backend's accounts: `samples user add <email>`.

    Run `samples <subcommand> --help` for a subcommand's options.

    OPTIONS:
      --server <url>  The apps use this backend instead of starting one.
      -h, --help      Show this help.
    """

  @MainActor
  static func run(_ arguments: [String]) -> Int32 {
    // Options before any subcommand are the gallery's.
    guard let first = arguments.first, !first.hasPrefix("-") || first == "-h" || first == "--help"
    else {
      return AppCommand.run(nil, arguments)
    }
    if let app = SampleApp(rawValue: first), app != .cheese {
      return AppCommand.run(app, Array(arguments.dropFirst()))
    }
    switch first {
    case "-h", "--help", "help":
      print(usage)
      return 0
    case "cheese":
      return CheeseCommand.run(Array(arguments.dropFirst()))
    case "server":
      return ServerCommand.run(Array(arguments.dropFirst()))
    case "user":
      return UserCommand.run(Array(arguments.dropFirst()))
    default:
      printError("samples: unknown subcommand '\(first)'\n\n" + usage)
      return 2
    }
  }
}

func printError(_ message: String) { writeLine(message, to: STDERR_FILENO) }

/// Writes a line to standard output at once, unbuffered (a launcher waits for it).
func printNow(_ message: String) { writeLine(message, to: STDOUT_FILENO) }

private func writeLine(_ message: String, to fd: Int32) {
  var line = message
  if !line.hasSuffix("\n") { line += "\n" }
  let bytes = Array(line.utf8)
  var offset = 0
  while offset < bytes.count {
    let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    guard written > 0 else { return }
    offset += written
  }
}
