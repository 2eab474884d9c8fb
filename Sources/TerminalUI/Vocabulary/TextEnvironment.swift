import Foundation

/// The text sizes of the older API: SwiftUI's `ContentSizeCategory`.
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
  case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

  public var isAccessibilityCategory: Bool {
    switch self {
    case .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
      .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge:
      true
    default: false
    }
  }
}

extension EnvironmentValues {
  /// The locale views format with, and whose language TerminalUI's own words (Cancel,
  /// Edit, Search, a sheet's Esc hint) are in: the one the program's environment names
  /// (`LC_ALL`, `LC_MESSAGES`, `LANG`), unless a view sets one with
  /// `.environment(\.locale, …)`.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The text size the person chose. A terminal has one: `.large`, unless a view sets it.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }

  /// The older name of the text size: `.large`, unless a view sets it.
  public var sizeCategory: ContentSizeCategory {
    get { self[SizeCategoryKey.self] }
    set { self[SizeCategoryKey.self] = newValue }
  }
}

extension EnvironmentValues {
  /// The calendar dates are shown and picked in (a date picker's fields, a multi-date
  /// picker's weeks and the day they start on): the user's, unless a view sets one.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The time zone dates are shown and picked in: the user's (`TZ`), unless a view sets one.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// The calendar, reading dates in the environment's time zone.
  var calendarInTimeZone: Calendar {
    var calendar = calendar
    calendar.timeZone = timeZone
    return calendar
  }
}

private struct CalendarKey: EnvironmentKey {
  static var defaultValue: Calendar { Calendar.current }
}

private struct TimeZoneKey: EnvironmentKey {
  static var defaultValue: TimeZone { TimeZone.current }
}

private struct LocaleKey: EnvironmentKey {
  static var defaultValue: Locale { Locale.process }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
  static let defaultValue = DynamicTypeSize.large
}

private struct SizeCategoryKey: EnvironmentKey {
  static let defaultValue = ContentSizeCategory.large
}
