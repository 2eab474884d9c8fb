import Primitives
import Synchronization

/// One subscriber's link to a subject: its demand, and whether it has ended.
///
/// The subject publishes them as a lone conduit or a ``ConduitList`` (see ``SubjectCore``)
/// and offers each value to each through `offerBody`, a plain function made where the
/// subscriber's concrete type is known, so the whole downstream chain is specialized and
/// inlined behind one indirect call. A subscriber with unlimited demand is served with one
/// atomic load and no lock.
@usableFromInline
class ConduitBase<Output, Failure: Error>: @unchecked Sendable {
  @usableFromInline let offerBody: (ConduitBase<Output, Failure>, Output) -> Void
  /// Whether the subject counts this conduit among its subscribers: set when it is added,
  /// cleared when it is cancelled or the subject empties its list. Guarded by the subject's
  /// lock.
  @exclusivity(unchecked) final var listed = false

  @inlinable
  init(offerBody: @escaping (ConduitBase<Output, Failure>, Output) -> Void) {
    self.offerBody = offerBody
  }

  @inlinable @inline(__always)
  final func offer(_ value: Output) { offerBody(self, value) }

  @usableFromInline func finish(_ completion: Subscribers.Completion<Failure>) {}

  /// Ends the link as the subscriber's own `cancel()` would.
  func cancel() {}

  /// Lets go of the subscriber; the subject calls it once no send can still reach this
  /// conduit.
  func releaseDownstream() {}
}

/// An ended conduit, as its subject keeps it until it may release its subscriber. (Not
/// generic, so that keeping and releasing it builds no type metadata.)
@usableFromInline
protocol RetiredConduit: AnyObject, Sendable {
  func releaseDownstream()
}

/// A subscriber's link to a subject, as RxStreams' sinks keep it: what cancels it. (A class
/// existential, so keeping and dropping it is one reference count.) Only `Streams` conforms.
public protocol _SubjectAttachment: AnyObject, Sendable {
  func cancel()
}

