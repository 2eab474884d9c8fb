import Foundation

extension View {
  /// Runs `action` with the new value when `transform` of the view's geometry changes, and
  /// once with the first: SwiftUI's `onGeometryChange(for:of:action:)`. The geometry is the
  /// view's frame where it is drawn, in points, read after each frame that places it.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping @MainActor (GeometryProxy) -> T,
    action: @escaping @MainActor (T) -> Void
  ) -> some View {
    onGeometryChange(for: type, of: transform) { _, newValue in action(newValue) }
  }

  /// Runs `action` with the old and new value when `transform` of the view's geometry
  /// changes, and once with the first (old and new the same).
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping @MainActor (GeometryProxy) -> T,
    action: @escaping @MainActor (T, T) -> Void
  ) -> some View {
    background(
      GeometryReader { proxy in
        Color.clear.onChange(of: transform(proxy), initial: true, action)
      })
  }
}
