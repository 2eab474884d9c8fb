import Foundation

/// The rows a lazy container (a `List`, a `Form`, a lazy grid) holds: the segments its
/// content collected, and the rows made from them in this frame, each made on first use.
/// Rows are counted without being made, so a container of ten thousand rows makes only the
/// ones it draws.
@MainActor
final class LazyRows {
  let segments: [RowSegment]
  /// How many rows there are in all.
  let count: Int
  /// The index of each segment's first row.
  private let starts: [Int]
  private var made: [Int: RowElement] = [:]
  /// Called with each row as it is made (a form lays its rows along the vertical axis).
  private let prepare: ((RowElement) -> Void)?

  init(_ segments: [RowSegment], prepare: ((RowElement) -> Void)? = nil) {
    self.segments = segments
    var starts: [Int] = []
    var total = 0
    for segment in segments {
      starts.append(total)
      total += segment.count
    }
    self.starts = starts
    count = total
    self.prepare = prepare
  }

  /// Row `index`, made on first use this frame.
  func row(_ index: Int) -> RowElement {
    if let existing = made[index] { return existing }
    guard let located = locate(index) else {
      return RowElement(element: EmptyElement(), primary: nil)
    }
    let row = located.segment.make(located.offset)
    prepare?(row)
    made[index] = row
    return row
  }

  /// Whether row `index` has been made in this frame.
  func isMade(_ index: Int) -> Bool { made[index] != nil }

  /// The segment row `index` is in, and its offset there.
  func locate(_ index: Int) -> (segment: RowSegment, offset: Int)? {
    guard let position = segmentIndex(of: index) else { return nil }
    return (segments[position], index - starts[position])
  }

  /// The index of the segment row `index` is in.
  func segmentIndex(of index: Int) -> Int? {
    guard index >= 0, index < count else { return nil }
    // The last segment starting at or before `index`: it holds the row, as the next one
    // starts after it.
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The index of the first row of segment `position`.
  func start(ofSegment position: Int) -> Int { starts[position] }

  func isHeader(_ index: Int) -> Bool { locate(index)?.segment.isHeader ?? false }

  /// The id of row `index`'s `ForEach` element, if it has one.
  func id(at index: Int) -> AnyHashable? {
    guard let (segment, offset) = locate(index), !segment.isHeader else { return nil }
    return segment.identify?(offset)
  }

  /// The row whose `ForEach` element has `id`, if any.
  func index(ofID id: AnyHashable) -> Int? {
    for (position, segment) in segments.enumerated() {
      guard let identify = segment.identify,
        let offset = (0..<segment.count).first(where: { identify($0) == id })
      else { continue }
      return starts[position] + offset
    }
    return nil
  }

  // MARK: Windows of rows

  /// The first row to show, from `anchor`, so that row `target` is on a screen `height`
  /// lines tall: `anchor` if it already shows, else as little moved as shows it.
  func revealing(
    _ target: Int, from anchor: Int, height: Int, rowHeight: (Int) -> Int
  ) -> Int {
    if target < anchor { return target }
    var used = 0
    var index = anchor
    while index <= target {
      used += rowHeight(index)
      index += 1
    }
    guard used > height else { return anchor }
    // Walk back from the target until the screen is full.
    var revealed = target
    used = rowHeight(revealed)
    while revealed > 0 {
      let above = rowHeight(revealed - 1)
      if used + above > height { break }
      used += above
      revealed -= 1
    }
    return revealed
  }

  /// The first row of the last screenful `height` lines tall: scrolling goes no further.
  func lastAnchor(height: Int, rowHeight: (Int) -> Int) -> Int {
    var used = 0
    var first = count
    while first > 0 {
      let above = rowHeight(first - 1)
      if used + above > height { break }
      used += above
      first -= 1
    }
    return min(first, max(0, count - 1))
  }

  /// The height of the rows from the first, counted until it reaches `limit`.
  func contentHeight(upTo limit: Int, rowHeight: (Int) -> Int) -> Int {
    var total = 0
    var index = 0
    while index < count, total < limit {
      total += rowHeight(index)
      index += 1
    }
    return total
  }
}
