import Primitives
import Testing

@Suite("KeyedSlots")
struct KeyedSlotsTests {
  @Test("values come back in key order, whatever the order of inserting and removing")
  func order() {
    var slots = KeyedSlots<String>()
    let inserted = [
      slots.insert("b", for: 2), slots.insert("d", for: 4), slots.insert("a", for: 1),
      slots.insert("c", for: 3), slots.insert("again", for: 3),
    ]
    #expect(inserted == [true, true, true, true, false])
    #expect(slots.values == ["a", "b", "c", "d"])
    let removed = [slots.remove(3), slots.remove(3)]
    #expect(removed == ["c", nil])
    #expect(slots.value(for: 4) == "d")
    #expect(slots.value(for: 3) == nil)
    let refilled = slots.insert("c2", for: 3)
    #expect(refilled)
    #expect(slots.values == ["a", "b", "c2", "d"])
    #expect(slots.count == 4)
    let all = slots.removeAll()
    #expect(all == ["a", "b", "c2", "d"])
    #expect(slots.isEmpty)
  }

  @Test("removing the oldest again and again, and the latest, keeps the others reachable")
  func churn() {
    var slots = KeyedSlots<Int>()
    var expected: [Int: Int] = [:]
    var next = 0
    for round in 0..<2_000 {
      _ = slots.insert(round, for: next)
      expected[next] = round
      next += 1
      if round % 3 == 0, let oldest = expected.keys.min() {
        let removed = slots.remove(oldest)
        #expect(removed == expected.removeValue(forKey: oldest))
      }
      if round % 7 == 0 {
        let removed = slots.remove(next - 1)
        #expect(removed == expected.removeValue(forKey: next - 1))
      }
    }
    #expect(slots.count == expected.count)
    #expect(slots.values == expected.keys.sorted().compactMap { expected[$0] })
    for (key, value) in expected { #expect(slots.value(for: key) == value) }
  }
}
