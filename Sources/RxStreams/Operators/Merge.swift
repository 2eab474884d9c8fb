extension ObservableType {
  /// Merges the elements of several sequences into one; completes when all have.
  ///
  /// Every source is subscribed to at once, in order, so synchronous sources that schedule on
  /// the current-thread trampoline (`of`, `from`) interleave, as in RxSwift.
  @inlinable
  public static func merge<Collection: Swift.Collection>(_ sources: Collection)
    -> Observable<Element> where Collection.Element == Observable<Element>
  {
    merge(Array(sources))
  }

  /// Merges the elements of several sequences into one; completes when all have.
  @inlinable
  public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
    Observable.make { downstream in
      let sink = FlattenSink<Element>(downstream, mode: .merge)
      _ = sink.serial.subscriptions.insert(sink)
      for source in sources {
        guard !sink.serial.isStopped else { break }
        sink.add(source)
      }
      sink.outerCompleted()
      return sink.serial.subscriptions
    }
  }

  /// Merges the elements of several sequences into one; completes when all have.
  @inlinable
  public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
    merge(sources)
  }
}

extension ObservableType where Element: ObservableConvertibleType {
  /// Merges the inner sequences.
  @inlinable
  public func merge() -> Observable<Element.Element> { flatten(mode: .merge) { $0 } }

  /// Merges the inner sequences, subscribed to at most `maxConcurrent` at a time (at least
  /// one); the others wait, in the order they arrived, for a running one to complete.
  @inlinable
  public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
    flatten(mode: .limited(max(maxConcurrent, 1))) { $0 }
  }
}
