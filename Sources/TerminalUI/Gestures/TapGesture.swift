import Foundation

/// A tap: SwiftUI's `TapGesture`. In a terminal, Enter or Space on the focused view, or a
/// click on it, performs it, whatever its `count` (a terminal reports no double click).
///
/// ```swift
/// Image(systemName: "heart").gesture(TapGesture(count: 2).onEnded { liked.toggle() })
/// ```
public struct TapGesture: Gesture, PrimitiveGesture {
  public typealias Value = Void
  /// How many taps the gesture asks for; accepted, one key or click performs it.
  public var count: Int

  public init(count: Int = 1) { self.count = count }

  public var body: Never { primitiveGestureBody() }

  func makeRecognizers(into recognizers: inout [GestureRecognizer]) {
    recognizers.append(GestureRecognizer(.tap(count: count)))
  }
}

/// A press held for a while: SwiftUI's `LongPressGesture`. In a terminal `l` on the
/// focused view, a right click on it, or Enter or Space where the view has no tap
/// gesture, performs it at once: a terminal reports no key or button being held. Its
/// value is true while it is pressed (`onChanged`, `updating`) and when it ends.
public struct LongPressGesture: Gesture, PrimitiveGesture {
  public typealias Value = Bool
  /// How long the press must last, in seconds; accepted.
  public var minimumDuration: Double
  /// How far the finger may move during the press, in points; accepted.
  public var maximumDistance: CGFloat

  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }

  public var body: Never { primitiveGestureBody() }

  func makeRecognizers(into recognizers: inout [GestureRecognizer]) {
    recognizers.append(GestureRecognizer(.longPress(minimumDuration: minimumDuration)))
  }
}
