/// How a menu's button is drawn: SwiftUI's `MenuStyle`. A terminal draws every menu as a
/// button with ▾ after its label, so the built-in styles are accepted and drawn alike.
public protocol MenuStyle {}

/// The platform's menu: SwiftUI's `DefaultMenuStyle`.
public struct DefaultMenuStyle: MenuStyle {
  public init() {}
}

/// A menu drawn as a button: SwiftUI's `ButtonMenuStyle`.
public struct ButtonMenuStyle: MenuStyle {
  public init() {}
}

/// A menu drawn as a borderless button: SwiftUI's `BorderlessButtonMenuStyle`.
public struct BorderlessButtonMenuStyle: MenuStyle {
  public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
  public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension View {
  /// The style of the menus inside: accepted (see ``MenuStyle``).
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
}
