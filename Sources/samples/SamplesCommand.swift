import CheeseFeature
import SamplesApp
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `samples` command line: picks a subcommand and returns the process's exit status.
enum SamplesCommand {
  static let usage = """
    USAGE: samples [<subcommand>] [options]

    The architecture samples on Linux. With no subcommand, opens the gallery: first the
    login screen in six architectures, then the apps; with one, opens that app. The login
    and weather apps talk to the backend: started inside this process on 127.0.0.1 (its
    database in the user's data directory, with the demo account demo@example.com /
    demo1234) unless --server names one.

    Keys: ↑↓ choose in a list, Tab / Shift-Tab move focus, Enter opens or presses, Esc goes
    back to the gallery, Ctrl-C quits. An app opened directly (samples division) has no
    gallery behind it: there Esc closes an alert but does not quit.

    SUBCOMMANDS:
      login         The login screen, in one of six architectures (--architecture, --trace).
      compare       The six architectures of the login screen side by side, as a table.
      division      The division calculator (MVP).
      weather       The weather forecast (SwiftUI + Combine + an API client).
      counter       The counter (RxSwift Input/Output).
      cheese        Solve AtCoder ABC229 C ("Cheese") from standard input.
      server        Run the backend (forecasts and logins over HTTP, SQLite storage).
      user          Manage the backend's accounts: `samples user add <email>`.
      preview       The #Previews linked into samples: `samples preview [--list | <title>]`.

    Run `samples <subcommand> --help` for a subcommand's options.

    OPTIONS (before or after the subcommand):
      --server <url>     The apps use this backend instead of starting one.
      --database <path>  The embedded backend's SQLite database (default: the user's data
                         directory, $XDG_DATA_HOME or $HOME/.local/share,
                         architecture-samples/samples.sqlite).
      --version          Print the version.
      -h, --help         Show this help.
    """

  /// The line `--version` prints.
  static let version = "samples (architecture-samples) 1.0.0"

  /// The options given before the subcommand, and the arguments from the subcommand on.
  struct Split: Equatable {
    var options: [String] = []
    var rest: [String] = []
    /// `--help` or `--version` among the leading options.
    var wantsHelp = false
    var wantsVersion = false
    /// The first leading option `samples` does not know.
    var unknown: String?
  }

  /// Splits off the global options (`--server`, `--database`, with their values) that come
  /// before the subcommand; they are handed on to it after its own arguments. So are the
  /// login's own (`--architecture`, `--trace`), so `samples --trace login` works as
  /// `samples login --trace` does; any other subcommand refuses them as its own mistake.
  static func split(_ arguments: [String]) -> Split {
    var split = Split()
    var remaining = arguments[...]
    while let argument = remaining.first, argument.hasPrefix("-"), argument.count > 1 {
      remaining.removeFirst()
      let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
      switch name {
      case "-h", "--help": split.wantsHelp = true
      case "--version": split.wantsVersion = true
      case "--trace": split.options.append(argument)
      case "--server", "--database", "--architecture":
        split.options.append(argument)
        if !argument.contains("="), let value = remaining.popFirst() {
          split.options.append(value)
        }
      default:
        if split.unknown == nil { split.unknown = argument }
      }
    }
    split.rest = Array(remaining)
    return split
  }

  @MainActor
  static func run(_ arguments: [String]) -> Int32 {
    var split = split(arguments)
    if split.wantsHelp {
      // `samples -h login` is the help of login, as `samples login -h` is.
      guard split.rest.first != nil else { return printHelp(usage, command: "samples") }
      split.rest.append("--help")
    }
    if split.wantsVersion { return printOrFail(version, command: "samples") }
    if split.unknown != nil {
      // Reported by the gallery's reader, with the usage of samples.
      return AppCommand.run(nil, arguments)
    }
    guard let first = split.rest.first else {
      return AppCommand.run(nil, split.options)
    }
    let subcommandArguments = Array(split.rest.dropFirst()) + split.options
    if let app = SampleApp(rawValue: first), app != .cheese {
      return AppCommand.run(app, subcommandArguments)
    }
    switch first {
    case "help":
      return printHelp(usage, command: "samples")
    case "cheese":
      return CheeseCommand.run(subcommandArguments)
    case "compare":
      return CompareCommand.run(Array(split.rest.dropFirst()))
    case "server":
      return ServerCommand.run(subcommandArguments)
    case "user":
      return UserCommand.run(subcommandArguments)
    case "preview":
      // The previews need no backend: the global options are not theirs.
      PreviewGallery.run(
        arguments: Array(split.rest.dropFirst()), program: "samples preview",
        footer: KeyHints.text(GalleryView.listFooter), locale: .samples)
    default:
      printError("samples: unknown subcommand '\(first)'\n\n" + usage)
      return 2
    }
  }
}

func printError(_ message: String) { _ = writeLine(message, to: STDERR_FILENO) }

/// Writes a line to standard output at once, unbuffered (a launcher waits for it); false if
/// it could not be written.
@discardableResult
func printNow(_ message: String) -> Bool { writeLine(message, to: STDOUT_FILENO) }

/// Writes `message` to standard output; exit status 0, or 1 with a message on standard error
/// naming `command` when it cannot be written (`> /dev/full`).
func printOrFail(_ message: String, command: String) -> Int32 {
  if printNow(message) { return 0 }
  let reason = String(cString: strerror(errno))
  printError("\(command): cannot write to standard output: \(reason)")
  return 1
}

private func writeLine(_ message: String, to fd: Int32) -> Bool {
  var line = message
  if !line.hasSuffix("\n") { line += "\n" }
  let bytes = Array(line.utf8)
  var offset = 0
  while offset < bytes.count {
    let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    if written < 0, errno == EINTR { continue }
    guard written > 0 else { return false }
    offset += written
  }
  return true
}
