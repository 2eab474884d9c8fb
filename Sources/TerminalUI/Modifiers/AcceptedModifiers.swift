import Foundation

// Modifiers a terminal has nothing to draw for. Each is accepted, so code that uses them
// compiles and runs; what it would change on an iPhone, and why a terminal does not, is said
// with each.

extension View {
  /// Letter spacing of text inside. Cells have one spacing: accepted.
  public func kerning(_ kerning: CGFloat) -> some View { self }
  /// Letter tracking of text inside. Cells have one spacing: accepted.
  public func tracking(_ tracking: CGFloat) -> some View { self }
  /// How small text may shrink to fit. Cells do not shrink; text wraps or is cut: accepted.
  public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
  /// Where text cut short is cut. Text here is cut at its end: accepted.
  public func truncationMode(_ mode: TextTruncationMode) -> some View { self }
  /// Whether text may squeeze letters to fit. Accepted.
  public func allowsTightening(_ flag: Bool) -> some View { self }
  /// Whether a person can select text inside. A terminal selects with its own mouse mode
  /// (Shift-drag in most): accepted.
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
  /// The design of the fonts inside (rounded, serif…). A terminal has one typeface:
  /// accepted.
  public func fontDesign(_ design: Font.Design?) -> some View { self }
  /// The width of the fonts inside. Cells have one width: accepted.
  public func fontWidth(_ width: Font.Width?) -> some View { self }
  /// Digits inside all as wide, as they are in a terminal.
  public func monospacedDigit() -> some View { self }
  /// Text inside in a monospaced font, as a terminal's is.
  public func monospaced(_ isActive: Bool = true) -> some View { self }
  /// Marks the view as private: its text is masked where `.redacted(reason: .privacy)` is
  /// set around it.
  public func privacySensitive(_ sensitive: Bool = true) -> some View {
    environment(\.isPrivacySensitive, sensitive)
  }
  /// Draws the view as a placeholder of itself, as a screen still loading shows it:
  /// SwiftUI's `redacted(reason:)`. With `.placeholder`, each character of the text inside
  /// is a dim `▒` (two for a wide one), so the layout keeps its shape; with `.privacy`, only
  /// the text of `privacySensitive()` views is. The reasons add up, and views read them
  /// in `\.redactionReasons`.
  public func redacted(reason: RedactionReasons) -> some View {
    transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
  }
  /// Keeps the view drawn as itself inside a redacted one: SwiftUI's `unredacted()`.
  public func unredacted() -> some View { environment(\.redactionReasons, []) }
  /// The text sizes the view allows. The terminal has one size: accepted.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }
  /// The range of text sizes the view allows: accepted.
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
  where T.Bound == DynamicTypeSize { self }
  /// The shape that takes taps and hovers. A view here takes them in its frame: accepted.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
  /// Hides the status bar. A terminal has none: accepted.
  public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
  /// Whether the system back button shows. Esc still goes back, and `‹ Esc` shows: accepted.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
  /// Whether a sheet can be swiped away. A terminal sheet has no swipe (Esc closes it):
  /// accepted.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
  /// What to do when the system opens a URL with the app. A terminal program is started
  /// with arguments, never handed a URL: accepted, `action` is never called.
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
  /// How scrolling dismisses the on-screen keyboard. A terminal has its own keyboard, always
  /// there: accepted.
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
  /// Plays a haptic when `trigger` changes. A terminal has none: accepted.
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
    self
  }
  /// Whether a scroll view's indicators show. Accepted: the scroll bar shows while there is
  /// more to scroll.
  public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  )
    -> some View
  { self }
  /// Whether a list row's separators show. Rows here have none: accepted.
  /// The colour of a row's separators: accepted, as `listRowSeparator(_:edges:)`.
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    self
  }

  /// The colour of a section's separators: accepted.
  public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all)
    -> some View
  { self }

  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  { self }
  /// Whether a list section's separators show. Accepted.
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  { self }
  /// The colour a navigation or tab bar is drawn on. The bars here are drawn in the
  /// terminal's colours: accepted.
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...)
    -> some View
  { self }
  /// Whether a bar's background shows: accepted.
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  { self }
  /// The colour scheme a bar is drawn in: accepted.
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...)
    -> some View
  { self }
  /// Whether a bar shows. Accepted: a navigation stack's bar shows its title and `‹ Esc`.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    self
  }
}

/// The bars `toolbarBackground` and friends name: SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarPlacement(name: "automatic")
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

/// Whether text can be selected: SwiftUI's `TextSelectability`.
public protocol TextSelectability: Sendable {}
public struct EnabledTextSelectability: TextSelectability {}
public struct DisabledTextSelectability: TextSelectability {}
extension TextSelectability where Self == EnabledTextSelectability {
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}
extension TextSelectability where Self == DisabledTextSelectability {
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// Why a view is drawn redacted: SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

/// The text sizes a person can choose: SwiftUI's `DynamicTypeSize`.
public enum DynamicTypeSize: Int, Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

/// A haptic: SwiftUI's `SensoryFeedback`.
public struct SensoryFeedback: Hashable, Sendable {
  let name: String
  public static let success = SensoryFeedback(name: "success")
  public static let warning = SensoryFeedback(name: "warning")
  public static let error = SensoryFeedback(name: "error")
  public static let selection = SensoryFeedback(name: "selection")
  public static let increase = SensoryFeedback(name: "increase")
  public static let decrease = SensoryFeedback(name: "decrease")
  public static let start = SensoryFeedback(name: "start")
  public static let stop = SensoryFeedback(name: "stop")
  public static let alignment = SensoryFeedback(name: "alignment")
  public static let levelChange = SensoryFeedback(name: "levelChange")
  public static let impact = SensoryFeedback(name: "impact")
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
    .impact
  }

  /// How heavy an impact feels.
  public struct Weight: Hashable, Sendable {
    let value: Int
    public static let light = Weight(value: 0)
    public static let medium = Weight(value: 1)
    public static let heavy = Weight(value: 2)
  }
}

/// Whether scroll indicators show: SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  let name: String
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  public static let never = ScrollIndicatorVisibility(name: "never")
}

/// Where text cut short is cut: SwiftUI's `Text.TruncationMode`.
public enum TextTruncationMode: Hashable, Sendable {
  case head, tail, middle
}

extension Text {
  /// Where text cut short is cut: SwiftUI's `Text.TruncationMode`.
  public typealias TruncationMode = TextTruncationMode
}

/// How scrolling dismisses the keyboard: SwiftUI's `ScrollDismissesKeyboardMode`, accepted by
/// ``View/scrollDismissesKeyboard(_:)``.
public struct ScrollDismissesKeyboardMode: Sendable {
  public static var automatic: Self { Self() }
  public static var immediately: Self { Self() }
  public static var interactively: Self { Self() }
  public static var never: Self { Self() }
}

extension View {
  /// Changes one environment value for the views inside, from what it is here: SwiftUI's
  /// `transformEnvironment(_:transform:)`.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    EnvironmentModifierView(content: self) { transform(&$0[keyPath: keyPath]) }
  }
}

extension EnvironmentValues {
  /// Whether text inside is masked: a placeholder, or private text under `.privacy`.
  var masksText: Bool {
    let reasons = redactionReasons
    guard !reasons.isEmpty else { return false }
    return reasons.contains(.placeholder) || (reasons.contains(.privacy) && isPrivacySensitive)
  }
}
