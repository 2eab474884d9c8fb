import RxStreams

enum RxBenchmarks {
  static func run() {
    if wants("rx.chain") { chain() }
    if wants("rx.relayChain") { relayChain() }
    if wants("rx.combineLatest") { combineLatest() }
    if wants("rx.subscribeDispose") { subscribeDispose() }
    flattening()
    if wants("rx.subject.fanout100") { fanout() }
    if scalingFigures.contains(where: { wants("rx.subject.\($0)") }) { subjectScaling() }
  }

  /// One subject with 100 observers: nanoseconds per `onNext` (each reaching all 100).
  static func fanout() {
    let count = 100_000 / benchmarkScale
    let (time, sum) = fastest(rounds: 5) { () -> Int in
      let subject = PublishSubject<Int>()
      let total = StreamsBenchmarks.Total()
      let disposables = (0..<100).map { _ in subject.subscribe(onNext: { total.sum &+= $0 }) }
      for value in 0..<count { subject.onNext(value) }
      for disposable in disposables { disposable.dispose() }
      return total.sum
    }
    report("rx.subject.fanout100", Double(time) / Double(count), "ns/send", checksum: sum)
  }

  /// 100,000 observers live on one `PublishSubject` (`BENCHMARK_SCALE` divides the count).
  static func subjectScaling() {
    reportSubjectScaling(prefix: "rx.subject", count: 100_000 / benchmarkScale, rounds: 3) {
      count in
      let subject = PublishSubject<Int>()
      let total = StreamsBenchmarks.Total()
      var disposables: [Disposable] = []
      disposables.reserveCapacity(count)
      var start = nanoseconds()
      for _ in 0..<count { disposables.append(subject.subscribe(onNext: { total.sum &+= $0 })) }
      let subscribe = nanoseconds() - start
      subject.onNext(1)
      start = nanoseconds()
      for disposable in disposables { disposable.dispose() }
      let cancel = nanoseconds() - start
      disposables.removeAll(keepingCapacity: true)
      for _ in 0..<count { disposables.append(subject.subscribe(onNext: { total.sum &+= $0 })) }
      subject.onNext(2)
      start = nanoseconds()
      for disposable in disposables.reversed() { disposable.dispose() }
      let cancelReverse = nanoseconds() - start
      subject.onNext(4)  // delivered to nobody: every observer was disposed
      return ScalingRound(
        subscribe: subscribe, cancel: cancel, cancelReverse: cancelReverse, checksum: total.sum)
    }
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
