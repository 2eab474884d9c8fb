import Foundation
import TestSupport

struct ProcessResult: Equatable {
  var status: Int32
  var output: String
  var error: String
}

/// Runs the built `samples` binary with `arguments`, feeding `input` on standard input;
/// `environment`, when given, replaces the test process's; `standardOutput`, when given, is a
/// file its standard output is written to instead of a pipe (then `output` is empty). The
/// waiting happens on a thread of its own, not on the one the test runs on.
func runSamples(
  _ arguments: [String], input: String, environment: [String: String]? = nil,
  standardOutput: String? = nil
) async throws -> ProcessResult {
  try await onOwnThread {
    try runSamplesWaiting(
      arguments, input: input, environment: environment, standardOutput: standardOutput)
  }
}

private func runSamplesWaiting(
  _ arguments: [String], input: String, environment: [String: String]?,
  standardOutput: String?
) throws -> ProcessResult {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: builtExecutable("samples"))
  process.arguments = arguments
  if let environment { process.environment = environment }
  let stdin = Pipe()
  let stdout = Pipe()
  let stderr = Pipe()
  process.standardInput = stdin
  if let standardOutput {
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: standardOutput))
    try stdout.fileHandleForWriting.close()
  } else {
    process.standardOutput = stdout
  }
  process.standardError = stderr
  try process.run()
  // Write from another thread so a large input cannot deadlock against a full stdout pipe.
  let writer = Thread {
    try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
    try? stdin.fileHandleForWriting.close()
  }
  writer.start()
  let errorData = ErrorCollector(stderr.fileHandleForReading)
  let output = stdout.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return ProcessResult(
    status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
    error: String(decoding: errorData.wait(), as: UTF8.self))
}

/// Reads a pipe to its end on its own thread.
final class ErrorCollector: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var data = Data()

  init(_ handle: FileHandle) {
    Thread {
      self.data = handle.readDataToEndOfFile()
      self.done.signal()
    }.start()
  }

  func wait() -> Data {
    done.wait()
    return data
  }
}

/// The built `samples server`, on a free port with its database at `database`, started and
/// read up to the address it announces.
final class ServerProcess: @unchecked Sendable {
  let process = Process()
  /// The first line it printed: "listening on http://HOST:PORT".
  let announcement: String
  let port: Int

  /// Starts one with `arguments` after its own and waits, on a thread of its own, for its
  /// announcement. Its standard output is a pipe read up to that line and never after.
  static func start(database: String, arguments: [String] = []) async throws -> ServerProcess {
    try await onOwnThread { try ServerProcess(database: database, arguments: arguments) }
  }

  private init(database: String, arguments: [String]) throws {
    process.executableURL = URL(fileURLWithPath: builtExecutable("samples"))
    process.arguments = ["server", "--port", "0", "--database", database] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    var line = Data()
    while !line.contains(10) {
      let chunk = output.fileHandleForReading.availableData
      guard !chunk.isEmpty else { break }
      line.append(chunk)
    }
    announcement = String(decoding: line, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard let port = Int(announcement.split(separator: ":").last ?? "") else {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      throw TestSupportError("samples server announced no port: '\(announcement)'")
    }
    self.port = port
  }

  /// Sends `signal` and waits, on a thread of its own, for the process to end; returns its
  /// exit status.
  @discardableResult
  func stop(with signal: Int32 = SIGTERM) async -> Int32 {
    let process = self.process
    return
      (try? await onOwnThread {
        if process.isRunning { kill(process.processIdentifier, signal) }
        process.waitUntilExit()
        return process.terminationStatus
      }) ?? -1
  }

  deinit { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
}
