import Foundation

/// Answers the compiler's messages until it closes the connection.
///
/// The messages are those of the compiler's plug-in protocol (version 7): the host asks for the
/// plug-in's capability, then for expansions of freestanding and attached macros, each answered
/// with the expanded source or with diagnostics.
struct PluginServer {
  let connection: PluginConnection

  static let protocolVersion = 7

  func run() throws {
    let decoder = JSONDecoder()
    while let payload = try connection.receive() {
      let reply: PluginReply
      do {
        reply = answer(try decoder.decode(HostMessage.self, from: Data(payload)))
      } catch {
        // A message this plug-in cannot read: say so instead of leaving the compiler waiting.
        reply = .expansion(
          source: nil,
          diagnostics: [
            .error("TerminalUIMacros could not read the compiler's request: \(error)")
          ])
      }
      try connection.send(Array(try JSONEncoder().encode(reply)))
    }
  }

  func answer(_ message: HostMessage) -> PluginReply {
    if message.getCapability != nil {
      return .capability(protocolVersion: Self.protocolVersion)
    }
    if let request = message.expandFreestandingMacro {
      guard request.macro.typeName == "PreviewMacro" else {
        return .unknownMacro(request.macro, at: request.syntax.location)
      }
      switch PreviewExpansion.expand(
        request.syntax.source, discriminator: request.discriminator,
        fileID: request.syntax.location.fileID, line: request.syntax.location.line)
      {
      case .success(let source):
        return .expansion(source: source, diagnostics: [])
      case .failure(let problem):
        return .expansion(
          source: nil,
          diagnostics: [.error(problem.message, at: request.syntax.location)])
      }
    }
    if let request = message.expandAttachedMacro {
      switch request.macro.typeName {
      case "PreviewableMacro":
        // `@Previewable` marks a declaration for `#Preview` to move; on its own it adds nothing.
        return .expansion(source: "", diagnostics: [])
      case "EntryMacro":
        return expandEntry(request)
      default:
        return .unknownMacro(request.macro, at: request.attributeSyntax.location)
      }
    }
    if message.loadPluginLibrary != nil {
      return .libraryNotLoaded
    }
    return .expansion(
      source: nil, diagnostics: [.error("TerminalUIMacros does not know this request")])
  }
}

extension PluginServer {
  /// `@Entry`'s accessors or its key, as the request's role asks.
  func expandEntry(_ request: HostMessage.Attached) -> PluginReply {
    guard let declaration = request.declSyntax else {
      return .expansion(
        source: nil,
        diagnostics: [.error("@Entry applies to a property", at: request.attributeSyntax.location)])
    }
    switch EntryExpansion.property(in: declaration.source) {
    case .failure(let problem):
      // Said once, for the accessors; the key is then left out.
      let diagnostics: [PluginReply.Diagnostic] =
        request.macroRole == "peer" ? [] : [.error(problem.message, at: declaration.location)]
      return .expansion(source: "", diagnostics: diagnostics)
    case .success(let property):
      let around = (request.lexicalContext ?? []).map(\.source)
      let keyProtocol = EntryExpansion.keyProtocol(around: around)
      if keyProtocol == EntryExpansion.focusedKeyProtocol,
        EntryExpansion.focusedValueType(of: property) == nil
      {
        let diagnostics: [PluginReply.Diagnostic] =
          request.macroRole == "peer"
          ? []
          : [.error("@Entry in FocusedValues needs an optional type", at: declaration.location)]
        return .expansion(source: "", diagnostics: diagnostics)
      }
      if request.macroRole == "peer" {
        return .expansion(
          source: EntryExpansion.peer(for: property, keyProtocol: keyProtocol), diagnostics: [])
      }
      return .expansion(source: EntryExpansion.accessors(for: property), diagnostics: [])
    }
  }
}

/// What the compiler sends: an object with one key, the request's name.
struct HostMessage: Decodable {
  struct Capability: Decodable {}

  struct MacroReference: Codable {
    var moduleName: String
    var typeName: String
    var name: String
  }

  struct SourceLocation: Decodable {
    var fileID: String
    var fileName: String
    var offset: Int
    var line: Int
    var column: Int
  }

  struct Syntax: Decodable {
    var source: String
    var location: SourceLocation
  }

  struct Freestanding: Decodable {
    var macro: MacroReference
    var discriminator: String
    var syntax: Syntax
  }

  struct Attached: Decodable {
    var macro: MacroReference
    /// `accessor`, `peer`…: which of the macro's roles to expand.
    var macroRole: String?
    var attributeSyntax: Syntax
    var declSyntax: Syntax?
    /// The declarations around the one the macro is attached to, innermost first.
    var lexicalContext: [Syntax]?
  }

  struct LoadLibrary: Decodable {}

  var getCapability: Capability?
  var expandFreestandingMacro: Freestanding?
  var expandAttachedMacro: Attached?
  var loadPluginLibrary: LoadLibrary?
}

/// What the plug-in answers.
enum PluginReply: Encodable {
  case capability(protocolVersion: Int)
  case expansion(source: String?, diagnostics: [Diagnostic])
  case libraryNotLoaded

  struct Diagnostic: Encodable {
    struct Position: Encodable {
      var fileName: String
      var offset: Int
    }

    var message: String
    var severity = "error"
    var position: Position
    var highlights: [Position] = []
    var notes: [Position] = []
    var fixIts: [Position] = []

    static func error(_ message: String, at location: HostMessage.SourceLocation? = nil)
      -> Diagnostic
    {
      Diagnostic(
        message: message,
        position: Position(
          fileName: location?.fileName ?? "", offset: location?.offset ?? 0))
    }
  }

  static func unknownMacro(
    _ macro: HostMessage.MacroReference, at location: HostMessage.SourceLocation
  )
    -> PluginReply
  {
    .expansion(
      source: nil,
      diagnostics: [
        .error("TerminalUIMacros has no macro '\(macro.typeName)'", at: location)
      ])
  }

  private enum Keys: String, CodingKey {
    case getCapabilityResult, expandMacroResult, loadPluginLibraryResult
  }

  private enum FieldKeys: String, CodingKey {
    case capability, protocolVersion, expandedSource, diagnostics, loaded
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    switch self {
    case .capability(let version):
      var result = container.nestedContainer(keyedBy: FieldKeys.self, forKey: .getCapabilityResult)
      var capability = result.nestedContainer(keyedBy: FieldKeys.self, forKey: .capability)
      try capability.encode(version, forKey: .protocolVersion)
    case .expansion(let source, let diagnostics):
      var result = container.nestedContainer(keyedBy: FieldKeys.self, forKey: .expandMacroResult)
      try result.encode(source, forKey: .expandedSource)
      try result.encode(diagnostics, forKey: .diagnostics)
    case .libraryNotLoaded:
      var result = container.nestedContainer(
        keyedBy: FieldKeys.self, forKey: .loadPluginLibraryResult)
      try result.encode(false, forKey: .loaded)
      try result.encode([Diagnostic](), forKey: .diagnostics)
    }
  }
}
