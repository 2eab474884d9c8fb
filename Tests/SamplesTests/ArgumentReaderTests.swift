import Foundation
import TestSupport
import Testing

@testable import samples

/// Reads `arguments` with `read`, giving the options or the mistake's message.
private func reading<Options>(
  _ arguments: [String], _ read: (inout ArgumentReader) throws(UsageError) -> Options
) -> Result<Options, UsageError> {
  var reader = ArgumentReader(arguments)
  do throws(UsageError) {
    return .success(try read(&reader))
  } catch {
    return .failure(error)
  }
}

@Suite("The samples commands' argument reader")
struct ArgumentReaderTests {
  @Test("options take their value from the next argument or after '='")
  func values() {
    #expect(
      reading(["--port", "0", "--database=/tmp/x=y.sqlite", "--host=::1"], ServerCommand.parse)
        == .success(.init(host: "::1", port: 0, database: "/tmp/x=y.sqlite", loops: nil)))
    #expect(reading([], ServerCommand.parse) == .success(ServerCommand.Options()))
  }

  @Test("--access-log takes a path, - for standard output or off; standard output by default")
  func accessLog() {
    #expect(ServerCommand.Options().accessLog == .standardOutput)
    #expect(
      reading(["--access-log", "-"], ServerCommand.parse).map(\.accessLog)
        == .success(.standardOutput))
    #expect(reading(["--access-log=off"], ServerCommand.parse).map(\.accessLog) == .success(.off))
    #expect(
      reading(["--access-log", "/var/log/samples.log"], ServerCommand.parse).map(\.accessLog)
        == .success(.file("/var/log/samples.log")))
    #expect(
      reading(["--access-log="], ServerCommand.parse).map(\.accessLog)
        == .failure(UsageError("--access-log must be a path, - or off, not ''")))
  }

  @Test(
    "every mistake is named the same way in every command",
    arguments: [
      (["--fast"], "unknown option '--fast'"),
      (["8080"], "unexpected argument '8080'"),
      (["--port"], "missing value for '--port <port>'"),
      (["--port", "http"], "--port must be a number from 0 to 65535, not 'http'"),
      (["--port=70000"], "--port must be a number from 0 to 65535, not '70000'"),
      (["--loops", "0"], "--loops must be a number from 1 to 64, not '0'"),
    ])
  func serverMistakes(arguments: [String], message: String) {
    #expect(reading(arguments, ServerCommand.parse) == .failure(UsageError(message)))
  }

  @Test("the apps take --server as an http(s) URL and --database as a path")
  func apps() throws {
    let url = try #require(URL(string: "http://127.0.0.1:8080"))
    #expect(
      reading(["--server", "http://127.0.0.1:8080", "--database", "db"], AppCommand.parse)
        == .success(.init(server: url, database: "db")))
    #expect(
      reading(["--server", "ftp://x"], AppCommand.parse)
        == .failure(UsageError("--server must be an http(s) URL, not 'ftp://x'")))
    #expect(
      reading(["--server"], AppCommand.parse)
        == .failure(UsageError("missing value for '--server <url>'")))
  }

  @Test("only the login and weather apps need the embedded backend; the gallery opens without it")
  func backendNeed() {
    #expect(AppCommand.backendNeed(.division) == .none)
    #expect(AppCommand.backendNeed(.counter) == .none)
    #expect(AppCommand.backendNeed(.cheese) == .none)
    #expect(AppCommand.backendNeed(nil) == .optional)
    #expect(AppCommand.backendNeed(.login) == .required)
    #expect(AppCommand.backendNeed(.weather) == .required)
  }

  @Test("user add reads its email, then its options; a missing positional is named")
  func user() {
    #expect(
      reading(["add", "a@b.jp", "--database", "db"], UserCommand.parse)
        == .success(.init(email: "a@b.jp", database: "db")))
    #expect(
      reading([], UserCommand.parse) == .failure(UsageError("missing 'add <email>'")))
    #expect(
      reading(["add"], UserCommand.parse) == .failure(UsageError("missing <email>")))
    #expect(
      reading(["add", "--database", "db"], UserCommand.parse)
        == .failure(UsageError("missing <email>")))
    #expect(
      reading(["remove", "a@b.jp"], UserCommand.parse)
        == .failure(UsageError("unknown subcommand 'remove'; expected 'add <email>'")))
  }

  @Test("a value given to an option that takes none is refused")
  func attachedValueToFlag() {
    var reader = ArgumentReader(["--verbose=yes"])
    #expect(throws: UsageError("--verbose takes no value, not 'yes'")) {
      #expect(try reader.nextOption() == "--verbose")
      _ = try reader.nextOption()
    }
  }

  @Test("-h or --help anywhere asks for help")
  func help() {
    #expect(ArgumentReader.wantsHelp(["--port", "1", "-h"]))
    #expect(ArgumentReader.wantsHelp(["--help"]))
    #expect(!ArgumentReader.wantsHelp(["--port", "1"]))
  }
}

