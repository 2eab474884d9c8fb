import Foundation
import Primitives

/// A type that defines methods for decoding.
public protocol TopLevelDecoder<Input> {
  /// The type this decoder accepts.
  associatedtype Input
  /// Decodes an instance of the indicated type.
  func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// A type that defines methods for encoding.
public protocol TopLevelEncoder<Output> {
  /// The type this encoder produces.
  associatedtype Output
  /// Encodes an instance of the indicated type.
  func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}

extension Publisher {
  /// Decodes the output from the upstream using a specified decoder.
  public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
    -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input
  {
    Publishers.Decode(upstream: self, decoder: decoder)
  }

  /// Encodes the output from upstream using a specified encoder.
  public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder>
  where Output: Encodable {
    Publishers.Encode(upstream: self, encoder: encoder)
  }
}

extension Publishers {
  /// A publisher that decodes its upstream's output; a decoding error fails the stream.
  public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
  where Upstream.Output == Coder.Input {
    public typealias Failure = any Error

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    let decoder: Coder

    public init(upstream: Upstream, decoder: Coder) {
      self.upstream = upstream
      self.decoder = decoder
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let decoder = decoder
      upstream.receive(
        subscriber: CodingInner<S, Upstream.Output, Upstream.Failure>(
          downstream: subscriber, name: "Decode",
          transform: { try decoder.decode(Output.self, from: $0) }))
    }
  }

  /// A publisher that encodes its upstream's output; an encoding error fails the stream.
  public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher
  where Upstream.Output: Encodable {
    public typealias Output = Coder.Output
    public typealias Failure = any Error

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    let encoder: Coder

    public init(upstream: Upstream, encoder: Coder) {
      self.upstream = upstream
      self.encoder = encoder
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let encoder = encoder
      upstream.receive(
        subscriber: CodingInner<S, Upstream.Output, Upstream.Failure>(
          downstream: subscriber, name: "Encode", transform: { try encoder.encode($0) }))
    }
  }
}

/// The subscription of `Encode` and `Decode`: converts each value, and fails the stream (and
/// cancels the upstream) on the first error. As in Combine, values and a completion that
/// arrive before the subscription are passed on; nothing is passed once the stream is over.
private final class CodingInner<Downstream: Subscriber, Input, UpstreamFailure: Error>:
  Subscriber, Subscription, CustomStringConvertible, CustomReflectable,
  CustomPlaygroundDisplayConvertible, @unchecked Sendable
where Downstream.Failure == any Error {
  typealias Failure = UpstreamFailure

  private let downstream: Downstream
  private let name: StaticString
  private let transform: (Input) throws -> Downstream.Input
  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var upstream: (any Subscription)?
  @exclusivity(unchecked) private var finished = false

  init(
    downstream: Downstream, name: StaticString,
    transform: @escaping (Input) throws -> Downstream.Input
  ) {
    self.downstream = downstream
    self.name = name
    self.transform = transform
  }

  var description: String { name.description }
  var customMirror: Mirror {
    lock.lock()
    defer { lock.unlock() }
    return Mirror(
      self,
      children: [
        "downstream": downstream, "finished": finished, "upstreamSubscription": upstream as Any,
      ])
  }
  var playgroundDescription: Any { description }

  func receive(subscription: any Subscription) {
    lock.lock()
    guard upstream == nil, !finished else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = subscription
    lock.unlock()
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard !finished else {
      lock.unlock()
      return .none
    }
    lock.unlock()
    do {
      return downstream.receive(try transform(input))
    } catch {
      lock.lock()
      guard !finished else {
        lock.unlock()
        return .none
      }
      finished = true
      let upstream = self.upstream
      self.upstream = nil
      lock.unlock()
      upstream?.cancel()
      downstream.receive(completion: .failure(error))
      return .none
    }
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    lock.lock()
    guard !finished else {
      lock.unlock()
      return
    }
    finished = true
    upstream = nil
    lock.unlock()
    downstream.receive(completion: completion.eraseError)
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    let upstream = self.upstream
    lock.unlock()
    upstream?.request(demand)
  }

  func cancel() {
    lock.lock()
    // Before the subscription arrives a cancel does nothing, as in Combine.
    guard !finished, upstream != nil else {
      lock.unlock()
      return
    }
    finished = true
    let upstream = self.upstream
    self.upstream = nil
    lock.unlock()
    upstream?.cancel()
  }
}
