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

  /// One item of the group. Keys only grow, so the entries stay sorted by key.
  private struct Entry {
    let key: Int
    var item: Disposable?
  }

  fileprivate let lock = Lock()
  /// The items in the order they were added; a removed one leaves an empty entry until
  /// the group compacts. Operators add and remove an item per inner subscription, so this
  /// avoids hashing: adding appends, removing finds the key by bisection.
  @exclusivity(unchecked) private var entries: [Entry] = []
  @exclusivity(unchecked) private var live = 0
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
    entries.append(Entry(key: key, item: disposable))
    live += 1
    lock.unlock()
    return DisposeKey(value: key)
  }

  /// The number of disposables in the group.
  public var count: Int { withLock { live } }

  /// Removes and disposes the disposable for `disposeKey`.
  public func remove(for disposeKey: DisposeKey) {
    lock.lock()
    let item = take(disposeKey.value)
    lock.unlock()
    item?.dispose()
  }

  /// Empties the entry for `key` and returns its item; call with the lock held.
  private func take(_ key: Int) -> Disposable? {
    guard let index = index(of: key), let item = entries[index].item else { return nil }
    entries[index].item = nil
    live -= 1
    if live == 0 {
      entries.removeAll(keepingCapacity: entries.capacity <= 16)
    } else if index == entries.count - 1 {
      while entries.last?.item == nil { entries.removeLast() }
    } else if entries.count > 16, live * 2 < entries.count {
      entries.removeAll { $0.item == nil }
    }
    return item
  }

  /// Where the entry for `key` is, if it is still there; the latest is looked at first.
  private func index(of key: Int) -> Int? {
    guard let last = entries.last else { return nil }
    if last.key == key { return entries.count - 1 }
    var low = 0
    var high = entries.count - 1
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].key < key { low = middle + 1 } else { high = middle }
    }
    return entries[low].key == key ? low : nil
  }

  public var isDisposed: Bool { withLock { disposed } }

  public func dispose() {
    let all = withLock { () -> [Disposable] in
      guard !disposed else { return [] }
      disposed = true
      defer {
        entries = []
        live = 0
      }
      return entries.compactMap(\.item)
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
