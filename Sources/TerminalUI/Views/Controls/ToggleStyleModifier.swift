extension View {
  /// How toggles inside are drawn: a built-in style — `.switch` a row with the switch at the
  /// right, `.checkbox` a check box before the label, `.button` a bracketed button filled
  /// while on, `.automatic` (the default) a switch in forms and list rows and a check box
  /// elsewhere — or a custom ``ToggleStyle``, which draws its own.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    let builtIn = style as? any BuiltInToggleStyle
    let kind = builtIn?.kind
    let tint = builtIn?.tint
    return EnvironmentModifierView(content: self) { environment in
      guard let kind else {
        environment.customToggleStyle = AnyToggleStyle(style)
        return
      }
      environment.toggleStyle = kind
      environment.customToggleStyle = nil
      if let tint { environment.tint = tint }
    }
  }
}
