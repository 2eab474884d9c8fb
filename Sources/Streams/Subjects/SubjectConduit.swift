import Synchronization

/// One subscriber's link to a subject: its demand, and whether it has ended.
///
/// The subject keeps these in an array and offers each value to each through `offerBody`,
/// a plain function made where the subscriber's concrete type is known, so the whole
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
}

/// What a conduit needs from its subject, without naming the subject's generic type (so
/// that unspecialized code never has to instantiate its metadata).
@usableFromInline
protocol ConduitOwner: AnyObject, Sendable {
  func remove(_ conduit: AnyObject)
}

@usableFromInline
final class Conduit<Downstream: Subscriber>: ConduitBase<Downstream.Input, Downstream.Failure>,
  Subscription, CustomStringConvertible
{
  @usableFromInline typealias Output = Downstream.Input
  @usableFromInline typealias Failure = Downstream.Failure

  @usableFromInline static var limited: UInt8 { 0 }
  @usableFromInline static var unlimited: UInt8 { 1 }
  @usableFromInline static var terminated: UInt8 { 2 }

  /// `limited`, `unlimited` (demand is sticky from then on) or `terminated`.
  @usableFromInline let mode = Atomic<UInt8>(0)
  @usableFromInline let lock = Lock()
  @usableFromInline let downstream: Downstream
  // Guarded by `lock`.
  @exclusivity(unchecked) @usableFromInline var demand = Subscribers.Demand.none
  @exclusivity(unchecked) @usableFromInline var parent: (any ConduitOwner)?
  /// For `CurrentValueSubject`: reads the subject's current value.
  @exclusivity(unchecked) @usableFromInline var currentValue: (() -> Output?)?
  /// For `CurrentValueSubject`: the subject's current value is owed to the subscriber.
  @exclusivity(unchecked) @usableFromInline var owesCurrentValue: Bool
  @usableFromInline let tracksCurrentValue: Bool

  @inlinable
  init(parent: SubjectCore<Output, Failure>, downstream: Downstream, tracksCurrentValue: Bool) {
    self.parent = parent
    self.name = parent.name
    self.currentValue = tracksCurrentValue ? { [unowned parent] in parent.currentValue() } : nil
    self.downstream = downstream
    self.owesCurrentValue = tracksCurrentValue
    self.tracksCurrentValue = tracksCurrentValue
    super.init { base, value in
      unsafeDowncast(base, to: Conduit<Downstream>.self).deliver(value)
    }
  }

  @usableFromInline let name: StaticString

  @usableFromInline var description: String { name.description }

  @inlinable @inline(__always)
  func deliver(_ value: Output) {
    if mode.load(ordering: .acquiring) == Self.unlimited {
      _ = downstream.receive(value)
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
    addDemand(downstream.receive(value))
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
    parent = nil
    currentValue = nil
    lock.unlock()
    downstream.receive(completion: completion)
  }

  @usableFromInline func request(_ demand: Subscribers.Demand) {
    demand.assertNonZero()
    lock.lock()
    guard mode.load(ordering: .relaxed) != Self.terminated else {
      lock.unlock()
      return
    }
    self.demand += demand
    guard owesCurrentValue else {
      if self.demand == .unlimited { mode.store(Self.unlimited, ordering: .releasing) }
      lock.unlock()
      return
    }
    owesCurrentValue = false
    let currentValue = self.currentValue
    lock.unlock()
    deliverOwedValue(currentValue)
  }

  /// Sends a current-value subject's value to a subscriber that just gained demand.
  private func deliverOwedValue(_ currentValue: (() -> Output?)?) {
    guard let value = currentValue?() else { return }
    lock.lock()
    guard mode.load(ordering: .relaxed) == Self.limited, demand > 0 else {
      lock.unlock()
      return
    }
    demand -= 1
    lock.unlock()
    let more = downstream.receive(value)
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
