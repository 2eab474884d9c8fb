import Foundation

/// One file a file exporter writes: how it is written at a URL.
struct ExportedFile {
  let write: (URL) throws -> Void
}

extension View {
  /// Lets the person save a document as a file: SwiftUI's `fileExporter(isPresented:document:
  /// contentType:defaultFilename:onCompletion:)`. A terminal has no save panel, so a sheet
  /// shows a name field over a folder's listing (the program's working directory first, or
  /// `fileDialogDefaultDirectory`): Enter on a folder opens it, on a file takes its name, and
  /// Save writes the document there. A file of that name is replaced only after the person
  /// says so. Esc closes the sheet without writing. A document that fails to write is
  /// reported to `onCompletion` as a failure, as in SwiftUI. With a nil document nothing is
  /// shown.
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    exporterSheet(
      isPresented, single: true, files: document.map { [Self.exported($0, contentType)] } ?? [],
      type: contentType, defaultFilename: defaultFilename, cancel: nil
    ) { onCompletion($0.map { $0[0] }) }
  }

  /// Saves a document as one of `contentTypes` (the first; the document's first writable type
  /// when none is given), and hears when the person closes the sheet without saving (iOS 17).
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [],
    defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View {
    let type = contentTypes.first ?? D.writableContentTypes.first ?? .data
    return exporterSheet(
      isPresented, single: true, files: document.map { [Self.exported($0, type)] } ?? [],
      type: type, defaultFilename: defaultFilename, cancel: onCancellation
    ) { onCompletion($0.map { $0[0] }) }
  }

  /// Saves several documents into a folder the person picks, each under a name of its own.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentType: UTType,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View where C.Element: FileDocument {
    exporterSheet(
      isPresented, single: false, files: documents.map { Self.exported($0, contentType) },
      type: contentType, defaultFilename: nil, cancel: nil, finish: onCompletion)
  }

  /// Saves several documents into a folder, and hears when the person closes the sheet.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View where C.Element: FileDocument {
    let type = contentTypes.first ?? C.Element.writableContentTypes.first ?? .data
    return exporterSheet(
      isPresented, single: false, files: documents.map { Self.exported($0, type) }, type: type,
      defaultFilename: nil, cancel: onCancellation, finish: onCompletion)
  }

  /// Saves a reference document: a snapshot of it, taken when the person presses Save.
  public func fileExporter<D: ReferenceFileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    exporterSheet(
      isPresented, single: true,
      files: document.map { [Self.exported(reference: $0, contentType)] } ?? [],
      type: contentType, defaultFilename: defaultFilename, cancel: nil
    ) { onCompletion($0.map { $0[0] }) }
  }

  /// Saves a reference document as one of `contentTypes`, hearing a cancellation (iOS 17).
  public func fileExporter<D: ReferenceFileDocument>(
    isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [],
    defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View {
    let type = contentTypes.first ?? D.writableContentTypes.first ?? .data
    return exporterSheet(
      isPresented, single: true,
      files: document.map { [Self.exported(reference: $0, type)] } ?? [], type: type,
      defaultFilename: defaultFilename, cancel: onCancellation
    ) { onCompletion($0.map { $0[0] }) }
  }

  /// Saves several reference documents into a folder.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentType: UTType,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View where C.Element: ReferenceFileDocument {
    exporterSheet(
      isPresented, single: false,
      files: documents.map { Self.exported(reference: $0, contentType) },
      type: contentType, defaultFilename: nil, cancel: nil, finish: onCompletion)
  }

  /// Saves a transferable value as a file (iOS 17): a terminal moves text, so the file holds
  /// the text the value shares (a `String`, a `URL`'s address, `Data` as it is).
  public func fileExporter<T: Transferable>(
    isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [],
    defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View {
    let type = contentTypes.first ?? .plainText
    return exporterSheet(
      isPresented, single: true, files: item.map { [Self.exported(item: $0)] } ?? [], type: type,
      defaultFilename: defaultFilename, cancel: onCancellation
    ) { onCompletion($0.map { $0[0] }) }
  }

  /// Saves several transferable values into a folder (iOS 17).
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View where C.Element: Transferable {
    exporterSheet(
      isPresented, single: false, files: items.map { Self.exported(item: $0) },
      type: contentTypes.first ?? .plainText, defaultFilename: nil, cancel: onCancellation,
      finish: onCompletion)
  }

  /// A document written as `type`.
  private static func exported(_ document: some FileDocument, _ type: UTType) -> ExportedFile {
    exported {
      try document.fileWrapper(
        configuration: FileDocumentWriteConfiguration(contentType: type, existingFile: nil))
    }
  }

  /// A reference document written from a snapshot taken as it is written.
  private static func exported(reference document: some ReferenceFileDocument, _ type: UTType)
    -> ExportedFile
  {
    exported {
      try document.fileWrapper(
        snapshot: try document.snapshot(contentType: type),
        configuration: FileDocumentWriteConfiguration(contentType: type, existingFile: nil))
    }
  }

  /// A file whose wrapper `make` gives when it is written.
  private static func exported(_ make: @escaping () throws -> FileWrapper) -> ExportedFile {
    ExportedFile { url in try make().write(to: url, options: .atomic, originalContentsURL: nil) }
  }

  /// A transferable value written as the text it shares.
  private static func exported(item: some Transferable) -> ExportedFile {
    let data: Data? = (item as? Data) ?? item.transferText.map { Data($0.utf8) }
    return ExportedFile { url in
      guard let data else { throw CocoaError(.fileWriteUnknown) }
      try data.write(to: url, options: .atomic)
    }
  }

  /// The exporter's sheet, shown while `isPresented` is true and there is something to save.
  private func exporterSheet(
    _ isPresented: Binding<Bool>, single: Bool, files: [ExportedFile], type: UTType,
    defaultFilename: String?, cancel: (() -> Void)?,
    finish: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View {
    let shown = Binding(
      get: { isPresented.wrappedValue && !files.isEmpty },
      set: { isPresented.wrappedValue = $0 })
    return sheet(isPresented: shown) {
      FileExporterSheet(
        files: files, single: single, contentType: type, defaultFilename: defaultFilename,
        finish: { result in
          isPresented.wrappedValue = false
          finish(result)
        }, cancel: cancel)
    }
  }
}

/// The file exporter's sheet: a name, the folder shown, and a question before replacing.
struct FileExporterSheet: View {
  let files: [ExportedFile]
  let single: Bool
  let contentType: UTType
  let defaultFilename: String?
  let finish: (Result<[URL], any Error>) -> Void
  var cancel: (() -> Void)? = nil

  @State private var opened: URL?
  @State private var name: String?
  @State private var replacing: URL?
  @State private var finished = false
  @Environment(\.locale) private var locale
  @Environment(\.fileDialogDefaultDirectory) private var defaultDirectory
  @Environment(\.fileDialogMessage) private var message
  @Environment(\.fileDialogConfirmationLabel) private var confirmationLabel

  private var japanese: Bool { SystemWords(locale).japanese }

  private var directory: URL { FileEntry.folder(opened: opened, default: defaultDirectory) }

  /// The name to save as: what the person typed, else the default with the type's extension.
  private var shownName: String {
    name ?? FileNames.named(defaultFilename ?? (japanese ? "名称未設定" : "Untitled"), as: contentType)
  }

  /// Why the name cannot be saved under, if it cannot.
  private var nameProblem: String? {
    let trimmed = shownName.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty { return japanese ? "名前を入れてください" : "Enter a name" }
    if trimmed.contains("/") || trimmed == "." || trimmed == ".." {
      return japanese ? "名前に「/」は使えません" : "A name cannot contain “/”"
    }
    return nil
  }

  var body: some View {
    let listing = FileImporterSheet.list(directory, allowed: [contentType])
    VStack(alignment: .leading, spacing: 0) {
      if let message { message }
      if single {
        HStack {
          Text(japanese ? "名前:" : "Save As:")
          TextField(
            japanese ? "名前" : "Save As",
            text: Binding(
              get: { shownName },
              set: { typed in
                guard typed != shownName else { return }
                name = typed
                replacing = nil
              })
          )
          .accessibilityIdentifier("fileExporterName")
        }
        if let nameProblem { Text(nameProblem).foregroundStyle(.red) }
      }
      FolderListing(
        directory: directory, listing: listing, pathIdentifier: "fileExporterPath",
        japanese: japanese,
        label: { $0.isDirectory ? "▸ " + $0.name + "/" : "  " + $0.name },
        isEnabled: { $0.isDirectory || single }, open: open,
        choose: { entry in
          if entry.isDirectory {
            open(entry.url)
          } else if single {
            name = entry.name
          }
        })
      if let replacing {
        Text(
          japanese
            ? "「\(replacing.lastPathComponent)」はもうあります。置き換えますか？"
            : "“\(replacing.lastPathComponent)” already exists. Replace it?")
        HStack {
          Button(japanese ? "置き換える" : "Replace", role: .destructive) { save(replace: true) }
          Button(japanese ? "やめる" : "Cancel") { self.replacing = nil }
        }
      } else {
        Button {
          save(replace: false)
        } label: {
          confirmationLabel ?? Text(saveLabel)
        }
        .disabled(single && nameProblem != nil)
        .accessibilityIdentifier("fileExporterSave")
      }
    }
    .onDisappear {
      if !finished { cancel?() }
    }
  }

  private var saveLabel: String {
    if single { return japanese ? "保存" : "Save" }
    return japanese ? "\(files.count) 個をここに保存" : "Save \(files.count) Files Here"
  }

  private func open(_ folder: URL) {
    opened = folder.standardizedFileURL
    replacing = nil
  }

  /// Writes the files: one under the name given (asking before it replaces a file), or
  /// several under names no file in the folder has.
  private func save(replace: Bool) {
    let manager = FileManager.default
    var urls: [URL] = []
    if single {
      guard nameProblem == nil else { return }
      let url = directory.appendingPathComponent(shownName.trimmingCharacters(in: .whitespaces))
      if !replace, manager.fileExists(atPath: url.path) {
        replacing = url
        return
      }
      urls = [url]
    } else {
      var taken = Set((try? manager.contentsOfDirectory(atPath: directory.path)) ?? [])
      for _ in files {
        let base = japanese ? "名称未設定" : "Untitled"
        let wanted = FileNames.named(base, as: contentType)
        let unique = FileNames.unique(wanted, among: taken)
        taken.insert(unique)
        urls.append(directory.appendingPathComponent(unique))
      }
    }
    finished = true
    do {
      for (file, url) in zip(files, urls) { try file.write(url) }
      finish(.success(urls))
    } catch {
      finish(.failure(error))
    }
  }
}
