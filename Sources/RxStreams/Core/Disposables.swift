import Primitives
import Synchronization

/// A resource that can be released: a subscription, a timer, a scheduled action.
public protocol Disposable {
  /// Disposes the resource.
  func dispose()
}

/// A disposable that knows whether it has been disposed.
public protocol Cancelable: Disposable {
  /// Whether the resource has been disposed.
  var isDisposed: Bool { get }
}

/// A collection of utility methods for common disposable operations.
public enum Disposables {
  /// A disposable that does nothing on disposal.
  public static func create() -> Disposable { NopDisposable.shared }

  /// A disposable that runs `dispose` once, on the first disposal.
  public static func create(with dispose: @escaping () -> Void) -> Cancelable {
    AnonymousDisposable(dispose)
  }

  /// A disposable that disposes both.
  public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
    CompositeDisposable(disposables: [disposable1, disposable2])
  }

  /// A disposable that disposes all three.
  public static func create(
    _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable
  ) -> Cancelable {
    CompositeDisposable(disposables: [disposable1, disposable2, disposable3])
  }

  /// A disposable that disposes all of them.
  /// Creates a disposable that disposes all the given ones together.
  public static func create(
    _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable,
    _ disposables: Disposable...
  ) -> Cancelable {
    CompositeDisposable(disposables: [disposable1, disposable2, disposable3] + disposables)
  }

  public static func create(_ disposables: [Disposable]) -> Cancelable {
    CompositeDisposable(disposables: disposables)
  }
}

private final class NopDisposable: Disposable, Sendable {
  static let shared = NopDisposable()
  func dispose() {}
}

/// Runs an action once, on the first disposal.
final class AnonymousDisposable: Cancelable, @unchecked Sendable {
  #if TRACE_RESOURCES
    private let traced = TracedResource()
  #endif
  private let lock = Lock()
  private let disposedFlag = Atomic<Bool>(false)
  @exclusivity(unchecked) private var action: (() -> Void)?

  init(_ action: @escaping () -> Void) { self.action = action }

  var isDisposed: Bool { disposedFlag.load(ordering: .acquiring) }

  func dispose() {
    guard !disposedFlag.exchange(true, ordering: .acquiringAndReleasing) else { return }
    let action = lock.withLock {
      defer { self.action = nil }
      return self.action
    }
    action?()
  }
}

/// A disposable that is disposed of when its owner says so; it never runs anything.
public final class BooleanDisposable: Cancelable, Sendable {
  #if TRACE_RESOURCES
    private let traced = TracedResource()
  #endif
  private let disposedFlag: Atomic<Bool>

  /// Creates a disposable, disposed or not.
  public init(isDisposed: Bool = false) { disposedFlag = Atomic(isDisposed) }

  public var isDisposed: Bool { disposedFlag.load(ordering: .acquiring) }

  public func dispose() { disposedFlag.store(true, ordering: .releasing) }
}
