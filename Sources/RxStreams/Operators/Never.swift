extension ObservableType {
  /// Returns a sequence that never sends any event.
  public static func never() -> Observable<Element> {
    Observable.make { _ in Disposables.create() }
  }
}
