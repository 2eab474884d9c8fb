import Foundation
import TerminalKit

/// What opening a URL does: SwiftUI's `OpenURLAction`, read with `@Environment(\.openURL)`
/// and called as a function. A terminal cannot show a web page: unless a view supplies its
/// own handler (`.environment(\.openURL, OpenURLAction { url in … })`), the URL is said on
/// standard error, when the program gives the terminal back, so it can be opened from there.
public struct OpenURLAction: Sendable {
  /// What a handler did with a URL.
  public struct Result: Sendable, Equatable {
    let kind: Kind
    enum Kind: Equatable {
      case handled, discarded
      case systemAction(URL?)
    }

    /// The handler opened it.
    public static let handled = Result(kind: .handled)
    /// The handler let it go.
    public static let discarded = Result(kind: .discarded)
    /// The system should open it (here: say it on standard error).
    public static let systemAction = Result(kind: .systemAction(nil))
    /// The system should open this other URL.
    public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
  }

  private let handler: @MainActor @Sendable (URL) -> Result

  /// An action that gives each URL to `handler`.
  public init(handler: @escaping @MainActor @Sendable (URL) -> Result) { self.handler = handler }

  /// Opens `url`.
  @MainActor public func callAsFunction(_ url: URL) {
    if case .systemAction(let other) = handler(url).kind {
      Self.openBySystem(other ?? url)
    }
  }

  /// Opens `url`, and says whether it was opened.
  @MainActor public func callAsFunction(_ url: URL, completion: (Bool) -> Void) {
    switch handler(url).kind {
    case .handled: completion(true)
    case .discarded: completion(false)
    case .systemAction(let other):
      Self.openBySystem(other ?? url)
      completion(true)
    }
  }

  /// The system's way of opening a URL in a terminal: naming it.
  static func openBySystem(_ url: URL) { Terminal.report("URL: \(url.absoluteString)") }

  static let system = OpenURLAction { _ in .systemAction }
}

private struct OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { .system }
}

extension EnvironmentValues {
  /// What opening a URL does in the views inside.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }

  /// Whether the person asked for shapes and text, not colour alone, to tell things apart.
  /// A terminal has no such setting: false unless a view sets it.
  public var accessibilityDifferentiateWithoutColor: Bool {
    get { self[DifferentiateWithoutColorKey.self] }
    set { self[DifferentiateWithoutColorKey.self] = newValue }
  }

  /// Whether the person asked for less motion: false unless a view sets it (TerminalUI's
  /// animations complete at once anyway).
  public var accessibilityReduceMotion: Bool {
    get { self[ReduceMotionKey.self] }
    set { self[ReduceMotionKey.self] = newValue }
  }

  /// Whether the person asked for less transparency: false unless a view sets it.
  public var accessibilityReduceTransparency: Bool {
    get { self[ReduceTransparencyKey.self] }
    set { self[ReduceTransparencyKey.self] = newValue }
  }
}

private struct DifferentiateWithoutColorKey: EnvironmentKey {
  static let defaultValue = false
}

private struct ReduceMotionKey: EnvironmentKey {
  static let defaultValue = false
}

private struct ReduceTransparencyKey: EnvironmentKey {
  static let defaultValue = false
}
