import Foundation
import TestSupport
import Testing

@Suite("A TerminalUI app answers --help without opening its screen")
struct AppHelpTests {
  @Test("terminalui-demo --help and -h print the usage and the keys, and exit 0")
  func help() async throws {
    for flag in ["--help", "-h"] {
      let (status, output) = try await onOwnThread { try Self.run("terminalui-demo", [flag]) }
      #expect(status == 0)
      #expect(output.hasPrefix("USAGE: terminalui-demo"), "\(output)")
      #expect(output.contains("Ctrl-C quits"))
    }
  }

  /// Runs a built program with no terminal and its output read to the end.
  private static func run(_ name: String, _ arguments: [String]) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: builtExecutable(name))
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
