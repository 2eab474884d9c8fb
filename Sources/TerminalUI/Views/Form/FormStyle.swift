/// How a form lays its rows out: SwiftUI's form styles. A terminal draws every form the
/// same way (sections under headers, see ``Form``), so each style is accepted and drawn so.
public protocol FormStyle: Sendable {}

/// `.automatic`.
public struct AutomaticFormStyle: FormStyle {
  public init() {}
}

/// `.grouped`.
public struct GroupedFormStyle: FormStyle {
  public init() {}
}

/// `.columns`.
public struct ColumnsFormStyle: FormStyle {
  public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
  /// Accepted for SwiftUI code; every form is drawn as ``Form`` describes.
  public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}
