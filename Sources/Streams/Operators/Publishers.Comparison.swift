extension Publisher where Output: Comparable {
  /// Publishes the minimum value received from the upstream publisher, after it finishes.
  public func min() -> Publishers.Comparison<Self> { min(by: <) }

  /// Publishes the maximum value received from the upstream publisher, after it finishes.
  public func max() -> Publishers.Comparison<Self> { max(by: <) }
}

extension Publisher {
  /// Publishes the minimum value received from the upstream publisher, using the provided
  /// ordering closure.
  public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool)
    -> Publishers.Comparison<Self>
  {
    Publishers.Comparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
  }

  /// Publishes the minimum value received from the upstream publisher, using the provided
  /// error-throwing closure to order the items.
  public func tryMin(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool)
    -> Publishers.TryComparison<Self>
  {
    Publishers.TryComparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
  }

  /// Publishes the maximum value received from the upstream publisher, using the provided
  /// ordering closure.
  public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool)
    -> Publishers.Comparison<Self>
  {
    Publishers.Comparison(upstream: self) { areInIncreasingOrder($1, $0) }
  }

  /// Publishes the maximum value received from the upstream publisher, using the provided
  /// error-throwing closure to order the items.
  public func tryMax(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool)
    -> Publishers.TryComparison<Self>
  {
    Publishers.TryComparison(upstream: self) { try areInIncreasingOrder($1, $0) }
  }
}

extension Publishers {
  /// A publisher that republishes items from another publisher only if each new item is in
  /// increasing order from the previously-published item.
  ///
  /// It keeps the received value `v` for which `areInIncreasingOrder(v, kept)` holds, so
  /// `max(by:)` passes the ordering with its arguments swapped.
  public struct Comparison<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher that this publisher receives elements from.
    public let upstream: Upstream
    /// A closure that receives two elements and returns true if they are in increasing order.
    public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) -> Bool

    public init(
      upstream: Upstream,
      areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) -> Bool
    ) {
      self.upstream = upstream
      self.areInIncreasingOrder = areInIncreasingOrder
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let ordered = areInIncreasingOrder
      upstream.subscribeReducer(subscriber, initial: nil, name: "Comparison") { result, value in
        if let kept = result, !ordered(value, kept) { return .continue }
        result = value
        return .continue
      }
    }
  }

  /// A publisher that republishes items from another publisher only if each new item is in
  /// increasing order from the previously-published item, and fails if the ordering logic
  /// throws an error.
  public struct TryComparison<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher that this publisher receives elements from.
    public let upstream: Upstream
    /// A closure that receives two elements and returns true if they are in increasing order.
    public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) throws -> Bool

    public init(
      upstream: Upstream,
      areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) throws -> Bool
    ) {
      self.upstream = upstream
      self.areInIncreasingOrder = areInIncreasingOrder
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == any Error {
      let ordered = areInIncreasingOrder
      upstream.subscribeThrowingReducer(subscriber, initial: nil, name: "TryComparison") {
        result, value in
        if let kept = result, try !ordered(value, kept) { return .continue }
        result = value
        return .continue
      }
    }
  }
}
