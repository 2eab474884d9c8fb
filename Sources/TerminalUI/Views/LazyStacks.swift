import Foundation

/// A vertical stack that SwiftUI makes lazily: SwiftUI's `LazyVStack`. Here it lays out as a
/// `VStack` (a `List` is the lazy container, making only the rows on screen); pinned views
/// are not pinned.
public struct LazyVStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: some View { VStack(alignment: alignment, spacing: spacing) { content } }
}

/// A horizontal stack that SwiftUI makes lazily: SwiftUI's `LazyHStack`, laid out as an
/// `HStack`.
public struct LazyHStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: some View { HStack(alignment: alignment, spacing: spacing) { content } }
}

/// Which views of a lazy stack stay pinned as it scrolls: SwiftUI's `PinnedScrollableViews`.
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

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
