/// Whether a title shows: SwiftUI's `Visibility`, for `confirmationDialog(titleVisibility:)`.
public enum Visibility: Hashable, Sendable { case automatic, visible, hidden }
