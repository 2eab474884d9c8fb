import Primitives
import Synchronization

extension PassthroughSubject {
  /// Attaches a subscriber with closure-based behavior, requesting unlimited values: as
  /// `Publisher.sink(receiveCompletion:receiveValue:)` does, in one object per subscriber.
  @inlinable
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    core.attachSink {
      CompletionSinkConduit(
        parent: $0, receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    } ?? AnyCancellable {}
  }
}

extension PassthroughSubject where Failure == Never {
  /// Attaches a subscriber with closure-based behavior to a subject that never fails.
  @inlinable
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    core.attachSink {
      SinkConduit(parent: $0, receiveValue: receiveValue)
    } ?? AnyCancellable {}
  }
}

extension SubjectCore {
  /// A `sink` on a passthrough subject: its closures live in the subject's own conduit, made
  /// by `make`, instead of in a `Subscribers.Sink` and a conduit holding it. Returns `nil`
  /// when the subject has completed: the sink's conduit, made only to hear the completion,
  /// has then had it.
  @inlinable
  func attachSink(_ make: (SubjectCore<Output, Failure>) -> SinkConduit<Output, Failure>)
    -> AnyCancellable?
  {
    lock.lock()
    if let completion {
      lock.unlock()
      // As a sink subscribed now would: the completion at once, and nothing to cancel.
      make(self).finish(completion)
      return nil
    }
    let conduit = make(self)
    let freed = addLocked(conduit)
    lock.unlock()
    withExtendedLifetime(freed) {}
    downstreamRequested()
    return AnyCancellable(conduit)
  }
}

/// A `sink(receiveValue:)` attached to a passthrough subject: a conduit with unlimited
/// demand that calls the closure itself. (``CompletionSinkConduit`` adds a completion
/// closure; without one, each live sink is 16 bytes smaller.)
///
/// It keeps `Subscribers.Sink`'s rules, with the same lock-free state word: values until the
/// end; the completion once; completing or cancelling releases the closures at once, or —
/// when a call into them is under way (a cancel from inside `receiveValue`, or from another
/// thread during a send) — as that call returns.
@usableFromInline
class SinkConduit<Output, Failure: Error>: ConduitBase<Output, Failure>, Cancellable,
  RetiredConduit, @unchecked Sendable
{
  // The state word: bit 0 set once ended, bit 1 once the closures are released, the rest
  // the number of calls in progress.
  @usableFromInline static var ended: UInt { 1 }
  @usableFromInline static var released: UInt { 2 }
  @usableFromInline static var call: UInt { 4 }

  @usableFromInline final let state = Atomic<UInt>(0)
  /// Taken by whoever ends the sink; nobody else touches it.
  @exclusivity(unchecked) @usableFromInline final var parent: SubjectCore<Output, Failure>?
  /// Read by calls in progress; cleared only when released (no call in progress then).
  @exclusivity(unchecked) @usableFromInline final var receiveValue: ((Output) -> Void)?

  @inlinable
  init(parent: SubjectCore<Output, Failure>, receiveValue: @escaping (Output) -> Void) {
    self.parent = parent
    self.receiveValue = receiveValue
    super.init { base, value in
      unsafeDowncast(base, to: SinkConduit<Output, Failure>.self).receive(value)
    }
  }

  @inlinable @inline(__always)
  final func receive(_ value: Output) {
    let before = state.wrappingAdd(Self.call, ordering: .acquiring).oldValue
    if before & Self.ended == 0 { receiveValue?(value) }
    leave()
  }

  /// Hands the completion to the subscriber: nothing, for a value-only sink.
  func complete(_ completion: Subscribers.Completion<Failure>) {}

  /// Lets go of the closures; called once, with no call in progress.
  func releaseClosures() { receiveValue = nil }

  @usableFromInline final override func finish(_ completion: Subscribers.Completion<Failure>) {
    _ = state.wrappingAdd(Self.call, ordering: .acquiring)
    guard let parent = end() else {
      leave()
      return
    }
    complete(completion)
    leave()
    parent.retire(self)
  }

  @usableFromInline final override func cancel() {
    guard let parent = end() else { return }
    releaseIfIdle()
    parent.remove(self)
  }

  /// Sets the ended bit, once, and returns the subject; `nil` when it was set already.
  private final func end() -> SubjectCore<Output, Failure>? {
    let before = state.bitwiseOr(Self.ended, ordering: .acquiringAndReleasing).oldValue
    guard before & Self.ended == 0 else { return nil }
    return parent.take()
  }

  /// Ends a call; the last call out of an ended sink releases the closures.
  @inlinable @inline(__always)
  final func leave() {
    let after = state.wrappingSubtract(Self.call, ordering: .releasing).newValue
    if after & Self.ended != 0 { releaseIfIdle() }
  }

  /// Releases the closures, once, if the sink has ended and no call is in progress.
  @usableFromInline
  final func releaseIfIdle() {
    var current = state.load(ordering: .acquiring)
    while current & Self.ended != 0, current & Self.released == 0, current < Self.call {
      let (exchanged, original) = state.compareExchange(
        expected: current, desired: current | Self.released, ordering: .acquiringAndReleasing)
      if exchanged {
        releaseClosures()
        return
      }
      current = original
    }
  }

  /// The closures go as soon as no call uses them (see `releaseIfIdle`), so the subject has
  /// nothing left to release.
  @usableFromInline final override func releaseDownstream() {}
}

/// A `sink(receiveCompletion:receiveValue:)` attached to a passthrough subject.
@usableFromInline
final class CompletionSinkConduit<Output, Failure: Error>: SinkConduit<Output, Failure>,
  @unchecked Sendable
{
  /// Read by the completion's call; cleared only when released.
  @exclusivity(unchecked) @usableFromInline var receiveCompletion:
    ((Subscribers.Completion<Failure>) -> Void)?

  @inlinable
  init(
    parent: SubjectCore<Output, Failure>,
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) {
    self.receiveCompletion = receiveCompletion
    super.init(parent: parent, receiveValue: receiveValue)
  }

  override func complete(_ completion: Subscribers.Completion<Failure>) {
    receiveCompletion?(completion)
  }

  override func releaseClosures() {
    super.releaseClosures()
    receiveCompletion = nil
  }
}
