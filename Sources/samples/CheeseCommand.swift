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

  static func run(_ arguments: [String]) -> Int32 {
    let read = ArgumentReader.read(arguments, command: "samples cheese", usage: usage) {
      reader throws(UsageError) in
      if let option = try reader.nextOption() { throw reader.unknown(option) }
    }
    if case .failure(let exit) = read { return exit.code }
    do {
      let input = try CheeseParser.readAll(fileDescriptor: STDIN_FILENO)
      let problem = try CheeseParser.parse(input)
      let answer = try CheeseSolver.maximumWorth(problem)
      print(answer)
      return 0
    } catch {
      printError("samples cheese: \(error)")
      return 1
    }
  }
}
