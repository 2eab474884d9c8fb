import Primitives

/// A group of disposable resources that are disposed together.
///
/// Adding to a disposed composite disposes the new item at once.
public final class CompositeDisposable: Cancelable, @unchecked Sendable {
  #if TRACE_RESOURCES
    private let traced = TracedResource()
  #endif
  /// The key of an item in the group, for removing it.
  public struct DisposeKey: Hashable, Sendable {
    fileprivate let value: Int
  }

  fileprivate let lock = Lock()
  /// The items in the order they were added. Operators add and remove an item per inner
  /// subscription, so this avoids hashing (see `KeyedSlots`).
  @exclusivity(unchecked) private var items = KeyedSlots<Disposable>()
  @exclusivity(unchecked) private var nextKey = 0
  @exclusivity(unchecked) private var disposed = false

  /// Initializes an empty composite disposable.
  public init() {}

  /// Initializes a composite disposable with the given disposables.
  public init(_ disposable1: Disposable, _ disposable2: Disposable) {
    _ = insert(disposable1)
    _ = insert(disposable2)
  }

  /// Initializes a composite disposable with the given disposables.
  public convenience init(
    _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable
  ) {
    self.init(disposables: [disposable1, disposable2, disposable3])
  }

  /// Initializes a composite disposable with the given disposables.
  public convenience init(
    _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable,
    _ disposable4: Disposable, _ disposables: Disposable...
  ) {
    self.init(disposables: [disposable1, disposable2, disposable3, disposable4] + disposables)
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
    _ = items.insert(disposable, for: key)
    lock.unlock()
    return DisposeKey(value: key)
  }

  /// The number of disposables in the group.
  public var count: Int { withLock { items.count } }

  /// Removes and disposes the disposable for `disposeKey`.
  public func remove(for disposeKey: DisposeKey) {
    lock.lock()
    let item = items.remove(disposeKey.value)
    lock.unlock()
    item?.dispose()
  }

  public var isDisposed: Bool { withLock { disposed } }

  public func dispose() {
    let all = withLock { () -> [Disposable] in
      guard !disposed else { return [] }
      disposed = true
      return items.removeAll()
    }
    for item in all { item.dispose() }
  }
}

/// A disposable whose underlying disposable can be replaced, disposing the previous one.
public final class SerialDisposable: Cancelable, @unchecked Sendable {
  #if TRACE_RESOURCES
    private let traced = TracedResource()
  #endif
  fileprivate let lock = Lock()
  @exclusivity(unchecked) private var current: Disposable?
  @exclusivity(unchecked) private var disposed = false

  /// Initializes a new serial disposable.
  public init() {}

  /// The underlying disposable. Setting it disposes the previous one; after disposal, a new
  /// one is disposed at once.
  public var disposable: Disposable {
    get { withLock { current } ?? Disposables.create() }
    set {
      let previous = withLock { () -> Disposable? in
        guard !disposed else { return newValue }
        defer { current = newValue }
        return current
      }
      previous?.dispose()
    }
  }

  public var isDisposed: Bool { withLock { disposed } }

  public func dispose() {
    let previous = withLock { () -> Disposable? in
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
  #if TRACE_RESOURCES
    private let traced = TracedResource()
  #endif
  fileprivate let lock = Lock()
  @exclusivity(unchecked) private var current: Disposable?
  @exclusivity(unchecked) private var assigned = false
  @exclusivity(unchecked) private var disposed = false

  /// Initializes a new, unassigned single assignment disposable.
  public init() {}

  public var isDisposed: Bool { withLock { disposed } }

  /// Sets the underlying disposable; traps when set twice.
  public func setDisposable(_ disposable: Disposable) {
    let disposeNow = withLock { () -> Bool in
      precondition(!assigned, "SingleAssignmentDisposable: the disposable was already set")
      assigned = true
      if disposed { return true }
      current = disposable
      return false
    }
    if disposeNow { disposable.dispose() }
  }

  public func dispose() {
    let previous = withLock { () -> Disposable? in
      guard !disposed else { return nil }
      disposed = true
      defer { current = nil }
      return current
    }
    previous?.dispose()
  }
}

extension CompositeDisposable {
  fileprivate func withLock<R>(_ body: () -> R) -> R {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}

extension SerialDisposable {
  fileprivate func withLock<R>(_ body: () -> R) -> R {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}

extension SingleAssignmentDisposable {
  fileprivate func withLock<R>(_ body: () -> R) -> R {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}
