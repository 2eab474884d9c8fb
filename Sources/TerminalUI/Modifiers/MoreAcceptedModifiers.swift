import Foundation

// More of what real screens use that a terminal has nothing, or little, to draw for. Each is
// said with what it would do on an iPhone and what it does here.

extension View {
  /// A hint assistive technology reads after the label. Accepted: UI tests read labels and
  /// values, not hints.
  public func accessibilityHint(_ hint: Text) -> some View { self }
  /// A hint, as a string; see `accessibilityHint(_:)`.
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
  /// A hint, as a localized key; see `accessibilityHint(_:)`.
  public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { self }
  /// Whether assistive technology skips the view. Accepted: the view stays among the
  /// elements UI tests find.
  public func accessibilityHidden(_ hidden: Bool) -> some View { self }
  /// What swiping up and down on the view does with assistive technology. Accepted.
  public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> some View { self }
  /// The older spelling of `accessibilityHidden(_:)` (deprecated in SwiftUI).
  public func accessibility(hidden: Bool) -> some View { self }
  /// The older spelling of `accessibilityHint(_:)`.
  public func accessibility(hint: Text) -> some View { self }
  /// A tooltip (macOS, iPad with a pointer). A terminal shows none: accepted.
  public func help(_ text: Text) -> some View { self }
  /// A tooltip, as a string; see `help(_:)`.
  @_disfavoredOverload
  public func help<S: StringProtocol>(_ text: S) -> some View { self }
  /// A tooltip, as a localized key; see `help(_:)`.
  public func help(_ textKey: LocalizedStringKey) -> some View { self }
  /// Whether the view takes taps. Accepted: the view is drawn and reached as it is.
  public func allowsHitTesting(_ enabled: Bool) -> some View { self }
  /// Shows the view through `mask`. A terminal cannot cut cells by another view's shape:
  /// drawn only inside its own frame, as `clipped()` draws it.
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask)
    -> some View
  {
    clipped()
  }
  /// Shows the view through `mask` (the older form); see `mask(alignment:_:)`.
  public func mask<Mask: View>(_ mask: Mask) -> some View { clipped() }
  /// Draws the view offscreen as one image before showing it. Accepted.
  public func drawingGroup(opaque: Bool = false) -> some View { self }
  /// The size of controls inside, which they read as `\.controlSize`. A terminal's controls
  /// have one size, so the built-in ones draw the same.
  public func controlSize(_ controlSize: ControlSize) -> some View {
    environment(\.controlSize, controlSize)
  }
  /// Fills the view's background with `style` in `shape`: drawn as a background of the style
  /// over the view's frame (a shape's corners have no cells of their own).
  public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    background(style)
  }
  /// The background style (`backgroundStyle(_:)`, else a dim grey) in `shape`; see
  /// `background(_:in:fillStyle:)`.
  public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    LayerModifierView(
      content: self, layer: BackgroundStyleFill(), below: true, alignment: .center)
  }
}

/// Which way an adjustable element is swiped: SwiftUI's `AccessibilityAdjustmentDirection`.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
  case increment, decrement
}

/// The size of controls: SwiftUI's `ControlSize`.
public enum ControlSize: Hashable, Sendable, CaseIterable {
  case mini, small, regular, large, extraLarge
}

private struct ControlSizeKey: EnvironmentKey {
  static let defaultValue = ControlSize.regular
}

extension EnvironmentValues {
  /// The size controls are asked to be: `.regular` unless `controlSize(_:)` says otherwise.
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }
}

// Shape shorthands (iOS 17): `.background(.blue, in: .rect(cornerRadius: 8))`,
// `.clipShape(.capsule)`.
extension Shape where Self == Rectangle {
  public static var rect: Rectangle { Rectangle() }
}
extension Shape where Self == RoundedRectangle {
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}
extension Shape where Self == Capsule {
  public static var capsule: Capsule { Capsule() }
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
extension Shape where Self == Circle {
  public static var circle: Circle { Circle() }
}
extension Shape where Self == Ellipse {
  public static var ellipse: Ellipse { Ellipse() }
}
