extension ObservableType {
  /// Returns a sequence that terminates with `error`.
  public static func error(_ error: Swift.Error) -> Observable<Element> {
    Observable.make { observer in
      observer.on(.error(error))
      return Disposables.create()
    }
  }
}
