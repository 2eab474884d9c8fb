import Dispatch
import Primitives

/// What the view tells the presenter, named after what happened in the view.
public protocol DivisionPresenterInput: AnyObject {
  func tappedButton(dividend: String?, divisor: String?)
}

/// What the presenter tells the (passive) view.
@MainActor
public protocol DivisionPresenterOutput: AnyObject {
  func showResult(quotient: Int)
  func showError(error: DivisionError)
}

/// The division screen's logic, with no UI import: MVP. It reads the fields' text, asks the
/// model, and tells the view what to show; it holds the view weakly and the model through a
/// protocol.
public final class DivisionPresenter: DivisionPresenterInput, @unchecked Sendable {
  private weak var view: (any DivisionPresenterOutput)?
  private let model: any DivisionModelProtocol

  public init(view: any DivisionPresenterOutput, model: any DivisionModelProtocol) {
    self.view = view
    self.model = model
  }

  public func tappedButton(dividend: String?, divisor: String?) {
    let dividend = Self.parse(dividend, as: .dividend)
    let divisor = Self.parse(divisor, as: .divisor)
    switch (dividend, divisor) {
    case (.failure(let error), _), (_, .failure(let error)):
      show { $0.showError(error: error) }
    case (.success(let dividend), .success(let divisor)):
      model.fetchQuotient(dividend: dividend, divisor: divisor) { [weak self] result in
        switch result {
        case .success(let quotient): self?.show { $0.showResult(quotient: quotient) }
        case .failure(let error): self?.show { $0.showError(error: error) }
        }
      }
    }
  }

  /// Tells the view on the main queue, where views live.
  private func show(_ update: @escaping @MainActor @Sendable (any DivisionPresenterOutput) -> Void)
  {
    DispatchQueue.main.async { [weak self] in
      MainActor.assumeIsolated {
        guard let view = self?.view else { return }
        update(view)
      }
    }
  }

  /// An Int from a field's text, read by the package's one rule for typed numbers
  /// (``TypedInteger``: surrounding spaces, full-width digits and signs are accepted).
  static func parse(_ text: String?, as field: DivisionField) -> Result<Int, DivisionError> {
    switch TypedInteger(text ?? "") {
    case .value(let value): .success(value)
    case .empty: .failure(.emptyInput(field))
    case .tooLarge: .failure(.outOfRange(field))
    case .notAnInteger: .failure(.notANumber(field))
    }
  }
}
