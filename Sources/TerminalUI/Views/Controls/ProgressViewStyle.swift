/// How a progress view is drawn: SwiftUI's `ProgressViewStyle`. The built-in styles draw the
/// terminal's one kind — a spinner while the amount is unknown, a bar with the percentage when
/// it is known — whatever they ask; a style of your own draws its `makeBody`, given the amount
/// done and the labels.
///
/// ```swift
/// struct Percent: ProgressViewStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
///   }
/// }
/// ```
public protocol ProgressViewStyle {
  associatedtype Body: View
  typealias Configuration = ProgressViewStyleConfiguration
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a progress view style is given: SwiftUI's `ProgressViewStyleConfiguration`.
@MainActor
public struct ProgressViewStyleConfiguration {
  /// One of the progress view's labels, as a view the style places.
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The label that says how far along it is.
  public typealias CurrentValueLabel = Label

  /// How much is done, from 0 to 1; nil while the amount is unknown.
  public let fractionCompleted: Double?
  public var label: Label?
  public var currentValueLabel: CurrentValueLabel?
}

/// The terminal's spinner or bar, as a built-in style's body.
public struct _BuiltInProgressBody: View {
  let configuration: ProgressViewStyleConfiguration

  public var body: some View { ProgressView(configuration) }
}

/// A built-in progress view style: drawn as the terminal's spinner or bar.
protocol BuiltInProgressViewStyle {}

/// A spinning indicator (a bar when the amount is known, here).
public struct CircularProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
  public init() {}
  public init(tint: Color) {}
  public func makeBody(configuration: Configuration) -> _BuiltInProgressBody {
    _BuiltInProgressBody(configuration: configuration)
  }
}

/// A bar (a spinner while the amount is unknown, here).
public struct LinearProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
  public init() {}
  public init(tint: Color) {}
  public func makeBody(configuration: Configuration) -> _BuiltInProgressBody {
    _BuiltInProgressBody(configuration: configuration)
  }
}

/// The platform's choice.
public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> _BuiltInProgressBody {
    _BuiltInProgressBody(configuration: configuration)
  }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension View {
  /// Sets the style of the progress views inside: a built-in style draws the terminal's
  /// spinner or bar, a style of your own its body.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    settingStyle(\.progressViewStyle, builtIn: style is any BuiltInProgressViewStyle) {
      AnyView(style.makeBody(configuration: $0))
    }
  }
}

extension EnvironmentValues {
  /// The progress view style of your own that progress views inside draw, if any.
  var progressViewStyle: ErasedStyle<ProgressViewStyleConfiguration>? {
    get { self[ErasedStyleKey<ProgressViewStyleConfiguration>.self] }
    set { self[ErasedStyleKey<ProgressViewStyleConfiguration>.self] = newValue }
  }
}
