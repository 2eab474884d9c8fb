import Foundation
import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

/// What an importer handed over, for tests off the main actor.
final class Imported: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []
  private var cancels = 0
  var names: [String] { lock.withLock { stored } }
  var cancelled: Int { lock.withLock { cancels } }
  func set(_ urls: [URL]) { lock.withLock { stored = urls.map(\.lastPathComponent) } }
  func cancel() { lock.withLock { cancels += 1 } }
}

/// A button that opens a file importer on `folder`.
private struct Importer: View {
  let folder: URL
  let multiple: Bool
  let imported: Imported
  @State private var shown = false

  var body: some View {
    Button("読み込む") { shown = true }
      .fileImporter(
        isPresented: $shown, allowedContentTypes: [.json], allowsMultipleSelection: multiple,
        onCompletion: { result in
          if case .success(let urls) = result { imported.set(urls) }
        }, onCancellation: { imported.cancel() }
      )
      .fileDialogDefaultDirectory(folder)
      .fileDialogMessage("設定ファイルを選んでください")
  }
}

@Suite("fileImporter: a sheet that lists folders and picks files", .serialized)
struct FileImporterTests {
  /// A folder with a sub-folder, two JSON files, a text file and a hidden file.
  func makeFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("importer-\(UUID().uuidString)")
    let nested = folder.appendingPathComponent("nested")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    for name in ["a.json", "b.json", "notes.txt", ".hidden.json"] {
      try Data("{}".utf8).write(to: folder.appendingPathComponent(name))
    }
    try Data("{}".utf8).write(to: nested.appendingPathComponent("deep.json"))
    return folder
  }

  @Test("folders first, hidden files left out, other types disabled; Enter on a file picks it")
  func single() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let imported = Imported()
    let app = TUIApplication(
      rootView: Importer(folder: folder, multiple: false, imported: imported),
      size: CGSize(width: 40, height: 12))
    app.launch()
    app.buttons["読み込む"].tap()
    #expect(app.staticTexts["設定ファイルを選んでください"].waitForExistence(timeout: 2))
    let names = app.buttons.allElementsBoundByIndex.map(\.identifier)
    #expect(names.filter { !$0.isEmpty } == ["nested", "a.json", "b.json", "notes.txt"])
    #expect(!app.buttons["notes.txt"].isEnabled)
    #expect(app.buttons["a.json"].isEnabled)
    #expect(!app.buttons["fileImporterChooseFolder"].exists, "folders are not allowed")
    app.buttons["nested"].tap()
    #expect(app.buttons["deep.json"].waitForExistence(timeout: 2))
    #expect(app.buttons[".."].isEnabled)
    app.buttons[".."].tap()
    #expect(app.buttons["b.json"].waitForExistence(timeout: 2))
    app.buttons["b.json"].tap()
    #expect(app.buttons["読み込む"].waitForExistence(timeout: 2))
    #expect(imported.names == ["b.json"])
    #expect(imported.cancelled == 0)
  }

  @Test("with several allowed, files are marked and Open hands them all over; Esc cancels")
  func multiple() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let imported = Imported()
    let app = TUIApplication(
      rootView: Importer(folder: folder, multiple: true, imported: imported),
      size: CGSize(width: 40, height: 12))
    app.launch()
    app.buttons["読み込む"].tap()
    #expect(app.buttons["a.json"].waitForExistence(timeout: 2))
    #expect(!app.buttons["Open"].isEnabled)
    app.buttons["a.json"].tap()
    app.buttons["b.json"].tap()
    #expect(app.staticTexts["2 selected"].exists)
    app.buttons["Open"].tap()
    #expect(imported.names == ["a.json", "b.json"])
    app.buttons["読み込む"].tap()
    #expect(app.buttons["a.json"].waitForExistence(timeout: 2))
    app.typeKey(.escape)
    #expect(app.buttons["読み込む"].waitForExistence(timeout: 2))
    #expect(imported.cancelled == 1)
  }

  @Test("where folders are allowed, the folder shown is picked")
  func folder() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let imported = Imported()
    struct FolderImporter: View {
      let folder: URL
      let imported: Imported
      @State private var shown = true
      var body: some View {
        Text("x")
          .fileImporter(isPresented: $shown, allowedContentTypes: [.folder]) { result in
            if case .success(let url) = result { imported.set([url]) }
          }
          .fileDialogDefaultDirectory(folder)
      }
    }
    let app = TUIApplication(
      rootView: FolderImporter(folder: folder, imported: imported),
      size: CGSize(width: 40, height: 12))
    app.launch()
    app.buttons["nested"].tap()
    app.buttons["fileImporterChooseFolder"].tap()
    #expect(imported.names == ["nested"])
  }

  @Test("a folder that cannot be read says so and still offers the way up")
  func unreadable() {
    let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)")
    switch FileImporterSheet.list(missing, allowed: [.json]) {
    case .success: Issue.record("a missing folder listed")
    case .failure(let error):
      #expect(error.message(japanese: false) == "Cannot read \(missing.path)")
    }
    #expect(FileImporterSheet.accepts(URL(fileURLWithPath: "/x/a.JSON"), allowed: [.json]))
    #expect(FileImporterSheet.accepts(URL(fileURLWithPath: "/x/a.bin"), allowed: [.data]))
    #expect(!FileImporterSheet.accepts(URL(fileURLWithPath: "/x/a.bin"), allowed: [.text]))
  }
}
