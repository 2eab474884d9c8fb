import Foundation
import LoginArchitectures
import TerminalKit
import TestSupport
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

  @Test(
    "fitted to a terminal's width, every line fits and no layer, figure or file name is cut",
    arguments: [40, 60, 80, 100])
  func fitsWidth(width: Int) {
    let table = ArchitectureComparison.table(width: width)
    let lines = table.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for line in lines { #expect(CharacterWidth.of(line) <= width, "\(line)") }
    for measure in ArchitectureComparison.recorded {
      #expect(lines.contains { $0.hasPrefix(measure.architecture.title) })
      for (layer, count) in zip(measure.architecture.layers, measure.linesPerLayer) {
        #expect(table.contains("\(layer.layer) \(count)"), "\(layer.layer) \(count) at \(width)")
        #expect(table.contains(layer.file))
      }
    }
  }

  @Test("the README shows what samples compare prints in an 80-column terminal")
  func readme() throws {
    let readme = try String(
      contentsOf: Self.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(
      readme.contains("```text\n" + ArchitectureComparison.table(width: 80) + "\n```"),
      "paste the output of `COLUMNS=80 swift run samples compare | cat` into the README")
  }

  @Test("without a width each architecture's figures are one line, however long")
  func unwrapped() {
    let lines = ArchitectureComparison.table().split(separator: "\n").map(String.init)
    for measure in ArchitectureComparison.recorded {
      let layers = zip(measure.architecture.layers, measure.linesPerLayer)
        .map { "\($0.layer) \($1)" }.joined(separator: " · ")
      #expect(
        lines.contains { $0.hasPrefix(measure.architecture.title) && $0.hasSuffix(layers) })
    }
  }

  @Test("a long cell wraps after its separators, and inside a word only when it must")
  func wrapping() {
    #expect(
      ArchitectureComparison.wrapped("View 1 · Presenter 2 · Router 3", width: 14, breaks: [" · "])
        == ["View 1 ·", "Presenter 2 ·", "Router 3"])
    #expect(
      ArchitectureComparison.wrapped("a.swift, b.swift", width: 12, indent: 2, breaks: [", "])
        == ["a.swift,", "  b.swift"])
    // Japanese has no spaces to break at: six columns is three characters.
    #expect(ArchitectureComparison.wrapped("双方向の流れ", width: 6) == ["双方向", "の流れ"])
  }

  @Test(
    "a row too wide puts its last cell beside the others, or under them when they leave too little room"
  )
  func alignedWraps() {
    let rows = [["MVC", "View 79 · Controller 83"], ["VIPER", "View 63 · Presenter 74"]]
    #expect(
      ArchitectureComparison.aligned(rows, rightAligned: [], width: 40, breaks: [" · "])
        == ["MVC    View 79 · Controller 83", "VIPER  View 63 · Presenter 74"])
    let narrow = ArchitectureComparison.aligned(rows, rightAligned: [], width: 20, breaks: [" · "])
    #expect(
      narrow == ["MVC", "  View 79 ·", "  Controller 83", "VIPER", "  View 63 ·", "  Presenter 74"])
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
    let result = try await runSamples(["compare"], input: "", environment: [:])
    #expect(result.status == 0)
    #expect(result.output == ArchitectureComparison.table() + "\n")
  }

  @Test("samples compare into a pipe fits $COLUMNS when it is set")
  func compareColumns() async throws {
    let result = try await runSamples(["compare"], input: "", environment: ["COLUMNS": "72"])
    #expect(result.status == 0)
    #expect(result.output == ArchitectureComparison.table(width: 72) + "\n")
    #expect(result.output != ArchitectureComparison.table() + "\n")
  }

  @Test("samples compare piped into a pager fits the terminal standard error goes to")
  func comparePipedFitsTheTerminal() throws {
    // A pseudo-terminal of 64 columns for standard error, a pipe for standard output, and no
    // COLUMNS: as `samples compare | less` in a shell that does not export it.
    // posix_openpt, unlockpt and ptsname, as glibc does them (Swift does not import them).
    let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    try #require(master >= 0)
    defer { close(master) }
    var unlock: Int32 = 0
    var number: UInt32 = 0
    try #require(ioctl(master, 0x4004_5431, &unlock) == 0)  // TIOCSPTLCK
    try #require(ioctl(master, 0x8004_5430, &number) == 0)  // TIOCGPTN
    let name = "/dev/pts/\(number)"
    var window = winsize(ws_row: 24, ws_col: 64, ws_xpixel: 0, ws_ypixel: 0)
    try #require(ioctl(master, UInt(TIOCSWINSZ), &window) == 0)
    let terminal = open(name, O_RDWR | O_NOCTTY)
    try #require(terminal >= 0)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: builtExecutable("samples"))
    process.arguments = ["compare"]
    process.environment = ["PATH": "/usr/bin:/bin"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle(fileDescriptor: terminal, closeOnDealloc: true)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(
      String(decoding: printed, as: UTF8.self) == ArchitectureComparison.table(width: 64) + "\n")
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
    // Before the subcommand, as --server may be: the login takes them, another refuses them.
    let before = try await runSamples(["--trace", "division"], input: "")
    #expect(before.status == 2)
    #expect(before.error.hasPrefix("samples division: unknown option '--trace'"))
    let gallery = try await runSamples(["--architecture", "mvp"], input: "")
    #expect(gallery.status == 2)
    #expect(gallery.error.hasPrefix("samples: unknown option '--architecture'"))
    let login = try await runSamples(["--architecture", "mvi", "--trace", "login"], input: "")
    #expect(login.status == 2)
    #expect(login.error.hasPrefix("samples login: --architecture must be one of"))
  }
}
