import Foundation
import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

@Suite("Text(date, style:) .relative, .offset and .timer")
struct RelativeDateTextTests {
  private let now = Date(timeIntervalSince1970: 1_800_000_000)
  private let english = Locale(identifier: "en_US")
  private let japanese = Locale(identifier: "ja_JP")

  @Test("relative: the largest unit and the next when not zero, either way")
  func relative() {
    #expect(
      Text.format(now.addingTimeInterval(-7_500), .relative, in: english, now: now) == "2 hr, 5 min"
    )
    #expect(Text.format(now.addingTimeInterval(7_200), .relative, in: english, now: now) == "2 hr")
    #expect(
      Text.format(now.addingTimeInterval(-3 * 86_400), .relative, in: english, now: now) == "3 days"
    )
    #expect(
      Text.format(now.addingTimeInterval(-86_400 - 60), .relative, in: english, now: now) == "1 day"
    )
    #expect(Text.format(now, .relative, in: english, now: now) == "0 sec")
    #expect(Text.format(now.addingTimeInterval(-45), .relative, in: japanese, now: now) == "45秒")
    #expect(
      Text.format(now.addingTimeInterval(-3_700), .relative, in: japanese, now: now) == "1時間 1分")
  }

  @Test("offset is signed: + to come, - past")
  func offset() {
    #expect(Text.format(now.addingTimeInterval(300), .offset, in: english, now: now) == "+5 min")
    #expect(
      Text.format(now.addingTimeInterval(-90), .offset, in: english, now: now) == "-1 min, 30 sec")
  }

  @Test("timer counts m:ss under an hour, h:mm:ss above")
  func timer() {
    #expect(Text.format(now.addingTimeInterval(-65), .timer, in: english, now: now) == "1:05")
    #expect(Text.format(now.addingTimeInterval(3_723), .timer, in: english, now: now) == "1:02:03")
  }

  @Test("a date far off or not finite shows, without trapping")
  func farDates() {
    #expect(Text.format(.distantPast, .relative, in: english, now: now).contains(" yr"))
    #expect(
      Text.format(Date(timeIntervalSince1970: .infinity), .timer, in: english, now: now) == "0:00")
  }

  @MainActor @Test("drawn, a relative date asks for a frame each second; a plain one does not")
  func secondTick() {
    let live = TUIApplication(
      rootView: Text(Date().addingTimeInterval(-7_260), style: .relative),
      size: CGSize(width: 20, height: 1))
    live.launch()
    #expect(live.screenText.contains("2 hr, 1 min"))
    let host = ViewHost(
      rootView: Text(Date(), style: .timer), size: Size(width: 10, height: 1))
    host.render()
    #expect(host.wantsSecondTick)
    let still = ViewHost(rootView: Text(Date(), style: .date), size: Size(width: 20, height: 1))
    still.render()
    #expect(!still.wantsSecondTick)
  }
}
