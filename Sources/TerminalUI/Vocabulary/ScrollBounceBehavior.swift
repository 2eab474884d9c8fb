/// Whether a scroll view bounces at its ends: SwiftUI's `ScrollBounceBehavior`. A terminal
/// scrolls by whole rows and never bounces, so it is accepted and changes nothing.
public struct ScrollBounceBehavior: Hashable, Sendable {
  let name: String

  public static let automatic = ScrollBounceBehavior(name: "automatic")
  public static let always = ScrollBounceBehavior(name: "always")
  public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

extension View {
  /// Sets how scroll views inside bounce along `axes`: accepted; nothing bounces.
  public func scrollBounceBehavior(
    _ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]
  ) -> some View { self }

}
