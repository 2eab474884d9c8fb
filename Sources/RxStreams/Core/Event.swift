/// A sequence grammar event: `next* (error | completed)?`.
@frozen
public enum Event<Element> {
  /// The next element of a sequence.
  case next(Element)
  /// The sequence terminated with an error.
  case error(Swift.Error)
  /// The sequence completed successfully.
  case completed
}

extension Event: CustomDebugStringConvertible {
  public var debugDescription: String {
    switch self {
    case .next(let value): "next(\(value))"
    case .error(let error): "error(\(error))"
    case .completed: "completed"
    }
  }
}

extension Event {
  /// Whether this event is `.error` or `.completed`.
  public var isStopEvent: Bool {
    if case .next = self { return false }
    return true
  }

  /// The element of a `.next` event.
  public var element: Element? {
    if case .next(let value) = self { return value }
    return nil
  }

  /// The error of an `.error` event.
  public var error: Swift.Error? {
    if case .error(let error) = self { return error }
    return nil
  }

  /// Whether this event is `.completed`.
  public var isCompleted: Bool {
    if case .completed = self { return true }
    return false
  }

  /// Maps the element of a `.next` event; a thrown error becomes an `.error` event.
  public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
    switch self {
    case .next(let element):
      do { return .next(try transform(element)) } catch { return .error(error) }
    case .error(let error): return .error(error)
    case .completed: return .completed
    }
  }
}

/// Events compare equal when their elements do, and errors when they are of the same type
/// and describe themselves the same way.
extension Event: Equatable where Element: Equatable {
  public static func == (lhs: Event, rhs: Event) -> Bool {
    switch (lhs, rhs) {
    case (.next(let left), .next(let right)): left == right
    case (.completed, .completed): true
    case (.error(let left), .error(let right)):
      type(of: left) == type(of: right) && String(reflecting: left) == String(reflecting: right)
    default: false
    }
  }
}

extension Event: @unchecked Sendable where Element: Sendable {}

/// An error for operators whose sequence ended in a way the operator cannot accept.
public enum RxError: Swift.Error, CustomDebugStringConvertible, Equatable {
  /// Unknown error occurred.
  case unknown
  /// Performing an action on a disposed object.
  case disposed(object: String)
  /// Arithmetic overflow.
  case overflow
  /// Argument out of range.
  case argumentOutOfRange
  /// The sequence doesn't contain any elements.
  case noElements
  /// The sequence contains more than one element.
  case moreThanOneElement
  /// The sequence timed out.
  case timeout

  public var debugDescription: String {
    switch self {
    case .unknown: "Unknown error occurred."
    case .disposed(let object): "Object `\(object)` was already disposed."
    case .overflow: "Arithmetic overflow occurred."
    case .argumentOutOfRange: "Argument out of range."
    case .noElements: "Sequence doesn't contain any elements."
    case .moreThanOneElement: "Sequence contains more than one element."
    case .timeout: "Sequence timeout."
    }
  }
}

extension Event {
  /// A terminal event as an event of another element type; `.next` has no counterpart and
  /// becomes `.completed`, which callers never ask for.
  func terminal<Other>() -> Event<Other> {
    switch self {
    case .error(let error): .error(error)
    case .next, .completed: .completed
    }
  }
}
