import Primitives

/// An observable sequence of elements that share a key.
public struct GroupedObservable<Key, Element>: ObservableType {
  /// The common key.
  public let key: Key
  private let source: Observable<Element>

  /// Creates a group.
  public init(key: Key, source: Observable<Element>) {
    self.key = key
    self.source = source
  }

  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    source.subscribe(observer)
  }

  public func asObservable() -> Observable<Element> { source }
}

extension ObservableType {
  /// Groups elements by key; each group is a sequence, sent when its first element arrives.
  ///
  /// A group is hot: a subscriber gets the elements that arrive after it subscribed, and the
  /// group's end whenever it subscribes. Disposing the outer sequence stops new groups but
  /// keeps the source subscribed while any group has a subscriber. When the source ends, or
  /// `keySelector` throws, every open group and the outer sequence end the same way.
  public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key)
    -> Observable<GroupedObservable<Key, Element>>
  {
    let source = asObservable()
    return Observable.make { downstream in
      let serial = SerialObserver(downstream)
      let groups = Locked([Key: PublishSubject<Element>]())
      let upstream = SingleAssignmentDisposable()
      // Held by the outer subscription and by each group subscription.
      let shared = RefCountDisposable(disposable: upstream)
      _ = serial.subscriptions.insert(shared)
      func end(_ event: Event<Element>) {
        upstream.dispose()
        for group in groups.withLock({ Array($0.values) }) { group.on(event) }
        if !serial.subscriptions.isDisposed { serial.on(event.terminal()) }
      }
      upstream.setDisposable(
        source.subscribe { event in
          guard case .next(let value) = event else { return end(event) }
          let key: Key
          do { key = try keySelector(value) } catch { return end(.error(error)) }
          let (group, isNew) = groups.withLock { groups -> (PublishSubject<Element>, Bool) in
            if let existing = groups[key] { return (existing, false) }
            let created = PublishSubject<Element>()
            groups[key] = created
            return (created, true)
          }
          if isNew, !serial.subscriptions.isDisposed {
            let members = Observable<Element>.make { observer in
              let hold = shared.retain()
              return Disposables.create(group.subscribe(observer), hold)
            }
            serial.on(.next(GroupedObservable(key: key, source: members)))
          }
          group.on(.next(value))
        })
      return serial.subscriptions
    }
  }
}
