import Foundation

/// How a ``NavigationSplitView`` sizes its detail against its other columns: SwiftUI's
/// `NavigationSplitViewStyle`. Accepted; a terminal always gives the detail what the other
/// columns leave, so every style draws the same.
public protocol NavigationSplitViewStyle: Sendable {}

/// The platform's choice: SwiftUI's `AutomaticNavigationSplitViewStyle`.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  public init() {}
}

/// The detail at its size beside the other columns: `BalancedNavigationSplitViewStyle`.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  public init() {}
}

/// The detail kept large: `ProminentDetailNavigationSplitViewStyle`.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  public static var automatic: Self { Self() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  public static var balanced: Self { Self() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  public static var prominentDetail: Self { Self() }
}

extension View {
  /// Accepted: see ``NavigationSplitViewStyle``.
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
    self
  }

  /// A split view column's width, in points: accepted; a terminal sizes the columns from
  /// its own width (see ``NavigationSplitView``).
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }

  /// A split view column's width range, in points: accepted, as
  /// ``navigationSplitViewColumnWidth(_:)``.
  public func navigationSplitViewColumnWidth(
    min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
  ) -> some View { self }
}
