extension View {
  /// Runs `action` when Enter is pressed in a text field inside.
  public func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void
  )
    -> some View
  {
    EnvironmentModifierView(content: self) { $0.submitActions.append(action) }
  }
}

/// What `onSubmit` reacts to.
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}
