/// An integer as a person types it into a field: the one rule every screen of the package
/// reads numbers by.
///
/// Spaces around the number are ignored (ASCII ones and the ideographic space U+3000 a
/// Japanese keyboard types), full-width digits `０`–`９` and the full-width signs `＋` `－`
/// (and the minus sign U+2212) read as their ASCII forms, and one leading sign is allowed.
/// A number beyond `Int` is ``tooLarge``, not ``notAnInteger``: the person typed an integer,
/// only a bigger one than the screen can take.
///
/// ```swift
/// TypedInteger(" －１２ ")              // .value(-12)
/// TypedInteger("99999999999999999999")  // .tooLarge
/// TypedInteger("1.5")                   // .notAnInteger
/// ```
package enum TypedInteger: Hashable, Sendable {
  /// Nothing but spaces.
  case empty
  /// An integer that fits in `Int`.
  case value(Int)
  /// An integer with more digits than `Int` holds, either sign.
  case tooLarge
  /// Anything else: letters, a decimal point, a sign alone, two signs.
  case notAnInteger

  /// Reads `text` by the rule above.
  package init(_ text: some StringProtocol) {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else {
      self = .empty
      return
    }
    var index = first
    var negative = false
    if let sign = Self.sign(of: scalars[index]) {
      negative = sign
      index = scalars.index(after: index)
    }
    let end = scalars.index(after: last)
    guard index < end else {
      self = .notAnInteger
      return
    }
    // Accumulated toward the number's own sign, so that Int.min fits.
    var value = 0
    var overflowed = false
    while index < end {
      guard let digit = Self.digit(scalars[index]) else {
        self = .notAnInteger
        return
      }
      let (times10, o1) = value.multipliedReportingOverflow(by: 10)
      let (next, o2) =
        negative
        ? times10.subtractingReportingOverflow(digit) : times10.addingReportingOverflow(digit)
      overflowed = overflowed || o1 || o2
      value = next
      index = scalars.index(after: index)
    }
    self = overflowed ? .tooLarge : .value(value)
  }

  /// The value of an ASCII or full-width decimal digit.
  private static func digit(_ scalar: Unicode.Scalar) -> Int? {
    switch scalar.value {
    case 0x30...0x39: Int(scalar.value - 0x30)
    case 0xFF10...0xFF19: Int(scalar.value - 0xFF10)
    default: nil
    }
  }

  /// Whether a sign is a minus (true) or a plus (false); nil when `scalar` is no sign.
  private static func sign(of scalar: Unicode.Scalar) -> Bool? {
    switch scalar.value {
    case 0x2D, 0xFF0D, 0x2212: true
    case 0x2B, 0xFF0B: false
    default: nil
    }
  }
}
