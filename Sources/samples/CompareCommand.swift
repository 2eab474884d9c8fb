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
      return printOrFail(
        ArchitectureComparison.table(width: outputWidth(orStandardError: true)),
        command: "samples compare")
    case .failure(let exit): return exit.code
    }
  }
}
