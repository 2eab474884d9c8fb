extension ObservableType {
  /// Returns an empty sequence, which only completes.
  public static func empty() -> Observable<Element> {
    Observable.make { observer in
      observer.on(.completed)
      return Disposables.create()
    }
  }
}
