import Primitives

/// The shared state of `combineLatest` and `zip` over erased sources, with RxSwift's
/// completion rules: the combination completes when every source has, or as soon as a
/// source sends an element that can never be combined because all the others have ended
/// (for `combineLatest`: without a value; for `zip` over a collection: with nothing left to
/// pair). `zip` over two to eight sources waits for every source to complete, however
/// hopeless the pairing. A source that ends is unsubscribed at once.
final class CombineSink<Result>: @unchecked Sendable {
  enum Mode { case latest, zip }

  private let mode: Mode
  /// The collection forms count "all the others ended" slightly differently in RxSwift:
  /// they compare the number of ended sources with `count - 1` whichever source sends.
  private let collection: Bool
  private let combine: ([Any]) throws -> Result
  private let serial: SerialObserver<Result>
  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var latest: [Any?]
  @exclusivity(unchecked) private var queues: [[Any]]
  @exclusivity(unchecked) private var done: [Bool]
  @exclusivity(unchecked) private var subscriptions: [SingleAssignmentDisposable]
  /// How many sources have a latest value (`combineLatest`) or a queued one (`zip`), so an
  /// element that can't be combined yet costs no pass over the sources.
  @exclusivity(unchecked) private var ready = 0

  private init(
    mode: Mode, collection: Bool, count: Int, downstream: AnyObserver<Result>,
    combine: @escaping ([Any]) throws -> Result
  ) {
    self.mode = mode
    self.collection = collection
    self.combine = combine
    serial = SerialObserver(downstream)
    latest = Array(repeating: nil, count: count)
    queues = Array(repeating: [], count: count)
    done = Array(repeating: false, count: count)
    subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
  }

  static func observable(
    mode: Mode, collection: Bool, _ sources: [Observable<Any>],
    combine: @escaping ([Any]) throws -> Result
  ) -> Observable<Result> {
    Observable.make { downstream in
      let sink = CombineSink(
        mode: mode, collection: collection, count: sources.count, downstream: downstream,
        combine: combine)
      return sink.run(sources)
    }
  }

  private func run(_ sources: [Observable<Any>]) -> Disposable {
    for subscription in subscriptions { _ = serial.subscriptions.insert(subscription) }
    guard !sources.isEmpty else {
      do {
        if mode == .latest { serial.on(.next(try combine([]))) }
        serial.on(.completed)
      } catch {
        serial.on(.error(error))
      }
      return serial.subscriptions
    }
    for (index, source) in sources.enumerated() {
      guard !serial.isStopped else { break }
      subscriptions[index].setDisposable(
        source.subscribe { [self] event in on(event, at: index) })
    }
    return serial.subscriptions
  }

  private func on(_ event: Event<Any>, at index: Int) {
    switch event {
    case .next(let value):
      lock.lock()
      let row: [Any]?
      switch mode {
      case .latest:
        if latest[index] == nil { ready += 1 }
        latest[index] = value
        row = ready == latest.count ? latest.compactMap { $0 } : nil
      case .zip:
        if queues[index].isEmpty { ready += 1 }
        queues[index].append(value)
        if ready == queues.count {
          row = queues.indices.map { queues[$0].removeFirst() }
          ready = queues.lazy.filter { !$0.isEmpty }.count
        } else {
          row = nil
        }
      }
      let hopeless = row == nil && (mode == .latest || collection) && othersEnded(index)
      lock.unlock()
      if let row {
        do { serial.on(.next(try combine(row))) } catch { serial.on(.error(error)) }
      } else if hopeless {
        serial.on(.completed)
      }
    case .error(let error):
      serial.on(.error(error))
    case .completed:
      lock.lock()
      let already = done[index]
      done[index] = true
      let all = done.allSatisfy { $0 }
      lock.unlock()
      if already { return }
      if all {
        serial.on(.completed)
      } else {
        subscriptions[index].dispose()
      }
    }
  }

  /// Whether every source but `index` has ended; the caller holds the lock.
  private func othersEnded(_ index: Int) -> Bool {
    if collection {
      return done.lazy.filter { $0 }.count == done.count - 1
    }
    return done.indices.allSatisfy { $0 == index || done[$0] }
  }
}

/// Casts an element back to its type; the operators only ever store the right type.
func cast<T>(_ value: Any) -> T {
  guard let typed = value as? T else { preconditionFailure("RxStreams: element type mismatch") }
  return typed
}
