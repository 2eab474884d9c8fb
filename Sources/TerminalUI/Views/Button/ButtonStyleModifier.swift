extension View {
  /// How buttons inside are drawn: a built-in style — `.automatic` and `.bordered` in
  /// brackets, `.borderedProminent` in brackets on the tint colour, `.borderless` as its
  /// label in the tint colour, `.plain` as its label — or a custom ``PrimitiveButtonStyle``.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    let builtIn = (style as? any BuiltInButtonStyle)?.kind
    return EnvironmentModifierView(content: self) { environment in
      environment.buttonStyle = builtIn ?? .automatic
      environment.customButtonStyle = nil
      environment.customPrimitiveButtonStyle =
        builtIn == nil ? AnyPrimitiveButtonStyle(style) : nil
    }
  }

  /// Draws buttons inside with a custom ``ButtonStyle``.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    EnvironmentModifierView(content: self) { environment in
      environment.buttonStyle = .automatic
      environment.customButtonStyle = AnyButtonStyle(style)
      environment.customPrimitiveButtonStyle = nil
    }
  }
}
