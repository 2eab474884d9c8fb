import Foundation
import Testing

@testable import TerminalUI

/// A key of the app's own whose value is optional with a default that is not nil.
private struct AccentKey: EnvironmentKey {
  static let defaultValue: String? = "青"
}

extension EnvironmentValues {
  fileprivate var accentName: String? {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
}

@Suite("An environment key with an optional value")
struct OptionalEnvironmentKeyTests {
  @Test("unset, it reads its default; set to nil, nil; set to a value, that value")
  func optionalDefault() {
    var values = EnvironmentValues()
    #expect(values.accentName == "青")
    values.accentName = nil
    #expect(values.accentName == nil)
    values.accentName = "赤"
    #expect(values.accentName == "赤")
  }
}

/// A container value and a layout value, each optional with a default that is not nil.
private struct ShelfKey: ContainerValueKey {
  static let defaultValue: String? = "棚"
}

private struct IndentKey: LayoutValueKey {
  static let defaultValue: Int? = 3
}

/// Places each subview as many columns in as its indent says (none: at the left edge).
private struct IndentLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: proposal.width ?? 160, height: CGFloat(subviews.count) * 16)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for (row, subview) in subviews.enumerated() {
      let indent = CGFloat(subview[IndentKey.self] ?? 0)
      subview.place(
        at: CGPoint(x: bounds.minX + indent * 8, y: bounds.minY + CGFloat(row) * 16),
        proposal: .unspecified)
    }
  }
}

@Suite("Container and layout values with an optional value")
@MainActor
struct OptionalValueKeyTests {
  @Test("an unset container value reads its default")
  func containerDefault() {
    var values = ContainerValues()
    #expect(values[ShelfKey.self] == "棚")
    values[ShelfKey.self] = nil
    #expect(values[ShelfKey.self] == nil)
  }

  @Test("an unset layout value reads its default; one set to nil reads nil")
  func layoutDefault() {
    let text = draw(
      IndentLayout {
        Text("既")
        Text("無").layoutValue(key: IndentKey.self, value: nil)
      }, width: 10, height: 2)
    #expect(text == "   既\n無", "\(text)")
  }
}
