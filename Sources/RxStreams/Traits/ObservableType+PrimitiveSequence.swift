extension ObservableType {
  /// Converts to a `Single`: fails with `RxError.noElements` when the sequence completes
  /// empty, or `.moreThanOneElement` at its second element.
  ///
  /// The element is sent when the sequence completes.
  public func asSingle() -> Single<Element> {
    Single(raw: atMostOne(orElse: .error(RxError.noElements)))
  }

  /// Converts to a `Maybe`: fails with `RxError.moreThanOneElement` at the second element.
  ///
  /// The element is sent when the sequence completes.
  public func asMaybe() -> Maybe<Element> {
    Maybe(raw: atMostOne(orElse: .completed))
  }

  /// The only element, sent on completion; `empty` is sent when there was none.
  private func atMostOne(orElse empty: Event<Element>) -> Observable<Element> {
    lift { downstream, stop in
      var element: Element?
      return AnyObserver { event in
        switch event {
        case .next(let value):
          guard element == nil else {
            downstream.on(.error(RxError.moreThanOneElement))
            stop()
            return
          }
          element = value
        case .error: downstream.on(event)
        case .completed:
          if let element {
            downstream.on(.next(element))
            downstream.on(.completed)
          } else {
            downstream.on(empty)
          }
        }
      }
    }
  }
}

extension ObservableType where Element == Never {
  /// Converts a sequence without elements to a `Completable`.
  ///
  /// The source is unsubscribed as soon as it ends, and nothing it sends afterwards passes.
  public func asCompletable() -> Completable {
    Completable(raw: ignoreElements())
  }
}
