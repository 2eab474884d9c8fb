extension View {
  /// Runs `action` when a value inside is submitted by one of `triggers`: with `.text` (the
  /// default), Enter pressed in a text or secure field inside that is the last field of its
  /// form (Enter in an earlier field moves focus to the next one). `.search` is for search
  /// fields, which TerminalUI does not draw: such an action does not run for a plain field.
  public func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void
  )
    -> some View
  {
    EnvironmentModifierView(content: self) {
      $0.submitActions.append(SubmitAction(triggers: triggers, action: action))
    }
  }
}

/// An `onSubmit` action with the triggers it answers.
struct SubmitAction {
  let triggers: SubmitTriggers
  let action: @MainActor () -> Void
}

/// What `onSubmit` reacts to.
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}
