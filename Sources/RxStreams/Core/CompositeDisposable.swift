import Foundation

/// A group of disposable resources that are disposed together.
///
/// Adding to a disposed composite disposes the new item at once.
public final class CompositeDisposable: Cancelable, @unchecked Sendable {
  /// The key of an item in the group, for removing it.
  public struct DisposeKey: Hashable, Sendable {
    fileprivate let value: Int
  }

  private let lock = NSLock()
  private var items: [Int: Disposable] = [:]
  private var nextKey = 0
  private var disposed = false

  /// Initializes an empty composite disposable.
  public init() {}

  /// Initializes a composite disposable with the given disposables.
  public init(_ disposable1: Disposable, _ disposable2: Disposable) {
    _ = insert(disposable1)
    _ = insert(disposable2)
  }

  /// Initializes a composite disposable with the given disposables.
  public init(disposables: [Disposable]) {
    for disposable in disposables { _ = insert(disposable) }
  }

  /// Adds a disposable; returns its key, or `nil` (disposing it) when already disposed.
  public func insert(_ disposable: Disposable) -> DisposeKey? {
    lock.lock()
    guard !disposed else {
      lock.unlock()
      disposable.dispose()
      return nil
    }
    let key = nextKey
    nextKey += 1
    items[key] = disposable
    lock.unlock()
    return DisposeKey(value: key)
  }

  /// The number of disposables in the group.
  public var count: Int { lock.withLock { items.count } }

  /// Removes and disposes the disposable for `disposeKey`.
  public func remove(for disposeKey: DisposeKey) {
    let item = lock.withLock { items.removeValue(forKey: disposeKey.value) }
    item?.dispose()
  }

  public var isDisposed: Bool { lock.withLock { disposed } }

  public func dispose() {
    let all = lock.withLock { () -> [Disposable] in
      guard !disposed else { return [] }
      disposed = true
      defer { items.removeAll() }
      return items.keys.sorted().compactMap { items[$0] }
    }
    for item in all { item.dispose() }
  }
}

/// A disposable whose underlying disposable can be replaced, disposing the previous one.
public final class SerialDisposable: Cancelable, @unchecked Sendable {
  private let lock = NSLock()
  private var current: Disposable?
  private var disposed = false

  /// Initializes a new serial disposable.
  public init() {}

  /// The underlying disposable. Setting it disposes the previous one; after disposal, a new
  /// one is disposed at once.
  public var disposable: Disposable {
    get { lock.withLock { current } ?? Disposables.create() }
    set {
      let previous = lock.withLock { () -> Disposable? in
        guard !disposed else { return newValue }
        defer { current = newValue }
        return current
      }
      previous?.dispose()
    }
  }

  public var isDisposed: Bool { lock.withLock { disposed } }

  public func dispose() {
    let previous = lock.withLock { () -> Disposable? in
      guard !disposed else { return nil }
      disposed = true
      defer { current = nil }
      return current
    }
    previous?.dispose()
  }
}

/// A disposable that can be assigned its underlying disposable only once.
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
  private let lock = NSLock()
  private var current: Disposable?
  private var assigned = false
  private var disposed = false

  /// Initializes a new, unassigned single assignment disposable.
  public init() {}

  public var isDisposed: Bool { lock.withLock { disposed } }

  /// Sets the underlying disposable; traps when set twice.
  public func setDisposable(_ disposable: Disposable) {
    let disposeNow = lock.withLock { () -> Bool in
      precondition(!assigned, "SingleAssignmentDisposable: the disposable was already set")
      assigned = true
      if disposed { return true }
      current = disposable
      return false
    }
    if disposeNow { disposable.dispose() }
  }

  public func dispose() {
    let previous = lock.withLock { () -> Disposable? in
      guard !disposed else { return nil }
      disposed = true
      defer { current = nil }
      return current
    }
    previous?.dispose()
  }
}
