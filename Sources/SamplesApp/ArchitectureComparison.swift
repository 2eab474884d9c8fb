import Foundation
import LoginArchitectures
import LoginFeature
import TerminalKit

/// What the source tree says of one architecture of the login screen.
public struct ArchitectureMeasure: Equatable, Sendable {
  public let architecture: LoginArchitecture
  /// Lines of code (not blank, not comments) of each layer's file, in the order of
  /// `architecture.layers`.
  public let linesPerLayer: [Int]
  /// Types declared (classes, structs, enums, protocols).
  public let types: Int
  /// Unit tests of its own, in `Tests/LoginFeatureTests/<folder>`.
  public let unitTests: Int

  public init(architecture: LoginArchitecture, linesPerLayer: [Int], types: Int, unitTests: Int) {
    self.architecture = architecture
    self.linesPerLayer = linesPerLayer
    self.types = types
    self.unitTests = unitTests
  }

  public var lines: Int { linesPerLayer.reduce(0, +) }
}

/// The six architectures of the login screen side by side: `samples compare`, and the
/// gallery's 比較表.
///
/// The figures are counted from the source tree by ``measure(packageRoot:)``; ``recorded``
/// holds them for a binary that runs without its sources, and a test fails when the two
/// differ, so the table cannot go stale.
public enum ArchitectureComparison {
  /// The figures as last counted (`swift test --filter ArchitectureComparisonTests` prints
  /// the new ones when they differ).
  public static let recorded: [ArchitectureMeasure] = [
    ArchitectureMeasure(architecture: .mvc, linesPerLayer: [79, 83], types: 4, unitTests: 4),
    ArchitectureMeasure(
      architecture: .mvp, linesPerLayer: [68, 75, 60], types: 8, unitTests: 6),
    ArchitectureMeasure(
      architecture: .mvvm, linesPerLayer: [45, 66, 19], types: 2, unitTests: 6),
    ArchitectureMeasure(
      architecture: .mvvmRx, linesPerLayer: [74, 100, 32], types: 9, unitTests: 5),
    ArchitectureMeasure(
      architecture: .redux, linesPerLayer: [32, 64, 36, 55, 26, 30], types: 8, unitTests: 6),
    ArchitectureMeasure(
      architecture: .viper, linesPerLayer: [63, 74, 46, 17, 45, 107], types: 18, unitTests: 5),
  ]

  /// Counts the figures in the package at `packageRoot`.
  public static func measure(packageRoot: URL) throws -> [ArchitectureMeasure] {
    try LoginArchitecture.allCases.map { architecture in
      let sources = packageRoot.appendingPathComponent("Sources/LoginFeature")
        .appendingPathComponent(architecture.folder)
      let texts = try architecture.layers.map {
        try String(contentsOf: sources.appendingPathComponent($0.file), encoding: .utf8)
      }
      let tests = packageRoot.appendingPathComponent("Tests/LoginFeatureTests")
        .appendingPathComponent(architecture.folder)
      let testFiles =
        (try? FileManager.default.contentsOfDirectory(atPath: tests.path))?
        .filter { $0.hasSuffix(".swift") } ?? []
      let testCount = try testFiles.reduce(0) { count, file in
        let text = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
        return count + codeLines(text).filter { $0.hasPrefix("@Test") }.count
      }
      return ArchitectureMeasure(
        architecture: architecture,
        linesPerLayer: texts.map { codeLines($0).count },
        types: texts.reduce(0) { $0 + codeLines($1).filter(declaresType).count },
        unitTests: testCount)
    }
  }

  /// The lines of `text` that are code, trimmed: not blank and not comments.
  static func codeLines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("//") }
  }

  /// Whether a trimmed line declares a class, struct, enum or protocol.
  static func declaresType(_ line: String) -> Bool {
    let modifiers: Set<Substring> = [
      "public", "private", "fileprivate", "internal", "package", "final", "@MainActor",
    ]
    let words = line.split(separator: " ").drop { modifiers.contains($0) }
    guard let keyword = words.first else { return false }
    return ["class", "struct", "enum", "protocol", "actor"].contains(keyword)
  }

  /// The comparison as text: a table of the figures, then, for each architecture, which way
  /// data flows, what its tests reach without a screen, and its files.
  public static func table(_ measures: [ArchitectureMeasure] = recorded) -> String {
    let header = ["アーキテクチャ", "層: 行数", "計", "型", "テスト"]
    let rows = measures.map { measure in
      [
        measure.architecture.title,
        zip(measure.architecture.layers, measure.linesPerLayer)
          .map { "\($0.layer) \($1)" }.joined(separator: " · "),
        "\(measure.lines)", "\(measure.types)", "\(measure.unitTests)",
      ]
    }
    var lines = aligned([header] + rows, rightAligned: [2, 3, 4])
    lines.insert(String(repeating: "─", count: lines.map(CharacterWidth.of).max() ?? 0), at: 1)
    lines.append("")
    lines.append(
      contentsOf: aligned(
        [["アーキテクチャ", "データの流れ", "画面なしでテストできること"]]
          + measures.map {
            [
              $0.architecture.title, $0.architecture.dataFlow,
              $0.architecture.testableWithoutScreen,
            ]
          }, rightAligned: []))
    lines.append("")
    lines.append(
      "モデル (6つで共通): Sources/LoginFeature/Model/LoginValidator.swift, AuthenticationService.swift")
    for measure in measures {
      lines.append(
        "\(measure.architecture.title): Sources/LoginFeature/\(measure.architecture.folder)/ "
          + measure.architecture.layers.map(\.file).joined(separator: ", "))
    }
    return lines.joined(separator: "\n")
  }

  /// `rows` as lines of columns two spaces apart, each padded to its widest cell (in
  /// terminal columns, so Japanese takes two).
  static func aligned(_ rows: [[String]], rightAligned: Set<Int>) -> [String] {
    let count = rows.map(\.count).max() ?? 0
    let widths = (0..<count).map { column in
      rows.map { column < $0.count ? CharacterWidth.of($0[column]) : 0 }.max() ?? 0
    }
    return rows.map { row in
      row.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - CharacterWidth.of(cell))
        if column == row.count - 1, !rightAligned.contains(column) { return cell }
        return rightAligned.contains(column) ? padding + cell : cell + padding
      }.joined(separator: "  ")
    }
  }
}
