extension ObservableType {
  /// Makes a sequence that owns a resource for as long as a subscription lasts.
  ///
  /// For each subscriber, `resourceFactory` makes the resource and `observableFactory` the
  /// sequence that uses it. The resource is disposed when that sequence ends (after its
  /// terminal event has been passed on) or when the subscription is disposed, whichever comes
  /// first. When either factory throws, the subscriber gets the error, and a resource already
  /// made is disposed at once.
  ///
  /// ```swift
  /// let lines = Observable.using { FileHandleDisposable(path) } observableFactory: { file in
  ///   file.lines()
  /// }
  /// ```
  public static func using<Resource: Disposable>(
    _ resourceFactory: @escaping () throws -> Resource,
    observableFactory: @escaping (Resource) throws -> Observable<Element>
  ) -> Observable<Element> {
    Observable.make { downstream in
      let resource: Resource
      do {
        resource = try resourceFactory()
      } catch {
        downstream.on(.error(error))
        return Disposables.create()
      }
      let source: Observable<Element>
      do {
        source = try observableFactory(resource)
      } catch {
        downstream.on(.error(error))
        resource.dispose()
        return Disposables.create()
      }
      let subscription = SingleAssignmentDisposable()
      // The subscription goes first, then the resource it may still be using.
      let lifetime = Disposables.create(subscription, resource)
      subscription.setDisposable(
        source.subscribe(
          AnyObserver(
            next: downstream.nextHandler,
            event: { event in
              downstream.on(event)
              if event.isStopEvent { lifetime.dispose() }
            })))
      return lifetime
    }
  }
}
