extension ObservableType {
  /// Sends the last `count` elements when the sequence completes.
  public func takeLast(_ count: Int) -> Observable<Element> {
    precondition(count >= 0, "takeLast: the count must not be negative")
    return lift { downstream, _ in
      var buffer: [Element] = []
      var start = 0
      return AnyObserver { event in
        switch event {
        case .next(let value):
          guard count > 0 else { return }
          buffer.append(value)
          if buffer.count - start > count { start += 1 }
          // Compact now and then, so the buffer stays within twice `count`.
          if start >= count {
            buffer.removeFirst(start)
            start = 0
          }
        case .error: downstream.on(event)
        case .completed:
          for value in buffer[start...] { downstream.on(.next(value)) }
          downstream.on(.completed)
        }
      }
    }
  }
}
