/// How a view would come and go on an iPhone: SwiftUI's `AnyTransition`.
///
/// TerminalUI completes transitions at once: a view inserted shows in the next frame, one
/// removed is gone from it. The transitions are kept as values (with a description) so code
/// that builds and combines them compiles and behaves the same apart from the motion.
public struct AnyTransition: Sendable, CustomStringConvertible {
  public let description: String

  init(_ description: String) { self.description = description }

  public static let identity = AnyTransition("identity")
  public static let opacity = AnyTransition("opacity")
  public static let slide = AnyTransition("slide")
  public static let scale = AnyTransition("scale")

  /// A transition between two modifiers, `active` while the view comes and goes and
  /// `identity` once it is there. Transitions complete at once here, so neither is drawn: the
  /// view is drawn as it is (an identity modifier is meant to leave it so).
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    AnyTransition("modifier(\(E.self))")
  }

  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition("scale(\(scale))")
  }
  /// Scaling by `scale` as it comes and goes: the `Transition` form, `.scale(0.5)`.
  public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition("scale(\(scale))")
  }
  public static func move(edge: Edge) -> AnyTransition { AnyTransition("move(\(edge))") }
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition("push(\(edge))") }
  public static func offset(_ offset: CGSize) -> AnyTransition {
    AnyTransition("offset(\(offset.width), \(offset.height))")
  }
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    offset(CGSize(width: x, height: y))
  }
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
    -> AnyTransition
  {
    AnyTransition("asymmetric(\(insertion), \(removal))")
  }

  /// Both transitions at once.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition("\(description) + \(other.description)")
  }

  /// The transition run with `animation`.
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// How a view's content would change in place (a number counting): SwiftUI's
/// `ContentTransition`. Drawn at once, as every change here.
public struct ContentTransition: Hashable, Sendable {
  let name: String

  public static let identity = ContentTransition(name: "identity")
  public static let opacity = ContentTransition(name: "opacity")
  public static let interpolate = ContentTransition(name: "interpolate")
  public static let symbolEffect = ContentTransition(name: "symbolEffect")

  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: "numericText")
  }
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(name: "numericText")
  }
}
