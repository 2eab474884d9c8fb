extension Subscribers {
  /// A signal that a publisher doesn't produce additional elements, either due to normal
  /// completion or an error.
  public enum Completion<Failure: Error> {
    /// The publisher finished normally.
    case finished
    /// The publisher stopped publishing due to the indicated error.
    case failure(Failure)
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

extension Subscribers.Completion {
  /// The same completion with its failure transformed.
  @inlinable
  func mapFailure<NewFailure: Error>(_ transform: (Failure) -> NewFailure)
    -> Subscribers.Completion<NewFailure>
  {
    switch self {
    case .finished: .finished
    case .failure(let error): .failure(transform(error))
    }
  }

  /// The same completion with its failure erased to `any Error`.
  @inlinable
  var eraseError: Subscribers.Completion<any Error> { mapFailure { $0 } }
}

extension Subscribers.Completion where Failure == Never {
  /// A `Never` completion as one of any other failure type.
  @inlinable
  func promote<NewFailure: Error>(to _: NewFailure.Type = NewFailure.self)
    -> Subscribers.Completion<NewFailure>
  {
    .finished
  }
}

/// The keys of a completion's coded form (Combine's: `success`, then `error`).
private enum CompletionCodingKeys: String, CodingKey {
  case success
  case error
}

extension Subscribers.Completion: Encodable where Failure: Encodable {

  /// Encodes `{"success": true}` for `.finished` and `{"success": false, "error": …}` for a
  /// failure, as Combine does.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CompletionCodingKeys.self)
    switch self {
    case .finished:
      try container.encode(true, forKey: .success)
    case .failure(let error):
      try container.encode(false, forKey: .success)
      try container.encode(error, forKey: .error)
    }
  }
}

extension Subscribers.Completion: Decodable where Failure: Decodable {
  /// Decodes the form ``encode(to:)`` writes; a failure without its `error` is a
  /// `DecodingError.keyNotFound`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CompletionCodingKeys.self)
    if try container.decode(Bool.self, forKey: .success) {
      self = .finished
    } else {
      self = .failure(try container.decode(Failure.self, forKey: .error))
    }
  }
}
