import Foundation
import Primitives

/// A small JSON file of `@AppStorage` values: where TerminalUI keeps them, as iOS keeps them
/// in `UserDefaults`. Not a SwiftUI type; most code never names it.
///
/// An app's file is `$XDG_CONFIG_HOME/architecture-samples/<app>.json`, or
/// `~/.config/architecture-samples/<app>.json` without `XDG_CONFIG_HOME`, where `<app>` is
/// the program's name. Every change is written at once, atomically (a new file renamed over
/// the old), so the file is always whole; a file that cannot be read or is not a JSON object
/// of plain values reads as empty, so every key shows its default.
///
/// Give a view another file (a test's, say) with `defaultAppStorage(_:)`:
/// ```swift
/// SettingsView().defaultAppStorage(AppStorageFile(url: directory.appendingPathComponent("settings.json")))
/// ```
public final class AppStorageFile: Sendable {
  /// Where the values are written; nil keeps them in memory only (when there is no home
  /// directory to write to).
  public let url: URL?
  let keyStore: FileStore

  /// The file at `url`; files for the same path share their values and their watchers.
  public init(url: URL?) {
    self.url = url
    keyStore = FileStore.keyStore(for: url)
  }

  /// The file of the app named `appName` in the user's configuration directory.
  public convenience init(appName: String) {
    self.init(
      url: Self.url(appName: appName, environment: ProcessInfo.processInfo.environment))
  }

  /// This program's file: `@AppStorage` uses it unless told otherwise.
  public static let standard = AppStorageFile(appName: ProcessInfo.processInfo.processName)

  /// The directory the apps of this package keep their settings in, from the environment.
  static func directory(environment: [String: String]) -> URL? {
    let base: URL
    // XDG: a relative XDG_CONFIG_HOME is to be ignored.
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      base = URL(fileURLWithPath: config, isDirectory: true)
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".config")
    } else {
      return nil
    }
    return base.appendingPathComponent("architecture-samples", isDirectory: true)
  }

  static func url(appName: String, environment: [String: String]) -> URL? {
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
    var name = String(appName.map { allowed.contains($0) ? $0 : "_" })
    if name.isEmpty || name.allSatisfy({ $0 == "." }) { name = "app" }
    return directory(environment: environment)?.appendingPathComponent(name + ".json")
  }
}

/// The values of one file, read on first use and written on every change.
final class FileStore: AppStorageStore {
  let url: URL?
  let channels = AppStorageChannels()
  /// The values as last read or written; nil until first read.
  private let values = Locked<[String: StoredValue]?>(nil)

  private init(url: URL?) { self.url = url }

  private static let openStores = Locked<[String: FileStore]>([:])

  static func keyStore(for url: URL?) -> FileStore {
    guard let url else { return FileStore(url: nil) }
    let path = url.standardizedFileURL.path
    return openStores.withLock { openStores in
      if let keyStore = openStores[path] { return keyStore }
      let keyStore = FileStore(url: url)
      openStores[path] = keyStore
      return keyStore
    }
  }

  /// Drops what was read of the file at `url`, so the next use reads it again (tests stand
  /// for a new launch with it).
  static func forget(_ url: URL) {
    _ = openStores.withLock { $0.removeValue(forKey: url.standardizedFileURL.path) }
  }

  func value(forKey key: String) -> StoredValue? {
    values.withLock { values in
      if values == nil { values = read() }
      return values?[key]
    }
  }

  func store(_ value: StoredValue?, forKey key: String) {
    values.withLock { values in
      // Read again first, so keys another process wrote since are kept.
      var current = url == nil ? (values ?? [:]) : read()
      current[key] = value
      write(current)
      values = current
    }
  }

  /// The file's values; empty when it is missing, unreadable or not an object of values.
  /// Entries that are not plain values (arrays, objects, null) are skipped.
  private func read() -> [String: StoredValue] {
    guard let url, let data = try? Data(contentsOf: url),
      let entries = try? Self.decoder.decode([String: Entry].self, from: data)
    else { return [:] }
    return entries.compactMapValues(\.value)
  }

  /// Writes the file whole, atomically. A write that fails (a read-only directory) leaves
  /// the values in memory for this run.
  private func write(_ values: [String: StoredValue]) {
    guard let url, let data = try? Self.encoder.encode(values) else { return }
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? data.write(to: url, options: .atomic)
  }

  private struct Entry: Decodable {
    let value: StoredValue?
    init(from decoder: any Decoder) throws { value = try? StoredValue(from: decoder) }
  }

  private static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return encoder
  }

  private static var decoder: JSONDecoder { JSONDecoder() }
}
