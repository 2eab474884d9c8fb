import Foundation

/// A drag: SwiftUI's `DragGesture`, in points (8 a column, 16 a row).
///
/// With the mouse, a press on the view, moving with the button held and the release make
/// the drag; it starts once the pointer has moved `minimumDistance` (a shorter one is a
/// click). With keys, on the focused view, each arrow moves the drag on by 16 points (two
/// columns, or one row) and Enter ends it where it is; Esc cancels it (the gesture states
/// reset, `onEnded` does not run). A terminal measures no speed, so `velocity` is zero and
/// the predicted end is where the drag is.
///
/// ```swift
/// @GestureState private var offset = CGSize.zero
/// Card().gesture(DragGesture().updating($offset) { value, state, _ in
///   state = value.translation
/// }.onEnded { value in if value.translation.width < -100 { discard() } })
/// ```
public struct DragGesture: Gesture, PrimitiveGesture {
  /// Where a drag is: SwiftUI's `DragGesture.Value`.
  public struct Value: Equatable, Sendable {
    /// When the drag was at this point.
    public var time: Date
    /// Where the pointer is, in the gesture's coordinate space.
    public var location: CGPoint
    /// Where the drag started.
    public var startLocation: CGPoint
    /// How far the drag has come: `location` less `startLocation`.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
    /// How fast the drag goes, in points a second: zero in a terminal.
    public var velocity: CGSize
    /// Where the drag would end if it stopped now: `location` in a terminal.
    public var predictedEndLocation: CGPoint
    /// How far the drag would have come if it stopped now: `translation` in a terminal.
    public var predictedEndTranslation: CGSize {
      CGSize(
        width: predictedEndLocation.x - startLocation.x,
        height: predictedEndLocation.y - startLocation.y)
    }

    init(start: CGPoint, location: CGPoint, time: Date = Date()) {
      self.time = time
      self.location = location
      startLocation = start
      velocity = .zero
      predictedEndLocation = location
    }
  }

  /// How far, in points, the pointer must move before the drag starts.
  public var minimumDistance: CGFloat
  /// Where `location` and `startLocation` are measured from.
  public var coordinateSpace: CoordinateSpace

  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  public var body: Never { primitiveGestureBody() }

  func makeRecognizers(into recognizers: inout [GestureRecognizer]) {
    recognizers.append(
      GestureRecognizer(
        .drag(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace)))
  }
}
