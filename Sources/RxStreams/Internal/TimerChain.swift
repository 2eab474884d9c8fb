import Primitives

/// The latest of a chain of timers, each scheduled from the action of the one before: the
/// next event `delay` sends, a window's next rotation, a periodic tick. Disposing it cancels
/// the latest.
///
/// On a concurrent scheduler a timer's action can run, and schedule the next timer, before
/// the code that scheduled it has stored it (the scheduling thread was preempted). A serial
/// disposable would then store the older timer last, cancelling the newer one, and the chain
/// would stop. Here each timer keeps its place in the chain, and one stored after a newer
/// one is dropped: it has fired already, since the newer one was scheduled from it.
final class TimerChain: Cancelable, @unchecked Sendable {
  private let state = Locked((issued: 0, stored: 0, timer: Disposable?.none, isDisposed: false))

  var isDisposed: Bool { state.withLock { $0.isDisposed } }

  /// Schedules the next timer of the chain with `start`, which returns its disposable.
  func schedule(_ start: () -> Disposable) {
    let place = state.withLock { state in
      state.issued += 1
      return state.issued
    }
    let timer = start()
    let cancelled = state.withLock { state -> Disposable? in
      if state.isDisposed { return timer }
      guard place > state.stored else { return nil }
      defer { (state.stored, state.timer) = (place, timer) }
      return state.timer
    }
    cancelled?.dispose()
  }

  func dispose() {
    let timer = state.withLock { state -> Disposable? in
      state.isDisposed = true
      defer { state.timer = nil }
      return state.timer
    }
    timer?.dispose()
  }
}
