extension View {
  /// How the labels inside are drawn: a built-in style — `.titleAndIcon` (and `.automatic`),
  /// `.iconOnly`, `.titleOnly` — or a custom ``LabelStyle``, which draws its own.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    let builtIn = (style as? any BuiltInLabelStyle)?.kind
    return EnvironmentModifierView(content: self) { environment in
      environment.labelStyle = builtIn ?? .titleAndIcon
      environment.customLabelStyle = builtIn == nil ? AnyLabelStyle(style) : nil
    }
  }
}
