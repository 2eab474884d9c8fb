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

  /// Lines of the architecture itself: all its files but the recorders, which only write
  /// the data-flow trace.
  public var lines: Int {
    zip(architecture.layers, linesPerLayer).filter { $0.0.layer != recordersLayer }
      .reduce(0) { $0 + $1.1 }
  }
}

/// The name of the layer that records the data-flow trace (`LoginTracing.swift`): code for
/// the lesson, not part of the architecture, so not in its total.
let recordersLayer = "Recorders"

extension ArchitectureMeasure {
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
      architecture: .mvvmRx, linesPerLayer: [74, 101, 34], types: 9, unitTests: 5),
    ArchitectureMeasure(
      architecture: .redux, linesPerLayer: [32, 65, 36, 55, 26, 30], types: 8, unitTests: 6),
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
  ///
  /// Given a `width` in terminal columns, every line fits it where a cell can be broken: a
  /// list of layers or files wraps between its items, the other columns stay where they are,
  /// and the two descriptive columns become two tables of their own when they do not fit side
  /// by side. Without one, each row is one line however long.
  public static func table(_ measures: [ArchitectureMeasure] = recorded, width: Int? = nil)
    -> String
  {
    let limit = width.map { max($0, 20) } ?? Int.max
    let header = ["アーキテクチャ", "計", "型", "テスト", "層: 行数"]
    let rows = measures.map { measure in
      [
        measure.architecture.title, "\(measure.lines)", "\(measure.types)", "\(measure.unitTests)",
        zip(measure.architecture.layers, measure.linesPerLayer)
          .map { "\($0.layer) \($1)" }.joined(separator: " · "),
      ]
    }
    var lines = aligned([header] + rows, rightAligned: [1, 2, 3], width: limit, breaks: [" · "])
    lines.insert(
      String(repeating: "─", count: min(limit, lines.map(CharacterWidth.of).max() ?? 0)), at: 1)
    for note in [
      "計: コードの行数 (空行とコメントを除く。記録係 Recorders は含めない)",
      "型: 宣言した型の数 · テスト: 画面なしで確かめる単体テストの数",
    ] {
      lines += wrapped(note, width: limit, indent: 2, breaks: [" · ", "。", " "])
    }

    let descriptions = measures.map(\.architecture).map {
      [$0.title, $0.dataFlow, $0.testableWithoutScreen]
    }
    let descriptionHeader = ["アーキテクチャ", "データの流れ", "画面なしでテストできること"]
    let together = aligned([descriptionHeader] + descriptions, rightAligned: [])
    if together.allSatisfy({ CharacterWidth.of($0) <= limit }) {
      lines += [""] + together
    } else {
      for column in 1...2 {
        lines += [""]
        lines += aligned(
          ([descriptionHeader] + descriptions).map { [$0[0], $0[column]] }, rightAligned: [],
          width: limit)
      }
    }

    lines.append("")
    lines += wrapped(
      "モデル (6つで共通): Sources/LoginFeature/Model/ LoginValidator.swift, AuthenticationService.swift",
      width: limit, indent: 2, breaks: [", ", "/ ", ": "])
    for measure in measures {
      lines += wrapped(
        "\(measure.architecture.title): Sources/LoginFeature/\(measure.architecture.folder)/ "
          + measure.architecture.layers.map(\.file).joined(separator: ", "),
        width: limit, indent: 2, breaks: [", ", "/ ", ": "])
    }
    return lines.joined(separator: "\n")
  }

  /// `text` in lines of at most `width` terminal columns, broken after one of `breaks` where
  /// it can be, and inside a word (Japanese has no spaces) only where it must; lines after
  /// the first begin with `indent` spaces.
  static func wrapped(
    _ text: String, width: Int, indent: Int = 0, breaks: [String] = [" "]
  ) -> [String] {
    guard CharacterWidth.of(text) > width else { return [text] }
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    let margin = String(repeating: " ", count: indent)
    func finish() {
      lines.append(String(line.reversed().drop { $0 == " " }.reversed()))
      line = margin
      lineWidth = indent
    }
    for piece in pieces(of: text, breaks: breaks) {
      let pieceWidth = CharacterWidth.of(piece)
      let visible = CharacterWidth.of(piece.trimmingCharacters(in: .whitespaces))
      if lineWidth + visible > width, lineWidth > indent, !(lines.isEmpty && line.isEmpty) {
        finish()
      }
      if lineWidth + visible <= width {
        line += piece
        lineWidth += pieceWidth
        continue
      }
      // A piece wider than a whole line: broken between its characters.
      for character in piece {
        let characterWidth = CharacterWidth.of(String(character))
        if lineWidth + characterWidth > width, lineWidth > indent { finish() }
        line.append(character)
        lineWidth += characterWidth
      }
    }
    if line.contains(where: { $0 != " " }) { finish() }
    return lines
  }

  /// `text` cut after each of `breaks`, each separator kept with the piece before it.
  static func pieces(of text: String, breaks: [String]) -> [String] {
    var pieces: [String] = []
    var rest = Substring(text)
    while !rest.isEmpty {
      let ends = breaks.compactMap { rest.range(of: $0)?.upperBound }
      guard let end = ends.min() else { break }
      pieces.append(String(rest[..<end]))
      rest = rest[end...]
    }
    if !rest.isEmpty { pieces.append(String(rest)) }
    return pieces
  }

  /// The fewest columns a wrapped last cell is given beside the others.
  static let narrowestColumn = 24

  /// `rows` as lines of columns two spaces apart, each padded to its widest cell (in
  /// terminal columns, so Japanese takes two). When a row is wider than `width`, its last cell
  /// wraps after one of `breaks` (see `wrapped`) and goes on under itself; when that would
  /// leave it too narrow a column, it goes on the lines below the row, indented.
  static func aligned(
    _ rows: [[String]], rightAligned: Set<Int>, width: Int = .max, breaks: [String] = [" "]
  ) -> [String] {
    let count = rows.map(\.count).max() ?? 0
    let widths = (0..<count).map { column in
      rows.map { column < $0.count ? CharacterWidth.of($0[column]) : 0 }.max() ?? 0
    }
    let padded = rows.map { row in
      row.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - CharacterWidth.of(cell))
        if column == row.count - 1, !rightAligned.contains(column) { return cell }
        return rightAligned.contains(column) ? padding + cell : cell + padding
      }
    }
    let lines = padded.map { $0.joined(separator: "  ") }
    let wraps =
      !rightAligned.contains(count - 1) && lines.contains { CharacterWidth.of($0) > width }
    guard wraps, count > 1 else { return lines }
    let start = widths.dropLast().reduce(0, +) + 2 * (count - 1)
    // Too little room beside the other columns: every row's last cell goes under it.
    let below = width - start < Self.narrowestColumn
    return zip(rows, padded).flatMap { row, cells -> [String] in
      guard let last = row.last, row.count == count else { return [cells.joined(separator: "  ")] }
      let lead = cells.dropLast().joined(separator: "  ")
      if below {
        let trimmed = String(lead.reversed().drop { $0 == " " }.reversed())
        return [trimmed] + wrapped("  " + last, width: width, indent: 2, breaks: breaks)
      }
      var lines = wrapped(
        String(repeating: " ", count: start) + last, width: width, indent: start, breaks: breaks)
      lines[0] = lead + "  " + lines[0].dropFirst(start)
      return lines
    }
  }
}
