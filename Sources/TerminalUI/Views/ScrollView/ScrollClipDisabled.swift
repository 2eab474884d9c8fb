extension View {
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
