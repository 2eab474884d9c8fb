import Foundation
import LoginArchitectures
import Testing

@testable import SamplesApp

@Suite("samples compare: the six architectures side by side")
struct ArchitectureComparisonTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test("the recorded figures are those of the source tree (the table cannot go stale)")
  func recordedMatchesTheSources() throws {
    let measured = try ArchitectureComparison.measure(packageRoot: Self.packageRoot)
    let literal = measured.map {
      "    ArchitectureMeasure(architecture: .\($0.architecture), linesPerLayer: \($0.linesPerLayer), "
        + "types: \($0.types), unitTests: \($0.unitTests)),"
    }.joined(separator: "\n")
    #expect(
      measured == ArchitectureComparison.recorded,
      "the login architectures' files changed; set ArchitectureComparison.recorded to:\n\(literal)")
    #expect(measured.allSatisfy { $0.unitTests > 0 && $0.types > 0 })
  }

  @Test("the table names every architecture, its layers, data flow and files")
  func table() {
    let table = ArchitectureComparison.table()
    for architecture in LoginArchitecture.allCases {
      #expect(table.contains(architecture.title))
      #expect(table.contains(architecture.dataFlow))
      #expect(table.contains("Sources/LoginFeature/\(architecture.folder)/"))
      for layer in architecture.layers { #expect(table.contains(layer.file)) }
    }
  }

  @Test("columns line up in terminal columns, Japanese counting two")
  func alignment() {
    let lines = ArchitectureComparison.aligned(
      [["名前", "n"], ["MVC", "12"]], rightAligned: [1])
    #expect(lines == ["名前   n", "MVC   12"])
  }
}

@Suite("samples compare and samples login --architecture, end to end")
struct ArchitectureCommandTests {
  @Test("samples compare prints the table and exits 0")
  func compare() async throws {
    let result = try await runSamples(["compare"], input: "")
    #expect(result.status == 0)
    #expect(result.output == ArchitectureComparison.table() + "\n")
  }

  @Test("an architecture that does not exist is refused with the ones that do")
  func unknownArchitecture() async throws {
    let result = try await runSamples(["login", "--architecture", "mvi"], input: "")
    #expect(result.status == 2)
    #expect(
      result.error.hasPrefix(
        "samples login: --architecture must be one of mvc, mvp, mvvm, mvvm-rx, redux, viper, not 'mvi'"
      ))
  }

  @Test("--architecture and --trace belong to the login only")
  func loginOnly() async throws {
    let result = try await runSamples(["division", "--trace"], input: "")
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("samples division: unknown option '--trace'"))
  }
}
