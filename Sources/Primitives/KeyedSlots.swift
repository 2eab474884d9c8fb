/// Values under increasing integer keys, kept in key order in one array: the store of an
/// operator that adds an item per inner subscription and removes it when that ends.
///
/// Keys are handed out in increasing order, so adding is usually an append and the item
/// removed is usually the latest or among the oldest: a removal looks at the last slot first,
/// then bisects. A removed slot stays empty until the trailing empties are trimmed or, once
/// most slots are empty, the array is compacted — each O(1) amortised. No hashing, and the
/// values are never rehashed or moved one by one.
///
/// Not thread-safe: its owner guards it with its own lock.
@frozen @usableFromInline
package struct KeyedSlots<Value> {
  @usableFromInline var slots: [(key: Int, value: Value?)] = []
  /// How many slots hold a value.
  @usableFromInline var live = 0

  @inlinable package init() {}

  /// Whether no value is kept.
  @inlinable package var isEmpty: Bool { live == 0 }

  /// How many values are kept.
  @inlinable package var count: Int { live }

  /// Keeps `value` under `key`; returns `false`, keeping nothing, when `key` holds a value
  /// already.
  @inlinable
  package mutating func insert(_ value: Value, for key: Int) -> Bool {
    guard let last = slots.last, key <= last.key else {
      slots.append((key, value))
      live += 1
      return true
    }
    let position = firstPosition(notBelow: key)
    if position < slots.count, slots[position].key == key {
      guard slots[position].value == nil else { return false }
      slots[position].value = value
    } else {
      slots.insert((key, value), at: position)
    }
    live += 1
    return true
  }

  /// The value under `key`, if any.
  @inlinable
  package func value(for key: Int) -> Value? {
    guard let position = position(of: key) else { return nil }
    return slots[position].value
  }

  /// Removes and returns the value under `key`, if any.
  @inlinable
  @discardableResult
  package mutating func remove(_ key: Int) -> Value? {
    guard let position = position(of: key), let value = slots[position].value else {
      return nil
    }
    slots[position].value = nil
    live -= 1
    if live == 0 {
      slots.removeAll(keepingCapacity: slots.capacity <= 16)
    } else if position == slots.count - 1 {
      while slots.last?.value == nil { slots.removeLast() }
    } else if slots.count > 16, live * 2 < slots.count {
      slots.removeAll { $0.value == nil }
    }
    return value
  }

  /// The values in key order.
  @inlinable
  package var values: [Value] { slots.compactMap(\.value) }

  /// Removes every value and returns them in key order.
  @inlinable
  package mutating func removeAll() -> [Value] {
    defer {
      slots = []
      live = 0
    }
    return values
  }

  /// Where `key`'s slot is, if it has one.
  @inlinable
  func position(of key: Int) -> Int? {
    guard let last = slots.last else { return nil }
    if last.key == key { return slots.count - 1 }
    let position = firstPosition(notBelow: key)
    return position < slots.count && slots[position].key == key ? position : nil
  }

  /// The first slot whose key is `key` or above (the count when there is none).
  @inlinable
  func firstPosition(notBelow key: Int) -> Int {
    var low = 0
    var high = slots.count
    while low < high {
      let middle = (low + high) / 2
      if slots[middle].key < key { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

extension KeyedSlots: Sendable where Value: Sendable {}
