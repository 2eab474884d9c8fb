import Foundation

/// A reference to a localized string, resolved when shown: Foundation's
/// `LocalizedStringResource`, which Linux's Foundation lacks.
///
/// There is one language here: `Text(resource)` and `String(localized: resource)` show the
/// default value (the text written), whatever its table, bundle or locale.
///
/// ```swift
/// let title: LocalizedStringResource = "Settings"
/// Text(title)
/// ```
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation,
  CustomStringConvertible
{
  /// Where a resource's table is found: Foundation's
  /// `LocalizedStringResource.BundleDescription`.
  public enum BundleDescription: Hashable, Sendable {
    case main
    case atURL(URL)
  }

  /// The key looked up in the table.
  public var key: String
  /// The text shown when no table has the key: here, always.
  public var defaultValue: String.LocalizationValue
  public var table: String?
  public var locale: Locale
  public var bundle: BundleDescription

  /// A resource whose key and default value are `keyAndValue`.
  public init(
    _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
    bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {
    key = keyAndValue.key
    defaultValue = keyAndValue
    self.table = table
    self.locale = locale
    self.bundle = bundle
  }

  /// A resource found by `key`, shown as `defaultValue` when no table has it.
  public init(
    _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
    locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {
    self.key = "\(key)"
    self.defaultValue = defaultValue
    self.table = table
    self.locale = locale
    self.bundle = bundle
  }

  public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }

  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
  }

  public var description: String { defaultValue.text }
}

extension Text {
  /// Text of a localized string resource: its default value, in the one language here. A
  /// string literal stays a `LocalizedStringKey`, as in SwiftUI.
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource) {
    self.init(verbatim: resource.defaultValue.text)
  }

  /// An image as text, to join with other text: the glyph `Image` draws, in the text's
  /// colour and font.
  public init(_ image: Image) {
    self.init(verbatim: String(image.glyph(variant: .none)))
  }
}
