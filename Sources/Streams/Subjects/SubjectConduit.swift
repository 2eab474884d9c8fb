import Synchronization

/// One subscriber's link to a subject: its demand, and whether it has ended.
///
/// The subject keeps these in a list and offers each value to each through `offerBody`, a
/// plain function made where the subscriber's concrete type is known, so the whole
/// downstream chain is specialized and inlined behind one indirect call. A subscriber with
/// unlimited demand is served with one atomic load and no lock.
@usableFromInline
class ConduitBase<Output, Failure: Error>: @unchecked Sendable {
  @usableFromInline let offerBody: (ConduitBase<Output, Failure>, Output) -> Void

  @inlinable
  init(offerBody: @escaping (ConduitBase<Output, Failure>, Output) -> Void) {
    self.offerBody = offerBody
  }

  @inlinable @inline(__always)
  final func offer(_ value: Output) { offerBody(self, value) }

  func finish(_ completion: Subscribers.Completion<Failure>) {}

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

@usableFromInline
final class Conduit<Downstream: Subscriber>: ConduitBase<Downstream.Input, Downstream.Failure>,
  Subscription, RetiredConduit, CustomStringConvertible, CustomReflectable,
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
  /// The subscriber, for deliveries: read through an unretained reference the compiler may
  /// borrow from, so that sending copies and retains nothing. `owner` keeps it alive until
  /// `releaseDownstream()`, which the subject calls only once no delivery can still be using
  /// it (and deliveries check that the conduit has not ended first).
  @usableFromInline let box: Unmanaged<DownstreamBox<Downstream>>
  @exclusivity(unchecked) @usableFromInline var owner: DownstreamBox<Downstream>?
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
    let box = DownstreamBox(downstream)
    self.box = Unmanaged.passUnretained(box)
    self.owner = box
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
    let downstream = mode.load(ordering: .relaxed) == Self.terminated ? nil : owner?.value
    return Mirror(
      self,
      children: [
        "parent": subject as Any, "downstream": downstream as Any, "demand": demand,
        "subject": subject as Any,
      ])
  }

  @inlinable @inline(__always)
  func deliver(_ value: Output) {
    if mode.load(ordering: .acquiring) == Self.unlimited {
      _ = box._withUnsafeGuaranteedRef { $0.value.receive(value) }
      return
    }
    deliverLimited(value)
  }

  @inlinable
  func deliverLimited(_ value: Output) {
    lock.lock()
    guard mode.load(ordering: .relaxed) == Self.limited, demand > 0 else {
      // A current-value subscriber without demand gets the latest value once it asks.
      if tracksCurrentValue { owesCurrentValue = true }
      lock.unlock()
      return
    }
    demand -= 1
    lock.unlock()
    addDemand(box._withUnsafeGuaranteedRef { $0.value.receive(value) })
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
    let downstream = owner
    lock.unlock()
    downstream?.value.receive(completion: completion)
    parent?.retire(self)
  }

  @usableFromInline override func releaseDownstream() {
    // No lock: the subject calls this once, when nothing else can touch the conduit's
    // subscriber; releasing it may run its deinit.
    owner = nil
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
    let parent = self.parent
    guard owesCurrentValue else {
      if self.demand == .unlimited { mode.store(Self.unlimited, ordering: .releasing) }
      lock.unlock()
      if firstRequest { parent?.downstreamRequested() }
      return
    }
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
    guard mode.load(ordering: .relaxed) == Self.limited, demand > 0, let downstream = owner
    else {
      lock.unlock()
      return
    }
    demand -= 1
    lock.unlock()
    let more = downstream.value.receive(value)
    lock.lock()
    if mode.load(ordering: .relaxed) == Self.limited {
      demand += more
      if demand == .unlimited { mode.store(Self.unlimited, ordering: .releasing) }
    }
    lock.unlock()
  }

  @usableFromInline func cancel() {
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

/// Holds a conduit's subscriber, so that the conduit can reach it without retaining.
@usableFromInline
final class DownstreamBox<Downstream>: @unchecked Sendable {
  @usableFromInline let value: Downstream

  @inlinable init(_ value: Downstream) { self.value = value }
}
