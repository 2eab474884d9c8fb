import RxStreams

/// The counter's logic as the articles write it with RxSwift: MVVM with Input/Output.
/// Relays in (``CounterViewModelInputs``), observables out (``CounterViewModelOutputs``),
/// state in a private `BehaviorRelay`, subscriptions in a `DisposeBag`.
///
/// Its view reaches it through ``CounterViewModelType``: `inputs` and `outputs` are the view
/// model itself, seen through one protocol or the other.
public final class CounterViewModel: CounterViewModelType, CounterViewModelInputs,
  CounterViewModelOutputs
{
  public var inputs: any CounterViewModelInputs { self }
  public var outputs: any CounterViewModelOutputs { self }

  // Inputs
  public let incrementTapped = PublishRelay<Void>()
  public let decrementTapped = PublishRelay<Void>()
  public let resetTapped = PublishRelay<Void>()

  // Outputs
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
