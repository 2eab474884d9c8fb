import Dispatch
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
    // The presenter tells its view on the main actor, which is the main queue: checked at
    // run time here, not only by the compiler.
    dispatchPrecondition(condition: .onQueue(.main))
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
    "reads the fields, awaits the model's async form and tells the view",
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
    presenter.tappedButton(dividend: dividend, divisor: divisor)
    #expect(await view.next() == expected)
    #expect(view.events == [expected])
  }

  @Test(
    "asks the model for the parsed numbers, and tells the view only once the model answers",
    arguments: [
      (Result<Int, DivisionError>.success(21), RecordingView.Event.result(21)),
      (.failure(.dividendByZero), .error(.dividendByZero)),
      (.failure(.overflow), .error(.overflow)),
    ])
  func waitsForTheModel(answer: Result<Int, DivisionError>, expected: RecordingView.Event)
    async throws
  {
    let model = ControlledModel()
    var requests = model.requests.makeAsyncIterator()
    let view = RecordingView()
    let presenter = DivisionPresenter(view: view, model: model)
    presenter.tappedButton(dividend: "84", divisor: "４")
    let request = try #require(await requests.next(isolation: #isolation))
    #expect(request.dividend == 84 && request.divisor == 4)
    #expect(view.events.isEmpty)
    // The answer comes from another thread, as a server's would.
    DispatchQueue.global().async { request.completion(answer) }
    #expect(await view.next() == expected)
    #expect(view.events == [expected])
  }

  @Test("input that is not a pair of integers is refused at once, without asking the model")
  func refusesBadInputAtOnce() {
    let model = ControlledModel()
    let view = RecordingView()
    let presenter = DivisionPresenter(view: view, model: model)
    presenter.tappedButton(dividend: "8", divisor: "x")
    #expect(view.events == [.error(.notANumber(.divisor))])
    #expect(presenter.pending == nil)
  }

  @Test("a newer tap cancels the division still pending: its late answer is never shown")
  func newerTapWins() async throws {
    let model = ControlledModel()
    var requests = model.requests.makeAsyncIterator()
    let view = RecordingView()
    let presenter = DivisionPresenter(view: view, model: model)
    presenter.tappedButton(dividend: "8", divisor: "2")
    let stale = try #require(presenter.pending)
    let first = try #require(await requests.next(isolation: #isolation))
    presenter.tappedButton(dividend: "9", divisor: "3")
    let second = try #require(await requests.next(isolation: #isolation))
    first.completion(.success(4))
    await stale.value
    #expect(view.events.isEmpty)
    second.completion(.success(3))
    #expect(await view.next() == .result(3))
    // Bad input cancels a pending division too.
    presenter.tappedButton(dividend: "5", divisor: "1")
    let pending = try #require(presenter.pending)
    let third = try #require(await requests.next(isolation: #isolation))
    presenter.tappedButton(dividend: "", divisor: "1")
    third.completion(.success(5))
    await pending.value
    #expect(view.events == [.result(3), .error(.emptyInput(.dividend))])
  }

  @Test("the pending division does not keep the presenter: a closed screen drops the answer")
  func pendingTaskHoldsThePresenterWeakly() async throws {
    let model = ControlledModel()
    var requests = model.requests.makeAsyncIterator()
    let view = RecordingView()
    var presenter: DivisionPresenter? = DivisionPresenter(view: view, model: model)
    weak let weakPresenter = presenter
    presenter?.tappedButton(dividend: "8", divisor: "2")
    let task = try #require(presenter?.pending)
    let request = try #require(await requests.next(isolation: #isolation))
    presenter = nil
    #expect(weakPresenter == nil)
    request.completion(.success(4))
    await task.value
    #expect(view.events.isEmpty)
  }

  @Test("holds the view weakly")
  func weakView() throws {
    var view: RecordingView? = RecordingView()
    weak let weakView = view
    let presenter = DivisionPresenter(view: try #require(view), model: DivisionModel())
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
