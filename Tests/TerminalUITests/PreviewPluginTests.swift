import Foundation
import TestSupport
import Testing

/// Talks to the `#Preview` compiler plug-in as the compiler does: JSON messages, each after
/// its length as a little-endian 64-bit number.
private final class PluginSession {
  let process = Process()
  private let input = Pipe()
  private let output = Pipe()

  init() throws {
    process.executableURL = URL(fileURLWithPath: builtExecutable("TerminalUIMacros-tool"))
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
  }

  func send(raw payload: [UInt8], length: UInt64? = nil) throws {
    var header = length ?? UInt64(payload.count)
    var bytes: [UInt8] = []
    for _ in 0..<8 {
      bytes.append(UInt8(truncatingIfNeeded: header))
      header >>= 8
    }
    try input.fileHandleForWriting.write(contentsOf: bytes + payload)
  }

  func send(_ json: String) throws -> [String: Any] {
    try send(raw: Array(json.utf8))
    let header = try read(8)
    let length = header.reversed().reduce(0) { $0 << 8 | Int($1) }
    let reply = try JSONSerialization.jsonObject(with: Data(try read(length)))
    return try #require(reply as? [String: Any])
  }

  private func read(_ count: Int) throws -> [UInt8] {
    var bytes: [UInt8] = []
    while bytes.count < count {
      let chunk = try #require(try output.fileHandleForReading.read(upToCount: count - bytes.count))
      try #require(!chunk.isEmpty, "the plug-in closed its output")
      bytes += chunk
    }
    return bytes
  }

  func close() throws -> Int32 {
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    return process.terminationStatus
  }
}

private func expansion(_ source: String) -> String {
  let request: [String: Any] = [
    "expandFreestandingMacro": [
      "macro": ["moduleName": "TerminalUIMacros", "typeName": "PreviewMacro", "name": "Preview"],
      "macroRole": "declaration",
      "discriminator": "$s4Demo4mainfMf_",
      "syntax": [
        "kind": "declaration", "source": source,
        "location": [
          "fileID": "Demo/main.swift", "fileName": "/demo/main.swift", "offset": 0, "line": 3,
          "column": 1,
        ],
      ],
    ]
  ]
  let data = (try? JSONSerialization.data(withJSONObject: request)) ?? Data()
  return String(decoding: data, as: UTF8.self)
}

/// The compiler's request to expand `@Entry` on `declaration` in `role`, inside `context`.
private func entryExpansion(_ declaration: String, role: String, context: [String]) -> String {
  let location: [String: Any] = [
    "fileID": "Demo/Values.swift", "fileName": "/demo/Values.swift", "offset": 0, "line": 2,
    "column": 3,
  ]
  let request: [String: Any] = [
    "expandAttachedMacro": [
      "macro": ["moduleName": "TerminalUIMacros", "typeName": "EntryMacro", "name": "Entry"],
      "macroRole": role,
      "discriminator": "$s4Demo6valuesfMa_",
      "attributeSyntax": ["kind": "attribute", "source": "@Entry", "location": location],
      "declSyntax": ["kind": "declaration", "source": declaration, "location": location],
      "lexicalContext": context.map {
        ["kind": "declaration", "source": $0, "location": location] as [String: Any]
      },
    ]
  ]
  let data = (try? JSONSerialization.data(withJSONObject: request)) ?? Data()
  return String(decoding: data, as: UTF8.self)
}

private func result(_ reply: [String: Any]) throws -> (source: String?, errors: [String]) {
  let result = try #require(reply["expandMacroResult"] as? [String: Any])
  let diagnostics = try #require(result["diagnostics"] as? [[String: Any]])
  return (result["expandedSource"] as? String, diagnostics.compactMap { $0["message"] as? String })
}