@Suite("samples' commands report mistakes the same way, end to end")
struct CommandLineMistakeTests {
  @Test(
    "a mistake prints 'samples <command>: <mistake>' and the usage, with exit status 2",
    arguments: [
      (["--bogus"], "samples: unknown option '--bogus'", "USAGE: samples [<subcommand>] [options]"),
      (["login", "--server"], "samples login: missing value for '--server <url>'", "USAGE:"),
      (["weather", "extra"], "samples weather: unexpected argument 'extra'", "USAGE:"),
      (["cheese", "--fast"], "samples cheese: unknown option '--fast'", "USAGE: samples cheese"),
      (["server", "--port"], "samples server: missing value for '--port <port>'", "--loops"),
      (["user", "add"], "samples user: missing <email>", "USAGE: samples user add"),
      (["nope"], "samples: unknown subcommand 'nope'", "SUBCOMMANDS:"),
      (
        ["--bogus", "weather"], "samples: unknown option '--bogus'",
        "USAGE: samples [<subcommand>] [options]"
      ),
      (
        ["--server", "ftp://x", "login"],
        "samples login: --server must be an http(s) URL, not 'ftp://x'", "USAGE: samples login"
      ),
      (
        ["--database"], "samples: missing value for '--database <path>'",
        "USAGE: samples [<subcommand>] [options]"
      ),
    ])
  func mistake(arguments: [String], firstLine: String, usage: String) async throws {
    let result = try await runSamples(arguments, input: "")
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.error.hasPrefix(firstLine + "\n\n"))
    #expect(result.error.contains(usage))
    if arguments.first?.hasPrefix("-") == false, arguments != ["nope"] {
      // The usage line and where the rest is: short enough that the mistake stays on screen.
      #expect(result.error.contains("--help' for the whole help."))
      #expect(result.error.split(separator: "\n").count <= 8, "\(result.error)")
    }
  }

  @Test("the login's usage line names its own options")
  func loginUsage() async throws {
    let result = try await runSamples(["login", "--help"], input: "")
    let synopsis = result.output.components(separatedBy: "\n\n").first ?? ""
    for option in ["--architecture <name>", "--trace", "--server <url>", "--database <path>"] {
      #expect(synopsis.contains(option), "\(synopsis)")
    }
  }

  @Test(
    "--help prints the command's usage on standard output, with exit status 0",
    arguments: [
      (["--help"], "USAGE: samples [<subcommand>]"),
      (["-h"], "USAGE: samples [<subcommand>]"),
      (["--server", "http://127.0.0.1:1", "--help"], "USAGE: samples [<subcommand>]"),
      (["counter", "-h"], "USAGE: samples counter"),
      (["division", "--help"], "USAGE: samples division"),
      (["login", "--help"], "USAGE: samples login"),
      (["weather", "--help"], "USAGE: samples weather"),
      (["cheese", "--help"], "USAGE: samples cheese"),
      (["server", "--port", "nope", "--help"], "USAGE: samples server"),
      (["user", "--help"], "USAGE: samples user add"),
    ])
  func help(arguments: [String], usage: String) async throws {
    let result = try await runSamples(arguments, input: "")
    #expect(result.status == 0)
    #expect(result.output.hasPrefix(usage))
    #expect(result.error.isEmpty)
  }

  @Test("each app's --help describes that app")
  func appHelp() async throws {
    let descriptions = [
      "login": "The login screen", "division": "The division calculator",
      "weather": "The weather forecast", "counter": "The counter",
    ]
    for (app, description) in descriptions {
      let result = try await runSamples([app, "--help"], input: "")
      #expect(result.output.contains(description), "\(app)")
      for (other, otherDescription) in descriptions where other != app {
        #expect(!result.output.contains(otherDescription), "\(app) mentions \(other)")
      }
    }
  }

  @Test("the top-level help lists --server, --database and --version")
  func topLevelHelp() async throws {
    let result = try await runSamples(["--help"], input: "")
    for option in ["--server <url>", "--database <path>", "--version"] {
      #expect(result.output.contains(option), "\(option)")
    }
  }

  @Test("--version prints one version line with exit status 0")
  func version() async throws {
    let result = try await runSamples(["--version"], input: "")
    #expect(result == ProcessResult(status: 0, output: SamplesCommand.version + "\n", error: ""))
    #expect(SamplesCommand.version.hasPrefix("samples "))
  }

  @Test("global options before the subcommand reach it")
  func globalOptionsFirst() async throws {
    try await withTemporaryDirectory(prefix: "samples-global") { directory in
      let database = directory.appendingPathComponent("global.sqlite").path
      let result = try await runSamples(
        ["--database", database, "user", "add", "someone@example.com"], input: "password1\n")
      #expect(result.status == 0, "\(result.error)")
      #expect(FileManager.default.fileExists(atPath: database))
      let attached = try await runSamples(
        ["--database=\(database)", "user", "add", "other@example.com"], input: "password1\n")
      #expect(attached.status == 0, "\(attached.error)")
    }
  }

  @Test(
    "a write error on standard output is an error: non-zero status and a message on stderr",
    arguments: [
      (["cheese"], "1 10\n2 3\n", "samples cheese: cannot write to standard output"),
      (["--help"], "", "samples: cannot write to standard output"),
      (["--version"], "", "samples: cannot write to standard output"),
      (["cheese", "--help"], "", "samples cheese: cannot write to standard output"),
    ])
  func writeError(arguments: [String], input: String, message: String) async throws {
    let result = try await runSamples(arguments, input: input, standardOutput: "/dev/full")
    #expect(result.status == 1)
    #expect(result.error.hasPrefix(message), "\(result.error)")
  }
}

