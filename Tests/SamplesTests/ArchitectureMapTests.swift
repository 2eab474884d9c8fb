import Foundation
import Testing

/// Keeps `docs/ARCHITECTURE.md`, the map for newcomers, true to the tree: every file it names
/// exists, every link leads somewhere, and every target of `Package.swift` has its line.
@Suite("docs/ARCHITECTURE.md names only what is there")
struct ArchitectureMapTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func text(of path: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  static func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(path).path)
  }

  @Test("every path the map names exists in the repository")
  func pathsExist() throws {
    let paths = ArchitectureMap.paths(in: try Self.text(of: "docs/ARCHITECTURE.md"))
    #expect(paths.count > 50, "the map walks through the files; it found only \(paths)")
    let missing = paths.filter { !Self.exists($0) }
    #expect(
      missing.isEmpty,
      "docs/ARCHITECTURE.md names paths that are not in the repository (moved or renamed?): \(missing)"
    )
  }

  @Test("every relative link in the map leads to a file")
  func linksLead() throws {
    let links = ArchitectureMap.relativeLinks(in: try Self.text(of: "docs/ARCHITECTURE.md"))
    #expect(!links.isEmpty)
    let broken = links.filter { !Self.exists("docs/" + $0) }
    #expect(broken.isEmpty, "docs/ARCHITECTURE.md links to files that do not exist: \(broken)")
  }

  @Test("every target in Package.swift has its line in the map")
  func targetsListed() throws {
    let targets = ArchitectureMap.targets(in: try Self.text(of: "Package.swift"))
    #expect(targets.count > 30, "Package.swift's targets were not found: \(targets)")
    let map = try Self.text(of: "docs/ARCHITECTURE.md")
    let unlisted = targets.filter { !map.contains("`\($0)`") }
    #expect(
      unlisted.isEmpty,
      "targets of Package.swift missing from docs/ARCHITECTURE.md's modules: \(unlisted)")
  }

  @Test("a path is found in backticks, prose and code blocks, and a wrong one is caught")
  func findsPaths() {
    let text = """
      See `Sources/TerminalUI/Host/ViewHost.swift`, then Sources/HTTPServer/EventLoop.swift.
      ```
      .ci/run  Tests/NoSuchTests/Nothing.swift
      ```
      Not a path: MySources/x, docs, `ViewHost`. A link: [the stack](porting.md#the-modules).
      """
    let paths = ArchitectureMap.paths(in: text)
    #expect(
      paths == [
        "Sources/TerminalUI/Host/ViewHost.swift", "Sources/HTTPServer/EventLoop.swift",
        ".ci/run", "Tests/NoSuchTests/Nothing.swift",
      ])
    #expect(paths.filter { !Self.exists($0) } == ["Tests/NoSuchTests/Nothing.swift"])
    #expect(ArchitectureMap.relativeLinks(in: text) == ["porting.md"])
  }
}

/// Reads the paths, links and targets out of the map and the manifest.
enum ArchitectureMap {
  /// Where the repository's files live: a path on the map starts with one of these.
  static let roots = [
    "Sources", "Tests", "docs", "Scripts", "Examples", "Benchmarks", "Fuzz", ".ci",
  ]

  /// The repository paths in `text`, in order, each once: any word that starts with one of
  /// ``roots`` and a slash, in backticks or not, up to a space, a quote or a bracket.
  static func paths(in text: String) -> [String] {
    let roots = Self.roots.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|")
    let pattern = "(?<![A-Za-z0-9_./-])(?:\(roots))/[^\\s`'\"()\\[\\]<>,;:*…]*"
    var found: [String] = []
    for match in matches(of: pattern, in: text) {
      var path = match
      while path.hasSuffix(".") { path.removeLast() }
      if !found.contains(path) { found.append(path) }
    }
    return found
  }

  /// The targets of markdown links that point into the repository (not to the web, not to
  /// an anchor of the same page), without their anchors.
  static func relativeLinks(in text: String) -> [String] {
    matches(of: "\\]\\(([^)\\s]+)\\)", in: text, group: 1)
      .filter { !$0.hasPrefix("#") && !$0.contains("://") && !$0.hasPrefix("mailto:") }
      .map { String($0.prefix { $0 != "#" }) }
  }

  /// The names of every target `Package.swift` declares.
  static func targets(in manifest: String) -> [String] {
    let kinds = "target|executableTarget|testTarget|macro|systemLibrary|plugin"
    return matches(of: "\\.(?:\(kinds))\\(\\s*name:\\s*\"([^\"]+)\"", in: manifest, group: 1)
  }

  private static func matches(of pattern: String, in text: String, group: Int = 0) -> [String] {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    let whole = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: whole).compactMap { match in
      Range(match.range(at: group), in: text).map { String(text[$0]) }
    }
  }
}
