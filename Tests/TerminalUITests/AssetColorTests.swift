import Foundation
import TerminalUITesting
import Testing

@testable import TerminalUI

@Suite("Colours from asset catalogs")
struct AssetColorTests {
  @Test("a colour set's Contents.json is read: fractions, bytes and hex; any appearance first")
  func parse() throws {
    let json = """
      {"colors":[
        {"appearances":[{"appearance":"luminosity","value":"dark"}],"idiom":"universal",
         "color":{"color-space":"srgb","components":{"red":"0","green":"0","blue":"0","alpha":"1"}}},
        {"idiom":"universal","color":{"color-space":"srgb",
         "components":{"red":"0.5","green":"255","blue":"0x80","alpha":"1.000"}}}],
       "info":{"author":"xcode","version":1}}
      """
    let color = try #require(AssetColors.parseColorSet(Data(json.utf8)))
    #expect(color == Color(red: 0.5, green: 1, blue: 128.0 / 255, opacity: 1))
    #expect(AssetColors.parseColorSet(Data("not json".utf8)) == nil)
    #expect(AssetColors.parseColorSet(Data(#"{"colors":[{"color":{}}]}"#.utf8)) == nil)
  }

  @Test("a catalog under the directory is found; a missing name is magenta, reported once")
  func lookup() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("assets-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let set = root.appendingPathComponent("Sources/App/Assets.xcassets/Brand/Accent.colorset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try Data(
      #"{"colors":[{"idiom":"universal","color":{"components":{"red":"1","green":"0","blue":"0"}}}]}"#
        .utf8
    ).write(to: set.appendingPathComponent("Contents.json"))
    final class Messages: @unchecked Sendable {
      let lock = NSLock()
      var lines: [String] = []
    }
    let messages = Messages()
    let colors = AssetColors { line in
      messages.lock.withLock { messages.lines.append(line) }
    }
    #expect(colors.color(named: "Accent", directories: [root]) == Color(red: 1, green: 0, blue: 0))
    #expect(colors.color(named: "Missing", directories: [root]) == nil)
    #expect(colors.color(named: "Missing", directories: [root]) == nil)
    #expect(messages.lines.count == 1)
    #expect(messages.lines.first?.contains("\"Missing\"") == true)
    #expect(Color("NoSuchColourAnywhere") == AssetColors.missing)
  }
}
