import Foundation
import Primitives

extension ObservableType {
  /// Pairs each element with `object`, holding it weakly: once `object` is gone, the
  /// sequence completes.
  public func withUnretained<Object: AnyObject, Out>(
    _ object: Object, resultSelector: @escaping (Object, Element) -> Out
  ) -> Observable<Out> {
    lift { [weak object] downstream, stop in
      AnyObserver { event in
        switch event {
        case .next(let value):
          guard let object else {
            downstream.on(.completed)
            stop()
            return
          }
          downstream.on(.next(resultSelector(object, value)))
        case .error(let error): downstream.on(.error(error))
        case .completed: downstream.on(.completed)
        }
      }
    }
  }

  /// Pairs each element with `object`, holding it weakly: once `object` is gone, the
  /// sequence completes.
  public func withUnretained<Object: AnyObject>(_ object: Object) -> Observable<(Object, Element)> {
    withUnretained(object) { ($0, $1) }
  }
}

/// A decoder of `Data`, as `decode(type:decoder:)` takes it.
public protocol DataDecoder {
  /// Decodes a value of `type` from `data`.
  func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}

extension ObservableType where Element == Data {
  /// Decodes each element as `type`; a decoding error ends the sequence.
  public func decode<Item: Decodable, Decoder: DataDecoder>(type: Item.Type, decoder: Decoder)
    -> Observable<Item>
  {
    map { try decoder.decode(type, from: $0) }
  }
}

extension ObservableType {
  /// Sends elements only when the property at `keyPath` differs from the previous one's.
  public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
    -> Observable<Element>
  {
    distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: ==)
  }

  /// Takes elements for `duration`, then completes.
  public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Observable.make { downstream in
      let serial = SerialObserver(downstream)
      _ = serial.subscriptions.insert(
        scheduler.scheduleRelative((), dueTime: duration) { _ in
          serial.on(.completed)
          return Disposables.create()
        })
      if !serial.isStopped { _ = serial.subscriptions.insert(source.subscribe(serial)) }
      return serial.subscriptions
    }
  }

  /// The name RxSwift 5 used for `take(for:scheduler:)`.
  @available(*, deprecated, renamed: "take(for:scheduler:)")
  public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    take(for: duration, scheduler: scheduler)
  }

  /// Skips the elements sent during the first `duration`.
  public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Observable.make { downstream in
      let serial = SerialObserver(downstream)
      let open = Locked(false)
      _ = serial.subscriptions.insert(
        scheduler.scheduleRelative((), dueTime: duration) { _ in
          open.withLock { $0 = true }
          return Disposables.create()
        })
      _ = serial.subscriptions.insert(
        source.subscribe { event in
          if case .next = event, !open.withLock({ $0 }) { return }
          serial.on(event)
        })
      return serial.subscriptions
    }
  }
}
