import Foundation

/// A text field bound to a value rather than a string, through a format style:
/// `TextField("金額", value: $amount, format: .number)`.
///
/// The field shows the value as the style formats it. While the user types, each text that
/// the style can parse becomes the new value at once, and the text stays as typed (so `3.`
/// is not redrawn as `3` halfway through `3.5`); text it cannot parse leaves the value as it
/// was. Enter (or a change of the value from elsewhere) redraws the value formatted.
extension TextField where Label == Text {
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(titleKey, text: .constant(""), prompt: prompt)
    valueFormat = FormattedFieldValue(value: value, format: format)
  }

  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(title, text: .constant(""))
    if let prompt { placeholder = prompt.plainText }
    valueFormat = FormattedFieldValue(value: value, format: format)
  }
}

/// A text field bound to a value through a Foundation `Formatter`, the older spelling:
/// `TextField("数", value: $count, formatter: NumberFormatter())`. It behaves as the
/// format-style fields do. A `NumberFormatter` reads numbers (into `Int`, `Double`, `Float`,
/// `Decimal` or `NSNumber` values), a `DateFormatter` dates; text that does not read leaves
/// the value as it was.
extension TextField where Label == Text {
  public init<V>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil
  ) {
    self.init(titleKey, text: .constant(""), prompt: prompt)
    valueFormat = FormattedFieldValue(value: value, formatter: formatter)
  }

  @_disfavoredOverload
  public init<S: StringProtocol, V>(
    _ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil
  ) {
    self.init(title, text: .constant(""))
    if let prompt { placeholder = prompt.plainText }
    valueFormat = FormattedFieldValue(value: value, formatter: formatter)
  }
}

/// How a value-bound text field turns its value into text and text back into its value.
struct FormattedFieldValue {
  let formatted: () -> String
  /// Parses the text and, when it parses, stores the value; returns the value's new
  /// formatted text, or nil when the text did not parse.
  let store: (String) -> String?
  /// Stores the value again unchanged, so that whoever owns it redraws the field.
  let touch: () -> Void

  init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F)
  where F.FormatOutput == String {
    formatted = { format.format(value.wrappedValue) }
    touch = { value.wrappedValue = value.wrappedValue }
    store = { text in
      guard let parsed = try? format.parseStrategy.parse(text) else { return nil }
      value.wrappedValue = parsed
      return format.format(parsed)
    }
  }

  init<V>(value: Binding<V>, formatter: Formatter) {
    formatted = { formatter.string(for: value.wrappedValue) ?? "" }
    touch = { value.wrappedValue = value.wrappedValue }
    store = { text in
      guard let parsed: V = Self.parse(text, with: formatter) else { return nil }
      value.wrappedValue = parsed
      return formatter.string(for: parsed) ?? text
    }
  }

  /// `text` read by `formatter` as a `V`, or nil when it does not read as one.
  static func parse<V>(_ text: String, with formatter: Formatter) -> V? {
    if let numbers = formatter as? NumberFormatter {
      // Foundation on Linux reads the number at the start of "42x"; a field takes only text
      // that is a number through and through.
      let symbols = [
        numbers.decimalSeparator, numbers.groupingSeparator, numbers.minusSign, numbers.plusSign,
        numbers.percentSymbol, numbers.currencySymbol, numbers.exponentSymbol,
      ].compactMap { $0 }.joined()
      let allowed = Set("0123456789 \u{A0}" + symbols)
      guard text.allSatisfy({ allowed.contains($0) }), let number = numbers.number(from: text)
      else { return nil }
      switch V.self {
      case is Int.Type: return number.intValue as? V
      case is Double.Type: return number.doubleValue as? V
      case is Float.Type: return number.floatValue as? V
      case is Decimal.Type: return number.decimalValue as? V
      default: return number as? V
      }
    }
    if let dates = formatter as? DateFormatter {
      return dates.date(from: text) as? V
    }
    return text as? V
  }

  /// The text typed so far, kept with the field's node between frames.
  final class Draft {
    var text: String?
    /// The formatted value that the draft stands for; when the value's formatted text
    /// differs (it was set elsewhere), the draft is dropped.
    var standsFor: String?
  }

  /// The storage slot of a field's draft: below every dynamic property's slot.
  static let draftSlot = Int.min

  /// The string binding the text field edits, and the action Enter adds.
  @MainActor
  func binding(node: Node) -> (text: Binding<String>, commit: @MainActor () -> Void) {
    let draft: Draft
    if let existing = node.storage[Self.draftSlot] as? Draft {
      draft = existing
    } else {
      draft = Draft()
      node.storage[Self.draftSlot] = draft
    }
    let formatted = formatted
    let store = store
    let touch = touch
    let text = Binding<String>(
      get: {
        let current = formatted()
        if let typed = draft.text, draft.standsFor == current { return typed }
        draft.text = nil
        return current
      },
      set: { newText in
        let before = formatted()
        draft.text = newText
        draft.standsFor = store(newText) ?? before
      })
    return (
      text,
      {
        draft.text = nil
        touch()
      }
    )
  }
}
