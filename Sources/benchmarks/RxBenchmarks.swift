import RxStreams

enum RxBenchmarks {
  static func run() {
    if wants("rx.chain") { chain() }
    if wants("rx.relayChain") { relayChain() }
    if wants("rx.combineLatest") { combineLatest() }
    if wants("rx.subscribeDispose") { subscribeDispose() }
  }

  static func chain() {
    let count = StreamsBenchmarks.chainCount
    let (time, sum) = fastest(rounds: 5) { () -> Int in
      let subject = PublishSubject<Int>()
      let total = StreamsBenchmarks.Total()
      let subscription = subject.map { $0 &* 2 }.filter { $0 % 3 == 0 }
        .subscribe(onNext: { total.sum &+= $0 })
      for value in 0..<count { subject.onNext(value) }
      subscription.dispose()
      return total.sum
    }
    report("rx.chain", Double(time) / Double(count), "ns/event", checksum: sum)
  }

  static func relayChain() {
    let count = StreamsBenchmarks.chainCount
    let (time, sum) = fastest(rounds: 5) { () -> Int in
      let relay = PublishRelay<Int>()
      let total = StreamsBenchmarks.Total()
      let subscription = relay.map { $0 &* 2 }.filter { $0 % 3 == 0 }
        .subscribe(onNext: { total.sum &+= $0 })
      for value in 0..<count { relay.accept(value) }
      subscription.dispose()
      return total.sum
    }
    report("rx.relayChain", Double(time) / Double(count), "ns/event", checksum: sum)
  }

  static func combineLatest() {
    let count = 1_000_000 / benchmarkScale
    let (time, sum) = fastest(rounds: 5) { () -> Int in
      let left = PublishSubject<Int>()
      let right = PublishSubject<Int>()
      let total = StreamsBenchmarks.Total()
      let subscription = Observable.combineLatest(left, right) { $0 &+ $1 }
        .subscribe(onNext: { total.sum &+= $0 })
      for value in 0..<count {
        left.onNext(value)
        right.onNext(value)
      }
      subscription.dispose()
      return total.sum
    }
    report("rx.combineLatest", Double(time) / Double(2 * count), "ns/send", checksum: sum)
  }

  static func subscribeDispose() {
    let count = 1_000_000 / benchmarkScale
    let (time, received) = fastest(rounds: 5) { () -> Int in
      let subject = PublishSubject<Int>()
      let total = StreamsBenchmarks.Total()
      for _ in 0..<count {
        let subscription = subject.subscribe(onNext: { total.sum &+= $0 })
        subscription.dispose()
      }
      subject.onNext(1)  // delivered to nobody: every subscription was disposed
      return total.sum
    }
    report("rx.subscribeDispose", Double(time) / Double(count), "ns/op", checksum: received)
  }
}
