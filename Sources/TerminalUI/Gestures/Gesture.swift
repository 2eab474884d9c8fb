import Foundation

/// An input a view recognizes — a tap, a long press, a drag — with the callbacks it runs:
/// SwiftUI's `Gesture`. Attach one with ``View/gesture(_:including:)``; build one from
/// ``TapGesture``, ``LongPressGesture`` and ``DragGesture`` and their `onChanged`,
/// `onEnded` and `updating`, or declare your own whose `body` is one of those.
///
/// In a terminal a view with a gesture takes keyboard focus. A tap is Enter, Space or a
/// click; a long press is `l`, a right click, or Enter where the view has no tap; a drag is
/// a mouse drag, or the arrow keys (see ``DragGesture``).
@MainActor @preconcurrency
public protocol Gesture<Value> {
  /// What the gesture reports while it changes and when it ends.
  associatedtype Value
  /// The gesture this one is made of.
  associatedtype Body: Gesture
  /// The gesture this one is made of; the built-in gestures have none.
  var body: Body { get }
}

extension Never: Gesture {
  public typealias Value = Never
}

/// Which gestures of a view and its subviews a `gesture` modifier leaves on: SwiftUI's
/// `GestureMask`. Accepted; every gesture stays on.
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all = GestureMask(rawValue: 3)
}

/// A built-in gesture: it makes its recognizers itself instead of having a body.
@MainActor
protocol PrimitiveGesture {
  func makeRecognizers(into recognizers: inout [GestureRecognizer])
}

extension PrimitiveGesture {
  func primitiveGestureBody() -> Never {
    fatalError("\(Self.self) is recognized by TerminalUI; its body is never evaluated")
  }
}

extension Gesture {
  /// The recognizers this gesture is made of, its callbacks attached.
  func recognizers() -> [GestureRecognizer] {
    var recognizers: [GestureRecognizer] = []
    if let primitive = self as? any PrimitiveGesture {
      primitive.makeRecognizers(into: &recognizers)
    } else {
      recognizers = body.recognizers()
    }
    return recognizers
  }
}

/// One gesture as the terminal recognizes it: its kind and the callbacks its modifiers
/// attached, each given the gesture's value (`Void` for a tap, `Bool` for a long press, a
/// ``DragGesture/Value`` for a drag).
@MainActor
final class GestureRecognizer {
  enum Kind: Equatable {
    case tap(count: Int)
    case longPress(minimumDuration: Double)
    case drag(minimumDistance: CGFloat, coordinateSpace: CoordinateSpace)
  }

  let kind: Kind
  var changed: [@MainActor (Any) -> Void] = []
  var ended: [@MainActor (Any) -> Void] = []
  /// Puts the gesture states its `updating` set back (at the end, or when cancelled).
  var reset: [@MainActor () -> Void] = []
  /// Turns the value the recognizer reports into the value of the gesture the callbacks
  /// attached now belong to: a composed gesture (`simultaneously`, `map`) wraps it.
  var valueMap: @MainActor (Any) -> Any = { $0 }
  /// A tap's callbacks that take where it happened, in local and in global points.
  var endedAt: [@MainActor (_ local: CGPoint, _ global: CGPoint) -> Void] = []

  init(_ kind: Kind) { self.kind = kind }

  var isTap: Bool { if case .tap = kind { true } else { false } }
  var isLongPress: Bool { if case .longPress = kind { true } else { false } }
  var isDrag: Bool { if case .drag = kind { true } else { false } }

  func change(_ value: Any) { for callback in changed { callback(value) } }

  /// Ends the gesture: its `onEnded` callbacks, then its gesture states reset.
  func end(_ value: Any) {
    for callback in ended { callback(value) }
    cancel()
  }

  /// Ends the gesture without `onEnded`: only its gesture states reset.
  func cancel() { for callback in reset { callback() } }
}
