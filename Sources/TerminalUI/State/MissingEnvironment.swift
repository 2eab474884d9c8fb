import Primitives
import TerminalKit

/// What a view whose environment lacks an object it reads is drawn as.
///
/// SwiftUI ends the program when a view reads `@Environment(Model.self)` or
/// `@EnvironmentObject` and no ancestor supplied the object (a forgotten
/// `.environment(model)`). TerminalUI must not take the terminal down with it: the view's body
/// is not run, a line naming the missing object is drawn in its place, and standard error
/// says it once per message.
enum MissingEnvironment {
  private static let reported = Locked<Set<String>>([])

  /// The line drawn instead of the view.
  @MainActor
  static func view(_ message: String) -> some View {
    Text("⚠ " + message).foregroundStyle(.red)
  }

  /// Says `message` on standard error the first time it is seen.
  static func report(_ message: String) {
    guard reported.withLock({ $0.insert(message).inserted }) else { return }
    Terminal.report("TerminalUI: " + message + "; the view is drawn as this message.")
  }
}
