import Foundation

#if !canImport(Darwin)
  /// A file, a folder of files or a symbolic link, held in memory: Foundation's `FileWrapper`,
  /// which Foundation on Linux lacks. A ``FileDocument`` is read from one and written as one.
  ///
  /// Where Foundation has its own (Apple's platforms), this one is not compiled.
  open class FileWrapper {
    /// How a wrapper reads what is on disk.
    public struct ReadingOptions: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Reads every file at once (the only way this wrapper reads).
      public static let immediate = ReadingOptions(rawValue: 1 << 0)
      /// Reads files without mapping them into memory.
      public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    /// How a wrapper writes itself.
    public struct WritingOptions: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Writes a file through a temporary file, so that a reader never sees half of it.
      public static let atomic = WritingOptions(rawValue: 1 << 0)
      /// Sets the wrappers' file names to the names written.
      public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }

    private enum Contents {
      case file(Data)
      case folder([String: FileWrapper])
      /// The destination as the link holds it: a relative one stays relative.
      case link(String)
    }

    private var contents: Contents
    /// The name it was read from or last written as.
    open var filename: String?
    /// The name it would like in a folder.
    open var preferredFilename: String?
    /// The file's attributes, as `FileManager` gives them.
    open var fileAttributes: [String: Any] = [:]

    /// A file holding `contents`.
    public init(regularFileWithContents contents: Data) {
      self.contents = .file(contents)
    }

    /// A folder holding `childrenByPreferredName`, each named by its key.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
      for (name, child) in childrenByPreferredName where child.preferredFilename == nil {
        child.preferredFilename = name
      }
      contents = .folder(childrenByPreferredName)
    }

    /// A symbolic link to `url`.
    public init(symbolicLinkWithDestinationURL url: URL) {
      contents = .link(url.isFileURL ? url.path : url.absoluteString)
    }

    /// What is at `url`: a file, a folder read whole, or a symbolic link.
    public init(url: URL, options: ReadingOptions = []) throws {
      contents = try Self.read(url)
      filename = url.lastPathComponent
      preferredFilename = url.lastPathComponent
    }

    private static func read(_ url: URL) throws -> Contents {
      let manager = FileManager.default
      if let destination = try? manager.destinationOfSymbolicLink(atPath: url.path) {
        return .link(destination)
      }
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
        throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
      }
      guard isDirectory.boolValue else { return .file(try Data(contentsOf: url)) }
      var children: [String: FileWrapper] = [:]
      for name in try manager.contentsOfDirectory(atPath: url.path) {
        children[name] = try FileWrapper(url: url.appendingPathComponent(name))
      }
      return .folder(children)
    }

    /// Whether it is a file.
    open var isRegularFile: Bool {
      if case .file = contents { return true }
      return false
    }

    /// Whether it is a folder.
    open var isDirectory: Bool {
      if case .folder = contents { return true }
      return false
    }

    /// Whether it is a symbolic link.
    open var isSymbolicLink: Bool {
      if case .link = contents { return true }
      return false
    }

    /// A file's contents; nil for a folder or a link.
    open var regularFileContents: Data? {
      if case .file(let data) = contents { return data }
      return nil
    }

    /// A folder's wrappers by name; nil for a file or a link.
    open var fileWrappers: [String: FileWrapper]? {
      if case .folder(let children) = contents { return children }
      return nil
    }

    /// Where a link points; nil for a file or a folder.
    open var symbolicLinkDestinationURL: URL? {
      if case .link(let destination) = contents { return URL(fileURLWithPath: destination) }
      return nil
    }

    /// Adds `child` to a folder under its preferred name (made unique) and returns the name.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
      guard case .folder(var children) = contents else { return child.preferredFilename ?? "" }
      let wanted = child.preferredFilename ?? child.filename ?? "Untitled"
      let name = FileNames.unique(wanted, among: Set(children.keys))
      children[name] = child
      contents = .folder(children)
      return name
    }

    /// Adds a file holding `data` to a folder; returns the name it has there.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String
    {
      let child = FileWrapper(regularFileWithContents: data)
      child.preferredFilename = fileName
      return addFileWrapper(child)
    }

    /// Removes `child` from a folder.
    open func removeFileWrapper(_ child: FileWrapper) {
      guard case .folder(var children) = contents else { return }
      children = children.filter { $0.value !== child }
      contents = .folder(children)
    }

    /// The key a folder holds `child` under.
    open func keyForChildFileWrapper(_ child: FileWrapper) -> String? {
      fileWrappers?.first { $0.value === child }?.key
    }

    /// Writes it at `url`: a file, a folder with everything in it, or a link. What was at `url`
    /// is replaced.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
      let manager = FileManager.default
      switch contents {
      case .file(let data):
        try data.write(to: url, options: options.contains(.atomic) ? .atomic : [])
      case .folder(let children):
        // Written whole beside the old folder first, so a failure leaves the old one as it was.
        let exists = manager.fileExists(atPath: url.path)
        let target =
          exists
          ? url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(UUID().uuidString)") : url
        do {
          try manager.createDirectory(at: target, withIntermediateDirectories: false)
          for (name, child) in children {
            guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
              throw CocoaError(.fileWriteInvalidFileName, userInfo: [NSFilePathErrorKey: name])
            }
            try child.write(
              to: target.appendingPathComponent(name), options: options, originalContentsURL: nil)
          }
          if exists { try Self.swap(url, for: target) }
        } catch {
          if exists { try? manager.removeItem(at: target) }
          throw error
        }
      case .link(let destination):
        if (try? manager.destinationOfSymbolicLink(atPath: url.path)) != nil
          || manager.fileExists(atPath: url.path)
        {
          try manager.removeItem(at: url)
        }
        try manager.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
      }
      if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
    }

    /// Puts the folder at `replacement` where `url` is: the old one is moved aside, the new
    /// one moved in, and the old one removed; if the new one cannot be moved in, the old one
    /// goes back.
    private static func swap(_ url: URL, for replacement: URL) throws {
      let manager = FileManager.default
      let aside = url.deletingLastPathComponent().appendingPathComponent(
        ".\(url.lastPathComponent).\(UUID().uuidString).old")
      try manager.moveItem(at: url, to: aside)
      do {
        try manager.moveItem(at: replacement, to: url)
      } catch {
        try? manager.moveItem(at: aside, to: url)
        throw error
      }
      try? manager.removeItem(at: aside)
    }
  }
#endif
