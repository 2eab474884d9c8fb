import Foundation

/// A pinch: SwiftUI's `MagnificationGesture`. A terminal has no second finger, so it is
/// accepted and never recognized; pair it with keys or a `Stepper` where zoom matters.
public struct MagnificationGesture: Gesture, PrimitiveGesture {
  public typealias Value = CGFloat
  public var minimumScaleDelta: CGFloat

  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

  public var body: Never { primitiveGestureBody() }

  func makeRecognizers(into recognizers: inout [GestureRecognizer]) {}
}

/// A pinch, with where it started: SwiftUI's `MagnifyGesture`. Accepted, never recognized.
public struct MagnifyGesture: Gesture, PrimitiveGesture {
  /// Where a pinch is.
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var magnification: CGFloat
    public var velocity: CGFloat
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
  }

  public var minimumScaleDelta: CGFloat

  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

  public var body: Never { primitiveGestureBody() }

  func makeRecognizers(into recognizers: inout [GestureRecognizer]) {}
}

/// A twist of two fingers: SwiftUI's `RotationGesture`. Accepted, never recognized.
public struct RotationGesture: Gesture, PrimitiveGesture {
  public typealias Value = Angle
  public var minimumAngleDelta: Angle

  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

  public var body: Never { primitiveGestureBody() }

  func makeRecognizers(into recognizers: inout [GestureRecognizer]) {}
}

/// A twist, with where it started: SwiftUI's `RotateGesture`. Accepted, never recognized.
public struct RotateGesture: Gesture, PrimitiveGesture {
  /// Where a twist is.
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var rotation: Angle
    public var velocity: Angle
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
  }

  public var minimumAngleDelta: Angle

  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

  public var body: Never { primitiveGestureBody() }

  func makeRecognizers(into recognizers: inout [GestureRecognizer]) {}
}

/// A tap that reports where it happened: SwiftUI's `SpatialTapGesture`. Enter or Space on
/// the focused view taps its centre, a click the clicked cell, in points.
public struct SpatialTapGesture: Gesture, PrimitiveGesture {
  /// Where the tap was.
  public struct Value: Equatable, Sendable {
    public var location: CGPoint
  }

  public var count: Int
  public var coordinateSpace: CoordinateSpace

  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace
  }

  public var body: Never { primitiveGestureBody() }

  func makeRecognizers(into recognizers: inout [GestureRecognizer]) {
    let recognizer = GestureRecognizer(.tap(count: count))
    let space = coordinateSpace
    // The location comes first, then `end` runs the callbacks with it.
    var location = CGPoint.zero
    recognizer.endedAt.append { local, global in location = space == .local ? local : global }
    recognizer.valueMap = { _ in Value(location: location) }
    recognizers.append(recognizer)
  }
}
