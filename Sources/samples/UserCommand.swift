import Backend
import BackendPostgres
import BackendSQLite
import Foundation
import SamplesApp

#if canImport(Glibc)
  import Glibc
#endif

/// `samples user add EMAIL`: creates an account, reading the password from standard input.
enum UserCommand {
  static let usage = """
    USAGE: samples user add <email> [--database <path|url>]

    Creates an account for the backend. The password is read from standard input (without
    echo on a terminal); it must be at least \(AccountService.minimumPasswordLength) characters. Only a yescrypt hash of it
    is stored.

    OPTIONS:
      --database <path>     The SQLite database (default: the user's data directory).
      --database postgres://...
                            A PostgreSQL database, as `samples server --database` takes it.
      -h, --help            Show this help.
    """

  struct Options: Equatable {
    var email: String
    var database: String?
  }

  static func parse(_ reader: inout ArgumentReader) throws(UsageError) -> Options {
    let subcommand = try reader.positional("'add <email>'")
    guard subcommand == "add" else {
      throw UsageError("unknown subcommand '\(subcommand)'; expected 'add <email>'")
    }
    var options = Options(email: try reader.positional("<email>"))
    while let option = try reader.nextOption() {
      switch option {
      case "--database": options.database = try reader.value(for: option, "<path>")
      default: throw reader.unknown(option)
      }
    }
    return options
  }

  static func run(_ arguments: [String]) -> Int32 {
    let options: Options
    switch ArgumentReader.read(arguments, command: "samples user", usage: usage, parse) {
    case .success(let parsed): options = parsed
    case .failure(let exit): return exit.code
    }
    let email = options.email
    let database = options.database
    guard AccountService.isValidEmail(email) else {
      printError("samples user: '\(email)' is not a valid email address")
      return 1
    }
    let password = readPassword(prompt: "Password for \(email): ")
    do {
      if let url = database, ServerCommand.isPostgresURL(url) {
        let (backend, store) = try Backend.open(postgres: url)
        defer { store.close() }
        try backend.accounts.register(email: email, password: password)
      } else {
        let path = try database ?? SampleData.defaultDatabasePath()
        let (backend, store) = try Backend.open(databasePath: path)
        defer { store.close() }
        try backend.accounts.register(email: email, password: password)
      }
      printError("samples user: created \(email)")
      return 0
    } catch {
      printError("samples user: \(error)")
      return 1
    }
  }

  /// Reads one line from standard input; on a terminal, prompts and turns echo off.
  static func readPassword(prompt: String) -> String {
    let interactive = isatty(STDIN_FILENO) == 1
    var saved = termios()
    if interactive {
      printError(prompt)
      tcgetattr(STDIN_FILENO, &saved)
      var silent = saved
      silent.c_lflag &= ~tcflag_t(ECHO)
      tcsetattr(STDIN_FILENO, TCSANOW, &silent)
    }
    defer {
      if interactive {
        tcsetattr(STDIN_FILENO, TCSANOW, &saved)
        printError("")
      }
    }
    return readLine(strippingNewline: true) ?? ""
  }
}
