/// How a progress view is drawn: SwiftUI's `ProgressViewStyle`. A terminal draws one kind:
/// a spinner while the amount is unknown, a bar with the percentage when it is known,
/// whatever the style asks.
public protocol ProgressViewStyle {}

/// A spinning indicator (a bar when the amount is known, here).
public struct CircularProgressViewStyle: ProgressViewStyle {
  public init() {}
  public init(tint: Color) {}
}

/// A bar (a spinner while the amount is unknown, here).
public struct LinearProgressViewStyle: ProgressViewStyle {
  public init() {}
  public init(tint: Color) {}
}

/// The platform's choice.
public struct DefaultProgressViewStyle: ProgressViewStyle {
  public init() {}
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
  /// The style of progress views inside. Accepted: see `ProgressViewStyle`.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { self }
}
