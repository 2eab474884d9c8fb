import Foundation
import Testing

@testable import TerminalUI

@Suite("RelativeDateTimeFormatter: how long ago, in the formatter's locale")
struct RelativeDateTimeFormatterTests {
  let reference = Date(timeIntervalSince1970: 1_800_000_000)

  func formatter(
    _ units: RelativeDateTimeFormatter.UnitsStyle = .full, locale: String = "en_US",
    named: Bool = false
  ) -> RelativeDateTimeFormatter {
    let formatter = RelativeDateTimeFormatter()
    formatter.unitsStyle = units
    formatter.locale = Locale(identifier: locale)
    formatter.dateTimeStyle = named ? .named : .numeric
    return formatter
  }

  @Test("past and future in the largest whole unit, in English and Japanese")
  func words() {
    let english = formatter()
    #expect(english.localizedString(for: reference - 7200, relativeTo: reference) == "2 hours ago")
    #expect(
      english.localizedString(for: reference + 3 * 86400, relativeTo: reference) == "in 3 days")
    #expect(formatter(locale: "ja_JP").localizedString(fromTimeInterval: -7200) == "2 時間前")
    #expect(formatter(named: true).localizedString(fromTimeInterval: -86400) == "yesterday")
    #expect(formatter(.abbreviated).localizedString(fromTimeInterval: -7200) != "2 hours ago")
  }

  @Test("components, a date as an object, and numbers that are not")
  func otherInputs() {
    var components = DateComponents()
    components.day = -2
    #expect(formatter().localizedString(from: components) == "2 days ago")
    #expect(formatter().string(for: Date(timeIntervalSinceNow: -120)) == "2 minutes ago")
    #expect(formatter().string(for: "not a date") == nil)
    #expect(!formatter().localizedString(fromTimeInterval: .nan).isEmpty)
    let sentence = formatter(named: true)
    sentence.formattingContext = .beginningOfSentence
    #expect(sentence.localizedString(fromTimeInterval: -86400) == "Yesterday")
  }
}
