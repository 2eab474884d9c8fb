import Primitives
import Synchronization

extension ObservableType {
  /// Concatenates this sequence with another.
  public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
  where Source.Element == Element {
    Observable.concat([asObservable(), second.asObservable()])
  }

  /// Concatenates the sequences of `sequence`: each starts when the previous completes. The
  /// sequence is iterated lazily, one source at a time.
  public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
  where Sequence.Element == Observable<Element> {
    ConcatObservable(sequence, count: nil)
  }

  /// Concatenates a collection of sequences.
  public static func concat<Collection: Swift.Collection>(_ collection: Collection)
    -> Observable<Element> where Collection.Element == Observable<Element>
  {
    ConcatObservable(collection, count: collection.count)
  }

  /// Concatenates an array of sequences.
  public static func concat(_ sources: [Observable<Element>]) -> Observable<Element> {
    ConcatObservable(sources, count: sources.count)
  }

  /// Concatenates several sequences.
  public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
    concat(sources)
  }
}

extension ObservableType where Element: ObservableConvertibleType {
  /// Concatenates the inner sequences.
  @inlinable
  public func concat() -> Observable<Element.Element> { flatten(mode: .limited(1)) { $0 } }
}

/// What `Observable.concat` returns: its sources, iterated afresh for each subscriber.
///
/// A concatenation whose next source is itself a concatenation takes that one's sources in
/// turn instead of subscribing to it, as RxSwift's tail-recursive sink does: a sequence that
/// ends by concatenating itself again (`concat([page, concat([next, …])])`) runs in one sink,
/// with no deeper nesting of subscriptions for each round.
final class ConcatObservable<Element>: Observable<Element>, @unchecked Sendable {
  private let makeIterator: () -> AnyIterator<Observable<Element>>
  private let count: Int?

  /// `count` is how many sources there are, when known; a known count lets a finished
  /// concatenation's iterator go before its last source runs.
  init<Sources: Sequence>(_ sources: Sources, count: Int?)
  where Sources.Element == Observable<Element> {
    makeIterator = { AnyIterator(sources.makeIterator()) }
    self.count = count
    super.init(nil)
  }

  /// A fresh iterator over the sources, with how many of them are left when known.
  var generator: ConcatSink<Element>.Generator { (makeIterator(), count) }

  override func subscribeObserver(_ observer: AnyObserver<Element>) -> Disposable {
    let sink = ConcatSink(observer)
    sink.run(generator)
    // The caller gets a handle that does not keep the sink: while a source runs, its
    // subscription keeps the sink; once the concatenation has ended nothing does, so an
    // observer that keeps this disposable is not kept alive through it.
    return Disposables.create { [weak sink] in sink?.dispose() }
  }
}

/// Subscribes to one source at a time, moving to the next when one completes.
///
/// The sources to come are a stack of iterators: a source that is itself a concatenation
/// pushes its iterator, and an iterator with nothing left is dropped before its last source
/// runs. A source that completes while it is being subscribed to does not subscribe to the
/// next from inside that call: the loop already moving takes the request, so a long run of
/// synchronous sources does not deepen the stack. No lock is held while an iterator, a
/// source or the observer runs.
final class ConcatSink<Element>: Cancelable, @unchecked Sendable {
  typealias Generator = (iterator: AnyIterator<Observable<Element>>, remaining: Int?)

  private let observer: AnyObserver<Element>
  private let lock = Lock()
  /// Only the thread that set `moving` touches the stack.
  @exclusivity(unchecked) private var generators: [Generator] = []
  @exclusivity(unchecked) private var moving = false
  @exclusivity(unchecked) private var moveRequested = false
  private let current = SerialDisposable()
  private let disposed = Atomic<Bool>(false)

  init(_ observer: AnyObserver<Element>) { self.observer = observer }

  func run(_ generator: Generator) {
    generators.append(generator)
    moveNext()
  }

  var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  func dispose() {
    guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    current.dispose()
    // The sources to come are let go of now, unless a move is under way: it lets them go.
    let idle = lock.withLock { () -> Bool in
      guard !moving else { return false }
      moving = true
      return true
    }
    guard idle else { return }
    generators.removeAll()
    lock.withLock { moving = false }
  }

  private func moveNext() {
    let start = lock.withLock { () -> Bool in
      guard !moving else {
        moveRequested = true
        return false
      }
      moving = true
      return true
    }
    guard start else { return }
    repeat {
      if isDisposed {
        generators.removeAll()
      } else {
        subscribeToNext()
      }
    } while lock.withLock({ () -> Bool in
      // Once more to let the sources go when disposed meanwhile: `dispose` left them to us.
      if moveRequested || (isDisposed && !generators.isEmpty) {
        moveRequested = false
        return true
      }
      moving = false
      return false
    })
  }

  private func subscribeToNext() {
    guard let source = nextSource() else {
      if !isDisposed {
        observer.on(.completed)
        dispose()
      }
      return
    }
    let subscription = SingleAssignmentDisposable()
    current.disposable = subscription
    subscription.setDisposable(
      source.subscribe { [self] event in
        guard !isDisposed else { return }
        switch event {
        case .next:
          observer.on(event)
        case .error:
          observer.on(event)
          dispose()
        case .completed:
          moveNext()
        }
      })
  }

  /// The next source to subscribe to, taking a concatenation's sources in its place; `nil`
  /// when there are none left or the sink is disposed.
  private func nextSource() -> Observable<Element>? {
    while !isDisposed, let (iterator, remaining) = generators.popLast() {
      guard let candidate = iterator.next() else { continue }
      // An iterator whose count says this was its last source is not kept: the source in
      // its place is the tail call.
      if let remaining {
        if remaining > 1 { generators.append((iterator, remaining - 1)) }
      } else {
        generators.append((iterator, nil))
      }
      guard let nested = candidate as? ConcatObservable<Element> else { return candidate }
      generators.append(nested.generator)
      #if TRACE_RESOURCES
        Resources.recordConcatStackSize(generators.count)
      #endif
    }
    return nil
  }
}
