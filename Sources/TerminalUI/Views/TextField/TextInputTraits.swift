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

/// UIKit's kinds of text a field holds, for autofill: accepted for iOS code (a terminal has
/// no autofill).
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let name = UITextContentType(rawValue: "name")
  public static let givenName = UITextContentType(rawValue: "givenName")
  public static let familyName = UITextContentType(rawValue: "familyName")
  public static let nickname = UITextContentType(rawValue: "nickname")
  public static let organizationName = UITextContentType(rawValue: "organizationName")
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
  public static let addressCity = UITextContentType(rawValue: "addressCity")
  public static let postalCode = UITextContentType(rawValue: "postalCode")
  public static let countryName = UITextContentType(rawValue: "countryName")
  public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// UIKit's spelling, kept so iOS code compiles.
  public static let URL = UITextContentType(rawValue: "URL")
}

extension View {
  /// Accepted for iOS code; a terminal has no autofill, and a field's text is not changed.
  public func textContentType(_ type: UITextContentType?) -> some View { self }

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
