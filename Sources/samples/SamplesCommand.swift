import CheeseFeature

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `samples` command line: picks a subcommand and returns the process's exit status.
enum SamplesCommand {
  static let usage = """
    USAGE: samples <subcommand> [options]

    The architecture samples on Linux.

    SUBCOMMANDS:
      cheese        Solve AtCoder ABC229 C ("Cheese") from standard input.
      server        Run the backend (forecasts and logins over HTTP, SQLite storage).
      user          Manage the backend's accounts: `samples user add <email>`.

    The gallery and the apps (login, division, weather, counter) are not built yet.

    OPTIONS:
      -h, --help    Show this help.
    """

  static func run(_ arguments: [String]) -> Int32 {
    guard let first = arguments.first else {
      printError("samples: the gallery is not built yet; try 'samples cheese'\n\n" + usage)
      return 2
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
