import RxStreams

/// What the counter's view sends in: one relay per button, as the RxSwift article's
/// Input/Output view model declares them.
///
/// The flow, as the article draws it: button taps → these relays → the view model (which
/// turns each tap into a new count) → ``CounterViewModelOutputs``' observables → the label's
/// text and the − button's enabled state.
public protocol CounterViewModelInputs {
  /// + was tapped.
  var incrementTapped: PublishRelay<Void> { get }
  /// − was tapped.
  var decrementTapped: PublishRelay<Void> { get }
  /// Reset was tapped.
  var resetTapped: PublishRelay<Void> { get }
}

/// What the counter's view shows: observables it binds to its label and buttons.
public protocol CounterViewModelOutputs {
  /// The count, as the label shows it ("0" at first).
  var countText: Observable<String> { get }
  /// Whether − can be pressed: only while the count is above 0.
  var isDecrementEnabled: Observable<Bool> { get }
}

/// A counter view model seen from its view: ``inputs`` to send taps into, ``outputs`` to
/// bind from, and nothing else.
///
/// Splitting the two keeps the direction of each property plain at the call site:
/// `viewModel.inputs.incrementTapped` is written to, `viewModel.outputs.countText` is read.
///
/// ```swift
/// let viewModel: any CounterViewModelType = CounterViewModel()
/// button.rx.tap.bind(to: viewModel.inputs.incrementTapped).disposed(by: disposeBag)
/// viewModel.outputs.countText.bind(to: label.rx.text).disposed(by: disposeBag)
/// ```
public protocol CounterViewModelType {
  var inputs: any CounterViewModelInputs { get }
  var outputs: any CounterViewModelOutputs { get }
}
