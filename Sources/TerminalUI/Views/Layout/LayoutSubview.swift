import Foundation
import TerminalKit

/// One view a layout arranges: SwiftUI's `LayoutSubview`. A layout asks it for its size
/// and places it; sizes and places are in points (8 a column, 16 a row).
public struct LayoutSubview: Equatable {
  let element: Element
  let placements: LayoutPlacements
  let index: Int
  private let values: [ObjectIdentifier: Any]
  /// How early the layout should offer this view space: its `layoutPriority`.
  public let priority: Double
  /// The space the view likes around it.
  public let spacing: ViewSpacing

  @MainActor
  init(element: Element, placements: LayoutPlacements, index: Int) {
    self.element = element
    self.placements = placements
    self.index = index
    values = element.layoutValues
    priority = element.layoutPriority
    spacing = ViewSpacing()
  }

  /// The size the view takes when offered `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let element = element
    let size = MainActor.assumeIsolated { element.size(for: Proposal(proposal)) }
    return Points.size(size)
  }

  /// The view's size for `proposal` and where its alignment guides fall.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    ViewDimensions(size: sizeThatFits(proposal))
  }

  /// Puts the view's `anchor` at `position`, sized for `proposal`. A view the layout does not
  /// place is drawn at the centre of the layout's bounds.
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    let placements = placements
    let index = index
    MainActor.assumeIsolated {
      placements.place(index, at: position, anchor: anchor, proposal: proposal)
    }
  }

  /// The value the view gave for `key` with `layoutValue(key:value:)`, or the key's default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    values.value(for: key, or: K.defaultValue)
  }

  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
    lhs.element === rhs.element && lhs.index == rhs.index
  }
}

/// Where a layout put its subviews in one pass of `placeSubviews`.
@MainActor
final class LayoutPlacements {
  struct Placement {
    var position: CGPoint
    var anchor: UnitPoint
    var proposal: ProposedViewSize
  }

  var placements: [Placement?] = []

  func reset(count: Int) { placements = Array(repeating: nil, count: count) }

  func place(_ index: Int, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
    guard placements.indices.contains(index) else { return }
    placements[index] = Placement(position: position, anchor: anchor, proposal: proposal)
  }
}
