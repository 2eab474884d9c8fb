import Foundation

/// A new, empty directory under the system's temporary directory, named `prefix-<UUID>`; the
/// caller removes it.
package func makeTemporaryDirectory(prefix: String = "tests") throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "\(prefix)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// Runs `body` with a new temporary directory, removed afterwards.
package func withTemporaryDirectory<Result>(
  prefix: String = "tests", _ body: (URL) throws -> Result
) throws -> Result {
  let directory = try makeTemporaryDirectory(prefix: prefix)
  defer { try? FileManager.default.removeItem(at: directory) }
  return try body(directory)
}

/// Runs `body` with a new temporary directory, removed afterwards.
package func withTemporaryDirectory<Result>(
  prefix: String = "tests", _ body: (URL) async throws -> Result
) async throws -> Result {
  let directory = try makeTemporaryDirectory(prefix: prefix)
  defer { try? FileManager.default.removeItem(at: directory) }
  return try await body(directory)
}
