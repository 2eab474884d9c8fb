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

  public var body: some View {
    if previews.isEmpty {
      Text("プレビューがありません：#Preview を書いたターゲットをこのプログラムにリンクしてください")
        .accessibilityIdentifier("previews")
        .navigationTitle("プレビュー")
    } else {
      List(previews.indices, id: \.self) { index in
        let title = previews[index].title ?? "プレビュー \(index + 1)"
        NavigationLink(title, destination: previews[index].content.navigationTitle(title))
      }
      .accessibilityIdentifier("previews")
      .navigationTitle("プレビュー")
    }
  }

  /// What `run(arguments:)` does with its arguments.
  enum Command: Equatable {
    case gallery, list, help
    case show(Int)
    case unknown(String)
  }

  static let usage = """
    usage: <program> [--list | <title>]
      (nothing)   the previews linked into this program, as a list to choose from
      --list      print their titles, one a line
      <title>     show the preview of that title (its name, or File.swift:line)
    """

  static func command(for arguments: [String], titles: [String?]) -> Command {
    guard let first = arguments.first else { return .gallery }
    switch first {
    case "--list": return arguments.count == 1 ? .list : .unknown(arguments[1])
    case "-h", "--help": return .help
    default:
      guard arguments.count == 1 else { return .unknown(arguments[1]) }
      if let index = titles.firstIndex(where: { $0 == first }) { return .show(index) }
      return .unknown(first)
    }
  }

  /// Runs the gallery of the previews linked into the program, full-screen, or as the
  /// arguments say (see ``PreviewGallery``). Never returns. Call it on the main thread, as
  /// `main.swift`'s top-level code runs.
  public nonisolated static func run(
    arguments: [String] = Array(CommandLine.arguments.dropFirst())
  ) -> Never {
    MainActor.assumeIsolated { runOnMain(arguments) }
  }

  @MainActor
  private static func runOnMain(_ arguments: [String]) -> Never {
    let previews = Preview.registered
    let titles = previews.map(\.title)
    switch command(for: arguments, titles: titles) {
    case .gallery:
      TerminalRuntime.run(NavigationStack { PreviewGallery(previews) })
    case .list:
      let lines = titles.enumerated().map { $0.element ?? "プレビュー \($0.offset + 1)" }
      FileHandle.standardOutput.write(Data(lines.map { $0 + "\n" }.joined().utf8))
      exit(0)
    case .help:
      FileHandle.standardOutput.write(Data((usage + "\n").utf8))
      exit(0)
    case .show(let index):
      let title = titles[index] ?? ""
      TerminalRuntime.run(NavigationStack { previews[index].content.navigationTitle(title) })
    case .unknown(let argument):
      let known = titles.compactMap { $0 }.joined(separator: ", ")
      let message =
        "error: no preview is titled '\(argument)'"
        + (known.isEmpty ? " (this program has none)" : "; the titles are: \(known)")
      FileHandle.standardError.write(Data((message + "\n\n" + usage + "\n").utf8))
      exit(2)
    }
  }
}
