import Foundation
import Primitives

/// A bag of disposables that are disposed when the bag is deinitialized.
///
/// Unlike RxSwift's, the bag does not keep items alive once they are disposed: every so
/// often, as items are added, it drops the ones whose subscription has already ended, so a
/// long-lived bag of many short-lived subscriptions stays small.
public final class DisposeBag: @unchecked Sendable {
  private let lock = Lock()
  @exclusivity(unchecked) private var disposables: [Disposable] = []
  @exclusivity(unchecked) private var disposed = false
  @exclusivity(unchecked) private var pruneAt = 16

  /// Constructs a new, empty bag.
  public init() {}

  /// Creates a bag holding `disposables`.
  public convenience init(disposing disposables: Disposable...) {
    self.init(disposing: disposables)
  }

  /// Creates a bag holding `disposables`.
  public convenience init(disposing disposables: [Disposable]) {
    self.init()
    insert(disposables)
  }

  /// Creates a bag holding the disposables `builder` lists.
  public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
    self.init(disposing: builder())
  }

  /// Adds `disposables`, to be disposed with the bag.
  public func insert(
    _ disposable1: Disposable, _ disposable2: Disposable,
    _ disposables: Disposable...
  ) {
    insert([disposable1, disposable2] + disposables)
  }

  /// Adds `disposables`, to be disposed with the bag.
  public func insert(_ disposables: [Disposable]) {
    for disposable in disposables { insert(disposable) }
  }

  /// Adds the disposables `builder` lists.
  public func insert(@DisposableBuilder builder: () -> [Disposable]) {
    insert(builder())
  }

  /// Adds a disposable, to be disposed with the bag (at once if the bag is already disposed).
  public func insert(_ disposable: Disposable) {
    lock.lock()
    guard !disposed else {
      lock.unlock()
      disposable.dispose()
      return
    }
    disposables.append(disposable)
    if disposables.count >= pruneAt {
      disposables.removeAll { ($0 as? Cancelable)?.isDisposed == true }
      pruneAt = max(16, disposables.count * 2)
    }
    lock.unlock()
  }

  /// How many disposables the bag holds now.
  public var count: Int { lock.withLock { disposables.count } }

  private func dispose() {
    let all = lock.withLock { () -> [Disposable] in
      disposed = true
      defer { disposables.removeAll() }
      return disposables
    }
    for disposable in all { disposable.dispose() }
  }

  deinit { dispose() }
}

extension Disposable {
  /// Adds `self` to `bag`.
  public func disposed(by bag: DisposeBag) { bag.insert(self) }
}

/// Builds a list of disposables from statements, for `DisposeBag`'s builder forms.
@resultBuilder
public enum DisposableBuilder {
  public static func buildBlock(_ disposables: Disposable...) -> [Disposable] { disposables }
}
