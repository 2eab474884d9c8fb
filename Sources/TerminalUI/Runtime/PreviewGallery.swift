import Foundation

/// Previews as a list: Enter shows one under its title, Esc comes back.
///
/// `PreviewGallery()` lists every `#Preview` and `PreviewProvider` linked into the program
/// (``Preview/registered``); `PreviewGallery(a, b)` lists the previews given. A program of two
/// lines in one's own package, depending on the target with the views, shows them all:
///
/// ```swift
/// // Sources/Previews/main.swift
/// import TerminalUI
/// PreviewGallery.run()
/// ```
///
/// `swift run Previews` opens the list, `swift run Previews --list` prints the titles, and
/// `swift run Previews "Filled in"` (or `LoginView.swift:42`) opens that preview directly.
public struct PreviewGallery: View {
  let previews: [Preview]

  /// The previews linked into the program.
  @MainActor public init() { previews = Preview.registered }

  public init(_ previews: [Preview]) { self.previews = previews }

  public init(_ previews: Preview...) { self.previews = previews }

  @Environment(\.locale) private var locale

  public var body: some View {
    let words = SystemWords(locale)
    if previews.isEmpty {
      Text(words.noPreviews)
        .accessibilityIdentifier("previews")
        .navigationTitle(words.previews)
    } else {
      List(previews.indices, id: \.self) { index in
        let title = previews[index].title ?? words.preview(index + 1)
        NavigationLink(title, destination: previews[index].content.navigationTitle(title))
      }
      .accessibilityIdentifier("previews")
      .navigationTitle(words.previews)
    }
  }

  /// What `run(arguments:)` does with its arguments.
  enum Command: Equatable {
    case gallery, list, help
    case show(Int)
    /// No preview has this title (or a title it begins).
    case unknown(String)
    /// Several titles begin with it.
    case ambiguous(String, [String])
    /// An option the program does not have, or an argument too many.
    case badArgument(String)
  }

  /// The help, naming the program as it is run (`samples preview`, `Previews`).
  static func usage(program: String) -> String {
    """
    USAGE: \(program) [--list | <title>]

      (nothing)   the previews linked into this program, as a list to choose from
      --list      print their titles, one a line
      <title>     show the preview of that title (its name, File.swift:line, or the
                  start of one title)
      -h, --help  show this help
    """
  }

  static func command(for arguments: [String], titles: [String?]) -> Command {
    guard let first = arguments.first else { return .gallery }
    switch first {
    case "--list": return arguments.count == 1 ? .list : .badArgument(arguments[1])
    case "-h", "--help": return .help
    case let option where option.hasPrefix("-") && option.count > 1:
      return .badArgument(option)
    default:
      guard arguments.count == 1 else { return .badArgument(arguments[1]) }
      if let index = titles.firstIndex(where: { $0 == first }) { return .show(index) }
      // A title may be given by its start, when only one title starts so.
      let starting = titles.indices.filter { titles[$0]?.hasPrefix(first) == true }
      switch starting.count {
      case 1: return .show(starting[0])
      case 0: return .unknown(first)
      default: return .ambiguous(first, starting.compactMap { titles[$0] })
      }
    }
  }

  /// Runs the gallery of the previews linked into the program, full-screen, or as the
  /// arguments say (see ``PreviewGallery``). Never returns. Call it on the main thread, as
  /// `main.swift`'s top-level code runs.
  /// `program` is how the help names it (by default, the program's file name); `footer`, when
  /// given, is shown under every screen (the keys that work there); `locale`, when given, is
  /// the previews' (their formatting, and TerminalUI's own words), else the environment's.
  public nonisolated static func run(
    arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    program: String = URL(fileURLWithPath: CommandLine.arguments.first ?? "previews")
      .lastPathComponent,
    footer: String? = nil, locale: Locale? = nil
  ) -> Never {
    MainActor.assumeIsolated {
      runOnMain(arguments, program: program, footer: footer, locale: locale ?? .process)
    }
  }

  /// `screen` in a navigation stack, with `footer` under it when there is one, in `locale`.
  @MainActor
  private static func window(_ screen: some View, footer: String?, locale: Locale) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      NavigationStack { screen }
      if let footer { Text(footer).font(.caption) }
    }
    .environment(\.locale, locale)
  }

  @MainActor
  private static func runOnMain(
    _ arguments: [String], program: String, footer: String?, locale: Locale
  ) -> Never {
    let usage = usage(program: program)
    let previews = Preview.registered
    let titles = previews.map(\.title)
    switch command(for: arguments, titles: titles) {
    case .gallery:
      // Erased: an optimised build ran a gallery held by value in the window's stack with
      // its storage unset, and crashed on the first frame (the cause, in the optimiser or
      // here, is not found; `.ci/release-smoke` runs this path in a release build).
      let gallery = AnyView(PreviewGallery(previews))
      TerminalRuntime.run(window(gallery, footer: footer, locale: locale))
    case .list:
      let words = SystemWords(locale)
      let lines = titles.enumerated().map { $0.element ?? words.preview($0.offset + 1) }
      FileHandle.standardOutput.write(Data(lines.map { $0 + "\n" }.joined().utf8))
      exit(0)
    case .help:
      FileHandle.standardOutput.write(Data((usage + "\n").utf8))
      exit(0)
    case .show(let index):
      let title = titles[index] ?? ""
      TerminalRuntime.run(
        window(previews[index].content.navigationTitle(title), footer: footer, locale: locale))
    case .unknown(let argument):
      let known = titles.compactMap { $0 }.joined(separator: ", ")
      fail(
        "no preview is titled '\(argument)'"
          + (known.isEmpty ? " (this program has none)" : "; the titles are: \(known)"),
        program: program, usage: usage)
    case .ambiguous(let argument, let matches):
      fail(
        "'\(argument)' begins several titles: \(matches.joined(separator: ", "))",
        program: program, usage: usage)
    case .badArgument(let argument):
      fail("unknown option or extra argument '\(argument)'", program: program, usage: usage)
    }
  }

  /// Reports a mistake with the usage on standard error, and exits with status 2.
  private static func fail(_ message: String, program: String, usage: String) -> Never {
    FileHandle.standardError.write(Data("\(program): \(message)\n\n\(usage)\n".utf8))
    exit(2)
  }
}
