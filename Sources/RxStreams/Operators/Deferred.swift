extension ObservableType {
  /// Returns a sequence that calls `observableFactory` for each subscriber.
  public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>)
    -> Observable<Element>
  {
    Observable.make { observer in
      do {
        return try observableFactory().subscribe(observer)
      } catch {
        observer.on(.error(error))
        return Disposables.create()
      }
    }
  }
}
