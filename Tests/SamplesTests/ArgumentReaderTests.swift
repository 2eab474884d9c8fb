import Foundation
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
      (["--bogus"], "samples: unknown option '--bogus'", "USAGE: samples [login"),
      (["login", "--server"], "samples login: missing value for '--server <url>'", "USAGE:"),
      (["weather", "extra"], "samples weather: unexpected argument 'extra'", "USAGE:"),
      (["cheese", "--fast"], "samples cheese: unknown option '--fast'", "USAGE: samples cheese"),
      (["server", "--port"], "samples server: missing value for '--port <port>'", "--loops"),
      (["user", "add"], "samples user: missing <email>", "USAGE: samples user add"),
      (["nope"], "samples: unknown subcommand 'nope'", "SUBCOMMANDS:"),
    ])
  func mistake(arguments: [String], firstLine: String, usage: String) throws {
    let result = try runSamples(arguments, input: "")
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.error.hasPrefix(firstLine + "\n\n"))
    #expect(result.error.contains(usage))
  }

  @Test(
    "--help prints the command's usage on standard output, with exit status 0",
    arguments: [
      (["--help"], "USAGE: samples [<subcommand>]"),
      (["counter", "-h"], "USAGE: samples [login"),
      (["cheese", "--help"], "USAGE: samples cheese"),
      (["server", "--port", "nope", "--help"], "USAGE: samples server"),
      (["user", "--help"], "USAGE: samples user add"),
    ])
  func help(arguments: [String], usage: String) throws {
    let result = try runSamples(arguments, input: "")
    #expect(result.status == 0)
    #expect(result.output.hasPrefix(usage))
    #expect(result.error.isEmpty)
  }
}
