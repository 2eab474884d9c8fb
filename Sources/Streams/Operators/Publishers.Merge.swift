extension Publishers {
  /// A publisher created by applying the merge function to an arbitrary number of upstream
  /// publishers.
  public struct MergeMany<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let publishers: [Upstream]

    public init(_ upstream: Upstream...) { publishers = upstream }

    public init<S: Swift.Sequence>(_ upstream: S) where Upstream == S.Element {
      publishers = Array(upstream)
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      mergeAll(publishers, into: subscriber, name: "Merge")
    }

    public func merge(with other: Upstream) -> Publishers.MergeMany<Upstream> {
      Publishers.MergeMany(publishers + [other])
    }
  }
}

/// Subscribes `subscriber` to all of `publishers` at once, interleaving their values: the
/// work of `MergeMany` and of `Merge` … `Merge8` (Publishers.Merge+arity.swift).
func mergeAll<P: Publisher, S: Subscriber>(
  _ publishers: [P], into subscriber: S, name: String
)
where S.Input == P.Output, S.Failure == P.Failure {
  let inner = MergeInner(subscriber, name: name)
  inner.start()
  for publisher in publishers { inner.add(publisher) }
  inner.sourceFinished(.finished)
}
