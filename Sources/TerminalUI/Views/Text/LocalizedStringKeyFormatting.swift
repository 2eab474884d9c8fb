import Foundation

/// The formatted interpolations SwiftUI's `LocalizedStringKey` takes, as in
/// `Text("\(total, specifier: "%.2f") €")`, `Text("\(date, formatter: dateFormatter)")` and
/// `Text("\(price, format: .number)")`. Each is formatted once, when the key is made.
extension LocalizedStringKey.StringInterpolation {
  /// A value formatted with a `printf`-style specifier, such as `"%.2f"` or `"%03d"`.
  public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
    text += String(format: specifier, value)
  }

  /// A value formatted by a Foundation formatter; nothing when the formatter has no string
  /// for it. SwiftUI asks for a `ReferenceConvertible` or `NSObject` subject; Foundation on
  /// Linux does not make `Date` one, so any subject is taken.
  public mutating func appendInterpolation<Subject>(
    _ subject: Subject, formatter: Formatter?
  ) {
    guard let formatter else {
      text += String(describing: subject)
      return
    }
    text += formatter.string(for: subject) ?? ""
  }

  /// A value formatted by a format style, such as `.number` or `.currency(code: "JPY")`.
  public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatOutput == String {
    text += format.format(input)
  }
}

extension Text {
  /// A value shown as a format style writes it: `Text(total, format: .number)`.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
    self.init(verbatim: format.format(input))
  }

  /// A value shown as a Foundation formatter writes it: `Text(date, formatter: formatter)`.
  public init<Subject>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: subject) ?? "")
  }
}
