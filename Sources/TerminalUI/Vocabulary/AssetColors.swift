import Foundation
import Primitives
import TerminalKit

extension Color {
  /// A colour from an asset catalog: SwiftUI's `Color("Name")`.
  ///
  /// TerminalUI reads `<name>.colorset/Contents.json` from the `.xcassets` catalogs it finds
  /// in `bundle`, in the program's own resource bundles, and under the current directory (a
  /// package run with `swift run` from its root finds the catalogs in its sources). The
  /// colour for any appearance is taken (else the first). A name found nowhere is drawn
  /// magenta, so it shows, and standard error says so once per name.
  public init(_ name: String, bundle: Bundle? = nil) {
    if let color = AssetColors.shared.color(named: name, bundle: bundle) {
      self = color
    } else {
      self = AssetColors.missing
    }
  }
}

/// The colours of the asset catalogs TerminalUI can find, read once.
final class AssetColors: Sendable {
  static let shared = AssetColors()
  /// What a colour no catalog has is drawn as.
  static let missing = Color(red: 1, green: 0, blue: 1)

  private struct State {
    /// The catalogs read, by the directory they were looked for in.
    var searched: Set<String> = []
    var colors: [String: Color] = [:]
    var reported: Set<String> = []
  }

  private let state = Locked(State())
  /// Where the message about a missing colour goes: standard error, once the terminal is
  /// given back when a program holds it.
  private let report: @Sendable (String) -> Void

  init(report: @escaping @Sendable (String) -> Void = { Terminal.report($0) }) {
    self.report = report
  }

  /// The colour `name` from the catalogs in `directories` (searched the first time they are
  /// named) or, by default, the program's: nil, and reported once, when none has it.
  func color(named name: String, bundle: Bundle? = nil, directories: [URL]? = nil) -> Color? {
    // Views make their colours every frame: a name found before is answered at once.
    if let known = state.withLock({ $0.colors[name] }) { return known }
    let places = directories ?? Self.defaultPlaces(bundle: bundle)
    let fresh = state.withLock { state in places.filter { !state.searched.contains($0.path) } }
    // Read outside the lock: the disk is slow and another thread may want a colour too.
    var found: [String: Color] = [:]
    for place in fresh { found.merge(Self.readCatalogs(under: place)) { first, _ in first } }
    let (color, report) = state.withLock { state -> (Color?, Bool) in
      for place in fresh { state.searched.insert(place.path) }
      state.colors.merge(found) { first, _ in first }
      if let color = state.colors[name] { return (color, false) }
      return (nil, state.reported.insert(name).inserted)
    }
    if report {
      self.report(
        "TerminalUI: no colour named \"\(name)\" in an asset catalog (*.xcassets/\(name).colorset); "
          + "drawn magenta. Looked under: " + places.map(\.path).joined(separator: ", "))
    }
    return color
  }

  /// The bundle given, the program's main bundle and resource bundles, and the current
  /// directory.
  static func defaultPlaces(bundle: Bundle?) -> [URL] {
    var places: [URL] = []
    if let path = bundle?.resourcePath { places.append(URL(fileURLWithPath: path)) }
    if let path = Bundle.main.resourcePath { places.append(URL(fileURLWithPath: path)) }
    places.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    var seen: Set<String> = []
    return places.filter { seen.insert($0.standardizedFileURL.path).inserted }
  }

  /// Every colour set in the `.xcassets` catalogs under `directory`, a few levels down,
  /// skipping hidden and build directories.
  static func readCatalogs(under directory: URL) -> [String: Color] {
    var colors: [String: Color] = [:]
    let manager = FileManager.default
    var pending: [(URL, Int)] = [(directory, 0)]
    var visited = 0
    while let (folder, depth) = pending.popLast(), visited < 20_000 {
      visited += 1
      guard
        let entries = try? manager.contentsOfDirectory(
          at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
      else { continue }
      for entry in entries {
        guard (try? entry.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true
        else { continue }
        let name = entry.lastPathComponent
        if name.hasSuffix(".colorset") {
          let colorName = String(name.dropLast(".colorset".count))
          if colors[colorName] == nil,
            let data = try? Data(contentsOf: entry.appendingPathComponent("Contents.json")),
            let color = parseColorSet(data)
          {
            colors[colorName] = color
          }
        } else if name != ".build", name != "node_modules", depth < 8 {
          pending.append((entry, depth + 1))
        }
      }
    }
    return colors
  }

  /// The colour of a colour set's `Contents.json`: the entry for any appearance, else the
  /// first. Components are fractions ("0.5"), 0–255 ("128") or hexadecimal ("0x80").
  static func parseColorSet(_ data: Data) -> Color? {
    guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let entries = root["colors"] as? [[String: Any]]
    else { return nil }
    let chosen = entries.first { $0["appearances"] == nil } ?? entries.first
    guard let color = chosen?["color"] as? [String: Any],
      let components = color["components"] as? [String: Any]
    else { return nil }
    func component(_ key: String) -> Double? {
      guard let raw = components[key] else { return nil }
      let text = "\(raw)".trimmingCharacters(in: .whitespaces)
      if text.lowercased().hasPrefix("0x") {
        return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
      }
      guard let value = Double(text), value.isFinite, value >= 0 else { return nil }
      // "1" is a fraction; anything above 1 is a byte.
      return value > 1 ? min(255, value) / 255 : value
    }
    let alpha = component("alpha") ?? 1
    if let white = component("white") { return Color(white: white, opacity: alpha) }
    guard let red = component("red"), let green = component("green"), let blue = component("blue")
    else { return nil }
    return Color(red: red, green: green, blue: blue, opacity: alpha)
  }
}
