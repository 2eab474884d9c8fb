import Testing

@testable import DivisionFeature

/// A view that records what the presenter tells it and reports each call.
@MainActor
final class RecordingView: DivisionPresenterOutput {
  enum Event: Equatable {
    case result(Int)
    case error(DivisionError)
  }

  private(set) var events: [Event] = []
  private var delivered = 0
  private var waiter: CheckedContinuation<Event, Never>?

  func showResult(quotient: Int) { record(.result(quotient)) }
  func showError(error: DivisionError) { record(.error(error)) }

  private func record(_ event: Event) {
    events.append(event)
    if let waiter {
      self.waiter = nil
      delivered += 1
      waiter.resume(returning: event)
    }
  }

  /// The next event the presenter sends (at once if it has already come).
  func next() async -> Event {
    if delivered < events.count {
      delivered += 1
      return events[delivered - 1]
    }
    return await withCheckedContinuation { waiter = $0 }
  }
}

@MainActor
@Suite("DivisionPresenter with a recording view")
struct DivisionPresenterTests {
  @Test(
    "reads the fields, asks the model and tells the view",
    arguments: [
      ("84", "4", RecordingView.Event.result(21)),
      (" -9 ", "２", .result(-4)),
      ("1", "0", .error(.dividendByZero)),
      ("", "3", .error(.emptyInput(.dividend))),
      ("3", "", .error(.emptyInput(.divisor))),
      ("abc", "3", .error(.notANumber(.dividend))),
      ("3", "1.5", .error(.notANumber(.divisor))),
      ("99999999999999999999", "3", .error(.outOfRange(.dividend))),
      ("１２", "－３", .result(-4)),
      ("\u{3000}８\u{3000}", "＋２", .result(4)),
      ("3", "９９９９９９９９９９９９９９９９９９９９", .error(.outOfRange(.divisor))),
      ("3", "-99999999999999999999", .error(.outOfRange(.divisor))),
      ("3", "-", .error(.notANumber(.divisor))),
      ("3", "--3", .error(.notANumber(.divisor))),
      ("-9223372036854775808", "-1", .error(.overflow)),
    ])
  func tappedButton(dividend: String, divisor: String, expected: RecordingView.Event) async {
    let view = RecordingView()
    let presenter = DivisionPresenter(view: view, model: DivisionModel())
    async let event = view.next()
    presenter.tappedButton(dividend: dividend, divisor: divisor)
    #expect(await event == expected)
    #expect(view.events == [expected])
  }

  @Test("holds the view weakly")
  func weakView() {
    var view: RecordingView? = RecordingView()
    weak let weakView = view
    let presenter = DivisionPresenter(view: view!, model: DivisionModel())
    view = nil
    #expect(weakView == nil)
    withExtendedLifetime(presenter) {}
  }

  @Test("error messages say what to fix")
  func messages() {
    #expect(DivisionError.dividendByZero.message == "0では割れません")
    #expect(DivisionError.emptyInput(.divisor).message == "割る数を入力してください")
    #expect(DivisionError.notANumber(.dividend).message == "割られる数は整数で入力してください")
    #expect(
      DivisionError.outOfRange(.divisor).message
        == "割る数が大きすぎます。-9223372036854775808 から 9223372036854775807 までの整数で入力してください")
  }
}
