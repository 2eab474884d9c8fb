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

  func finish(_ completion: Subscribers.Completion<Failure>) {}

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

/// What a conduit needs from its subject, without naming the subject's generic type (so
/// that unspecialized code never has to instantiate its metadata).
@usableFromInline
protocol ConduitOwner: AnyObject, Sendable {
  /// Removes a cancelled conduit from the subject's list, and releases its subscriber once
  /// no send can still be using it.
  func remove(_ conduit: any RetiredConduit)
  /// Releases an ended conduit's subscriber once no send can still be using it.
  func retire(_ conduit: any RetiredConduit)
  /// Counts a delivery made outside `send` (a current value owed to a new demand), so that
  /// `retire` waits for it.
  func enterDelivery()
  func leaveDelivery()
  /// The first demand from any subscriber: a passthrough subject asks its upstreams then.
  func downstreamRequested()
  /// How the subject describes itself in a conduit's mirror.
  var subjectDescription: String { get }
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

  /// `limited`, `unlimited` (demand is sticky from then on) or `terminated`.
  @usableFromInline let mode = Atomic<UInt8>(0)
  @usableFromInline let lock = Lock()
  /// The subscriber (itself when it is a class, else a box holding it), for deliveries:
  /// read through an unretained reference the compiler may borrow from, so that sending
  /// copies and retains nothing. `owner` keeps it alive until `releaseDownstream()`, which
  /// the subject calls only once no delivery can still be using it (and deliveries check
  /// that the conduit has not ended first).
  @usableFromInline let reference: Unmanaged<AnyObject>
  @exclusivity(unchecked) @usableFromInline var owner: AnyObject?
  // Guarded by `lock`.
  @exclusivity(unchecked) @usableFromInline var demand = Subscribers.Demand.none
  @exclusivity(unchecked) @usableFromInline var parent: (any ConduitOwner)?
  /// For `CurrentValueSubject`: reads the subject's current value.
  @exclusivity(unchecked) @usableFromInline var currentValue: (() -> Output?)?
  /// For `CurrentValueSubject`: the subject's current value is owed to the subscriber.
  @exclusivity(unchecked) @usableFromInline var owesCurrentValue: Bool
  @exclusivity(unchecked) @usableFromInline var requestedBefore = false
  @usableFromInline let tracksCurrentValue: Bool

  @inlinable
  init(parent: SubjectCore<Output, Failure>, downstream: Downstream, tracksCurrentValue: Bool) {
    self.parent = parent
    self.name = parent.name
    self.currentValue = tracksCurrentValue ? { [unowned parent] in parent.currentValue() } : nil
    let isObject = Self.downstreamCanBeObject
    let object: AnyObject =
      isObject ? unsafeBitCast(downstream, to: AnyObject.self) : DownstreamBox(downstream)
    self.downstreamIsObject = isObject
    self.reference = Unmanaged.passUnretained(object)
    self.owner = object
    self.owesCurrentValue = tracksCurrentValue
    self.tracksCurrentValue = tracksCurrentValue
    super.init { base, value in
      unsafeDowncast(base, to: Conduit<Downstream>.self).deliver(value)
    }
  }

  @usableFromInline let name: StaticString

  @usableFromInline var description: String { name.description }

  @usableFromInline var playgroundDescription: Any { description }

  @usableFromInline var customMirror: Mirror {
    lock.lock()
    defer { lock.unlock() }
    let subject = parent?.subjectDescription
    let downstream =
      mode.load(ordering: .relaxed) == Self.terminated
      ? nil : owner.map { withDownstream(in: $0) { copy $0 } }
    return Mirror(
      self,
      children: [
        "parent": subject as Any, "downstream": downstream as Any, "demand": demand,
        "subject": subject as Any,
      ])
  }

  /// Whether the subscriber is one plain object reference, kept in `reference` itself
  /// rather than in a box. Decided once, at subscription: specialized code knows it at
  /// compile time, unspecialized code boxes.
  @usableFromInline let downstreamIsObject: Bool

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
      if tracksCurrentValue { owesCurrentValue = true }
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

  override func finish(_ completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard mode.load(ordering: .relaxed) != Self.terminated else {
      lock.unlock()
      return
    }
    mode.store(Self.terminated, ordering: .releasing)
    let parent = self.parent
    self.parent = nil
    currentValue = nil
    let object = owner
    lock.unlock()
    if let object { withDownstream(in: object) { $0.receive(completion: completion) } }
    parent?.retire(self)
  }

  @usableFromInline override func releaseDownstream() {
    // No lock: the subject calls this once, when nothing else can touch the conduit's
    // subscriber; releasing it may run its deinit.
    owner = nil
  }

  /// Sets unlimited demand on a conduit not yet published, as a first `request(.unlimited)`
  /// would (the subject's `downstreamRequested()` is then the caller's to call).
  @inlinable
  func startUnlimited() {
    demand = .unlimited
    requestedBefore = true
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
    let firstRequest = !requestedBefore
    requestedBefore = true
    guard owesCurrentValue else {
      if self.demand == .unlimited { mode.store(Self.unlimited, ordering: .releasing) }
      let parent = firstRequest ? self.parent : nil
      lock.unlock()
      parent?.downstreamRequested()
      return
    }
    let parent = self.parent
    owesCurrentValue = false
    let currentValue = self.currentValue
    lock.unlock()
    if firstRequest { parent?.downstreamRequested() }
    guard let parent else { return }
    parent.enterDelivery()
    deliverOwedValue(currentValue)
    parent.leaveDelivery()
  }

  /// Sends a current-value subject's value to a subscriber that just gained demand.
  private func deliverOwedValue(_ currentValue: (() -> Output?)?) {
    guard let value = currentValue?() else { return }
    lock.lock()
    guard mode.load(ordering: .relaxed) == Self.limited, demand > 0, let object = owner
    else {
      lock.unlock()
      return
    }
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
    currentValue = nil
    lock.unlock()
    parent?.remove(self)
  }
}

/// Holds a conduit's subscriber when it is not a class, so that the conduit can reach it
/// without retaining.
@usableFromInline
final class DownstreamBox<Downstream>: @unchecked Sendable {
  @usableFromInline let value: Downstream

  @inlinable init(_ value: Downstream) { self.value = value }
}
