import Foundation

// `swift run -c release benchmarks [filter]`: one line per figure, `name value unit`.
//
// A figure's name starts with its group (`streams.`, `cheese.`, …); the filter keeps the
// figures whose name starts with it. Every figure is the best of several rounds.

let filter = CommandLine.arguments.dropFirst().first ?? ""
if filter == "http-serve" {
  let port = CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 8080
  do { try HTTPBenchmarks.serve(port: port) } catch { print("http-serve: \(error)") }
  exit(1)
}
if filter == "http-logins" {
  HTTPBenchmarks.loginsCommand(Array(CommandLine.arguments.dropFirst(2)))
  exit(0)
}
let groups: [(name: String, run: () -> Void)] = [
  ("cheese", CheeseBenchmarks.run),
  ("streams", StreamsBenchmarks.run),
  ("rx", RxBenchmarks.run),
  ("http", HTTPBenchmarks.run),
  ("terminalui", { MainActor.assumeIsolated { TerminalUIBenchmarks.run() } }),
  ("baseline", StreamsBenchmarks.runBaseline),
]

/// Whether the figure `name` is wanted by the filter.
func wants(_ name: String) -> Bool { name.hasPrefix(filter) }

var ranAny = false
for group in groups where group.name.hasPrefix(filter) || filter.hasPrefix(group.name) {
  ranAny = true
  group.run()
}
if !ranAny {
  print("no benchmark matches '\(filter)'; groups: \(groups.map(\.name).joined(separator: ", "))")
}
