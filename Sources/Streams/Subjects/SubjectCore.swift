import Primitives
import Synchronization

/// What every subject does: keep its conduits, its completion and its upstreams.
///
/// `PassthroughSubject` and `CurrentValueSubject` each hold one; the only difference is that
/// the current-value subject's core keeps a value that new subscribers are owed.
///
/// The conduits live in a ``ConduitList`` that `send` reads without taking the lock (see
/// there). Writers — subscribe, cancel, complete — take the lock; a subscribe writes the
/// next free slot and a cancel marks its slot ended, each O(1) amortised: a new list is
/// published only to grow, compact or empty it. A lone subscriber, the common case, is
/// published as its conduit itself (the pointer's low bit set), which saves allocating a
/// list for it.
@usableFromInline
final class SubjectCore<Output, Failure: Error>: @unchecked Sendable {
  @usableFromInline let lock = Lock()
  /// The current list or lone conduit, as the bits of an opaque pointer that `send` loads;
  /// the low bit marks a lone conduit.
  @usableFromInline let published: Atomic<UInt>
  /// How many `send` calls are reading a list right now.
  @usableFromInline let activeSenders = Atomic<Int>(0)
  /// Whether replaced lists wait to be freed.
  @usableFromInline let hasRetired = Atomic<Bool>(false)
  // Guarded by `lock`.
  /// What `published` points at, owned here: a `ConduitList` or a lone conduit.
  /// `nil` when there are none: the shared empty list is published then, but never stored
  /// (so subscribing and cancelling never touch its reference count).
  @exclusivity(unchecked) private var list: AnyObject?
  /// What `published` holds when there are no conduits.
  private let emptyBits: UInt
  /// Whether `list` is a lone conduit rather than a `ConduitList`.
  @exclusivity(unchecked) private var listIsLone = false
  @exclusivity(unchecked) private var retired: [AnyObject] = []
  @exclusivity(unchecked) @usableFromInline var current: Output?
  @exclusivity(unchecked) @usableFromInline var completion: Subscribers.Completion<Failure>?
  @exclusivity(unchecked) private var upstreams: [any Subscription] = []
  /// Ended conduits' releases, waiting for the senders that might still reach them.
  @exclusivity(unchecked) private var pendingReleases: [any RetiredConduit] = []
  /// Whether upstream subscriptions are asked for values (at once for a current-value
  /// subject; for a passthrough subject, from the first downstream demand on).
  @exclusivity(unchecked) private var requestsUpstream: Bool
  /// `requestsUpstream`, readable without the lock.
  private let upstreamsRequested: Atomic<Bool>
  @usableFromInline let kind: SubjectKind
  /// How many conduit slots subscribing, cancelling and completing have written or scanned,
  /// copies included: the work the subscriber list costs, counted for the tests that show it
  /// does not grow with the number of subscribers.
  @exclusivity(unchecked) private var slotsTouched = 0

  /// `slotsTouched`, read under the lock.
  package var subscriberListWork: Int { lock.withLock { slotsTouched } }

  /// The subject's type, as a conduit's mirror shows it.
  @usableFromInline var subjectDescription: String {
    "\(kind.name)<\(Output.self), \(Failure.self)>"
  }

  /// A core for a subject of `kind`; `current` is the value a current-value subject starts
  /// with (`nil` for a passthrough subject).
  init(current: Output?, kind: SubjectKind) {
    self.current = current
    self.kind = kind
    requestsUpstream = kind.tracksCurrentValue
    upstreamsRequested = Atomic(kind.tracksCurrentValue)
    emptyBits = UInt(bitPattern: Unmanaged.passUnretained(ConduitList.empty).toOpaque())
    published = Atomic(emptyBits)
  }

  deinit {
    for upstream in upstreams { upstream.cancel() }
  }

