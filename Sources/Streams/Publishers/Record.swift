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
      subscriber, sequence: recording.output, kind: .record(recording.completion))
  }

  /// A recorded sequence of outputs, followed by a completion value.
  public struct Recording {
    public typealias Input = Output

    /// The output which will be sent to a subscriber.
    public private(set) var output: [Output]
    /// The completion which will be sent to a subscriber.
    public private(set) var completion: Subscribers.Completion<Failure>
    private var isComplete = false

    /// Sets up a recording in a state ready to receive output.
    public init() {
      output = []
      completion = .finished
    }

    /// Sets up a complete recording with the specified output and completion.
    public init(output: [Output], completion: Subscribers.Completion<Failure> = .finished) {
      self.output = output
      self.completion = completion
      isComplete = true
    }

    /// Adds an output to the recording sequence.
    public mutating func receive(_ input: Output) {
      precondition(!isComplete, "A Record.Recording received an output after its completion")
      output.append(input)
    }

    /// Adds a completion event to the recording sequence.
    public mutating func receive(completion: Subscribers.Completion<Failure>) {
      precondition(!isComplete, "A Record.Recording received a second completion")
      self.completion = completion
      isComplete = true
    }
  }
}

extension Record: Sendable where Output: Sendable, Failure: Sendable {}
extension Record.Recording: Sendable where Output: Sendable, Failure: Sendable {}

extension Record: Codable where Output: Codable, Failure: Codable {
  private enum CodingKeys: String, CodingKey {
    case recording
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(recording: try container.decode(Recording.self, forKey: .recording))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(recording, forKey: .recording)
  }
}

extension Record.Recording: Codable where Output: Codable, Failure: Codable {
  private enum CodingKeys: String, CodingKey {
    case output
    case completion
  }

  /// Decodes a finished recording: it accepts no more input.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let output = try container.decode([Output].self, forKey: .output)
    let completion = try container.decode(
      Subscribers.Completion<Failure>.self, forKey: .completion)
    self.init(output: output, completion: completion)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(output, forKey: .output)
    try container.encode(completion, forKey: .completion)
  }

  /// Encodes the recording into `encoder` (Combine's spelling of ``encode(to:)``).
  public func encode(into encoder: any Encoder) throws { try encode(to: encoder) }
}
