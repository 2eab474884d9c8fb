import Foundation
import Primitives

/// Disposes its resource once it has been disposed itself and every disposable handed out
/// by `retain()` has been disposed too.
public final class RefCountDisposable: Cancelable, @unchecked Sendable {
  #if TRACE_RESOURCES
    private let traced = TracedResource()
  #endif
  private let lock = Lock()
  @exclusivity(unchecked) private var disposable: Disposable?
  @exclusivity(unchecked) private var primaryDisposed = false
  @exclusivity(unchecked) private var count = 0

  /// Guards `disposable`.
  public init(disposable: Disposable) { self.disposable = disposable }

  /// Whether the resource has been disposed.
  public var isDisposed: Bool { lock.withLock { disposable == nil } }

  /// Returns a dependent disposable: the resource lives at least until it is disposed.
  /// Once the resource is gone, returns one that does nothing.
  public func retain() -> Disposable {
    lock.withLock {
      guard disposable != nil else { return Disposables.create() }
      count += 1
      return Disposables.create { [self] in release() }
    }
  }

  /// Disposes the resource now if no dependent disposable is left, otherwise once the last
  /// one is disposed.
  public func dispose() {
    let resource = lock.withLock { () -> Disposable? in
      guard disposable != nil, !primaryDisposed else { return nil }
      primaryDisposed = true
      guard count == 0 else { return nil }
      defer { disposable = nil }
      return disposable
    }
    resource?.dispose()
  }

  private func release() {
    let resource = lock.withLock { () -> Disposable? in
      guard disposable != nil else { return nil }
      precondition(count > 0, "RefCountDisposable: released more often than retained")
      count -= 1
      guard primaryDisposed, count == 0 else { return nil }
      defer { disposable = nil }
      return disposable
    }
    resource?.dispose()
  }
}

/// Disposes its resource on a scheduler, whichever thread `dispose()` is called from.
public final class ScheduledDisposable: Cancelable, @unchecked Sendable {
  #if TRACE_RESOURCES
    private let traced = TracedResource()
  #endif
  /// The scheduler the resource is disposed on.
  public let scheduler: ImmediateSchedulerType
  private let lock = Lock()
  @exclusivity(unchecked) private var disposable: Disposable?
  @exclusivity(unchecked) private var disposed = false

  /// Disposes `disposable` on `scheduler` when disposed.
  public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
    self.scheduler = scheduler
    self.disposable = disposable
  }

  /// Whether `dispose()` has been called (the resource may still be waiting for the
  /// scheduler).
  public var isDisposed: Bool { lock.withLock { disposed } }

  public func dispose() {
    let first = lock.withLock { () -> Bool in
      defer { disposed = true }
      return !disposed
    }
    guard first else { return }
    _ = scheduler.schedule(()) { [self] _ in
      let resource = lock.withLock { () -> Disposable? in
        defer { disposable = nil }
        return disposable
      }
      resource?.dispose()
      return Disposables.create()
    }
  }
}
