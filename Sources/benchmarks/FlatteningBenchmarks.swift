import RxStreams
import Streams

// Flattening (issue 28): each figure is per element or per send, with a checksum of what
// the sink added up; `BENCHMARK_SCALE` divides the counts.

extension StreamsBenchmarks {
  static func flattening() {
    if wants("streams.flatMap.just") { flatMapJust() }
    if wants("streams.flatMap.erased") { flatMapErased() }
    if wants("streams.flatMap.subject") { flatMapSubject() }
    if wants("streams.flatMap.children10") { flatMapChildren() }
    if wants("streams.flatMap.max1") { flatMapMax1() }
    if wants("streams.merge") { merge() }
    if wants("streams.switchToLatest") { switchToLatest() }
    if wants("streams.memory.perSubscription") { memoryPerSubscription() }
  }

  /// `(0..<N).publisher.flatMap { Just($0) }`.
  static func flatMapJust() {
    let count = 100_000 / benchmarkScale
    let (time, sum) = fastest(rounds: 5) { () -> Int in
      let total = Total()
      let cancellable = (0..<count).publisher.flatMap { Just($0) }.sink { total.sum &+= $0 }
      cancellable.cancel()
      return total.sum
    }
    report("streams.flatMap.just", Double(time) / Double(count), "ns/element", checksum: sum)
  }

  /// `(0..<N).publisher.flatMap { Just($0).eraseToAnyPublisher() }`: a child that is not
  /// `Just` itself, so the general path (a subscription and an entry per child).
  static func flatMapErased() {
    let count = 100_000 / benchmarkScale
    let (time, sum) = fastest(rounds: 5) { () -> Int in
      let total = Total()
      let cancellable = (0..<count).publisher.flatMap { Just($0).eraseToAnyPublisher() }
        .sink { total.sum &+= $0 }
      cancellable.cancel()
      return total.sum
    }
    report("streams.flatMap.erased", Double(time) / Double(count), "ns/element", checksum: sum)
  }

  /// A subject sending N values, each flattened through `Just`.
  static func flatMapSubject() {
    let count = 100_000 / benchmarkScale
    let (time, sum) = fastest(rounds: 5) { () -> Int in
      let subject = PassthroughSubject<Int, Never>()
      let total = Total()
      let cancellable = subject.flatMap { Just($0) }.sink { total.sum &+= $0 }
      for value in 0..<count { subject.send(value) }
      cancellable.cancel()
      return total.sum
    }
    report("streams.flatMap.subject", Double(time) / Double(count), "ns/send", checksum: sum)
  }

  /// `outer.flatMap { $0 }` over 10 child subjects, the values spread over them in turn.
  static func flatMapChildren() {
    let count = 1_000_000 / benchmarkScale
    let (time, sum) = fastest(rounds: 5) { () -> Int in
      let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
      let children = (0..<10).map { _ in PassthroughSubject<Int, Never>() }
      let total = Total()
      let cancellable = outer.flatMap { $0 }.sink { total.sum &+= $0 }
      for child in children { outer.send(child) }
      for value in 0..<count { children[value % 10].send(value) }
      cancellable.cancel()
      return total.sum
    }
    report("streams.flatMap.children10", Double(time) / Double(count), "ns/send", checksum: sum)
  }

  /// `(0..<N).publisher.flatMap(maxPublishers: .max(1)) { Just($0) }`: one child at a time.
  static func flatMapMax1() {
    let count = 100_000 / benchmarkScale
    let (time, sum) = fastest(rounds: 5) { () -> Int in
      let total = Total()
      let cancellable = (0..<count).publisher.flatMap(maxPublishers: .max(1)) { Just($0) }
        .sink { total.sum &+= $0 }
      cancellable.cancel()
      return total.sum
    }
    report("streams.flatMap.max1", Double(time) / Double(count), "ns/element", checksum: sum)
  }

  /// `left.merge(with: right)`, the sends alternating.
  static func merge() {
    let count = 1_000_000 / benchmarkScale
    let (time, sum) = fastest(rounds: 5) { () -> Int in
      let left = PassthroughSubject<Int, Never>()
      let right = PassthroughSubject<Int, Never>()
      let total = Total()
      let cancellable = left.merge(with: right).sink { total.sum &+= $0 }
      for value in 0..<count {
        if value & 1 == 0 { left.send(value) } else { right.send(value) }
      }
      cancellable.cancel()
      return total.sum
    }
    report("streams.merge", Double(time) / Double(count), "ns/send", checksum: sum)
  }

  /// A subject's values, each mapped to a new `Just` child and switched to.
  static func switchToLatest() {
    let count = 100_000 / benchmarkScale
    let (time, sum) = fastest(rounds: 5) { () -> Int in
      let subject = PassthroughSubject<Int, Never>()
      let total = Total()
      let cancellable = subject.map { Just($0) }.switchToLatest().sink { total.sum &+= $0 }
      for value in 0..<count { subject.send(value) }
      cancellable.cancel()
      return total.sum
    }
    report("streams.switchToLatest", Double(time) / Double(count), "ns/send", checksum: sum)
  }

  /// The heap a live `sink` on a subject holds: N sinks kept, bytes allocated per sink.
  static func memoryPerSubscription() {
    let count = 100_000 / benchmarkScale
    let subject = PassthroughSubject<Int, Never>()
    let total = Total()
    var cancellables: [AnyCancellable] = []
    cancellables.reserveCapacity(count)
    let bytes = allocatedBytes {
      for _ in 0..<count { cancellables.append(subject.sink { total.sum &+= $0 }) }
    }
    subject.send(1)
    cancellables.removeAll()
    report(
      "streams.memory.perSubscription", Double(bytes) / Double(count), "bytes",
      checksum: total.sum)
  }
}

