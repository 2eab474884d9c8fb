import Backend
import Foundation
import SamplesApp

#if canImport(Glibc)
  import Glibc
#endif

/// `samples user add EMAIL`: creates an account, reading the password from standard input.
enum UserCommand {
  static let usage = """
    USAGE: samples user add <email> [--database <path>]

    Creates an account for the backend. The password is read from standard input (without
    echo on a terminal); it must be at least \(AccountService.minimumPasswordLength) characters. Only a yescrypt hash of it
    is stored.

    OPTIONS:
      --database <path>     The SQLite database (default: the user's data directory).
      -h, --help            Show this help.
    """

  static func run(_ arguments: [String]) -> Int32 {
    if arguments.contains("-h") || arguments.contains("--help") {
      print(usage)
      return 0
    }
    var remaining = arguments[...]
    guard remaining.popFirst() == "add", let email = remaining.popFirst(), !email.hasPrefix("-")
    else {
      printError("samples user: expected 'add <email>'\n\n" + usage)
      return 2
    }
    var database: String?
    while let argument = remaining.popFirst() {
      guard argument == "--database", let path = remaining.popFirst() else {
        printError("samples user: unexpected argument '\(argument)'\n\n" + usage)
        return 2
      }
      database = path
    }
    guard AccountService.isValidEmail(email) else {
      printError("samples user: '\(email)' is not a valid email address")
      return 1
    }
    let password = readPassword(prompt: "Password for \(email): ")
    do {
      let path = try database ?? SampleData.defaultDatabasePath()
      let (backend, store) = try Backend.open(databasePath: path)
      defer { store.close() }
      try backend.accounts.register(email: email, password: password)
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
