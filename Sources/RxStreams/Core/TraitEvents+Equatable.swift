/// Maybe events compare equal when their elements do, and errors as `Event`'s do: of the same
/// type, describing themselves the same way.
extension MaybeEvent: Equatable where Element: Equatable {
  public static func == (lhs: MaybeEvent, rhs: MaybeEvent) -> Bool {
    switch (lhs, rhs) {
    case (.success(let left), .success(let right)): left == right
    case (.completed, .completed): true
    case (.error(let left), .error(let right)): sameError(left, right)
    default: false
    }
  }
}

/// Completable events compare equal when both complete, or when their errors are of the same
/// type and describe themselves the same way, as `Event`'s do.
extension CompletableEvent: Equatable {
  public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
    switch (lhs, rhs) {
    case (.completed, .completed): true
    case (.error(let left), .error(let right)): sameError(left, right)
    default: false
    }
  }
}

/// Whether two errors count as the same in event comparisons.
private func sameError(_ left: Swift.Error, _ right: Swift.Error) -> Bool {
  type(of: left) == type(of: right) && String(reflecting: left) == String(reflecting: right)
}
