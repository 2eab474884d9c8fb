import Streams
import TerminalUI

/// The passive view of MVP: it shows what the presenter tells it and forwards taps. In a
/// SwiftUI world the view controller's role is this object; the `DivisionView` draws it.
///
/// Passive means the presenter tells it what to show through ``DivisionPresenterOutput``
/// (`showResult`, `showError`) and it holds no logic that derives state from input: it only
/// chooses how to show what it is told (the zero divisor as an alert, other errors under the
/// form). An MVVM view model is the other way round: it exposes state (`@Published`
/// properties, observables) that the view binds to, and never knows the view; here the
/// presenter knows its view, through the output protocol.
@MainActor
public final class DivisionViewController: ObservableObject, DivisionPresenterOutput {
  /// The dividend's field; editing it clears the answer and the message about the old
  /// input, which no longer match the fields.
  @Published public var dividendText = "" {
    didSet { if dividendText != oldValue { clearOldAnswer() } }
  }
  /// The divisor's field; editing it clears the answer and the message about the old input.
  @Published public var divisorText = "" {
    didSet { if divisorText != oldValue { clearOldAnswer() } }
  }
  @Published public private(set) var resultText = ""
  @Published public private(set) var messageText = ""
  @Published public var isErrorAlertPresented = false
  @Published public private(set) var alertMessage = ""
  /// The presenter this view forwards taps to (it holds this view weakly).
  private(set) var presenter: (any DivisionPresenterInput)?

  public init(model: any DivisionModelProtocol = DivisionModel()) {
    presenter = DivisionPresenter(view: self, model: model)
  }

  private func clearOldAnswer() {
    messageText = ""
    resultText = ""
  }

  func tappedButton() {
    presenter?.tappedButton(dividend: dividendText, divisor: divisorText)
  }

  public func showResult(quotient: Int) {
    messageText = ""
    resultText = "\(quotient)"
  }

  public func showError(error: DivisionError) {
    resultText = ""
    if error == .dividendByZero {
      messageText = ""
      alertMessage = error.message
      isErrorAlertPresented = true
    } else {
      messageText = error.message
    }
  }
}

/// The division calculator: two number fields, a button, the result, and an alert when
/// dividing by zero.
public struct DivisionView: View {
  @ObservedObject var controller: DivisionViewController

  public init(controller: DivisionViewController) { self.controller = controller }

  public var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      TextField("割られる数", text: $controller.dividendText)
        .textFieldStyle(.roundedBorder)
        .keyboardType(.numberPad)
        .accessibilityIdentifier("divisionDividendTextField")
      TextField("割る数", text: $controller.divisorText)
        .textFieldStyle(.roundedBorder)
        .keyboardType(.numberPad)
        .onSubmit { controller.tappedButton() }
        .accessibilityIdentifier("divisionDivisorTextField")
      Button("割り算する") { controller.tappedButton() }
        .accessibilityIdentifier("divisionButton")
      HStack {
        Text("答え:")
        Text(controller.resultText).bold().accessibilityIdentifier("divisionResultLabel")
      }
      // Two lines kept for the message (the longest takes two at the form's width), so the
      // form does not move as it comes and goes.
      VStack(alignment: .leading) {
        if !controller.messageText.isEmpty {
          Text(controller.messageText).foregroundColor(.red)
            .accessibilityIdentifier("divisionMessageLabel")
        }
      }
      .frame(minHeight: 32, alignment: .top)
    }
    // A readable width on a wide terminal: at most 60 columns, centred.
    .frame(maxWidth: 480)
    .padding()
    .navigationTitle("割り算 (MVP)")
    .alert("エラー", isPresented: $controller.isErrorAlertPresented) {
      Button("はい") {}
    } message: {
      Text(controller.alertMessage)
    }
  }
}