  @inlinable
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    lock.lock()
    if let completion {
      lock.unlock()
      subscriber.receive(subscription: Subscriptions.empty)
      subscriber.receive(completion: completion)
      return
    }
    let conduit = Conduit(parent: self, downstream: subscriber)
    let freed = addLocked(conduit)
    lock.unlock()
    withExtendedLifetime(freed) {}
    subscriber.receive(subscription: conduit)
  }

  /// Attaches `subscriber` with unlimited demand from the start, without sending it a
  /// subscription: returns its conduit. When the subject has completed, the subscriber gets an
  /// empty subscription and the completion instead, and the result is `nil`.
  @inlinable
  func attachUnlimited<S: Subscriber>(_ subscriber: S) -> (any _SubjectAttachment)?
  where S.Input == Output, S.Failure == Failure {
    lock.lock()
    if let completion {
      lock.unlock()
      subscriber.receive(subscription: Subscriptions.empty)
      subscriber.receive(completion: completion)
      return nil
    }
    let tracksCurrentValue = kind.tracksCurrentValue
    let conduit = Conduit(parent: self, downstream: subscriber)
    // Not yet published, so no lock: the demand a `request(.unlimited)` would set.
    if !tracksCurrentValue { conduit.startUnlimited() }
    let freed = addLocked(conduit)
    lock.unlock()
    withExtendedLifetime(freed) {}
    if tracksCurrentValue { conduit.request(.unlimited) } else { downstreamRequested() }
    return conduit
  }

  @usableFromInline
  func addLocked(_ conduit: AnyObject) -> FreedConduitLists {
    Self.base(conduit).listed = true
    guard let list else {
      slotsTouched += 1
      return publishLocked(conduit, lone: true)
    }
    if listIsLone {
      slotsTouched += 2
      return publishLocked(ConduitList.make([list, conduit]), lone: false)
    }
    let current = unsafeDowncast(list, to: ConduitList.self)
    slotsTouched += 1
    if current.append(conduit) { return FreedConduitLists() }
    // Full: a copy of the subscribed conduits, with room for as many again.
    return publishLocked(ConduitList.make(listedLocked(current) + [conduit]), lone: false)
  }

  /// The conduit behind a conduit reference.
  private static func base(_ conduit: AnyObject) -> ConduitBase<Output, Failure> {
    unsafeDowncast(conduit, to: ConduitBase<Output, Failure>.self)
  }

  /// The conduits of `list` still subscribed, in order.
  private func listedLocked(_ list: ConduitList) -> [AnyObject] {
    let written = list.count.load(ordering: .relaxed)
    slotsTouched += written
    var listed: [AnyObject] = []
    listed.reserveCapacity(list.live)
    for index in 0..<written {
      let conduit = list.conduit(at: index)
      if Self.base(conduit).listed { listed.append(conduit) }
    }
    return listed
  }

  /// Takes every subscribed conduit off the list (the caller publishes an empty one): they
  /// are returned, retained.
  private func takeConduitsLocked() -> [AnyObject] {
    guard let list else { return [] }
    let conduits = listIsLone ? [list] : listedLocked(unsafeDowncast(list, to: ConduitList.self))
    for conduit in conduits { Self.base(conduit).listed = false }
    return conduits
  }

  /// Takes a cancelled conduit off the list: its slot is marked ended, and the list is
  /// compacted once more than half its slots are.
  private func unlistLocked(_ conduit: AnyObject) -> FreedConduitLists {
    Self.base(conduit).listed = false
    guard let list, !listIsLone else { return publishLocked(nil, lone: false) }
    let current = unsafeDowncast(list, to: ConduitList.self)
    current.ended += 1
    slotsTouched += 1
    guard current.ended * 2 > current.count.load(ordering: .relaxed) else {
      // The conduit stays in its slot, ended. This store orders the end (set by its
      // `cancel()`) before any send that starts after it and might still reach that slot,
      // once its subscriber is released (see `send`).
      published.store(published.load(ordering: .relaxed), ordering: .sequentiallyConsistent)
      return FreedConduitLists()
    }
    let listed = listedLocked(current)
    switch listed.count {
    case 0: return publishLocked(nil, lone: false)
    case 1: return publishLocked(listed[0], lone: true)
    default: return publishLocked(ConduitList.make(listed), lone: false)
    }
  }

  /// Publishes `new`, a list or a lone conduit, as the current one; called with the lock
  /// held.
  private func publishLocked(_ new: AnyObject?, lone: Bool) -> FreedConduitLists {
    // Swapped rather than copied: the old list moves out of `list` without a retain.
    var old = new
    swap(&old, &list)
    listIsLone = lone
    let bits = new.map { UInt(bitPattern: Unmanaged.passUnretained($0).toOpaque()) } ?? emptyBits
    published.store(lone ? bits | 1 : bits, ordering: .sequentiallyConsistent)
    guard activeSenders.load(ordering: .sequentiallyConsistent) == 0 else {
      // A sender may be reading the old list: keep it until the last one leaves.
      if let old { retired.append(old) }
      hasRetired.store(true, ordering: .sequentiallyConsistent)
      return FreedConduitLists()
    }
    return FreedConduitLists(list: old, retired: retired.isEmpty ? [] : takeRetiredLocked())
  }

  /// The replaced lists, once no sender can still be reading them.
  private func takeRetiredLocked() -> [AnyObject] {
    guard !retired.isEmpty, activeSenders.load(ordering: .sequentiallyConsistent) == 0 else {
      return []
    }
    var freed: [AnyObject] = []
    swap(&freed, &retired)
    if pendingReleases.isEmpty { hasRetired.store(false, ordering: .sequentiallyConsistent) }
    return freed
  }

  /// Ended conduits' releases, once no sender can still be reaching them.
  private func takePendingReleasesLocked() -> [any RetiredConduit] {
    guard !pendingReleases.isEmpty, activeSenders.load(ordering: .sequentiallyConsistent) == 0
    else { return [] }
    var releases: [any RetiredConduit] = []
    swap(&releases, &pendingReleases)
    if retired.isEmpty { hasRetired.store(false, ordering: .sequentiallyConsistent) }
    return releases
  }

  /// Frees replaced lists and ended conduits' subscribers once the last sender has left.
  @usableFromInline
  func reclaim() {
    lock.lock()
    let freed = takeRetiredLocked()
    let releases = takePendingReleasesLocked()
    lock.unlock()
    withExtendedLifetime(freed) {}
    for conduit in releases { conduit.releaseDownstream() }
  }

  @usableFromInline func retire(_ conduit: any RetiredConduit) {
    lock.lock()
    guard activeSenders.load(ordering: .sequentiallyConsistent) != 0 else {
      lock.unlock()
      conduit.releaseDownstream()
      return
    }
    pendingReleases.append(conduit)
    hasRetired.store(true, ordering: .sequentiallyConsistent)
    lock.unlock()
  }

  @usableFromInline func enterDelivery() {
    activeSenders.wrappingAdd(1, ordering: .sequentiallyConsistent)
  }

  @usableFromInline func leaveDelivery() {
    let remaining = activeSenders.wrappingSubtract(1, ordering: .sequentiallyConsistent).newValue
    if remaining == 0, hasRetired.load(ordering: .sequentiallyConsistent) { reclaim() }
  }

  @usableFromInline func downstreamRequested() {
    // Once set, the flag never clears: later subscribers skip the lock.
    guard !upstreamsRequested.load(ordering: .acquiring) else { return }
    lock.lock()
    guard !requestsUpstream else {
      lock.unlock()
      return
    }
    requestsUpstream = true
    upstreamsRequested.store(true, ordering: .releasing)
    let upstreams = self.upstreams
    lock.unlock()
    for upstream in upstreams { upstream.request(.unlimited) }
  }

  /// Sends `input` to every conduit; a current-value subject also keeps it (after its
  /// completion only when set through `value`, as in Combine).
  @inlinable
  func send(_ input: Output, storing: Bool, evenAfterCompletion: Bool = false) {
    if storing {
      lock.lock()
      if completion == nil || evenAfterCompletion { current = input }
      lock.unlock()
    }
    activeSenders.wrappingAdd(1, ordering: .sequentiallyConsistent)
    let bits = published.load(ordering: .sequentiallyConsistent)
    // The list and its conduits stay alive while this send is counted, so nothing here
    // needs retaining.
    if bits & 1 == 1 {
      if let lone = UnsafeRawPointer(bitPattern: bits & ~1) {
        Unmanaged<ConduitBase<Output, Failure>>.fromOpaque(lone)
          ._withUnsafeGuaranteedRef { $0.offer(input) }
      }
    } else if let list = UnsafeRawPointer(bitPattern: bits) {
      Unmanaged<ConduitList>.fromOpaque(list)._withUnsafeGuaranteedRef { list in
        // The conduits subscribed by now; those added during this send are not reached. An
        // ended conduit in the prefix delivers nothing: `cancel()` ends it before the
        // subject unlists it, and the subject's store to `published` then orders that end
        // before this send's load above.
        let count = list.count.load(ordering: .acquiring)
        let elements = list.elements
        for index in 0..<count {
          Unmanaged<ConduitBase<Output, Failure>>.fromOpaque(elements[index])
            ._withUnsafeGuaranteedRef { $0.offer(input) }
        }
      }
    }
    let remaining = activeSenders.wrappingSubtract(1, ordering: .sequentiallyConsistent).newValue
    if remaining == 0, hasRetired.load(ordering: .sequentiallyConsistent) { reclaim() }
  }

  func send(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard self.completion == nil else {
      lock.unlock()
      return
    }
    self.completion = completion
    let conduits = takeConduitsLocked()
    let freed = publishLocked(nil, lone: false)
    let upstreams = self.upstreams
    self.upstreams.removeAll()
    lock.unlock()
    withExtendedLifetime((upstreams, freed)) {
      for conduit in conduits {
        unsafeDowncast(conduit, to: ConduitBase<Output, Failure>.self).finish(completion)
      }
    }
  }

  /// Cancels every subscriber's subscription, as if each had cancelled it: they get no
  /// completion, and the subject stays open to new ones (RxStreams' disposed subjects refuse
  /// those themselves).
  func cancelAll() {
    lock.lock()
    let conduits = takeConduitsLocked()
    let freed = publishLocked(nil, lone: false)
    lock.unlock()
    withExtendedLifetime(freed) {
      for conduit in conduits {
        unsafeDowncast(conduit, to: ConduitBase<Output, Failure>.self).cancel()
      }
    }
  }

  func send(subscription: any Subscription) {
    lock.lock()
    guard completion == nil else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstreams.append(subscription)
    let request = requestsUpstream
    lock.unlock()
    if request { subscription.request(.unlimited) }
  }

  var value: Output? {
    lock.lock()
    defer { lock.unlock() }
    return current
  }

  /// Whether any subscriber is attached.
  var hasConduits: Bool {
    lock.lock()
    defer { lock.unlock() }
    return list != nil
  }

  @usableFromInline
  func remove(_ conduit: any RetiredConduit) {
    lock.lock()
    // Not listed when the subject emptied its list first (completion, `cancelAll`).
    let freed = Self.base(conduit).listed ? unlistLocked(conduit) : FreedConduitLists()
    // The conduit's subscriber goes now, or once the senders that may still reach it leave.
    let releaseNow = activeSenders.load(ordering: .sequentiallyConsistent) == 0
    if !releaseNow {
      pendingReleases.append(conduit)
      hasRetired.store(true, ordering: .sequentiallyConsistent)
    }
    lock.unlock()
    // Released here, outside the lock: a subscriber's or a conduit's deinit may release user
    // objects.
    if releaseNow { conduit.releaseDownstream() }
    withExtendedLifetime(freed) {}
  }

  @usableFromInline
  func currentValue() -> Output? {
    lock.lock()
    defer { lock.unlock() }
    return completion == nil ? current : nil
  }
}

/// Conduit lists that nobody reads any more, to release after unlocking: releasing a list
/// releases conduits, whose deinit may release user objects. (Not nested in the generic
/// core, so unspecialized code never builds its metadata.)
@usableFromInline
struct FreedConduitLists {
  var list: AnyObject?
  var retired: [AnyObject] = []

  @usableFromInline init(list: AnyObject? = nil, retired: [AnyObject] = []) {
    self.list = list
    self.retired = retired
  }
}
