extension ObservableType {
  /// Continues with the sequence `handler` returns when this one errors.
  public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>)
    -> Observable<Element>
  {
    let source = asObservable()
    return Observable.make { downstream in
      let serial = SerialDisposable()
      // Whichever sequence sends the last event is let go of right after it.
      let forward = AnyObserver<Element> { event in
        downstream.on(event)
        if event.isStopEvent { serial.dispose() }
      }
      // The source's subscription goes in first, so that a handler sequence subscribed to
      // while the source is still being subscribed to is not replaced by it.
      let first = SingleAssignmentDisposable()
      serial.disposable = first
      first.setDisposable(
        source.subscribe { event in
          guard case .error(let error) = event else {
            forward.on(event)
            return
          }
          do {
            serial.disposable = try handler(error).subscribe(forward)
          } catch {
            forward.on(.error(error))
          }
        })
      return serial
    }
  }

  /// Completes with `element` when this sequence errors.
  public func catchAndReturn(_ element: Element) -> Observable<Element> {
    self.catch { _ in .just(element) }
  }

  /// Subscribes to each sequence of `sequence` in turn, moving to the next when one errors,
  /// until one completes; the last error passes through when there is no next one.
  public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element>
  where Sequence.Element == Observable<Element> {
    Observable.make { downstream in
      let serial = SerialDisposable()
      nonisolated(unsafe) var iterator = sequence.makeIterator()
      nonisolated(unsafe) var lastError: Swift.Error?
      func subscribeNext() {
        guard !serial.isDisposed else { return }
        guard let next = iterator.next() else {
          downstream.on(lastError.map { .error($0) } ?? .completed)
          serial.dispose()
          return
        }
        serial.disposable = next.subscribe { event in
          guard case .error(let error) = event else {
            downstream.on(event)
            // A completed sequence is let go of at once, not when the result is disposed.
            if event.isStopEvent { serial.dispose() }
            return
          }
          lastError = error
          // On the trampoline, so a long run of failing sequences doesn't deepen the stack.
          _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            subscribeNext()
            return Disposables.create()
          }
        }
      }
      _ = CurrentThreadScheduler.instance.schedule(()) { _ in
        subscribeNext()
        return Disposables.create()
      }
      return serial
    }
  }
}

extension Sequence where Element: ObservableConvertibleType {
  /// Subscribes to each sequence in turn, moving to the next when one errors.
  public func `catch`() -> Observable<Element.Element> {
    Observable.catch(sequence: map { $0.asObservable() })
  }
}
