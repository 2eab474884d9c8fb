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
    flattening()
    if wants("streams.subject.fanout100") { fanout() }
    if scalingFigures.contains(where: { wants("streams.subject.\($0)") }) { subjectScaling() }
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
}

/// The figures `reportSubjectScaling` prints, after their group's prefix.
let scalingFigures = ["subscribe100k_ms", "cancel100k_ms", "cancel100k_ms.reverse"]

/// What one round of a subject-scaling benchmark measured, in nanoseconds.
struct ScalingRound {
  var subscribe: UInt64
  var cancel: UInt64
  var cancelReverse: UInt64
  var checksum: Int
}

/// Runs the subject-scaling rounds: `count` subscribers attached to one subject (timed), one
/// value sent, all cancelled in subscription order (timed); attached again, cancelled in
/// reverse (timed), and a last value sent to nobody. Prints the fastest of each phase in
/// milliseconds, named `<prefix>.subscribe100k_ms`, `<prefix>.cancel100k_ms` and
/// `<prefix>.cancel100k_ms.reverse`.
func reportSubjectScaling(
  prefix: String, count: Int, rounds: Int, _ round: (Int) -> ScalingRound
) {
  var best = ScalingRound(subscribe: .max, cancel: .max, cancelReverse: .max, checksum: 0)
  for _ in 0..<rounds {
    let measured = round(count)
    best.subscribe = min(best.subscribe, measured.subscribe)
    best.cancel = min(best.cancel, measured.cancel)
    best.cancelReverse = min(best.cancelReverse, measured.cancelReverse)
    best.checksum = measured.checksum
  }
  let times = [best.subscribe, best.cancel, best.cancelReverse]
  for (name, time) in zip(scalingFigures, times) where wants("\(prefix).\(name)") {
    report("\(prefix).\(name)", Double(time) / 1e6, "ms", checksum: best.checksum)
  }
}

extension StreamsBenchmarks {
  /// One subject with 100 sinks: nanoseconds per send (each reaching all 100).
  static func fanout() {
    let count = 100_000 / benchmarkScale
    let (time, sum) = fastest(rounds: 5) { () -> Int in
      let subject = PassthroughSubject<Int, Never>()
      let total = Total()
      let cancellables = (0..<100).map { _ in subject.sink { total.sum &+= $0 } }
      for value in 0..<count { subject.send(value) }
      for cancellable in cancellables { cancellable.cancel() }
      return total.sum
    }
    report("streams.subject.fanout100", Double(time) / Double(count), "ns/send", checksum: sum)
  }

  /// 100,000 sinks live on one passthrough subject (`BENCHMARK_SCALE` divides the count).
  static func subjectScaling() {
    reportSubjectScaling(prefix: "streams.subject", count: 100_000 / benchmarkScale, rounds: 3) {
      count in
      let subject = PassthroughSubject<Int, Never>()
      let total = Total()
      var cancellables: [AnyCancellable] = []
      cancellables.reserveCapacity(count)
      var start = nanoseconds()
      for _ in 0..<count { cancellables.append(subject.sink { total.sum &+= $0 }) }
      let subscribe = nanoseconds() - start
      subject.send(1)
      start = nanoseconds()
      for cancellable in cancellables { cancellable.cancel() }
      let cancel = nanoseconds() - start
      cancellables.removeAll(keepingCapacity: true)
      for _ in 0..<count { cancellables.append(subject.sink { total.sum &+= $0 }) }
      subject.send(2)
      start = nanoseconds()
      for cancellable in cancellables.reversed() { cancellable.cancel() }
      let cancelReverse = nanoseconds() - start
      subject.send(4)  // delivered to nobody: every sink was cancelled
      return ScalingRound(
        subscribe: subscribe, cancel: cancel, cancelReverse: cancelReverse, checksum: total.sum)
    }
  }
}

/// Hides a value from the optimizer, so the baseline cannot be folded into a loop of
/// arithmetic.
@inline(never)
func opaque<T>(_ value: T) -> T { value }
