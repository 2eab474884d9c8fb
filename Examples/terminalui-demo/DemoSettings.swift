import Foundation
import TerminalUI

/// How the settings screen draws: kept as its String raw value.
enum DemoTheme: String, CaseIterable {
  case system, light, dark

  var label: String {
    switch self {
    case .system: "端末に合わせる"
    case .light: "明るい"
    case .dark: "暗い"
    }
  }

  var next: DemoTheme {
    let all = Self.allCases
    return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
  }
}

/// A text field style of the demo's own: a pencil before the field, the whole in a box.
struct NameFieldStyle: TextFieldStyle {
  func _body(configuration: TextField<Self._Label>) -> some View {
    HStack {
      Image(systemName: "pencil")
      configuration
    }
    .padding()
    .overlay(RoundedRectangle(cornerRadius: 6).stroke(Color.gray))
  }
}

/// The part of a text that is secret: a text attribute the renderer below looks for.
struct SecretText: TextAttribute {}

/// Draws a text with its secret runs covered by grey blocks, as a redacted document: a
/// `TextRenderer` that reads the text's custom attribute, run by run.
struct CoveringSecrets: TextRenderer {
  var covers: Bool

  func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
    for line in layout {
      for run in line {
        if covers, run[SecretText.self] != nil {
          ctx.fill(Path(run.typographicBounds.rect), with: .color(.gray))
        } else {
          ctx.draw(run)
        }
      }
    }
  }
}

/// The settings written out as a JSON file: a `FileDocument` the settings screen exports.
struct SettingsDocument: FileDocument {
  static var readableContentTypes: [UTType] { [.json] }
  var values: [String: String]

  init(values: [String: String]) { self.values = values }

  init(configuration: ReadConfiguration) throws {
    guard let data = configuration.file.regularFileContents,
      let values = try? JSONDecoder().decode([String: String].self, from: data)
    else { throw CocoaError(.fileReadCorruptFile) }
    self.values = values
  }

  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return FileWrapper(regularFileWithContents: try encoder.encode(values))
  }
}

/// Settings kept across launches with `@AppStorage`, in the demo's file in the user's
/// configuration directory.
struct DemoSettings: View {
  @AppStorage("notifications") private var notifications = true
  @AppStorage("displayName") private var displayName = ""
  @AppStorage("theme") private var theme = DemoTheme.system
  @AppStorage("settingsOpened") private var opened = 0
  /// The colour of the screen's controls, chosen with a colour picker.
  @State private var accent = Color.orange
  /// Whether the API key is shown; it is covered until asked for.
  @State private var showsKey = false
  private let apiKey = "k-3f9a-77c1"
  /// Whether the file importer is open, and the file it last gave.
  @State private var importing = false
  @State private var importedFile: String?
  /// Whether the file exporter is open, and what it last said.
  @State private var exporting = false
  @State private var exportReport: String?
  /// Where the values go, as the screen says it.
  var storedIn = AppStorageFile.standard.url?.path ?? "保存しません（ホームがありません）"

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Toggle("通知を受け取る", isOn: $notifications).accessibilityIdentifier("notifications")
      HStack {
        TextField("表示名", text: $displayName)
          .textFieldStyle(NameFieldStyle())
          .accessibilityIdentifier("displayName")
        // The terminal's paste (Ctrl-Shift-V) while it has focus becomes the name.
        PasteButton(payloadType: String.self) { names in
          if let name = names.first { displayName = name.trimmingCharacters(in: .newlines) }
        }
        .accessibilityIdentifier("pasteName")
      }
      Button("テーマ: \(theme.label)") { theme = theme.next }.accessibilityIdentifier("theme")
      ColorPicker("アクセントの色", selection: $accent).accessibilityIdentifier("accentColor")
      HStack {
        Text("API キー: \(Text(apiKey).customAttribute(SecretText()))")
          .textRenderer(CoveringSecrets(covers: !showsKey))
          .accessibilityIdentifier("apiKey")
        Button(showsKey ? "隠す" : "表示") { showsKey.toggle() }
          .accessibilityIdentifier("apiKeyToggle")
      }
      HStack {
        Button("設定ファイルを読み込む") { importing = true }
          .fileImporter(isPresented: $importing, allowedContentTypes: [.json]) { result in
            if case .success(let url) = result { importedFile = url.lastPathComponent }
          }
          .fileDialogMessage("JSON の設定ファイルを選んでください")
          // It opens where the settings are kept.
          .fileDialogDefaultDirectory(AppStorageFile.standard.url?.deletingLastPathComponent())
        Text(importedFile.map { "読み込んだファイル: \($0)" } ?? "")
          .accessibilityIdentifier("importedFile")
      }
      HStack {
        Button("設定を書き出す") { exporting = true }
          .fileExporter(
            isPresented: $exporting,
            document: SettingsDocument(values: [
              "notifications": String(notifications), "displayName": displayName,
              "theme": theme.rawValue,
            ]),
            contentType: .json, defaultFilename: "demo-settings"
          ) { result in
            switch result {
            case .success(let url): exportReport = "書き出したファイル: \(url.lastPathComponent)"
            case .failure(let error): exportReport = "書き出せませんでした: \(error.localizedDescription)"
            }
          }
          .fileDialogDefaultDirectory(AppStorageFile.standard.url?.deletingLastPathComponent())
        Text(exportReport ?? "").accessibilityIdentifier("exportReport")
      }
      VStack(alignment: .leading, spacing: 0) {
        Text("この画面を開いた回数: \(opened)").accessibilityIdentifier("opened")
        Text("設定は次に起動しても残ります。").foregroundColor(.secondary)
        Text("保存先: \(storedIn)")
          .foregroundColor(.secondary)
          .accessibilityIdentifier("storedIn")
      }
      .frame(maxWidth: UIScreen.main.bounds.width, alignment: .leading)
      .background(Color(.secondarySystemBackground))
    }
    .padding()
    .tint(accent)
    .navigationTitle("設定")
    .onAppear { opened += 1 }
  }
}