@Suite("The #Preview plug-in answers the compiler, and refuses bad requests with a diagnostic")
struct PreviewPluginTests {
  @Test("capability, an expansion with its line, a broken source, garbage, then a clean exit")
  func conversation() throws {
    let plugin = try PluginSession()
    let capability = try plugin.send(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#)
    let answer = try #require(capability["getCapabilityResult"] as? [String: Any])
    #expect((answer["capability"] as? [String: Any])?["protocolVersion"] as? Int == 7)

    let expanded = try result(plugin.send(expansion("\n\n#Preview(\"名\") { Text(\"}\") }")))
    #expect(expanded.errors.isEmpty)
    let source = try #require(expanded.source)
    #expect(
      source.contains(
        "@usableFromInline struct $s4Demo4mainfMf_17TerminalUIPreviewfMu_: TerminalUI.PreviewRegistry"
      ))
    #expect(source.contains("@usableFromInline static let line = 5"))
    #expect(source.contains("TerminalUI.Preview(\"名\") { Text(\"}\") }"))

    let broken = try result(plugin.send(expansion("#Preview(\"a\") { Text(\"x\" ")))
    #expect(broken.source == nil)
    #expect(broken.errors.first?.contains("not closed") == true)

    let previewable = try result(
      plugin.send(expansion("#Preview(body: { @Previewable @State var x = 1; Text(\"\\(x)\") })")))
    #expect(previewable.errors.first?.contains("trailing closure") == true)

    let garbage = try result(plugin.send("{not json"))
    #expect(garbage.errors.first?.contains("could not read") == true)

    #expect(try plugin.close() == 0)
  }

  @Test("@Entry makes a key of the storage around it and accessors; a bad declaration is refused")
  func entry() throws {
    let plugin = try PluginSession()
    let container = ["extension ContainerValues {}"]
    let peer = try result(
      plugin.send(
        entryExpansion(
          "@Entry var tint: [String: Int] = [\"a\": 1]", role: "peer", context: container)
      ))
    #expect(peer.errors.isEmpty)
    let key = try #require(peer.source)
    #expect(key.contains("private struct __Key_tint: TerminalUI.ContainerValueKey"))
    #expect(key.contains("static var defaultValue: [String: Int] { [\"a\": 1] }"))

    let inferred = try result(
      plugin.send(
        entryExpansion(
          "@Entry public var `count` = 3", role: "peer", context: ["extension EnvironmentValues {}"]
        )))
    #expect(
      inferred.source?.contains("private struct __Key_count: TerminalUI.EnvironmentKey") == true)
    #expect(inferred.source?.contains("static let defaultValue = 3") == true)

    let optional = try result(
      plugin.send(entryExpansion("@Entry var note: String?", role: "peer", context: container)))
    #expect(optional.source?.contains("static var defaultValue: String? { nil }") == true)

    let accessors = try result(
      plugin.send(entryExpansion("@Entry var note: String?", role: "accessor", context: container)))
    #expect(accessors.source?.contains("get {\n  self[__Key_note.self]\n}") == true)
    #expect(accessors.source?.contains("self[__Key_note.self] = newValue") == true)

    let missing = try result(
      plugin.send(entryExpansion("@Entry var count: Int", role: "accessor", context: container)))
    #expect(missing.errors.first?.contains("initial value") == true)
    let constant = try result(
      plugin.send(entryExpansion("@Entry let count = 1", role: "accessor", context: container)))
    #expect(constant.errors.first?.contains("'var'") == true)
    #expect(try plugin.close() == 0)
  }

  @Test("@Entry in FocusedValues keys the wrapped type of an optional and refuses any other")
  func focusedEntry() throws {
    let plugin = try PluginSession()
    let focused = ["extension FocusedValues {}"]
    let peer = try result(
      plugin.send(
        entryExpansion("@Entry var note: Binding<Note>?", role: "peer", context: focused)))
    let key = try #require(peer.source)
    #expect(key.contains("private struct __Key_note: TerminalUI.FocusedValueKey"))
    #expect(key.contains("typealias Value = Binding<Note>"))
    #expect(!key.contains("defaultValue"))
    let spelled = try result(
      plugin.send(
        entryExpansion("@Entry var count: Optional<Int>", role: "peer", context: focused)))
    #expect(spelled.source?.contains("typealias Value = Int") == true)
    let accessors = try result(
      plugin.send(entryExpansion("@Entry var count: Int?", role: "accessor", context: focused)))
    #expect(accessors.source?.contains("self[__Key_count.self] = newValue") == true)
    let plain = try result(
      plugin.send(entryExpansion("@Entry var count: Int = 0", role: "accessor", context: focused)))
    #expect(plain.errors.first?.contains("optional type") == true)
    let plainKey = try result(
      plugin.send(entryExpansion("@Entry var count: Int = 0", role: "peer", context: focused)))
    #expect(plainKey.source?.isEmpty == true)
    #expect(try plugin.close() == 0)
  }

  @Test("a message longer than the plug-in reads ends it with a failure, not a wait")
  func oversizedMessage() throws {
    let plugin = try PluginSession()
    try plugin.send(raw: [], length: 1 << 40)
    #expect(try plugin.close() == 1)
  }
}
