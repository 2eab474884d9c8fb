/// How a `NavigationView` arranges its columns: SwiftUI's `NavigationViewStyle`. A terminal
/// window shows one column, so every style draws as `.stack`: a title bar over the top view.
public protocol NavigationViewStyle {}

/// One view at a time, each pushed over the last.
public struct StackNavigationViewStyle: NavigationViewStyle {
  public init() {}
}

/// A sidebar beside the detail on wide screens; here, a stack.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
  public init() {}
}

/// The platform's choice; here, a stack.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  public init() {}
}

/// Columns side by side; here, a stack.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
  public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
  /// The navigation view's style. Accepted: every style is drawn as a stack.
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }

  /// The accent colour of controls inside: the older name of `tint(_:)`, with its behaviour
  /// (a button's brackets, a toggle's knob, a slider's track drawn in it).
  public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }
}
