import Foundation

#if !canImport(Darwin)
  /// Words for how long ago or how far ahead a date is ("2 hours ago", "in 3 days",
  /// "yesterday"): Foundation's `RelativeDateTimeFormatter`, which Foundation on Linux lacks.
  /// It is made from the `Date.RelativeFormatStyle` Foundation on Linux has, in the formatter's
  /// locale (Japanese gives 「2 時間前」). Where Foundation has its own, this one is not compiled.
  ///
  /// ```swift
  /// let formatter = RelativeDateTimeFormatter()
  /// formatter.unitsStyle = .full
  /// formatter.localizedString(for: post.date, relativeTo: .now)  // "2 hours ago"
  /// ```
  open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Whether a day is said in numbers ("1 day ago") or by name ("yesterday").
    public enum DateTimeStyle: Int, Sendable {
      case numeric, named
    }

    /// How long the unit's word is.
    public enum UnitsStyle: Int, Sendable {
      /// "2 hours ago"
      case full
      /// "two hours ago"
      case spellOut
      /// "2 hr. ago"
      case short
      /// "2h ago"
      case abbreviated
    }

    open var dateTimeStyle = DateTimeStyle.numeric
    open var unitsStyle = UnitsStyle.full
    open var formattingContext = Formatter.Context.unknown
    open var calendar: Calendar! = .current
    open var locale: Locale! = .current

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// How far `date` is from `referenceDate`, in the largest unit that is at least one.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
      localizedString(fromTimeInterval: date.timeIntervalSince(referenceDate))
    }

    /// How far a date `timeInterval` seconds from now is (negative: in the past).
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
      let interval = timeInterval.isFinite ? timeInterval : 0
      var text = style.format(Date(timeIntervalSinceNow: interval))
      if formattingContext == .beginningOfSentence || formattingContext == .standalone,
        let first = text.first
      {
        text = first.uppercased() + text.dropFirst()
      }
      return text
    }

    /// How far a date the components' amount from now is.
    open func localizedString(from dateComponents: DateComponents) -> String {
      let now = Date()
      let date = (calendar ?? .current).date(byAdding: dateComponents, to: now) ?? now
      return localizedString(fromTimeInterval: date.timeIntervalSince(now))
    }

    /// A `Date` relative to now, as `localizedString(for:relativeTo:)` with now; nil for any
    /// other value.
    open override func string(for obj: Any?) -> String? {
      guard let date = obj as? Date else { return nil }
      return localizedString(for: date, relativeTo: Date())
    }

    /// The format style the words come from.
    private var style: Date.RelativeFormatStyle {
      let units: Date.RelativeFormatStyle.UnitsStyle =
        switch unitsStyle {
        case .full: .wide
        case .spellOut: .spellOut
        case .short: .abbreviated
        case .abbreviated: .narrow
        }
      return Date.RelativeFormatStyle(
        presentation: dateTimeStyle == .named ? .named : .numeric, unitsStyle: units,
        locale: locale ?? .current, calendar: calendar ?? .current)
    }
  }
#endif
