extension Button where Label == TerminalUI.Label<Text, Image> {
  /// A button labelled with a title and an SF Symbol: `[ ＋ 追加 ]`.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { TerminalUI.Label(titleKey, systemImage: systemImage) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { TerminalUI.Label(title, systemImage: systemImage) }
  }

  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { TerminalUI.Label(titleKey, systemImage: systemImage) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { TerminalUI.Label(title, systemImage: systemImage) }
  }
}
