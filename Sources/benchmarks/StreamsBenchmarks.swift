import Streams

enum StreamsBenchmarks {
  static let chainCount = 10_000_000

  /// The same work as `streams.chain`, written by hand: a subject-like list of closures,
  /// each stage calling the next.
  /// Where the benchmarks' sinks add up what they receive.
  final class Total { var sum = 0 }

  static func runBaseline() {
    let (time, sum) = fastest(rounds: 5) { () -> Int in
      let total = Total()
      let sink: (Int) -> Void = { total.sum &+= $0 }
      let filter: (Int) -> Void = { if $0 % 3 == 0 { sink($0) } }
      let map: (Int) -> Void = { filter($0 &* 2) }
      let observers = opaque([map])
      for value in 0..<chainCount {
        for observer in observers { observer(value) }
      }
      return total.sum
    }
    report("baseline.chain", Double(time) / Double(chainCount), "ns/event", checksum: sum)
  }

  static func run() {
    if wants("streams.chain") { chain() }
    if wants("streams.combineLatest") { combineLatest() }
    if wants("streams.subscribeCancel") { subscribeCancel() }
    if wants("streams.published") { published() }
    if wants("streams.flatMap") { flatMap() }
  }

  static func chain() {
    let (time, sum) = fastest(rounds: 5) { () -> Int in
      let subject = PassthroughSubject<Int, Never>()
      let total = Total()
      let cancellable = subject.map { $0 &* 2 }.filter { $0 % 3 == 0 }.sink { total.sum &+= $0 }
      for value in 0..<chainCount { subject.send(value) }
      cancellable.cancel()
      return total.sum
    }
    report("streams.chain", Double(time) / Double(chainCount), "ns/event", checksum: sum)
  }

  static func combineLatest() {
    let count = 1_000_000 / benchmarkScale
    let (time, sum) = fastest(rounds: 5) { () -> Int in
      let left = PassthroughSubject<Int, Never>()
      let right = PassthroughSubject<Int, Never>()
      let total = Total()
      let cancellable = left.combineLatest(right).sink { total.sum &+= $0 &+ $1 }
      for value in 0..<count {
        left.send(value)
        right.send(value)
      }
      cancellable.cancel()
      return total.sum
    }
    report("streams.combineLatest", Double(time) / Double(2 * count), "ns/send", checksum: sum)
  }

  static func subscribeCancel() {
    let count = 1_000_000 / benchmarkScale
    let (time, received) = fastest(rounds: 5) { () -> Int in
      let subject = PassthroughSubject<Int, Never>()
      var received = 0
      for _ in 0..<count {
        let cancellable = subject.sink { received &+= $0 }
        cancellable.cancel()
      }
      subject.send(1)  // delivered to nobody: every sink was cancelled
      return received
    }
    report("streams.subscribeCancel", Double(time) / Double(count), "ns/op", checksum: received)
  }
}

extension StreamsBenchmarks {
  final class Model: ObservableObject {
    @Published var value = 0
  }

  static func published() {
    let count = 10_000_000
    let (time, sum) = fastest(rounds: 5) { () -> Int in
      let model = Model()
      let total = Total()
      let cancellable = model.$value.sink { total.sum &+= $0 }
      for value in 0..<count { model.value = value }
      cancellable.cancel()
      return total.sum
    }
    report("streams.published", Double(time) / Double(count), "ns/set", checksum: sum)
  }

  static func flatMap() {
    let count = 100_000
    let (time, sum) = fastest(rounds: 5) { () -> Int in
      let total = Total()
      let cancellable = (0..<count).publisher.flatMap { Just($0) }.sink { total.sum &+= $0 }
      cancellable.cancel()
      return total.sum
    }
    report("streams.flatMap", Double(time) / Double(count), "ns/element", checksum: sum)
  }
}

/// Hides a value from the optimizer, so the baseline cannot be folded into a loop of
/// arithmetic.
@inline(never)
func opaque<T>(_ value: T) -> T { value }
