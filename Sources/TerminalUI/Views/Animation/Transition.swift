import Foundation

/// Where a view is in a transition of your own: SwiftUI's `TransitionPhase` (iOS 17).
public enum TransitionPhase: Hashable, Sendable {
  /// About to appear: the state the view is inserted from.
  case willAppear
  /// On screen, at rest.
  case identity
  /// Gone: the state the view is removed to.
  case didDisappear

  /// Whether the view is at rest.
  public var isIdentity: Bool { self == .identity }

  /// -1 before appearing, 0 at rest, 1 after disappearing.
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }
}

/// What a transition of your own may say of itself: SwiftUI's `TransitionProperties`.
public struct TransitionProperties: Sendable {
  /// Whether the transition has an animation of its own to run.
  public var hasMotion: Bool

  public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// A transition of your own, written as a body for each phase: SwiftUI's `Transition`
/// (iOS 17).
///
/// Transitions complete at once in a terminal (see `withAnimation`), so a view is only ever
/// seen at rest: `.transition(MyTransition())` draws it through `body(content:phase:)` at
/// `.identity`, which is how it looks between its insertion and its removal.
///
/// ```swift
/// struct Rise: Transition {
///   func body(content: Content, phase: TransitionPhase) -> some View {
///     content.offset(y: phase.isIdentity ? 0 : 16).opacity(phase.isIdentity ? 1 : 0)
///   }
/// }
/// ```
public protocol Transition {
  associatedtype Body: View
  typealias Content = PlaceholderContentView<Self>
  @ViewBuilder @MainActor @preconcurrency func body(content: Content, phase: TransitionPhase)
    -> Body
  static var properties: TransitionProperties { get }
}

extension Transition {
  public static var properties: TransitionProperties { TransitionProperties() }

  /// This transition, run with `animation`: the same here, as transitions complete at once.
  public func animation(_ animation: Animation?) -> Self { self }
}

extension View {
  /// How the view comes and goes, as a transition of your own: SwiftUI's
  /// `transition(_:)` of a `Transition`. Drawn at rest, through the transition's body at
  /// `.identity` (see ``Transition``).
  public func transition<T: Transition>(_ transition: T) -> some View {
    TransitionAtRest(content: self, transition: transition)
  }
}

/// A view drawn through a transition's body at rest.
struct TransitionAtRest<Content: View, T: Transition>: View {
  let content: Content
  let transition: T

  var body: some View {
    transition.body(content: PlaceholderContentView<T>(content: content), phase: .identity)
  }
}

extension AnyTransition {
  /// A transition of your own, erased: SwiftUI's `AnyTransition(_:)`.
  public init<T: Transition>(_ transition: T) { self.init("\(T.self)") }

  /// A symbol that comes and goes by a symbol effect (`.disappear.down`): SwiftUI's
  /// `symbolEffect` transition. Complete at once.
  public static func symbolEffect<E: SymbolEffect>(
    _ effect: E, options: SymbolEffectOptions = .default
  ) -> AnyTransition { AnyTransition("symbolEffect") }

  /// A view that blurs as it is replaced (iOS 17): complete at once.
  public static var blurReplace: AnyTransition { AnyTransition("blurReplace") }

  /// A view that blurs as it is replaced, scaling up or down: complete at once.
  public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp)
    -> AnyTransition
  { AnyTransition("blurReplace") }
}

/// The blur-and-replace transition (iOS 17): SwiftUI's `BlurReplaceTransition`.
public struct BlurReplaceTransition: Transition {
  /// Which way it scales as it blurs.
  public struct Configuration: Sendable, Equatable {
    let name: String
    public static let downUp = Configuration(name: "downUp")
    public static let upUp = Configuration(name: "upUp")
  }

  public let configuration: Configuration

  public init(configuration: Configuration) { self.configuration = configuration }

  public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

extension ContentTransition {
  /// A symbol replaced by a symbol effect (`.replace.offUp`): SwiftUI's
  /// `contentTransition(.symbolEffect(_:options:))`. Complete at once.
  public static func symbolEffect<E: SymbolEffect>(
    _ effect: E, options: SymbolEffectOptions = .default
  ) -> ContentTransition { .symbolEffect }
}
