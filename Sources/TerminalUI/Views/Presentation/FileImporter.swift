import Foundation

extension View {
  /// Lets the person pick a file: SwiftUI's `fileImporter(isPresented:allowedContentTypes:
  /// onCompletion:)`. A terminal has no document browser, so a sheet lists a directory
  /// (the program's working directory first): Enter on a folder opens it, on `..` goes up,
  /// on a file picks it; where `.folder` is allowed, "Choose This Folder" picks the folder
  /// shown. Files of other types than `allowedContentTypes` are dim and cannot be
  /// picked; hidden files are not listed. Esc closes the sheet without calling
  /// `onCompletion`. A folder that cannot be read says so in the sheet.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType],
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    importerSheet(isPresented, allowedContentTypes, multiple: false, cancel: nil) { urls in
      if let url = urls.first { onCompletion(.success(url)) }
    }
  }

  /// Lets the person pick one file or several: with `allowsMultipleSelection`, Enter (or a
  /// click) marks files and the Open button hands them all over.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View {
    importerSheet(
      isPresented, allowedContentTypes, multiple: allowsMultipleSelection, cancel: nil
    ) { onCompletion(.success($0)) }
  }

  /// Lets the person pick files, and hears when they close the sheet without picking
  /// (iOS 17): `onCancellation` runs on Esc.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View {
    importerSheet(
      isPresented, allowedContentTypes, multiple: allowsMultipleSelection, cancel: onCancellation
    ) { onCompletion(.success($0)) }
  }

  /// The importer's sheet: closed, then `finish` given the picked files.
  private func importerSheet(
    _ isPresented: Binding<Bool>, _ types: [UTType], multiple: Bool, cancel: (() -> Void)?,
    finish: @escaping ([URL]) -> Void
  ) -> some View {
    sheet(isPresented: isPresented) {
      FileImporterSheet(
        allowedTypes: types, allowsMultiple: multiple,
        finish: { urls in
          isPresented.wrappedValue = false
          finish(urls)
        }, cancel: cancel)
    }
  }
}

/// A file dialog's folder: its path (named `pathIdentifier` for UI tests) over a list of its
/// entries, `..` first, each a button named by its file name; or why it cannot be read.
struct FolderListing: View {
  let directory: URL
  let listing: Result<[FileEntry], FileImporterSheet.ListingError>
  let pathIdentifier: String
  let japanese: Bool
  let label: (FileEntry) -> String
  let isEnabled: (FileEntry) -> Bool
  let open: (URL) -> Void
  let choose: (FileEntry) -> Void

  var body: some View {
    Text(directory.path).bold().lineLimit(1).truncationMode(.head)
      .accessibilityIdentifier(pathIdentifier)
    List {
      Button("..") { open(directory.deletingLastPathComponent()) }
      switch listing {
      case .success(let entries):
        ForEach(entries) { entry in
          Button {
            choose(entry)
          } label: {
            Text(label(entry))
          }
          .disabled(!isEnabled(entry))
          .accessibilityIdentifier(entry.name)
        }
      case .failure(let error):
        Text(error.message(japanese: japanese)).foregroundStyle(.red)
      }
    }
  }
}

/// One entry of a listed directory.
struct FileEntry: Identifiable, Hashable {
  let url: URL
  let name: String
  let isDirectory: Bool
  let isAllowed: Bool
  var id: String { name }

  /// The folder a file dialog shows: the one opened in it, else the default directory, else
  /// the program's working directory.
  static func folder(opened: URL?, default defaultDirectory: URL?) -> URL {
    opened ?? defaultDirectory
      ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
  }
}

/// The file importer's sheet: the directory shown, its entries, what is marked.
struct FileImporterSheet: View {
  let allowedTypes: [UTType]
  let allowsMultiple: Bool
  let finish: ([URL]) -> Void
  var cancel: (() -> Void)? = nil

  /// The folder opened in the sheet; nil until one is, the default folder until then.
  @State private var opened: URL?
  @State private var marked: Set<URL> = []
  @State private var finished = false
  @Environment(\.locale) private var locale
  @Environment(\.fileDialogDefaultDirectory) private var defaultDirectory
  @Environment(\.fileDialogMessage) private var message
  @Environment(\.fileDialogConfirmationLabel) private var confirmationLabel

  private var japanese: Bool { SystemWords(locale).japanese }

  private var directory: URL { FileEntry.folder(opened: opened, default: defaultDirectory) }

  var body: some View {
    let listing = Self.list(directory, allowed: allowedTypes)
    VStack(alignment: .leading, spacing: 0) {
      if let message { message }
      FolderListing(
        directory: directory, listing: listing, pathIdentifier: "fileImporterPath",
        japanese: japanese, label: label, isEnabled: { $0.isDirectory || $0.isAllowed },
        open: open, choose: choose)
      if Self.picksFolders(allowedTypes) {
        Button(japanese ? "このフォルダを選ぶ" : "Choose This Folder") {
          if allowsMultiple {
            marked.insert(directory)
          } else {
            complete([directory])
          }
        }
        .accessibilityIdentifier("fileImporterChooseFolder")
      }
      if allowsMultiple {
        HStack {
          Text(japanese ? "\(marked.count) 個選択" : "\(marked.count) selected")
          Spacer()
          Button {
            complete(Array(marked).sorted { $0.path < $1.path })
          } label: {
            confirmationLabel ?? Text(japanese ? "開く" : "Open")
          }
          .disabled(marked.isEmpty)
        }
      }
    }
    .onDisappear {
      if !finished { cancel?() }
    }
  }

