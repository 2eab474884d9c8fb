import Primitives

/// What the view tells the presenter, named after what happened in the view.
@MainActor
public protocol DivisionPresenterInput: AnyObject {
  /// The divide button was tapped with the fields' text as it stands.
  func tappedButton(dividend: String?, divisor: String?)
}

/// What the presenter tells the (passive) view.
///
/// The passive view of MVP is told what to show through this protocol and holds no logic
/// that derives state: it never reads the model or decides what an answer means. An MVVM view
/// model does the opposite: it exposes state that the view binds to and observes, and never
/// knows the view.
@MainActor
public protocol DivisionPresenterOutput: AnyObject {
  func showResult(quotient: Int)
  func showError(error: DivisionError)
}

/// The division screen's logic, with no UI import: MVP. It reads the fields' text, asks the
/// model, and tells the view what to show; it holds the view weakly and the model through a
/// protocol.
///
/// It lives on the main actor, as its view does. `tappedButton` is not async (a tap handler
/// cannot wait), so it starts a `Task` that awaits the model's async form
/// (``DivisionModelProtocol/fetchQuotient(dividend:divisor:)``, the callback API wrapped in a
/// checked continuation) and, back on the main actor, tells the view. A newer tap cancels
/// the division still pending, so only the latest answer is shown.
@MainActor
public final class DivisionPresenter: DivisionPresenterInput {
  private weak var view: (any DivisionPresenterOutput)?
  private let model: any DivisionModelProtocol
  /// The division still waiting for the model's answer, cancelled by the next tap so an old
  /// answer never replaces a newer one. (Readable in the module so tests can await it.)
  private(set) var pending: Task<Void, Never>?

  public init(view: any DivisionPresenterOutput, model: any DivisionModelProtocol) {
    self.view = view
    self.model = model
  }

  public func tappedButton(dividend: String?, divisor: String?) {
    let dividend = Self.parse(dividend, as: .dividend)
    let divisor = Self.parse(divisor, as: .divisor)
    pending?.cancel()
    pending = nil
    switch (dividend, divisor) {
    case (.failure(let error), _), (_, .failure(let error)):
      view?.showError(error: error)
    case (.success(let dividend), .success(let divisor)):
      // The task inherits the main actor, so the view is told there. It holds the presenter
      // weakly: a screen closed while the model computes lets its presenter go, and the late
      // answer is dropped.
      pending = Task { [weak self, model] in
        do throws(DivisionError) {
          let quotient = try await model.fetchQuotient(dividend: dividend, divisor: divisor)
          guard !Task.isCancelled else { return }
          self?.view?.showResult(quotient: quotient)
        } catch {
          guard !Task.isCancelled else { return }
          self?.view?.showError(error: error)
        }
      }
    }
  }

  /// An Int from a field's text, read by the package's one rule for typed numbers
  /// (``TypedInteger``: surrounding spaces, full-width digits and signs are accepted).
  nonisolated static func parse(_ text: String?, as field: DivisionField) -> Result<
    Int, DivisionError
  > {
    switch TypedInteger(text ?? "") {
    case .value(let value): .success(value)
    case .empty: .failure(.emptyInput(field))
    case .tooLarge: .failure(.outOfRange(field))
    case .notAnInteger: .failure(.notANumber(field))
    }
  }
}
