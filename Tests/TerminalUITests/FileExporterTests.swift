import Foundation
import Testing

@testable import TerminalUI
@testable import TerminalUITesting

/// A plain-text note, saved as a document.
private struct NoteDocument: FileDocument {
  static var readableContentTypes: [UTType] { [.plainText] }
  var text: String

  init(text: String) { self.text = text }

  init(configuration: ReadConfiguration) throws {
    guard let data = configuration.file.regularFileContents else {
      throw CocoaError(.fileReadCorruptFile)
    }
    text = String(decoding: data, as: UTF8.self)
  }

  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    guard !text.isEmpty else { throw CocoaError(.fileWriteUnknown) }
    return FileWrapper(regularFileWithContents: Data(text.utf8))
  }
}

/// What an exporter reported, for tests off the main actor.
final class Exported: @unchecked Sendable {
  private let lock = NSLock()
  private var results: [String] = []
  var reports: [String] { lock.withLock { results } }
  func add(_ report: String) { lock.withLock { results.append(report) } }
}

/// A button that saves notes into `folder`.
private struct Exporter: View {
  let folder: URL
  let notes: [String]
  let exported: Exported
  @State private var shown = false

  var body: some View {
    VStack {
      Button("保存") { shown = true }
      if notes.count == 1 {
        Color.clear.frame(width: 0, height: 0)
          .fileExporter(
            isPresented: $shown, document: NoteDocument(text: notes[0]),
            contentTypes: [.plainText], defaultFilename: "memo",
            onCompletion: { result in
              switch result {
              case .success(let url): exported.add("saved " + url.lastPathComponent)
              case .failure: exported.add("failed")
              }
            }, onCancellation: { exported.add("cancelled") })
      } else {
        Color.clear.frame(width: 0, height: 0)
          .fileExporter(
            isPresented: $shown, documents: notes.map(NoteDocument.init(text:)),
            contentType: .plainText
          ) { result in
            if case .success(let urls) = result {
              exported.add(urls.map(\.lastPathComponent).joined(separator: ","))
            }
          }
      }
    }
    .fileDialogDefaultDirectory(folder)
  }
}

@Suite("fileExporter: a sheet that names a file and writes the document", .serialized)
struct FileExporterTests {
  func makeFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("exporter-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("drafts"), withIntermediateDirectories: true)
    try Data("old".utf8).write(to: folder.appendingPathComponent("old.txt"))
    return folder
  }

  func contents(_ url: URL) -> String? {
    (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test("the default name takes the type's extension; Save writes the document there")
  func saves() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let exported = Exported()
    let app = TUIApplication(
      rootView: Exporter(folder: folder, notes: ["買い物: 牛乳"], exported: exported),
      size: CGSize(width: 50, height: 14))
    app.launch()
    app.buttons["保存"].tap()
    let name = app.textFields["fileExporterName"]
    #expect(name.waitForExistence(timeout: 2))
    #expect(name.value as? String == "memo.txt")
    // Into the sub-folder, then save.
    app.buttons["drafts"].tap()
    #expect(app.staticTexts["fileExporterPath"].label.hasSuffix("/drafts"))
    app.buttons["fileExporterSave"].tap()
    #expect(app.buttons["保存"].waitForExistence(timeout: 2))
    #expect(exported.reports == ["saved memo.txt"])
    #expect(contents(folder.appendingPathComponent("drafts/memo.txt")) == "買い物: 牛乳")
  }

  @Test("a file of that name is replaced only after the person says so")
  func asksBeforeReplacing() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let exported = Exported()
    let app = TUIApplication(
      rootView: Exporter(folder: folder, notes: ["new"], exported: exported),
      size: CGSize(width: 60, height: 14))
    app.launchEnvironment = ["LANG": "ja_JP.UTF-8"]
    app.launch()
    app.buttons["保存"].tap()
    #expect(app.buttons["old.txt"].waitForExistence(timeout: 2))
    app.buttons["old.txt"].tap()
    #expect(app.textFields["fileExporterName"].value as? String == "old.txt")
    app.buttons["fileExporterSave"].tap()
    #expect(app.buttons["やめる"].waitForExistence(timeout: 2), "\(app.screenText)")
    #expect(contents(folder.appendingPathComponent("old.txt")) == "old", "nothing written yet")
    app.buttons["やめる"].tap()
    #expect(app.buttons["fileExporterSave"].waitForExistence(timeout: 2))
    app.buttons["fileExporterSave"].tap()
    app.buttons["置き換える"].tap()
    #expect(app.buttons["保存"].waitForExistence(timeout: 2))
    #expect(contents(folder.appendingPathComponent("old.txt")) == "new")
    #expect(exported.reports == ["saved old.txt"])
  }

