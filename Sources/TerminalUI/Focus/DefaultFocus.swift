import Foundation

/// When `defaultFocus` is applied: SwiftUI's `DefaultFocusEvaluationPriority`. A terminal
/// applies it when the view first appears, either way.
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
  let name: String

  public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
  public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

extension View {
  /// Focuses the control bound to `value` when the view first appears, in place of the
  /// first control: SwiftUI's `defaultFocus(_:_:priority:)` (iOS 17).
  ///
  /// ```swift
  /// Form { TextField("名前", text: $name).focused($field, equals: .name) … }
  ///   .defaultFocus($field, .name)
  /// ```
  public func defaultFocus<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, _ value: Value,
    priority: DefaultFocusEvaluationPriority = .automatic
  ) -> some View {
    NodeModifierView(content: self) { context in
      let applied = context.node.state { DefaultFocusApplied() }
      guard !applied.done else { return }
      applied.done = true
      // In place of the first control, which a terminal focuses on its own.
      context.afterFrame { binding.wrappedValue = value }
    }
  }
}

/// Whether a `defaultFocus` was applied: once, when its view first appears.
@MainActor
private final class DefaultFocusApplied {
  var done = false
}
