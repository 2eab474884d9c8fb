extension Text {
  /// A case to draw text in: SwiftUI's `Text.Case`.
  public enum Case: Hashable, Sendable {
    case uppercase, lowercase

    func apply(_ string: String) -> String {
      switch self {
      case .uppercase: string.uppercased()
      case .lowercase: string.lowercased()
      }
    }
  }
}

private struct TextCaseKey: EnvironmentKey {
  static let defaultValue: Text.Case? = nil
}

extension EnvironmentValues {
  /// The case texts inside are drawn in; nil draws them as written.
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }
}

extension View {
  /// Draws the texts inside in upper or lower case (`nil` as written): SwiftUI's
  /// `textCase(_:)`. UI tests read the text as drawn.
  ///
  /// ```swift
  /// Section { … } header: { Text("Account") }.textCase(.uppercase)
  /// ```
  public func textCase(_ textCase: Text.Case?) -> some View {
    EnvironmentModifierView(content: self) { $0.textCase = textCase }
  }
}
