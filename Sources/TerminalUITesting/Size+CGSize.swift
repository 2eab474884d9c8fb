import Foundation
internal import TerminalKit

extension Size {
  /// A test's `CGSize` as a screen of cells: each side rounded down to whole cells, none when
  /// it is negative or not a finite number.
  init(cells size: CGSize) {
    func cells(_ length: CGFloat) -> Int {
      guard length.isFinite else { return 0 }
      return Int(max(0, min(CGFloat(Int32.max), length.rounded(.down))))
    }
    self.init(width: cells(size.width), height: cells(size.height))
  }
}
