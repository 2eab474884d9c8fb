extension ObservableType {
  /// Sends `initialState`, then each state `iterate` makes from the previous one, while
  /// `condition` holds; an error thrown by either ends the sequence with it.
  public static func generate(
    initialState: Element, condition: @escaping (Element) throws -> Bool,
    scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
    iterate: @escaping (Element) throws -> Element
  ) -> Observable<Element> {
    Observable.make { downstream in
      let sink = GrammarSink(downstream)
      var first = true
      sink.setUpstream(
        scheduler.scheduleRecursive(initialState) { state, recurse in
          guard !sink.isDisposed else { return }
          do {
            let current = first ? state : try iterate(state)
            first = false
            guard try condition(current) else {
              sink.on(.completed)
              return
            }
            sink.on(.next(current))
            recurse(current)
          } catch {
            sink.on(.error(error))
          }
        })
      return sink
    }
  }
}
