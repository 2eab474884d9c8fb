import Synchronization

/// A subject's conduits in subscription order, read by `send` without a lock.
///
/// Each slot holds an opaque, retained pointer to a conduit; the list releases them when it
/// is freed. A subject publishes its current list through an atomic pointer (see
/// ``SubjectCore``). The list grows in place: a subscriber is written into the first free
/// slot, then `count` is raised, so a `send` that read `count` before never reaches it. A
/// cancelled conduit stays in its slot, ended (it delivers nothing), until enough of them
/// have ended that the subject publishes a compacted copy; a slot below `count` never
/// changes while the list lives. Subscribing and cancelling are then O(1) amortised, and
/// `send` still reads an unchanging prefix with no lock and no reference counting.
///
/// A subject replaces its list (under its lock) only to grow it past its capacity, to
/// compact it, or to empty it; `send` reads the pointer while counted in the subject's
/// `activeSenders`, and a replaced list is freed only once no sender is active, so a sender
/// never sees a list or a conduit go away under it.
@usableFromInline
final class ConduitList: @unchecked Sendable {
  /// The list with no conduits, shared by every subject.
  @usableFromInline static let empty = ConduitList(capacity: 0)

  /// How many slots are written; senders read the slots below it.
  @usableFromInline let count = Atomic<Int>(0)
  /// The slots: `capacity` of them, the first `count` written.
  @usableFromInline let elements: UnsafeMutablePointer<UnsafeRawPointer>
  let capacity: Int
  /// How many written slots hold a conduit that has left the subject. Guarded by the
  /// subject's lock.
  @exclusivity(unchecked) var ended = 0

  private init(capacity: Int) {
    self.capacity = capacity
    elements = .allocate(capacity: max(capacity, 1))
  }

  /// Makes a list holding (and retaining) `conduits`, with room for as many again.
  static func make(_ conduits: [AnyObject]) -> ConduitList {
    let list = ConduitList(capacity: max(4, 2 * conduits.count))
    for (index, conduit) in conduits.enumerated() {
      (list.elements + index).initialize(
        to: UnsafeRawPointer(Unmanaged.passRetained(conduit).toOpaque()))
    }
    list.count.store(conduits.count, ordering: .relaxed)
    return list
  }

  /// Adds `conduit` after the others, or returns `false` when the list is full. Called with
  /// the subject's lock held.
  func append(_ conduit: AnyObject) -> Bool {
    let written = count.load(ordering: .relaxed)
    guard written < capacity else { return false }
    (elements + written).initialize(
      to: UnsafeRawPointer(Unmanaged.passRetained(conduit).toOpaque()))
    // Releasing: a sender that reads the new count sees the slot written.
    count.store(written + 1, ordering: .releasing)
    return true
  }

  /// The conduit in slot `index`, unretained.
  func conduit(at index: Int) -> AnyObject {
    Unmanaged<AnyObject>.fromOpaque(elements[index]).takeUnretainedValue()
  }

  /// How many slots hold a conduit still subscribed. Called with the subject's lock held.
  var live: Int { count.load(ordering: .relaxed) - ended }

  deinit {
    let written = count.load(ordering: .relaxed)
    for index in 0..<written {
      Unmanaged<AnyObject>.fromOpaque(elements[index]).release()
    }
    elements.deinitialize(count: written)
    elements.deallocate()
  }
}
