extension Publisher {
  /// Combines elements from this publisher with those from another publisher of the same
  /// type, delivering an interleaved sequence of elements.
  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
  where Failure == P.Failure, Output == P.Output {
    Publishers.Merge(self, other)
  }

  /// Combines elements from this publisher with those from 2 other publishers, delivering
  /// an interleaved sequence of elements.
  public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
  where Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output {
    Publishers.Merge3(self, b, c)
  }

  /// Combines elements from this publisher with those from 3 other publishers, delivering
  /// an interleaved sequence of elements.
  public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D)
    -> Publishers.Merge4<Self, B, C, D>
  where
    Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output,
    Failure == D.Failure, Output == D.Output
  {
    Publishers.Merge4(self, b, c, d)
  }

  /// Combines elements from this publisher with those from 4 other publishers, delivering
  /// an interleaved sequence of elements.
  public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher>(
    with b: B, _ c: C, _ d: D, _ e: E
  ) -> Publishers.Merge5<Self, B, C, D, E>
  where
    Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output,
    Failure == D.Failure, Output == D.Output, Failure == E.Failure, Output == E.Output
  {
    Publishers.Merge5(self, b, c, d, e)
  }

  /// Combines elements from this publisher with those from 5 other publishers, delivering
  /// an interleaved sequence of elements.
  public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>(
    with b: B, _ c: C, _ d: D, _ e: E, _ f: F
  ) -> Publishers.Merge6<Self, B, C, D, E, F>
  where
    Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output,
    Failure == D.Failure, Output == D.Output, Failure == E.Failure, Output == E.Output,
    Failure == F.Failure, Output == F.Output
  {
    Publishers.Merge6(self, b, c, d, e, f)
  }

  /// Combines elements from this publisher with those from 6 other publishers, delivering
  /// an interleaved sequence of elements.
  public func merge<
    B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher
  >(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) -> Publishers.Merge7<Self, B, C, D, E, F, G>
  where
    Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output,
    Failure == D.Failure, Output == D.Output, Failure == E.Failure, Output == E.Output,
    Failure == F.Failure, Output == F.Output, Failure == G.Failure, Output == G.Output
  {
    Publishers.Merge7(self, b, c, d, e, f, g)
  }

  /// Combines elements from this publisher with those from 7 other publishers, delivering
  /// an interleaved sequence of elements.
  public func merge<
    B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher
  >(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H)
    -> Publishers.Merge8<Self, B, C, D, E, F, G, H>
  where
    Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output,
    Failure == D.Failure, Output == D.Output, Failure == E.Failure, Output == E.Output,
    Failure == F.Failure, Output == F.Output, Failure == G.Failure, Output == G.Output,
    Failure == H.Failure, Output == H.Output
  {
    Publishers.Merge8(self, b, c, d, e, f, g, h)
  }
}

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

  /// A publisher created by applying the merge function to 2 upstream publishers.
  public struct Merge<A: Publisher, B: Publisher>: Publisher
  where A.Failure == B.Failure, A.Output == B.Output {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    public let a: A
    public let b: B

    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      mergeAll([a.eraseToAnyPublisher(), b.eraseToAnyPublisher()], into: subscriber, name: "Merge")
    }
  }

  /// A publisher created by applying the merge function to 3 upstream publishers.
  public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, A.Output == B.Output, A.Failure == C.Failure, A.Output == C.Output {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C

    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      mergeAll(
        [a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher()],
        into: subscriber, name: "Merge")
    }
  }

  /// A publisher created by applying the merge function to 4 upstream publishers.
  public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where
    A.Failure == B.Failure, A.Output == B.Output, A.Failure == C.Failure, A.Output == C.Output,
    A.Failure == D.Failure, A.Output == D.Output
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C
    public let d: D

    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      mergeAll(
        [
          a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(),
          d.eraseToAnyPublisher(),
        ], into: subscriber, name: "Merge")
    }
  }

  /// A publisher created by applying the merge function to 5 upstream publishers.
  public struct Merge5<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher>:
    Publisher
  where
    A.Failure == B.Failure, A.Output == B.Output, A.Failure == C.Failure, A.Output == C.Output,
    A.Failure == D.Failure, A.Output == D.Output, A.Failure == E.Failure, A.Output == E.Output
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C
    public let d: D
    public let e: E

    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      mergeAll(
        [
          a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(),
          d.eraseToAnyPublisher(), e.eraseToAnyPublisher(),
        ], into: subscriber, name: "Merge")
    }
  }

  /// A publisher created by applying the merge function to 6 upstream publishers.
  public struct Merge6<
    A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher
  >: Publisher
  where
    A.Failure == B.Failure, A.Output == B.Output, A.Failure == C.Failure, A.Output == C.Output,
    A.Failure == D.Failure, A.Output == D.Output, A.Failure == E.Failure, A.Output == E.Output,
    A.Failure == F.Failure, A.Output == F.Output
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C
    public let d: D
    public let e: E
    public let f: F

    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
      self.f = f
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      mergeAll(
        [
          a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(),
          d.eraseToAnyPublisher(), e.eraseToAnyPublisher(), f.eraseToAnyPublisher(),
        ], into: subscriber, name: "Merge")
    }
  }

  /// A publisher created by applying the merge function to 7 upstream publishers.
  public struct Merge7<
    A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher
  >: Publisher
  where
    A.Failure == B.Failure, A.Output == B.Output, A.Failure == C.Failure, A.Output == C.Output,
    A.Failure == D.Failure, A.Output == D.Output, A.Failure == E.Failure, A.Output == E.Output,
    A.Failure == F.Failure, A.Output == F.Output, A.Failure == G.Failure, A.Output == G.Output
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C
    public let d: D
    public let e: E
    public let f: F
    public let g: G

    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
      self.f = f
      self.g = g
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      mergeAll(
        [
          a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(),
          d.eraseToAnyPublisher(), e.eraseToAnyPublisher(), f.eraseToAnyPublisher(),
          g.eraseToAnyPublisher(),
        ], into: subscriber, name: "Merge")
    }
  }

  /// A publisher created by applying the merge function to 8 upstream publishers.
  public struct Merge8<
    A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher,
    G: Publisher, H: Publisher
  >: Publisher
  where
    A.Failure == B.Failure, A.Output == B.Output, A.Failure == C.Failure, A.Output == C.Output,
    A.Failure == D.Failure, A.Output == D.Output, A.Failure == E.Failure, A.Output == E.Output,
    A.Failure == F.Failure, A.Output == F.Output, A.Failure == G.Failure, A.Output == G.Output,
    A.Failure == H.Failure, A.Output == H.Output
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C
    public let d: D
    public let e: E
    public let f: F
    public let g: G
    public let h: H

    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
      self.f = f
      self.g = g
      self.h = h
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      mergeAll(
        [
          a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(),
          d.eraseToAnyPublisher(), e.eraseToAnyPublisher(), f.eraseToAnyPublisher(),
          g.eraseToAnyPublisher(), h.eraseToAnyPublisher(),
        ], into: subscriber, name: "Merge")
    }
  }
}

/// Subscribes `subscriber` to all of `publishers` at once, interleaving their values.
private func mergeAll<P: Publisher, S: Subscriber>(
  _ publishers: [P], into subscriber: S, name: String
)
where S.Input == P.Output, S.Failure == P.Failure {
  let inner = MergeInner(subscriber, name: name)
  inner.start()
  for publisher in publishers { inner.add(publisher) }
  inner.sourceFinished(.finished)
}
