import Foundation

/// The words `Text(date, style: .relative)`, `.offset` and `.timer` show, in English or in
/// Japanese as the locale says.
enum RelativeDateText {
  private struct Unit {
    let seconds: Int
    let english: String
    let japanese: String
  }

  private static let units = [
    Unit(seconds: 365 * 86_400, english: "yr", japanese: "年"),
    Unit(seconds: 30 * 86_400, english: "mo", japanese: "か月"),
    Unit(seconds: 7 * 86_400, english: "wk", japanese: "週間"),
    Unit(seconds: 86_400, english: "day", japanese: "日"),
    Unit(seconds: 3_600, english: "hr", japanese: "時間"),
    Unit(seconds: 60, english: "min", japanese: "分"),
    Unit(seconds: 1, english: "sec", japanese: "秒"),
  ]

  /// Whole seconds between the two dates, at most a thousand years: a date far off (or not
  /// finite) does not overflow.
  private static func seconds(from start: Date, to end: Date) -> Int {
    let interval = end.timeIntervalSince(start)
    guard interval.isFinite else { return 0 }
    return Int(max(-3.2e10, min(3.2e10, interval)).rounded(.towardZero))
  }

  /// The distance between the dates, either way: its largest unit, and the next one when
  /// not zero (`2 hr, 5 min`, `3 days`, `0 sec`).
  static func relative(_ date: Date, to now: Date, locale: Locale) -> String {
    magnitude(abs(seconds(from: now, to: date)), japanese: isJapanese(locale))
  }

  /// The signed distance from now: `+` for a date to come, `-` for one past.
  static func offset(_ date: Date, from now: Date, locale: Locale) -> String {
    let distance = seconds(from: now, to: date)
    let sign = distance < 0 ? "-" : "+"
    return sign + magnitude(abs(distance), japanese: isJapanese(locale))
  }

  /// A clock of the time between now and the date: `m:ss` under an hour, else `h:mm:ss`.
  static func timer(_ date: Date, at now: Date, showsHours: Bool = true) -> String {
    let total = abs(seconds(from: now, to: date))
    let hours = showsHours ? total / 3_600 : 0
    let minutes = showsHours ? total / 60 % 60 : total / 60
    let secs = total % 60
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return hours > 0 ? "\(hours):\(two(minutes)):\(two(secs))" : "\(minutes):\(two(secs))"
  }

  private static func isJapanese(_ locale: Locale) -> Bool {
    locale.language.languageCode?.identifier == "ja"
  }

  private static func magnitude(_ total: Int, japanese: Bool) -> String {
    guard let first = units.firstIndex(where: { total >= $0.seconds }) else {
      return japanese ? "0秒" : "0 sec"
    }
    var parts = [(count: total / units[first].seconds, unit: units[first])]
    if first + 1 < units.count {
      let rest = total % units[first].seconds
      let next = units[first + 1]
      if rest / next.seconds > 0 { parts.append((rest / next.seconds, next)) }
    }
    if japanese { return parts.map { "\($0.count)\($0.unit.japanese)" }.joined(separator: " ") }
    return parts.map { part in
      let name = part.unit.english == "day" && part.count != 1 ? "days" : part.unit.english
      return "\(part.count) \(name)"
    }.joined(separator: ", ")
  }
}