extension RxBenchmarks {
  static func flattening() {
    if wants("rx.flatMap.just") { flatMapJust() }
    if wants("rx.flatMap.subject") { flatMapSubject() }
    if wants("rx.flatMap.children10") { flatMapChildren() }
    if wants("rx.concatMap") { concatMap() }
    if wants("rx.merge") { merge() }
    if wants("rx.flatMapLatest") { flatMapLatest() }
    if wants("rx.memory.perSubscription") { memoryPerSubscription() }
  }

  /// `Observable.range(0, N).flatMap { .just($0) }`.
  static func flatMapJust() {
    let count = 100_000 / benchmarkScale
    let (time, sum) = fastest(rounds: 5) { () -> Int in
      let total = StreamsBenchmarks.Total()
      let subscription = Observable.range(start: 0, count: count)
        .flatMap { Observable.just($0) }
        .subscribe(onNext: { total.sum &+= $0 })
      subscription.dispose()
      return total.sum
    }
    report("rx.flatMap.just", Double(time) / Double(count), "ns/element", checksum: sum)
  }

  /// A subject sending N values, each flattened through `.just`.
  static func flatMapSubject() {
    let count = 100_000 / benchmarkScale
    let (time, sum) = fastest(rounds: 5) { () -> Int in
      let subject = PublishSubject<Int>()
      let total = StreamsBenchmarks.Total()
      let subscription = subject.flatMap { Observable.just($0) }
        .subscribe(onNext: { total.sum &+= $0 })
      for value in 0..<count { subject.onNext(value) }
      subscription.dispose()
      return total.sum
    }
    report("rx.flatMap.subject", Double(time) / Double(count), "ns/send", checksum: sum)
  }

  /// `outer.flatMap { $0 }` over 10 child subjects, the values spread over them in turn.
  static func flatMapChildren() {
    let count = 500_000 / benchmarkScale
    let (time, sum) = fastest(rounds: 5) { () -> Int in
      let outer = PublishSubject<PublishSubject<Int>>()
      let children = (0..<10).map { _ in PublishSubject<Int>() }
      let total = StreamsBenchmarks.Total()
      let subscription = outer.flatMap { $0 }.subscribe(onNext: { total.sum &+= $0 })
      for child in children { outer.onNext(child) }
      for value in 0..<count { children[value % 10].onNext(value) }
      subscription.dispose()
      return total.sum
    }
    report("rx.flatMap.children10", Double(time) / Double(count), "ns/send", checksum: sum)
  }

  /// `Observable.range(0, N).concatMap { .just($0) }`: one child at a time.
  static func concatMap() {
    let count = 100_000 / benchmarkScale
    let (time, sum) = fastest(rounds: 5) { () -> Int in
      let total = StreamsBenchmarks.Total()
      let subscription = Observable.range(start: 0, count: count)
        .concatMap { Observable.just($0) }
        .subscribe(onNext: { total.sum &+= $0 })
      subscription.dispose()
      return total.sum
    }
    report("rx.concatMap", Double(time) / Double(count), "ns/element", checksum: sum)
  }

  /// `Observable.merge(left, right)`, the sends alternating.
  static func merge() {
    let count = 500_000 / benchmarkScale
    let (time, sum) = fastest(rounds: 5) { () -> Int in
      let left = PublishSubject<Int>()
      let right = PublishSubject<Int>()
      let total = StreamsBenchmarks.Total()
      let subscription = Observable.merge(left, right).subscribe(onNext: { total.sum &+= $0 })
      for value in 0..<count {
        if value & 1 == 0 { left.onNext(value) } else { right.onNext(value) }
      }
      subscription.dispose()
      return total.sum
    }
    report("rx.merge", Double(time) / Double(count), "ns/send", checksum: sum)
  }

  /// A subject's values, each mapped to a new `.just` child and switched to.
  static func flatMapLatest() {
    let count = 100_000 / benchmarkScale
    let (time, sum) = fastest(rounds: 5) { () -> Int in
      let subject = PublishSubject<Int>()
      let total = StreamsBenchmarks.Total()
      let subscription = subject.flatMapLatest { Observable.just($0) }
        .subscribe(onNext: { total.sum &+= $0 })
      for value in 0..<count { subject.onNext(value) }
      subscription.dispose()
      return total.sum
    }
    report("rx.flatMapLatest", Double(time) / Double(count), "ns/send", checksum: sum)
  }

  /// The heap a live `subscribe(onNext:)` on a subject holds: N kept, bytes per subscription.
  static func memoryPerSubscription() {
    let count = 100_000 / benchmarkScale
    let subject = PublishSubject<Int>()
    let total = StreamsBenchmarks.Total()
    var disposables: [Disposable] = []
    disposables.reserveCapacity(count)
    let bytes = allocatedBytes {
      for _ in 0..<count { disposables.append(subject.subscribe(onNext: { total.sum &+= $0 })) }
    }
    subject.onNext(1)
    for disposable in disposables { disposable.dispose() }
    report(
      "rx.memory.perSubscription", Double(bytes) / Double(count), "bytes", checksum: total.sum)
  }
}
