/// Failed attempts per key (an account, a client address) within a window, in at most
/// `capacity` slots, however many keys an attacker invents.
///
/// A key's window opens with its first failure and lasts `window` seconds; at `maximum`
/// failures within it the key is refused until the window closes. Keys are kept as 64-bit
/// seeded hashes, so a slot's size does not depend on the key's.
///
/// When every slot is taken, a new key takes the slot of a key whose window has closed, else
/// of the key with the fewest failures that failed longest ago. So a flood of invented keys,
/// one failure each, only pushes out other one-failure keys: evicting a key with `n` failures
/// takes `capacity` keys with at least `n` failures each, that is `capacity × n` failed
/// attempts within one window, each costing the attacker a password hash that the server runs
/// at a capped rate.
struct FailureTable {
  let capacity: Int
  let maximum: Int
  let window: Double

  private struct Slot {
    var key: Int
    var failures: Int
    /// When the key's window opened, in seconds.
    var opened: Double
    var previous: Int32
    var next: Int32
  }

  private var slots: [Slot] = []
  private var slotByKey: [Int: Int32] = [:]
  private var freeSlots: [Int32] = []
  /// For each failure count 1…maximum, the slots with that many failures, least recently
  /// failed first (doubly linked through `previous` and `next`; -1 ends a list).
  private var heads: [Int32]
  private var tails: [Int32]

  init(capacity: Int, maximum: Int, window: Double) {
    self.capacity = max(1, capacity)
    self.maximum = max(1, maximum)
    self.window = window
    heads = Array(repeating: -1, count: self.maximum + 1)
    tails = Array(repeating: -1, count: self.maximum + 1)
    slots.reserveCapacity(self.capacity)
    slotByKey.reserveCapacity(self.capacity)
  }

  /// Keys tracked now; never more than `capacity`.
  var count: Int { slotByKey.count }

  /// Slots allocated; never more than `capacity`.
  var allocatedSlots: Int { slots.count }

  /// How long until `key` may try again, or nil when it may now.
  mutating func retryAfter(_ key: Int, now: Double) -> Double? {
    guard let index = slotByKey[key] else { return nil }
    let slot = slots[Int(index)]
    if now - slot.opened >= window {
      remove(index)
      return nil
    }
    guard slot.failures >= maximum else { return nil }
    return window - (now - slot.opened)
  }

  /// Counts one more failure for `key`.
  mutating func recordFailure(_ key: Int, now: Double) {
    if let index = slotByKey[key] {
      unlink(index)
      let slot = slots[Int(index)]
      if now - slot.opened >= window {
        slots[Int(index)].failures = 1
        slots[Int(index)].opened = now
      } else {
        slots[Int(index)].failures = min(slot.failures + 1, maximum)
      }
      link(index)
      return
    }
    let index: Int32
    if let free = freeSlots.popLast() {
      index = free
      slots[Int(index)] = Slot(key: key, failures: 1, opened: now, previous: -1, next: -1)
    } else if slots.count < capacity {
      index = Int32(slots.count)
      slots.append(Slot(key: key, failures: 1, opened: now, previous: -1, next: -1))
    } else {
      index = victim(now: now)
      unlink(index)
      slotByKey[slots[Int(index)].key] = nil
      slots[Int(index)] = Slot(key: key, failures: 1, opened: now, previous: -1, next: -1)
    }
    slotByKey[key] = index
    link(index)
  }

  /// Forgets `key`'s failures.
  mutating func clear(_ key: Int) {
    guard let index = slotByKey[key] else { return }
    remove(index)
  }

  /// The slot a new key takes when all are taken: one whose window has closed (the least
  /// recently failed of each count is checked), else the least recently failed of the fewest
  /// failures.
  private func victim(now: Double) -> Int32 {
    for failures in 1...maximum {
      let head = heads[failures]
      if head >= 0, now - slots[Int(head)].opened >= window { return head }
    }
    for failures in 1...maximum where heads[failures] >= 0 { return heads[failures] }
    // Unreachable while every taken slot is in a list; slot 0 keeps the table usable anyway.
    return 0
  }

  private mutating func remove(_ index: Int32) {
    unlink(index)
    slotByKey[slots[Int(index)].key] = nil
    freeSlots.append(index)
  }

  /// Appends the slot to its count's list, as the most recently failed.
  private mutating func link(_ index: Int32) {
    let failures = slots[Int(index)].failures
    let tail = tails[failures]
    slots[Int(index)].previous = tail
    slots[Int(index)].next = -1
    if tail >= 0 { slots[Int(tail)].next = index } else { heads[failures] = index }
    tails[failures] = index
  }

  private mutating func unlink(_ index: Int32) {
    let slot = slots[Int(index)]
    if slot.previous >= 0 {
      slots[Int(slot.previous)].next = slot.next
    } else if heads[slot.failures] == index {
      heads[slot.failures] = slot.next
    }
    if slot.next >= 0 {
      slots[Int(slot.next)].previous = slot.previous
    } else if tails[slot.failures] == index {
      tails[slot.failures] = slot.previous
    }
    slots[Int(index)].previous = -1
    slots[Int(index)].next = -1
  }
}
