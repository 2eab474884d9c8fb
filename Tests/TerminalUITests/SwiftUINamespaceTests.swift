import Foundation
import Testing

@testable import TerminalUI

/// A shape that names SwiftUI's types in full, as code that has a `Shape` of its own does.
private struct Badge<Outline>: SwiftUI.View where Outline: SwiftUI.Shape {
  let outline: Outline
  @SwiftUI.State private var count = 3

  var body: some SwiftUI.View {
    SwiftUI.Text("\(count)")
      .foregroundStyle(SwiftUI.Color.red)
      .padding(.horizontal, 8)
      .padding(.vertical, 16)
      .overlay(outline.stroke(SwiftUI.Color.blue))
  }
}

@MainActor
@Suite("SwiftUI.X names TerminalUI's X")
struct SwiftUINamespaceTests {
  @Test("types spelled SwiftUI.X compile and draw as TerminalUI's")
  func qualifiedNames() {
    #expect(draw(Badge(outline: SwiftUI.Rectangle()), width: 3, height: 3).contains("3"))
    #expect(SwiftUI.Color.red == Color.red)
    #expect(SwiftUI.Font.title == Font.title)
  }

  @Test("every public type of TerminalUI has its SwiftUI name")
  nonisolated func complete() throws {
    let sources = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/TerminalUI")
    // A long line is wrapped before the type's name.
    let namespace = try String(
      contentsOf: sources.appendingPathComponent("Runtime/SwiftUINamespace.swift"), encoding: .utf8
    ).replacing(try Regex(#"TerminalUI\n +\."#), with: "TerminalUI.")
    let declaration = try Regex(
      #"^(?:(?:@\w+(?:\([^)]*\))?|nonisolated|indirect) )*(?:public|open) (?:final )?(?:struct|enum|class|protocol|typealias|actor) ([A-Za-z][A-Za-z0-9_]*)"#
    )
    var missing: [String] = []
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift", file.lastPathComponent != "SwiftUINamespace.swift"
      else { continue }
      let lines = try String(contentsOf: file, encoding: .utf8).split(
        separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated() {
        guard let match = try declaration.prefixMatch(in: line),
          let name = match.output[1].substring.map(String.init)
        else { continue }
        // Types for the engine's own use (SPI) are not SwiftUI's.
        if line.contains("@_spi") || (index > 0 && lines[index - 1].contains("@_spi")) { continue }
        if !namespace.contains("typealias \(name) = TerminalUI.\(name)\n") { missing.append(name) }
      }
    }
    #expect(missing.isEmpty, "not under SwiftUI: \(missing)")
  }
}
