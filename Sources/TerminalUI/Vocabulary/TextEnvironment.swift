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

private struct LocaleKey: EnvironmentKey {
  static var defaultValue: Locale { Locale.process }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
  static let defaultValue = DynamicTypeSize.large
}

private struct SizeCategoryKey: EnvironmentKey {
  static let defaultValue = ContentSizeCategory.large
}
