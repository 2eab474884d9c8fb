import Foundation

struct ProcessResult: Equatable {
  var status: Int32
  var output: String
  var error: String
}

/// The directory holding the products of this build, next to the test bundle.
func productsDirectory() -> URL {
  let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
  var directory = executable.deletingLastPathComponent()
  // On Linux the test runner is `<products>/<package>PackageTests.xctest`.
  while directory.pathExtension == "xctest" { directory = directory.deletingLastPathComponent() }
  return directory
}

/// Runs the built `samples` binary with `arguments`, feeding `input` on standard input.
func runSamples(_ arguments: [String], input: String) throws -> ProcessResult {
  let process = Process()
  process.executableURL = productsDirectory().appendingPathComponent("samples")
  process.arguments = arguments
  let stdin = Pipe()
  let stdout = Pipe()
  let stderr = Pipe()
  process.standardInput = stdin
  process.standardOutput = stdout
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
