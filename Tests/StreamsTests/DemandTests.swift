import Streams
import Testing

@Suite("Subscribers.Demand")
struct DemandTests {
  @Test("adds, saturating at unlimited")
  func addition() {
    #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
    #expect(Subscribers.Demand.max(2) + .unlimited == .unlimited)
    #expect(Subscribers.Demand.unlimited + 1 == .unlimited)
    #expect(Subscribers.Demand.max(Int.max) + .max(1) == .unlimited)
    var demand = Subscribers.Demand.none
    demand += 4
    #expect(demand == .max(4))
  }

  @Test("subtracts, stopping at none; unlimited stays unlimited")
  func subtraction() {
    #expect(Subscribers.Demand.max(5) - .max(3) == .max(2))
    #expect(Subscribers.Demand.max(1) - .max(3) == .none)
    #expect(Subscribers.Demand.unlimited - .max(3) == .unlimited)
    #expect(Subscribers.Demand.max(3) - .unlimited == .none)
    #expect(Subscribers.Demand.max(3) - 1 == .max(2))
  }

  @Test("multiplies, saturating at unlimited")
  func multiplication() {
    #expect(Subscribers.Demand.max(3) * 4 == .max(12))
    #expect(Subscribers.Demand.unlimited * 0 == .unlimited)
    #expect(Subscribers.Demand.max(Int.max) * 2 == .unlimited)
  }

  @Test("compares with demands and integers")
  func comparison() {
    #expect(Subscribers.Demand.max(3) < .unlimited)
    #expect(Subscribers.Demand.none < .max(1))
    #expect(Subscribers.Demand.max(3) > 2)
    #expect(Subscribers.Demand.unlimited > Int.max)
    #expect(Subscribers.Demand.max(3) == 3)
    #expect(Subscribers.Demand.unlimited != 3)
    #expect(0 < Subscribers.Demand.max(1))
    #expect(Subscribers.Demand.max(0) == .none)
  }

  @Test("describes itself as Combine does, and has max")
  func description() {
    #expect(Subscribers.Demand.unlimited.description == "unlimited")
    #expect(Subscribers.Demand.max(3).description == "max(3)")
    #expect(Subscribers.Demand.unlimited.max == nil)
    #expect(Subscribers.Demand.max(3).max == 3)
  }
}