  @Test("a name with a slash cannot be saved; Esc closes the sheet and reports a cancellation")
  func badNameAndCancel() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let exported = Exported()
    let app = TUIApplication(
      rootView: Exporter(folder: folder, notes: ["x"], exported: exported),
      size: CGSize(width: 60, height: 14))
    app.launchEnvironment = ["LANG": "ja_JP.UTF-8"]
    app.launch()
    app.buttons["保存"].tap()
    let name = app.textFields["fileExporterName"]
    #expect(name.waitForExistence(timeout: 2))
    name.tap()
    name.typeKey("a", modifierFlags: .control)
    name.typeKey("k", modifierFlags: .control)
    name.typeText("../escape.txt")
    #expect(!app.buttons["fileExporterSave"].isEnabled)
    #expect(app.staticTexts["名前に「/」は使えません"].exists, "\(app.screenText)")
    app.typeKey(.escape)
    #expect(app.buttons["保存"].waitForExistence(timeout: 2))
    #expect(exported.reports == ["cancelled"])
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.txt").path))
  }

  @Test("several documents go into the folder under names no file there has")
  func several() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("taken".utf8).write(to: folder.appendingPathComponent("Untitled.txt"))
    let exported = Exported()
    let app = TUIApplication(
      rootView: Exporter(folder: folder, notes: ["one", "two"], exported: exported),
      size: CGSize(width: 60, height: 14))
    app.launchEnvironment = ["LANG": "en_US.UTF-8"]
    app.launch()
    app.buttons["保存"].tap()
    #expect(app.buttons["Save 2 Files Here"].waitForExistence(timeout: 2))
    #expect(!app.textFields["fileExporterName"].exists)
    app.buttons["Save 2 Files Here"].tap()
    #expect(exported.reports == ["Untitled 2.txt,Untitled 3.txt"])
    #expect(contents(folder.appendingPathComponent("Untitled.txt")) == "taken")
    #expect(contents(folder.appendingPathComponent("Untitled 3.txt")) == "two")
  }

  @Test("a document that fails to write reaches onCompletion as a failure, and nothing is written")
  func failedWrite() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let exported = Exported()
    // An empty note throws from fileWrapper(configuration:).
    let app = TUIApplication(
      rootView: Exporter(folder: folder, notes: [""], exported: exported),
      size: CGSize(width: 50, height: 14))
    app.launch()
    app.buttons["保存"].tap()
    #expect(app.buttons["fileExporterSave"].waitForExistence(timeout: 2))
    app.buttons["fileExporterSave"].tap()
    #expect(app.buttons["保存"].waitForExistence(timeout: 2))
    #expect(exported.reports == ["failed"])
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("memo.txt").path))
  }

  @Test("a transferable item is saved as the text it shares")
  func transferableItem() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let exported = Exported()
    struct ItemExporter: View {
      let exported: Exported
      @State private var shown = true
      var body: some View {
        Text("x").fileExporter(
          isPresented: $shown, item: "共有する文", contentTypes: [.plainText],
          defaultFilename: "note"
        ) { result in
          if case .success(let url) = result { exported.add(url.lastPathComponent) }
        }
      }
    }
    let app = TUIApplication(
      rootView: ItemExporter(exported: exported).fileDialogDefaultDirectory(folder),
      size: CGSize(width: 50, height: 14))
    app.launch()
    #expect(app.textFields["fileExporterName"].value as? String == "note.txt")
    app.buttons["fileExporterSave"].tap()
    #expect(exported.reports == ["note.txt"])
    #expect(contents(folder.appendingPathComponent("note.txt")) == "共有する文")
  }

  @Test("a folder written over another is replaced whole; a failed write keeps the old one")
  func folderReplaced() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("bundle")
    let first = FileWrapper(directoryWithFileWrappers: [
      "a.txt": FileWrapper(regularFileWithContents: Data("1".utf8))
    ])
    try first.write(to: url, options: .atomic, originalContentsURL: nil)
    let bad = FileWrapper(directoryWithFileWrappers: [
      "b.txt": FileWrapper(regularFileWithContents: Data("2".utf8)),
      "../escape.txt": FileWrapper(regularFileWithContents: Data("3".utf8)),
    ])
    #expect(throws: (any Error).self) {
      try bad.write(to: url, options: .atomic, originalContentsURL: nil)
    }
    #expect(contents(url.appendingPathComponent("a.txt")) == "1", "the old folder is kept")
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("escape.txt").path))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(leftovers.sorted() == ["bundle", "drafts", "old.txt"], "no temporary folder is left")
    let second = FileWrapper(directoryWithFileWrappers: [
      "b.txt": FileWrapper(regularFileWithContents: Data("2".utf8))
    ])
    try second.write(to: url, options: .atomic, originalContentsURL: nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: url.path) == ["b.txt"])
  }

  @Test("a relative symbolic link is read and written back relative")
  func relativeLink() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let link = folder.appendingPathComponent("link")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "old.txt")
    let read = try FileWrapper(url: link)
    #expect(read.isSymbolicLink)
    let copy = folder.appendingPathComponent("drafts/copy")
    try read.write(to: copy, options: [], originalContentsURL: nil)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: copy.path) == "old.txt")
  }

  @Test("a file wrapper writes and reads a folder of files")
  func fileWrapperFolder() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let package = FileWrapper(directoryWithFileWrappers: [:])
    #expect(
      package.addRegularFile(withContents: Data("a".utf8), preferredFilename: "a.txt") == "a.txt")
    #expect(
      package.addRegularFile(withContents: Data("b".utf8), preferredFilename: "a.txt") == "a 2.txt")
    let url = folder.appendingPathComponent("bundle")
    try package.write(to: url, options: .atomic, originalContentsURL: nil)
    let read = try FileWrapper(url: url)
    #expect(read.isDirectory)
    #expect(read.fileWrappers?["a 2.txt"]?.regularFileContents == Data("b".utf8))
    #expect(throws: (any Error).self) {
      try FileWrapper(url: folder.appendingPathComponent("none"))
    }
    let document = try NoteDocument(
      configuration: .init(
        contentType: .plainText,
        file: try FileWrapper(url: folder.appendingPathComponent("old.txt"))))
    #expect(document.text == "old")
  }
}
