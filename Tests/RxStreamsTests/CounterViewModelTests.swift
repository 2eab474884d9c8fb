import RxStreams
import StreamsTesting
import XCTest

/// The counter view model of the article, written as RxSwift code is.
final class CounterViewModel {
  struct Input {
    let incrementTapped: PublishRelay<Void>
    let decrementTapped: PublishRelay<Void>
    let resetTapped: PublishRelay<Void>
  }

  struct Output {
    let countText: Observable<String>
    let isDecrementEnabled: Observable<Bool>
  }

  let input: Input
  let output: Output
  private let count = BehaviorRelay<Int>(value: 0)
  private let disposeBag = DisposeBag()

  init() {
    input = Input(
      incrementTapped: PublishRelay(), decrementTapped: PublishRelay(), resetTapped: PublishRelay())
    output = Output(
      countText: count.map { String($0) }, isDecrementEnabled: count.map { $0 > 0 })
    input.incrementTapped
      .withLatestFrom(count)
      .map { $0 + 1 }
      .bind(to: count)
      .disposed(by: disposeBag)
    input.decrementTapped
      .withLatestFrom(count)
      .map { max($0 - 1, 0) }
      .bind(to: count)
      .disposed(by: disposeBag)
    input.resetTapped
      .map { 0 }
      .bind(to: count)
      .disposed(by: disposeBag)
  }
}

/// The article's RxBlocking-style tests, in XCTest.
final class CounterViewModelTests: XCTestCase {
  func testInitialState() throws {
    let viewModel = CounterViewModel()
    XCTAssertEqual(try viewModel.output.countText.toBlocking(timeout: 1).first(), "0")
    XCTAssertEqual(try viewModel.output.isDecrementEnabled.toBlocking(timeout: 1).first(), false)
  }

  func testIncrement() throws {
    let viewModel = CounterViewModel()
    viewModel.input.incrementTapped.accept(())
    XCTAssertEqual(try viewModel.output.countText.toBlocking(timeout: 1).first(), "1")
    viewModel.input.incrementTapped.accept(())
    viewModel.input.incrementTapped.accept(())
    XCTAssertEqual(try viewModel.output.countText.toBlocking(timeout: 1).first(), "3")
    XCTAssertEqual(try viewModel.output.isDecrementEnabled.toBlocking(timeout: 1).first(), true)
  }

  func testDecrementAtZeroStaysZero() throws {
    let viewModel = CounterViewModel()
    viewModel.input.decrementTapped.accept(())
    XCTAssertEqual(try viewModel.output.countText.toBlocking(timeout: 1).first(), "0")
  }

  func testReset() throws {
    let viewModel = CounterViewModel()
    viewModel.input.incrementTapped.accept(())
    viewModel.input.incrementTapped.accept(())
    viewModel.input.resetTapped.accept(())
    XCTAssertEqual(try viewModel.output.countText.toBlocking(timeout: 1).first(), "0")
  }
}
