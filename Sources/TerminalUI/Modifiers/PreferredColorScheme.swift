extension View {
  /// Asks for a light or dark appearance: accepted; the terminal's own colours stay (its
  /// background is not TerminalUI's to change).
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
}
