import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`, as `onDelete` hands them: SwiftUI's addition.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() where offset < count {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection where Self: RangeReplaceableCollection {
  /// Moves the elements at `source` so they sit before the element at `destination` (as it
  /// was before the move), keeping their order: SwiftUI's addition, for `onMove`.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let valid = source.filter { $0 < count }
    let moving = valid.map { self[index(startIndex, offsetBy: $0)] }
    let before = valid.filter { $0 < destination }.count
    remove(atOffsets: IndexSet(valid))
    let target = Swift.min(Swift.max(0, destination - before), count)
    insert(contentsOf: moving, at: index(startIndex, offsetBy: target))
  }
}
