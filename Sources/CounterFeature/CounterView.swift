import RxStreams
import Streams
import TerminalUI

/// What the counter screen shows, and the taps it makes, as RxSwift-bindable properties:
/// the role UIKit's label and buttons (with RxCocoa's `.rx`) play in the article.
public final class CounterScreen: ObservableObject, ReactiveCompatible {
  @Published public fileprivate(set) var countText = ""
  @Published public fileprivate(set) var isDecrementEnabled = false
  /// Button taps, as `button.rx.tap` gives them.
  public let incrementTap = PublishRelay<Void>()
  public let decrementTap = PublishRelay<Void>()
  public let resetTap = PublishRelay<Void>()

  /// The view model this screen is bound to.
  let viewModel: CounterViewModel
  private let disposeBag = DisposeBag()

  /// Binds the screen's taps to the view model's `inputs` and its `outputs` to the screen,
  /// with `bind(to:)`.
  public init(viewModel: CounterViewModel = CounterViewModel()) {
    self.viewModel = viewModel
    incrementTap.bind(to: viewModel.inputs.incrementTapped).disposed(by: disposeBag)
    decrementTap.bind(to: viewModel.inputs.decrementTapped).disposed(by: disposeBag)
    resetTap.bind(to: viewModel.inputs.resetTapped).disposed(by: disposeBag)
    viewModel.outputs.countText.bind(to: rx.countText).disposed(by: disposeBag)
    viewModel.outputs.isDecrementEnabled.bind(to: rx.isDecrementEnabled)
      .disposed(by: disposeBag)
  }
}

extension Reactive where Base: CounterScreen {
  /// The count label's text.
  public var countText: Binder<String> { Binder(base) { screen, text in screen.countText = text } }

  /// Whether − can be pressed.
  public var isDecrementEnabled: Binder<Bool> {
    Binder(base) { screen, enabled in screen.isDecrementEnabled = enabled }
  }
}

/// The counter: the count, then −, +, Reset. − is disabled at 0: Tab skips it, and it keeps focus if it had it.
public struct CounterView: View {
  @ObservedObject var screen: CounterScreen

  public init(screen: CounterScreen) { self.screen = screen }

  public var body: some View {
    VStack(spacing: 16) {
      Text(screen.countText).font(.largeTitle).accessibilityIdentifier("counterLabel")
      HStack(spacing: 16) {
        Button("−") { screen.decrementTap.accept(()) }
          .disabled(!screen.isDecrementEnabled)
          .accessibilityIdentifier("counterDecrementButton")
        Button("+") { screen.incrementTap.accept(()) }
          .accessibilityIdentifier("counterIncrementButton")
        Button("Reset") { screen.resetTap.accept(()) }
          .accessibilityIdentifier("counterResetButton")
      }
    }
    .navigationTitle("カウンター (RxSwift Input/Output)")
  }
}
