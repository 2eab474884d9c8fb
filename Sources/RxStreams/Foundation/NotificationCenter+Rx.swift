import Foundation

extension Reactive where Base: NotificationCenter {
  /// The notifications posted to the center with `name` (any name when `nil`) by `object` (any
  /// sender when `nil`), from subscription until disposal.
  ///
  /// Each notification is sent on the thread that posts it. The sequence holds `object`
  /// weakly.
  ///
  /// ```swift
  /// NotificationCenter.default.rx.notification(.NSSystemClockDidChange)
  ///   .subscribe(onNext: { _ in refreshClock() })
  /// ```
  public func notification(_ name: Notification.Name?, object: AnyObject? = nil)
    -> Observable<Notification>
  {
    let center = base
    return Observable.create { [weak object] observer in
      let token = center.addObserver(forName: name, object: object, queue: nil) {
        observer.on(.next($0))
      }
      return Disposables.create { center.removeObserver(token) }
    }
  }
}
