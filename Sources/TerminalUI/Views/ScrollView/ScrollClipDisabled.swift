extension View {
  /// Stops the person scrolling the scroll views, lists and forms inside: SwiftUI's
  /// `scrollDisabled(_:)`. The wheel does nothing there and a scroll view takes no focus of
  /// its own; focus still brings the focused control into view and `ScrollViewReader` still
  /// scrolls.
  public func scrollDisabled(_ disabled: Bool) -> some View {
    environment(\.isScrollEnabled, !disabled)
  }

  /// Lets scroll views inside draw their content past their own bounds: SwiftUI's
  /// `scrollClipDisabled(_:)`.
  ///
  /// A carousel padded inside its scroll view shows the neighbouring cards beside the frame,
  /// and content scrolled out of the frame is still drawn (over the views around it, cell by
  /// cell, as SwiftUI draws it over them). Frames inside do not cut what they hold either
  /// (SwiftUI's never do; TerminalUI's cut at their edges elsewhere). Focus and scrolling
  /// work as in a clipped scroll view.
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
    environment(\.scrollClipDisabled, disabled)
  }
}

private struct ScrollEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

extension EnvironmentValues {
  /// Whether the person may scroll the scroll views inside: false under
  /// `scrollDisabled(true)`.
  public var isScrollEnabled: Bool {
    get { self[ScrollEnabledKey.self] }
    set { self[ScrollEnabledKey.self] = newValue }
  }
}
