import Foundation

/// A PostgreSQL cluster of a test's own, under a temporary directory, on a Unix socket there:
/// for tests that stop and start the server, which the shared one (`PGHOST`) must not be.
/// Run as the `postgres` user when the tests run as root (PostgreSQL refuses root).
package final class PostgresCluster: @unchecked Sendable {
  package let directory: URL
  package let database = "samples"

  /// The server's binaries: `PG_BIN`, else Debian's PostgreSQL 15.
  static var binaries: String {
    ProcessInfo.processInfo.environment["PG_BIN"] ?? "/usr/lib/postgresql/15/bin"
  }

  /// Whether a cluster can be made here: the binaries exist.
  package static var isAvailable: Bool {
    FileManager.default.isExecutableFile(atPath: binaries + "/initdb")
  }

  /// The connection URL of the cluster's database (socket directory as the host).
  package var url: String {
    let host = directory.path.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
    return "postgresql://samples@\(host)/\(database)"
  }

  /// Makes the cluster and starts it.
  package init() throws {
    directory = try makeTemporaryDirectory(prefix: "pg")
    try Self.ownByServerUser(directory)
    try run(
      "initdb", "-D", dataPath, "-U", "samples", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8")
    try start()
    try run("createdb", "-h", directory.path, "-U", "samples", database)
  }

  private var dataPath: String { directory.appendingPathComponent("data").path }

  package func start() throws {
    try run(
      "pg_ctl", "-D", dataPath, "-l", directory.appendingPathComponent("server.log").path, "-w",
      "-o", "-k \(directory.path) -c listen_addresses=''", "start")
  }

  /// Stops the server at once (`immediate`: as a crash would, without a checkpoint).
  package func stop() throws {
    try run("pg_ctl", "-D", dataPath, "-m", "immediate", "-w", "stop")
  }

  deinit {
    try? stop()
    try? FileManager.default.removeItem(at: directory)
  }

  private static func ownByServerUser(_ directory: URL) throws {
    guard getuid() == 0 else { return }
    try FileManager.default.setAttributes(
      [.ownerAccountName: "postgres", .posixPermissions: 0o755], ofItemAtPath: directory.path)
  }

  /// Runs the server binary `tool` (as `postgres` when root), throwing with its output if it
  /// fails. Spawned and reaped directly (`posix_spawn`, `waitpid`), its output to a file: the
  /// server `pg_ctl` starts would hold a pipe open.
  private func run(_ tool: String, _ arguments: String...) throws {
    let path = Self.binaries + "/" + tool
    let command = getuid() == 0 ? ["/usr/sbin/runuser", "-u", "postgres", "--", path] : [path]
    let outputPath = directory.appendingPathComponent("\(tool).out").path
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    // The tests' threads block every signal; the server must not inherit that.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
    let argv = (command + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, command[0], &actions, &attributes, argv, environ)
    guard spawned == 0 else { throw TestSupportError("cannot start \(tool): error \(spawned)") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    guard status == 0 else {
      let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
      throw TestSupportError("\(tool) failed (status \(status)): \(text)")
    }
  }
}
