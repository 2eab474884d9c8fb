/// A height a sheet may rest at: SwiftUI's `PresentationDetent`. A terminal sheet always
/// covers the window, so every detent is accepted and drawn as `.large`.
public struct PresentationDetent: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case medium, large
    case fraction(Double)
    case height(Double)
  }
  let kind: Kind

  /// About half the window's height (here, the whole window).
  public static let medium = PresentationDetent(kind: .medium)
  /// The whole window.
  public static let large = PresentationDetent(kind: .large)
  /// A fraction of the window's height (here, the whole window).
  public static func fraction(_ fraction: Double) -> PresentationDetent {
    PresentationDetent(kind: .fraction(fraction))
  }
  /// A height in points (here, the whole window).
  public static func height(_ height: Double) -> PresentationDetent {
    PresentationDetent(kind: .height(height))
  }
}

extension View {
  /// The heights a sheet may rest at. Accepted: a terminal sheet covers the window.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

  /// The heights a sheet may rest at, and the one it rests at. Accepted: a terminal sheet
  /// covers the window, and the selection is left as it is.
  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View { self }

  /// Whether a sheet shows a grabber to drag it by. Accepted: a terminal sheet has none
  /// (Esc closes it).
  public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

  /// The corner radius of a sheet. Accepted: a terminal sheet covers the window.
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
}