@Suite("samples cheese on a terminal")
struct CheeseTerminalTests {
  @Test("with standard input a terminal it says what it expects; piped, it says nothing")
  func hint() throws {
    let hint = try #require(CheeseCommand.terminalHint(standardInputIsTerminal: true))
    #expect(hint.contains("\"N W\""))
    #expect(hint.contains("Ctrl-D"))
    #expect(CheeseCommand.terminalHint(standardInputIsTerminal: false) == nil)
  }

  @Test(
    "the real binary under a pseudo-terminal prints the hint, then reads and answers",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
  func underTerminal() async throws {
    // script(1) runs the command on a pseudo-terminal fed from our pipe; Ctrl-D ends input.
    let (status, text) = try await onOwnThread {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
      process.arguments = ["-qec", "'\(builtExecutable("samples"))' cheese", "/dev/null"]
      let input = Pipe()
      let output = Pipe()
      process.standardInput = input
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      try input.fileHandleForWriting.write(contentsOf: Data("1 10\n2 3\n\u{4}".utf8))
      try input.fileHandleForWriting.close()
      let text = String(
        decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      return (process.terminationStatus, text)
    }
    #expect(status == 0)
    let lines = text.replacingOccurrences(of: "\r", with: "").split(separator: "\n")
    #expect(
      lines.contains { $0.hasPrefix("samples cheese: reading the problem from the terminal") })
    #expect(lines.last == "6")
  }
}
