import CheeseFeature

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `samples cheese`: ABC229 C from standard input to standard output.
enum CheeseCommand {
  static let usage = """
    USAGE: samples cheese < input

    Reads "N W" and then N lines "A B" from standard input and prints the largest total
    worth of at most W grams of cheese (AtCoder ABC229 C). Bad input is refused with one
    line on standard error naming the line and token, and exit status 1.

    OPTIONS:
      -h, --help    Show this help.
    """

  /// What to say before reading when standard input is a terminal, so a person who typed
  /// `samples cheese` alone is not left waiting for nothing; nil for piped input.
  ///
  /// It then reads the terminal, as `bc` and `cat` do: typing a problem by hand is a fair
  /// use, and refusing would break it. The hint goes to standard error, so the answer on
  /// standard output stays the only line there.
  static func terminalHint(standardInputIsTerminal: Bool) -> String? {
    guard standardInputIsTerminal else { return nil }
    return """
      samples cheese: reading the problem from the terminal: a line "N W", then N lines \
      "A B"; end with Ctrl-D. (Or: samples cheese < input)
      """
  }

  static func run(_ arguments: [String]) -> Int32 {
    let read = ArgumentReader.read(arguments, command: "samples cheese", usage: usage) {
      reader throws(UsageError) in
      if let option = try reader.nextOption() { throw reader.unknown(option) }
    }
    if case .failure(let exit) = read { return exit.code }
    if let hint = terminalHint(standardInputIsTerminal: isatty(STDIN_FILENO) == 1) {
      printError(hint)
    }
    do {
      let input = try CheeseParser.readAll(fileDescriptor: STDIN_FILENO)
      let problem = try CheeseParser.parse(input)
      let answer = try CheeseSolver.maximumWorth(problem)
      return printOrFail("\(answer)", command: "samples cheese")
    } catch {
      printError("samples cheese: \(error)")
      return 1
    }
  }
}
