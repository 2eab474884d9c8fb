/// UIKit's capitalization choices, accepted for iOS code (a terminal types what it gets).
public enum UITextAutocapitalizationType: Sendable {
  case none, words, sentences, allCharacters
}

/// SwiftUI's capitalization choices, accepted for iOS code.
public struct TextInputAutocapitalization: Sendable {
  public static let never = TextInputAutocapitalization()
  public static let words = TextInputAutocapitalization()
  public static let sentences = TextInputAutocapitalization()
  public static let characters = TextInputAutocapitalization()
}

/// UIKit's keyboard kinds, accepted for iOS code (a terminal has one keyboard).
public enum UIKeyboardType: Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, numberPad, phonePad, namePhonePad
  case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// UIKit's spelling, kept so iOS code compiles.
  case URL
}

extension View {
  /// Accepted for iOS code; typing is not changed.
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

  /// Accepted for iOS code; typing is not changed.
  public func textInputAutocapitalization(_ style: TextInputAutocapitalization?) -> some View {
    self
  }

  /// Accepted for iOS code; a terminal has one keyboard.
  public func keyboardType(_ type: UIKeyboardType) -> some View { self }

  /// Accepted for iOS code; nothing is corrected.
  public func disableAutocorrection(_ disable: Bool?) -> some View { self }

  /// Accepted for iOS code; nothing is corrected.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
}