@usableFromInline
final class Conduit<Downstream: Subscriber>: ConduitBase<Downstream.Input, Downstream.Failure>,
  Subscription, _SubjectAttachment, RetiredConduit, CustomStringConvertible, CustomReflectable,
  CustomPlaygroundDisplayConvertible, @unchecked Sendable
{
  @usableFromInline typealias Output = Downstream.Input
  @usableFromInline typealias Failure = Downstream.Failure

  @usableFromInline static var limited: UInt8 { 0 }
  @usableFromInline static var unlimited: UInt8 { 1 }
  @usableFromInline static var terminated: UInt8 { 2 }

  // The bits of `flags`.
  @usableFromInline static var owesCurrentValue: UInt8 { 1 }
  @usableFromInline static var requestedBefore: UInt8 { 2 }
  @usableFromInline static var holdsDownstream: UInt8 { 4 }

  // One conduit lives per subscriber, so its fields are kept few and small: the constants
  // and flags below share a word with `mode` and the lock (72 bytes in all).
  /// `limited`, `unlimited` (demand is sticky from then on) or `terminated`.
  @usableFromInline let mode = Atomic<UInt8>(0)
  /// Which subject it belongs to (for its description), and whether that subject keeps a
  /// current value; never changes.
  @usableFromInline let kind: SubjectKind
  /// Whether the subscriber is one plain object reference, kept in `reference` itself
  /// rather than in a box. Decided once, at subscription: specialized code knows it at
  /// compile time, unspecialized code (where `_canBeClass` answers "maybe") boxes.
  @usableFromInline let downstreamIsObject: Bool
  /// `owesCurrentValue`, `requestedBefore` and `holdsDownstream`; guarded by `lock`.
  @exclusivity(unchecked) @usableFromInline var flags: UInt8
  @usableFromInline let lock = Lock()
  /// The subscriber (itself when it is a class, else a box holding it), retained by hand
  /// while `holdsDownstream` is set, and read for deliveries without retaining, so that
  /// sending copies and retains nothing. The subject calls `releaseDownstream()` only once
  /// no delivery can still be using it (and deliveries check that the conduit has not ended
  /// first).
  @usableFromInline let reference: Unmanaged<AnyObject>
  // Guarded by `lock`.
  @exclusivity(unchecked) @usableFromInline var demand = Subscribers.Demand.none
  @exclusivity(unchecked) @usableFromInline var parent: SubjectCore<Output, Failure>?

  @inlinable
  init(parent: SubjectCore<Output, Failure>, downstream: Downstream) {
    self.parent = parent
    self.kind = parent.kind
    let isObject = Self.downstreamCanBeObject
    let object: AnyObject =
      isObject ? unsafeBitCast(downstream, to: AnyObject.self) : DownstreamBox(downstream)
    self.downstreamIsObject = isObject
    self.reference = Unmanaged.passRetained(object)
    self.flags = Self.holdsDownstream | (kind.tracksCurrentValue ? Self.owesCurrentValue : 0)
    super.init { base, value in
      unsafeDowncast(base, to: Conduit<Downstream>.self).deliver(value)
    }
  }

  deinit {
    if flags & Self.holdsDownstream != 0 { reference.release() }
  }

  @usableFromInline var tracksCurrentValue: Bool { kind.tracksCurrentValue }

  @usableFromInline var description: String { kind.name.description }

  @usableFromInline var playgroundDescription: Any { description }

  @usableFromInline var customMirror: Mirror {
    lock.lock()
    defer { lock.unlock() }
    let subject = parent?.subjectDescription
    let downstream =
      mode.load(ordering: .relaxed) == Self.terminated || flags & Self.holdsDownstream == 0
      ? nil : withDownstream(in: reference.takeUnretainedValue()) { copy $0 }
    return Mirror(
      self,
      children: [
        "parent": subject as Any, "downstream": downstream as Any, "demand": demand,
        "subject": subject as Any,
      ])
  }

  /// Whether the subscriber can be kept as one plain object reference; "maybe" (so no) in
  /// unspecialized code.
  @inlinable @inline(__always)
  static var downstreamCanBeObject: Bool {
    _canBeClass(Downstream.self) == 1
      && MemoryLayout<Downstream>.size == MemoryLayout<AnyObject>.size
  }

  /// Calls `body` with the subscriber that `object` (the subscriber or its box) holds,
  /// borrowed.
  @inlinable @inline(__always)
  func withDownstream<R>(in object: AnyObject, _ body: (borrowing Downstream) -> R) -> R {
    if downstreamIsObject {
      return body(unsafeBitCast(object, to: Downstream.self))
    }
    return body(unsafeDowncast(object, to: DownstreamBox<Downstream>.self).value)
  }

  @inlinable @inline(__always)
  func deliver(_ value: Output) {
    if mode.load(ordering: .acquiring) == Self.unlimited {
      _ = reference._withUnsafeGuaranteedRef { withDownstream(in: $0) { $0.receive(value) } }
      return
    }
    deliverLimited(value)
  }

  @inlinable
  func deliverLimited(_ value: Output) {
    // Cancelled: it may wait in the subject's list, ended, until the list is compacted.
    guard mode.load(ordering: .acquiring) != Self.terminated else { return }
    lock.lock()
    guard mode.load(ordering: .relaxed) == Self.limited, demand > 0 else {
      // A current-value subscriber without demand gets the latest value once it asks.
      if tracksCurrentValue { flags |= Self.owesCurrentValue }
      lock.unlock()
      return
    }
    demand -= 1
    lock.unlock()
    addDemand(
      reference._withUnsafeGuaranteedRef { withDownstream(in: $0) { $0.receive(value) } })
  }

  @inlinable
  func addDemand(_ more: Subscribers.Demand) {
    guard more > 0 else { return }
    lock.lock()
    guard mode.load(ordering: .relaxed) == Self.limited else {
      lock.unlock()
      return
    }
    demand += more
    if demand == .unlimited { mode.store(Self.unlimited, ordering: .releasing) }
    lock.unlock()
  }

  @usableFromInline override func finish(_ completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard mode.load(ordering: .relaxed) != Self.terminated else {
      lock.unlock()
      return
    }
    mode.store(Self.terminated, ordering: .releasing)
    let parent = self.parent
    self.parent = nil
    let object = flags & Self.holdsDownstream != 0 ? reference.takeUnretainedValue() : nil
    lock.unlock()
    if let object { withDownstream(in: object) { $0.receive(completion: completion) } }
    parent?.retire(self)
  }

  @usableFromInline override func releaseDownstream() {
    // The subject calls this once, when no send can touch the conduit's subscriber any
    // more; releasing it may run its deinit, so not under the lock.
    lock.lock()
    let holds = flags & Self.holdsDownstream != 0
    flags &= ~Self.holdsDownstream
    lock.unlock()
    if holds { reference.release() }
  }

  /// Sets unlimited demand on a conduit not yet published, as a first `request(.unlimited)`
  /// would (the subject's `downstreamRequested()` is then the caller's to call).
  @inlinable
  func startUnlimited() {
    demand = .unlimited
    flags |= Self.requestedBefore
    mode.store(Self.unlimited, ordering: .relaxed)
  }

  @usableFromInline func request(_ demand: Subscribers.Demand) {
    demand.assertNonZero()
    lock.lock()
    guard mode.load(ordering: .relaxed) != Self.terminated else {
      lock.unlock()
      return
    }
    self.demand += demand
    let firstRequest = flags & Self.requestedBefore == 0
    flags |= Self.requestedBefore
    guard flags & Self.owesCurrentValue != 0 else {
      if self.demand == .unlimited { mode.store(Self.unlimited, ordering: .releasing) }
      let parent = firstRequest ? self.parent : nil
      lock.unlock()
      parent?.downstreamRequested()
      return
    }
    let parent = self.parent
    flags &= ~Self.owesCurrentValue
    lock.unlock()
    if firstRequest { parent?.downstreamRequested() }
    guard let parent else { return }
    parent.enterDelivery()
    deliverOwedValue(parent)
    parent.leaveDelivery()
  }

  /// Sends a current-value subject's value to a subscriber that just gained demand.
  private func deliverOwedValue(_ parent: SubjectCore<Output, Failure>) {
    guard let value = parent.currentValue() else { return }
    lock.lock()
    guard mode.load(ordering: .relaxed) == Self.limited, demand > 0,
      flags & Self.holdsDownstream != 0
    else {
      lock.unlock()
      return
    }
    let object = reference.takeUnretainedValue()
    demand -= 1
    lock.unlock()
    let more = withDownstream(in: object) { $0.receive(value) }
    lock.lock()
    if mode.load(ordering: .relaxed) == Self.limited {
      demand += more
      if demand == .unlimited { mode.store(Self.unlimited, ordering: .releasing) }
    }
    lock.unlock()
  }

  @usableFromInline override func cancel() {
    lock.lock()
    guard mode.load(ordering: .relaxed) != Self.terminated else {
      lock.unlock()
      return
    }
    mode.store(Self.terminated, ordering: .releasing)
    let parent = self.parent
    self.parent = nil
    lock.unlock()
    parent?.remove(self)
  }
}

/// Which subject a `SubjectCore` serves: its name, and whether it keeps a current value.
/// (One byte, so that every conduit can keep it.)
@usableFromInline
enum SubjectKind: UInt8, Sendable {
  case passthrough, currentValue, published

  @usableFromInline var name: StaticString {
    switch self {
    case .passthrough: "PassthroughSubject"
    case .currentValue: "CurrentValueSubject"
    case .published: "PublishedSubject"
    }
  }

  @usableFromInline var tracksCurrentValue: Bool { self != .passthrough }
}

/// Holds a conduit's subscriber when it is not a class, so that the conduit can reach it
/// without retaining.
@usableFromInline
final class DownstreamBox<Downstream>: @unchecked Sendable {
  @usableFromInline let value: Downstream

  @inlinable init(_ value: Downstream) { self.value = value }
}
