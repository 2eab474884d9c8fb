import Foundation
import SamplesApp
import TerminalKit

/// `samples compare`: the login screen's six architectures side by side.
enum CompareCommand {
  static let usage = """
    USAGE: samples compare

    Prints the login screen's six architectures (MVC, MVP, MVVM, MVVM Input/Output, Redux,
    VIPER) side by side: each one's layers with the lines of code of each layer's file, its
    types and unit tests, which way data flows, what its tests can check without a screen,
    and its files, fitted to the terminal's width. Into a pipe or a file it fits $COLUMNS
    when set, else the terminal that standard error goes to (`samples compare | less`), else
    prints each row on one line. The figures are counted from the package's sources (a test
    keeps them current). `samples login --architecture <name> --trace` runs one with its data
    flow shown.

    OPTIONS:
      -h, --help            Show this help.
    """

  /// `samples compare` takes no options but `--help`.
  static func parse(_ reader: inout ArgumentReader) throws(UsageError) {
    if let option = try reader.nextOption() { throw reader.unknown(option) }
  }

  static func run(_ arguments: [String]) -> Int32 {
    switch ArgumentReader.read(arguments, command: "samples compare", usage: usage, parse) {
    case .success:
      return printOrFail(ArchitectureComparison.table(width: width()), command: "samples compare")
    case .failure(let exit): return exit.code
    }
  }

  /// The width to fit: the terminal's, when the table goes to one; else `COLUMNS`, when it is
  /// a number (shells set it but do not export it); else the width of the terminal standard
  /// error goes to, as when the table is piped into a pager; else none.
  static func width(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int? {
    if isatty(STDOUT_FILENO) == 1 { return Terminal.size().width }
    if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 { return columns }
    return columns(of: STDERR_FILENO)
  }

  /// The width of the terminal `descriptor` is open on; nil when it is not one.
  private static func columns(of descriptor: Int32) -> Int? {
    guard isatty(descriptor) == 1 else { return nil }
    var window = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 else { return nil }
    return Int(window.ws_col)
  }
}
