import Foundation

// Foundation on Apple platforms (iOS 16, macOS 13) has these; Foundation on Linux has only
// `homeDirectory`, `temporaryDirectory` and `currentDirectory()`. Each is where FileManager puts
// that directory for the user (the XDG places on Linux: `~/Documents`, `~/.cache`,
// `~/.local/share` …), or a folder of that name in the home directory when it names none.
extension URL {
  /// The user's documents directory (`~/Documents`): an app's saved files.
  public static var documentsDirectory: URL {
    userDirectory(.documentDirectory, fallback: "Documents")
  }

  /// The user's caches directory (`$XDG_CACHE_HOME`, `~/.cache`).
  public static var cachesDirectory: URL { userDirectory(.cachesDirectory, fallback: ".cache") }

  /// The user's application support directory (`$XDG_DATA_HOME`, `~/.local/share`).
  public static var applicationSupportDirectory: URL {
    userDirectory(.applicationSupportDirectory, fallback: ".local/share")
  }

  /// The user's library directory; Linux has none, so the application support directory.
  public static var libraryDirectory: URL {
    userDirectory(.libraryDirectory, fallback: ".local/share")
  }

  /// The user's downloads directory (`~/Downloads`).
  public static var downloadsDirectory: URL {
    userDirectory(.downloadsDirectory, fallback: "Downloads")
  }

  /// The user's desktop directory (`~/Desktop`).
  public static var desktopDirectory: URL { userDirectory(.desktopDirectory, fallback: "Desktop") }

  /// The user's movies directory (`~/Videos` on Linux).
  public static var moviesDirectory: URL { userDirectory(.moviesDirectory, fallback: "Videos") }

  /// The user's music directory (`~/Music`).
  public static var musicDirectory: URL { userDirectory(.musicDirectory, fallback: "Music") }

  /// The user's pictures directory (`~/Pictures`).
  public static var picturesDirectory: URL {
    userDirectory(.picturesDirectory, fallback: "Pictures")
  }

  private static func userDirectory(_ directory: FileManager.SearchPathDirectory, fallback: String)
    -> URL
  {
    FileManager.default.urls(for: directory, in: .userDomainMask).first
      ?? URL.homeDirectory.appending(path: fallback, directoryHint: .isDirectory)
  }
}
