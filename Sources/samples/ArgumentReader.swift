/// Reads one command's arguments, left to right: options (`--port 8080` or `--port=8080`),
/// their values, and positional arguments, with one wording for every mistake.
///
/// ```swift
/// var reader = ArgumentReader(["--port", "0", "--database", "db.sqlite"])
/// while let option = try reader.nextOption() {
///   switch option {
///   case "--port": port = try reader.value(for: option, "<port>", must: "be a number") { Int($0) }
///   case "--database": database = try reader.value(for: option, "<path>")
///   default: throw reader.unknown(option)
///   }
/// }
/// ```
///
/// The messages are in English, like the usage texts they are printed above.
struct ArgumentReader {
  private var remaining: ArraySlice<String>
  /// The value written into the last option itself (`--port=8080`), not yet taken.
  private var attachedValue: (option: String, value: String)?

  init(_ arguments: [String]) { remaining = arguments[...] }

  /// Whether `-h` or `--help` is among the arguments. Help is given even when other
  /// arguments are wrong.
  static func wantsHelp(_ arguments: [String]) -> Bool {
    arguments.contains { $0 == "-h" || $0 == "--help" }
  }

  /// The next option's name, or nil when no arguments are left. A positional argument, or
  /// a value given to an option that takes none, is a mistake.
  mutating func nextOption() throws(UsageError) -> String? {
    if let attachedValue {
      throw UsageError("\(attachedValue.option) takes no value, not '\(attachedValue.value)'")
    }
    guard let argument = remaining.popFirst() else { return nil }
    guard argument.hasPrefix("-"), argument.count > 1 else {
      throw UsageError("unexpected argument '\(argument)'")
    }
    if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
      let option = String(argument[..<equals])
      attachedValue = (option, String(argument[argument.index(after: equals)...]))
      return option
    }
    return argument
  }

  /// The next positional argument, shown as `placeholder` (`<email>`) if it is missing.
  mutating func positional(_ placeholder: String) throws(UsageError) -> String {
    guard let argument = remaining.first, !argument.hasPrefix("-") else {
      throw UsageError("missing \(placeholder)")
    }
    remaining.removeFirst()
    return argument
  }

  /// The value of `option`, just read by `nextOption()`, shown as `placeholder` (`<path>`)
  /// if it is missing.
  mutating func value(for option: String, _ placeholder: String) throws(UsageError) -> String {
    if let attached = attachedValue, attached.option == option {
      attachedValue = nil
      return attached.value
    }
    guard let value = remaining.popFirst() else {
      throw UsageError("missing value for '\(option) \(placeholder)'")
    }
    return value
  }

  /// The value of `option` made by `convert`, which returns nil for one it refuses; the
  /// refusal says that the value must `expectation` ("be a number from 0 to 65535").
  mutating func value<Value>(
    for option: String, _ placeholder: String, must expectation: String,
    _ convert: (String) -> Value?
  ) throws(UsageError) -> Value {
    let text = try value(for: option, placeholder)
    guard let value = convert(text) else {
      throw UsageError("\(option) must \(expectation), not '\(text)'")
    }
    return value
  }

  /// The mistake of an option the command does not know.
  func unknown(_ option: String) -> UsageError { UsageError("unknown option '\(option)'") }

  /// Reads `arguments` with `read`. On `-h`/`--help` it prints `usage` and gives exit status
  /// 0 (1 if it cannot be written); on a mistake it prints "`command`: mistake" on standard
  /// error, then the usage line and where the whole help is — or, with `wholeUsage` (the
  /// top-level command, whose help lists the subcommands), the whole usage — and gives exit
  /// status 2.
  static func read<Options>(
    _ arguments: [String], command: String, usage: String, wholeUsage: Bool = false,
    _ read: (inout ArgumentReader) throws(UsageError) -> Options
  ) -> Result<Options, ExitStatus> {
    if wantsHelp(arguments) {
      return .failure(ExitStatus(printHelp(usage, command: command)))
    }
    var reader = ArgumentReader(arguments)
    do throws(UsageError) {
      return .success(try read(&reader))
    } catch {
      let shown = wholeUsage ? usage : synopsis(of: usage, command: command)
      printError("\(command): \(error.message)\n\n" + shown)
      return .failure(ExitStatus(2))
    }
  }

  /// What a mistake is followed by: the usage's first paragraph (the USAGE line), and where
  /// the rest is, so that the mistake stays on the screen above it.
  static func synopsis(of usage: String, command: String) -> String {
    let first = usage.components(separatedBy: "\n\n").first ?? usage
    return first + "\nRun '\(command) --help' for the whole help."
  }
}

/// A command-line mistake, reported with the usage and exit status 2.
struct UsageError: Error, Equatable {
  let message: String
  init(_ message: String) { self.message = message }
}

/// How a command ends without running: after its help (0) or a usage mistake (2).
struct ExitStatus: Error, Equatable {
  let code: Int32
  init(_ code: Int32) { self.code = code }
}
