import Foundation

/// The PostgreSQL server the tests may use: the one `PGHOST` and the other `PG*` variables
/// name (`.ci/start-postgres` starts a throwaway one and sets them). Without them the
/// PostgreSQL tests are skipped, unless `REQUIRE_POSTGRES=1` (as in CI) makes that a failure.
package enum PostgresTestDatabase {
  package static var isConfigured: Bool {
    ProcessInfo.processInfo.environment["PGHOST"]?.isEmpty == false
  }

  package static var isRequired: Bool {
    ProcessInfo.processInfo.environment["REQUIRE_POSTGRES"] == "1"
  }

  /// A name of its own for a test's tables, so tests running at once do not meet.
  package static func uniqueName(_ prefix: String) -> String {
    "\(prefix)_\(UUID().uuidString.prefix(8).lowercased())"
  }
}
