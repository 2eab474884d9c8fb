extension ObservableType {
  /// Passes on the only element of the sequence: errors with `RxError.noElements` when it
  /// completes empty and with `RxError.moreThanOneElement` at a second element.
  public func single() -> Observable<Element> { single { _ in true } }

  /// Passes on the only element that satisfies `predicate`, with the errors of `single()`.
  public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    lift { downstream, stop in
      var seen = false
      return AnyObserver { event in
        switch event {
        case .next(let value):
          do {
            guard try predicate(value) else { return }
          } catch {
            downstream.on(.error(error))
            stop()
            return
          }
          guard !seen else {
            downstream.on(.error(RxError.moreThanOneElement))
            stop()
            return
          }
          seen = true
          downstream.on(event)
        case .error: downstream.on(event)
        case .completed: downstream.on(seen ? .completed : .error(RxError.noElements))
        }
      }
    }
  }

  /// The first element, or `nil` when the sequence completes empty, as a `Single`.
  public func first() -> Single<Element?> {
    Single(
      raw: lift { downstream, stop in
        AnyObserver { event in
          switch event {
          case .next(let value):
            downstream.on(.next(value))
            downstream.on(.completed)
            stop()
          case .error(let error): downstream.on(.error(error))
          case .completed:
            downstream.on(.next(nil))
            downstream.on(.completed)
          }
        }
      })
  }

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
