/// A namespace for types that serve as publishers.
public enum Publishers {}

extension Publishers {
  /// A publisher that publishes a given sequence of elements.
  public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
    public typealias Output = Elements.Element

    /// The sequence of elements to publish.
    public let sequence: Elements

    /// Creates a publisher for a sequence of elements.
    public init(sequence: Elements) { self.sequence = sequence }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      IteratorSubscription.start(
        subscriber, elements: sequence.makeIterator(), name: "\(sequence)")
    }
  }
}

extension Publishers.Sequence: Equatable where Elements: Equatable {}
extension Publishers.Sequence: Sendable where Elements: Sendable {}

extension Sequence {
  /// A publisher of this sequence's elements.
  public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

/// A publisher that allows for recording a series of inputs and a completion, for later
/// playback to each subscriber.
public struct Record<Output, Failure: Error>: Publisher {
  /// The recorded output and completion.
  public let recording: Recording

  /// Creates a publisher to interactively record a series of outputs and a completion.
  public init(record: (inout Recording) -> Void) {
    var recording = Recording()
    record(&recording)
    self.recording = recording
  }

  /// Creates a record publisher from an existing recording.
  public init(recording: Recording) { self.recording = recording }

  /// Creates a record publisher to publish the provided output and completion.
  public init(output: [Output], completion: Subscribers.Completion<Failure>) {
    self.recording = Recording(output: output, completion: completion)
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    IteratorSubscription.start(
      subscriber, elements: recording.output.makeIterator(), completion: recording.completion,
      name: "Record")
  }

  /// A recorded sequence of outputs, followed by a completion value.
  public struct Recording {
    /// The output which will be sent to a subscriber.
    public private(set) var output: [Output]
    /// The completion which will be sent to a subscriber.
    public private(set) var completion: Subscribers.Completion<Failure>
    private var completed = false

    /// Sets up a recording in a state ready to receive output.
    public init() {
      output = []
      completion = .finished
    }

    /// Sets up a complete recording with the specified output and completion.
    public init(output: [Output], completion: Subscribers.Completion<Failure> = .finished) {
      self.output = output
      self.completion = completion
      completed = true
    }

    /// Adds an output to the recording sequence.
    public mutating func receive(_ input: Output) {
      precondition(!completed, "API Violation: a Record received output after its completion")
      output.append(input)
    }

    /// Adds a completion event to the recording sequence.
    public mutating func receive(completion: Subscribers.Completion<Failure>) {
      precondition(!completed, "API Violation: a Record received a second completion")
      self.completion = completion
      completed = true
    }
  }
}

extension Result {
  /// A publisher that publishes an output to each subscriber exactly once then finishes, or
  /// fails immediately without producing any elements.
  public var publisher: Publisher { Publisher(self) }

  /// The type of a publisher of a result.
  public struct Publisher: Streams.Publisher {
    public typealias Output = Success

    /// The result to deliver to each subscriber.
    public let result: Result<Success, Failure>

    /// Creates a publisher that delivers the specified result.
    public init(_ result: Result<Success, Failure>) { self.result = result }

    /// Creates a publisher that sends the specified output to all subscribers and finishes.
    public init(_ output: Success) { self.init(.success(output)) }

    /// Creates a publisher that immediately terminates upon subscription with the given
    /// failure.
    public init(_ failure: Failure) { self.init(.failure(failure)) }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Success, S.Failure == Failure {
      switch result {
      case .success(let value):
        IteratorSubscription.start(
          subscriber, elements: CollectionOfOne(value).makeIterator(), name: "Once")
      case .failure(let error):
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
      }
    }
  }
}

extension Optional {
  /// A publisher that publishes an optional value to each subscriber exactly once, if the
  /// optional has a value.
  public var publisher: Publisher { Publisher(self) }

  /// The type of a publisher of an optional.
  public struct Publisher: Streams.Publisher {
    public typealias Output = Wrapped
    public typealias Failure = Never

    /// The result to deliver to each subscriber.
    public let output: Wrapped?

    /// Creates a publisher to emit the value of the optional, or to finish immediately.
    public init(_ output: Output?) { self.output = output }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Wrapped, S.Failure == Never {
      guard let output else {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .finished)
        return
      }
      IteratorSubscription.start(
        subscriber, elements: CollectionOfOne(output).makeIterator(), name: "Optional")
    }
  }
}
