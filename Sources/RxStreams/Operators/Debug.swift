import Foundation
import Primitives
import Synchronization

extension ObservableType {
  /// Prints every subscription, event and disposal of this sequence on standard output.
  ///
  /// Each line reads `<time>: <identifier> -> <what happened>`, where what happened is
  /// `subscribed`, `Event next(1)` (or another event) or `isDisposed`. Without an
  /// `identifier`, the call site names the lines: `File.swift:12 (function)`. With
  /// `trimOutput`, an event longer than 40 characters is shortened to its first and last 20
  /// with `...` between.
  ///
  /// ```swift
  /// Observable.just(1).debug("one").subscribe()
  /// // 2024-05-01 10:00:00.000: one -> subscribed
  /// // 2024-05-01 10:00:00.000: one -> Event next(1)
  /// // 2024-05-01 10:00:00.000: one -> Event completed
  /// // 2024-05-01 10:00:00.000: one -> isDisposed
  /// ```
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
    line: UInt = #line, function: String = #function
  ) -> Observable<Element> {
    let fileName = file.split(separator: "/").last.map(String.init) ?? file
    let name = identifier ?? "\(fileName):\(line) (\(function))"
    let source = asObservable()
    return Observable.make { downstream in
      let sink = DebugSink(downstream, name: name, trimOutput: trimOutput)
      sink.setUpstream(source.subscribe(sink))
      return sink
    }
  }
}

/// Logs and forwards the events of one subscription of `debug`.
private final class DebugSink<Element>: ObserverType, Cancelable, @unchecked Sendable {
  private let downstream: AnyObserver<Element>
  private let name: String
  private let trimOutput: Bool
  private let formatter: DateFormatter
  private let formatterLock = Lock()
  private let disposed = Atomic<Bool>(false)
  private let upstream = SingleAssignmentDisposable()

  init(_ downstream: AnyObserver<Element>, name: String, trimOutput: Bool) {
    self.downstream = downstream
    self.name = name
    self.trimOutput = trimOutput
    formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
    log("subscribed")
  }

  func setUpstream(_ disposable: Disposable) { upstream.setDisposable(disposable) }

  func on(_ event: Event<Element>) {
    guard !isDisposed else { return }
    let text = "\(event)"
    let limit = 40
    let shown =
      trimOutput && text.count > limit
      ? "\(text.prefix(limit / 2))...\(text.suffix(limit / 2))" : text
    log("Event \(shown)")
    downstream.on(event)
    if event.isStopEvent { dispose() }
  }

  var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  func dispose() {
    guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    log("isDisposed")
    upstream.dispose()
  }

  private func log(_ content: String) {
    let time = formatterLock.withLock { formatter.string(from: Date()) }
    print("\(time): \(name) -> \(content)")
  }
}
