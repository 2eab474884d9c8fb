import Foundation
import Streams

/// A document a program reads from a file and writes as one: SwiftUI's `FileDocument`. A
/// `fileExporter` writes it where the person says.
///
/// ```swift
/// struct Notes: FileDocument {
///   static var readableContentTypes: [UTType] { [.plainText] }
///   var text = ""
///   init(text: String) { self.text = text }
///   init(configuration: ReadConfiguration) throws {
///     guard let data = configuration.file.regularFileContents else {
///       throw CocoaError(.fileReadCorruptFile)
///     }
///     text = String(decoding: data, as: UTF8.self)
///   }
///   func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
///     FileWrapper(regularFileWithContents: Data(text.utf8))
///   }
/// }
/// ```
public protocol FileDocument {
  /// The types it can be read from.
  static var readableContentTypes: [UTType] { get }
  /// The types it can be written as: the readable ones unless it says otherwise.
  static var writableContentTypes: [UTType] { get }
  /// Reads it from a file.
  init(configuration: ReadConfiguration) throws
  /// The file that holds it.
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper

  typealias ReadConfiguration = FileDocumentReadConfiguration
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document is read from: its type and its file.
public struct FileDocumentReadConfiguration {
  public let contentType: UTType
  public let file: FileWrapper

  public init(contentType: UTType, file: FileWrapper) {
    self.contentType = contentType
    self.file = file
  }
}

/// What a document is written as: the type asked for and the file it replaces, if any.
public struct FileDocumentWriteConfiguration {
  public let contentType: UTType
  public let existingFile: FileWrapper?

  public init(contentType: UTType, existingFile: FileWrapper?) {
    self.contentType = contentType
    self.existingFile = existingFile
  }
}

/// A document held by reference and observed: SwiftUI's `ReferenceFileDocument`. It is
/// written from a snapshot taken when the writing starts.
public protocol ReferenceFileDocument: ObservableObject {
  associatedtype Snapshot
  static var readableContentTypes: [UTType] { get }
  static var writableContentTypes: [UTType] { get }
  init(configuration: ReadConfiguration) throws
  /// What is written: the document as it is now.
  func snapshot(contentType: UTType) throws -> Snapshot
  /// The file that holds a snapshot.
  func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper

  typealias ReadConfiguration = FileDocumentReadConfiguration
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// Names for files written into a folder.
enum FileNames {
  /// `name`, or `name 2`, `name 3`… before its extension, whichever `taken` lacks.
  static func unique(_ name: String, among taken: Set<String>) -> String {
    guard taken.contains(name) else { return name }
    let url = URL(fileURLWithPath: name)
    let stem = url.deletingPathExtension().lastPathComponent
    let suffix = url.pathExtension.isEmpty ? "" : "." + url.pathExtension
    var number = 2
    while taken.contains("\(stem) \(number)\(suffix)") { number += 1 }
    return "\(stem) \(number)\(suffix)"
  }

  /// `name` with the type's extension added when it has none of the type's.
  static func named(_ name: String, as type: UTType?) -> String {
    guard let type, let preferred = type.preferredFilenameExtension else { return name }
    let given = URL(fileURLWithPath: name).pathExtension.lowercased()
    if let known = UTType(filenameExtension: given), known.conforms(to: type) { return name }
    return name + "." + preferred
  }
}
