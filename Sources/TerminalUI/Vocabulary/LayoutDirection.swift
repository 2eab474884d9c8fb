/// Which way text and stacks run: SwiftUI's `LayoutDirection`. A terminal lays out left to
/// right, so `\.layoutDirection` is `.leftToRight`; setting it is accepted (code that mirrors
/// its own drawing for right-to-left reads what it set).
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  case leftToRight, rightToLeft
}

private struct LayoutDirectionKey: EnvironmentKey {
  static let defaultValue = LayoutDirection.leftToRight
}

extension EnvironmentValues {
  /// The layout direction: `.leftToRight` unless a view sets it.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }
}