  private func label(_ entry: FileEntry) -> String {
    if entry.isDirectory { return "▸ " + entry.name + "/" }
    return (marked.contains(entry.url) ? "☑ " : "  ") + entry.name
  }

  private func open(_ folder: URL) {
    opened = folder.standardizedFileURL
  }

  private func choose(_ entry: FileEntry) {
    if entry.isDirectory { return open(entry.url) }
    guard entry.isAllowed else { return }
    if allowsMultiple {
      if marked.contains(entry.url) { marked.remove(entry.url) } else { marked.insert(entry.url) }
    } else {
      complete([entry.url])
    }
  }

  private func complete(_ urls: [URL]) {
    finished = true
    finish(urls)
  }

  /// Why a folder could not be listed.
  struct ListingError: Error {
    let path: String
    func message(japanese: Bool) -> String {
      japanese ? "\(path) を読めません" : "Cannot read \(path)"
    }
  }

  /// The folder's entries, folders first, each in name order; hidden ones left out.
  nonisolated static func list(_ directory: URL, allowed: [UTType]) -> Result<
    [FileEntry], ListingError
  > {
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: directory.path) else {
      return .failure(ListingError(path: directory.path))
    }
    let entries = names.filter { !$0.hasPrefix(".") }.map { name -> FileEntry in
      var isDirectory: ObjCBool = false
      let url = directory.appendingPathComponent(name)
      _ = manager.fileExists(atPath: url.path, isDirectory: &isDirectory)
      return FileEntry(
        url: url, name: name, isDirectory: isDirectory.boolValue,
        isAllowed: isDirectory.boolValue || accepts(url, allowed: allowed))
    }
    return .success(
      entries.sorted {
        $0.isDirectory != $1.isDirectory
          ? $0.isDirectory : $0.name.localizedStandardCompare($1.name) == .orderedAscending
      })
  }

  /// Whether folders may be picked: when `.folder` or `.directory` is allowed.
  nonisolated static func picksFolders(_ allowed: [UTType]) -> Bool {
    allowed.contains { $0 == .folder || $0 == .directory }
  }

  /// Whether a file at `url` is of one of the `allowed` types: any file when none is named
  /// or a general type (`.item`, `.data`, `.content`) is.
  nonisolated static func accepts(_ url: URL, allowed: [UTType]) -> Bool {
    if allowed.isEmpty || allowed.contains(where: { [.item, .data, .content].contains($0) }) {
      return true
    }
    guard let type = UTType(filenameExtension: url.pathExtension) else { return false }
    return allowed.contains { type.conforms(to: $0) }
  }
}

private struct FileDialogDirectoryKey: EnvironmentKey {
  static var defaultValue: URL? { nil }
}

private struct FileDialogMessageKey: EnvironmentKey {
  static var defaultValue: Text? { nil }
}

private struct FileDialogConfirmationKey: EnvironmentKey {
  static var defaultValue: Text? { nil }
}

extension EnvironmentValues {
  var fileDialogDefaultDirectory: URL? {
    get { self[FileDialogDirectoryKey.self] }
    set { self[FileDialogDirectoryKey.self] = newValue }
  }

  var fileDialogMessage: Text? {
    get { self[FileDialogMessageKey.self] }
    set { self[FileDialogMessageKey.self] = newValue }
  }

  var fileDialogConfirmationLabel: Text? {
    get { self[FileDialogConfirmationKey.self] }
    set { self[FileDialogConfirmationKey.self] = newValue }
  }
}

extension View {
  /// The folder a file importer inside opens first: SwiftUI's
  /// `fileDialogDefaultDirectory(_:)`. Without it, the program's working directory.
  public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View {
    environment(\.fileDialogDefaultDirectory, defaultDirectory)
  }

  /// A line a file importer inside shows above its folder: SwiftUI's
  /// `fileDialogMessage(_:)`.
  public func fileDialogMessage(_ message: Text?) -> some View {
    environment(\.fileDialogMessage, message)
  }

  /// The message, from a localized key.
  public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View {
    environment(\.fileDialogMessage, Text(messageKey))
  }

  /// The label of a file importer's Open button: SwiftUI's
  /// `fileDialogConfirmationLabel(_:)`.
  public func fileDialogConfirmationLabel(_ label: Text?) -> some View {
    environment(\.fileDialogConfirmationLabel, label)
  }

  /// The Open button's label, from a localized key.
  public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View {
    environment(\.fileDialogConfirmationLabel, Text(labelKey))
  }
}
