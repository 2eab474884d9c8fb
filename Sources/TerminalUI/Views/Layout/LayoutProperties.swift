/// What a layout tells its container about itself: SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Hashable, Sendable {
  /// The axis the layout stacks its subviews along, if it is a stack (a `Spacer` in it grows
  /// along that axis).
  public var stackOrientation: Axis?

  public init() {}
}
