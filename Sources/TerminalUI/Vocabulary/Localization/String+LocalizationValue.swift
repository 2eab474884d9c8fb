import Foundation

extension String {
  /// A string to localize, with its interpolated values: Foundation's
  /// `String.LocalizationValue`, which Linux's Foundation lacks.
  ///
  /// There is one language here, as for ``LocalizedStringKey``: the value is the text
  /// written, its interpolations formatted as `String(describing:)` does. `key` is the
  /// lookup key Foundation makes of it, each interpolation a `%@`.
  ///
  /// ```swift
  /// String(localized: "\(count) items left")  // "3 items left"
  /// ```
  public struct LocalizationValue: Hashable, Sendable, Codable, ExpressibleByStringInterpolation {
    /// The key looked up in a strings table: the literal parts, each value a `%@`.
    public let key: String
    /// The text in the one language here: the literal parts with the values in them.
    let text: String

    /// A value whose key and text are `value`, as it is written.
    public init(_ value: String) {
      key = value
      text = value
    }

    public init(stringLiteral value: String) { self.init(value) }

    public init(stringInterpolation: StringInterpolation) {
      key = stringInterpolation.key
      text = stringInterpolation.text
    }

    /// The parts of an interpolated localization value.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
      var key = ""
      var text = ""

      public init(literalCapacity: Int, interpolationCount: Int) {
        key.reserveCapacity(literalCapacity + interpolationCount * 2)
        text.reserveCapacity(literalCapacity + interpolationCount * 4)
      }

      public mutating func appendLiteral(_ literal: String) {
        key += literal.replacingOccurrences(of: "%", with: "%%")
        text += literal
      }

      public mutating func appendInterpolation<T>(_ value: T) {
        key += "%@"
        text += String(describing: value)
      }

      public mutating func appendInterpolation(_ value: String) {
        key += "%@"
        text += value
      }

      public mutating func appendInterpolation<F: FormatStyle>(
        _ value: F.FormatInput, format: F
      ) where F.FormatOutput == String {
        key += "%@"
        text += format.format(value)
      }
    }
  }

  /// The localized text of `keyAndValue`: its text as written, there being one language
  /// here. Foundation's `String(localized:table:bundle:locale:comment:)`.
  public init(
    localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
    locale: Locale = .current, comment: StaticString? = nil
  ) {
    self = keyAndValue.text
  }

  /// The localized text of `key`: its default value, there being one language here.
  public init(
    localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil,
    bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
  ) {
    self = defaultValue.text
  }

  /// The text of a localized string resource, in the one language here.
  @_disfavoredOverload
  public init(localized resource: LocalizedStringResource) {
    self = resource.defaultValue.text
  }
}
