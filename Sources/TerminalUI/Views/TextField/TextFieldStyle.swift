enum TextFieldStyleKind: Hashable, Sendable {
  case plain, roundedBorder
}

/// The text field styles SwiftUI names: `.roundedBorder` draws a box, `.plain` an underline.
public struct TextFieldStyleChoice: Sendable {
  let kind: TextFieldStyleKind
  public static let automatic = TextFieldStyleChoice(kind: .plain)
  public static let plain = TextFieldStyleChoice(kind: .plain)
  public static let roundedBorder = TextFieldStyleChoice(kind: .roundedBorder)
}

/// SwiftUI's older spelling: `.textFieldStyle(RoundedBorderTextFieldStyle())`.
public struct RoundedBorderTextFieldStyle: Sendable {
  public init() {}
}

/// SwiftUI's older spelling: `.textFieldStyle(PlainTextFieldStyle())`.
public struct PlainTextFieldStyle: Sendable {
  public init() {}
}

extension View {
  public func textFieldStyle(_ style: TextFieldStyleChoice) -> some View {
    EnvironmentModifierView(content: self) { $0.textFieldStyle = style.kind }
  }

  public func textFieldStyle(_ style: RoundedBorderTextFieldStyle) -> some View {
    textFieldStyle(.roundedBorder)
  }

  public func textFieldStyle(_ style: PlainTextFieldStyle) -> some View {
    textFieldStyle(.plain)
  }
}
