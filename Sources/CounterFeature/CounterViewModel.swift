import RxStreams

/// The counter's logic as the articles write it with RxSwift: MVVM with Input/Output.
/// Relays in, observables out, subscriptions in a `DisposeBag`.
public final class CounterViewModel {
  // Input
  public let incrementTapped = PublishRelay<Void>()
  public let decrementTapped = PublishRelay<Void>()
  public let resetTapped = PublishRelay<Void>()

  // Output
  public let countText: Observable<String>
  public let isDecrementEnabled: Observable<Bool>

  private let count = BehaviorRelay<Int>(value: 0)
  private let disposeBag = DisposeBag()

  public init() {
    countText = count.map { String($0) }
    isDecrementEnabled = count.map { $0 > 0 }

    incrementTapped
      .withLatestFrom(count)
      .map { $0 + 1 }
      .bind(to: count)
      .disposed(by: disposeBag)

    decrementTapped
      .withLatestFrom(count)
      .filter { $0 > 0 }
      .map { $0 - 1 }
      .bind(to: count)
      .disposed(by: disposeBag)

    resetTapped
      .map { 0 }
      .bind(to: count)
      .disposed(by: disposeBag)
  }
}
