import Foundation
import Primitives

/// One action waiting on a virtual clock: what `VirtualTimeScheduler` returns for each
/// scheduled action, so disposing it before its time keeps the action from running, and
/// disposing it after disposes what the action returned.
final class VirtualSchedulerItem<Time>: Cancelable, @unchecked Sendable {
  private enum State {
    case waiting(() -> Disposable)
    case running
    case ran(Disposable)
    case disposed
  }

  /// When the action is due.
  let time: Time
  /// The order it was scheduled in: the earlier of two actions due together runs first.
  let id: Int
  private let lock = Lock()
  @exclusivity(unchecked) private var state: State

  init(time: Time, id: Int, action: @escaping () -> Disposable) {
    self.time = time
    self.id = id
    state = .waiting(action)
  }

  var isDisposed: Bool {
    lock.withLock {
      if case .disposed = state { return true }
      return false
    }
  }

  /// Runs the action, unless the item was disposed; the action runs outside the lock.
  func invoke() {
    let action = lock.withLock { () -> (() -> Disposable)? in
      guard case .waiting(let action) = state else { return nil }
      state = .running
      return action
    }
    guard let action else { return }
    let result = action()
    let disposedMeanwhile = lock.withLock { () -> Bool in
      guard case .running = state else { return true }
      state = .ran(result)
      return false
    }
    if disposedMeanwhile { result.dispose() }
  }

  func dispose() {
    let previous = lock.withLock { () -> State in
      defer { state = .disposed }
      return state
    }
    if case .ran(let result) = previous { result.dispose() }
  }
}

/// A binary min-heap of scheduled items, ordered by time and then by scheduling order.
///
/// Only the thread that is running the scheduler touches it, so it takes no lock, and the
/// comparison (the converter's, user code) never runs under one.
struct VirtualSchedulerQueue<Time> {
  private var items: [VirtualSchedulerItem<Time>] = []
  private let comesFirst: (VirtualSchedulerItem<Time>, VirtualSchedulerItem<Time>) -> Bool

  init(compare: @escaping (Time, Time) -> VirtualTimeComparison) {
    comesFirst = { left, right in
      switch compare(left.time, right.time) {
      case .lessThan: true
      case .greaterThan: false
      case .equal: left.id < right.id
      }
    }
  }

  var count: Int { items.count }

  /// The item due first.
  var first: VirtualSchedulerItem<Time>? { items.first }

  mutating func insert(_ item: VirtualSchedulerItem<Time>) {
    items.append(item)
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard comesFirst(items[child], items[parent]) else { break }
      items.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes and returns the item due first.
  mutating func removeFirst() -> VirtualSchedulerItem<Time>? {
    guard !items.isEmpty else { return nil }
    items.swapAt(0, items.count - 1)
    let first = items.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < items.count, comesFirst(items[left], items[smallest]) { smallest = left }
      if right < items.count, comesFirst(items[right], items[smallest]) { smallest = right }
      guard smallest != parent else { break }
      items.swapAt(parent, smallest)
      parent = smallest
    }
    return first
  }
}
