import Primitives

extension ObservableType {
  /// Mirrors whichever of the two sequences sends an event first.
  public func amb<Other: ObservableType>(_ right: Other) -> Observable<Element>
  where Other.Element == Element {
    Observable.amb([asObservable(), right.asObservable()])
  }

  /// Mirrors whichever sequence sends an event first; the others are disposed as soon as it
  /// does, and those not yet subscribed to are never subscribed to.
  public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
  where Sequence.Element == Observable<Element> {
    let sources = Array(sequence)
    return Observable.make { downstream in
      let serial = SerialObserver(downstream)
      let winner = Locked<Int?>(nil)
      let subscriptions = sources.map { _ in SingleAssignmentDisposable() }
      for subscription in subscriptions { _ = serial.subscriptions.insert(subscription) }
      for (index, source) in sources.enumerated() {
        guard winner.withLock({ $0 == nil }) else { break }
        subscriptions[index].setDisposable(
          source.subscribe { event in
            let (won, decided) = winner.withLock { current -> (Bool, Bool) in
              guard current == nil else { return (current == index, false) }
              current = index
              return (true, true)
            }
            guard won else { return }
            if decided {
              for (other, loser) in subscriptions.enumerated() where other != index {
                loser.dispose()
              }
            }
            serial.on(event)
          })
      }
      return serial.subscriptions
    }
  }
}
