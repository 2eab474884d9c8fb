import Foundation
import TerminalKit

extension View {
  /// The view drawn behind a `List` or `Form` row: SwiftUI's `listRowBackground(_:)`. The
  /// row's cells, across its whole width, are drawn with it (a colour fills them), the row's
  /// content over it; nil keeps the default. Outside a list or form it changes nothing.
  ///
  /// ```swift
  /// Text(item.title).listRowBackground(item.isDone ? Color.green : nil)
  /// ```
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    ListRowBackgroundView(content: self, background: view)
  }

  /// The space around a `List` or `Form` row's content, in points from the row's edges:
  /// SwiftUI's `listRowInsets(_:)`. The leading and trailing insets become the nearest whole
  /// columns (8 points each), the top and bottom whole rows (16 points each, rounded down,
  /// so the 8 points iOS puts above a row add no blank line); nil keeps the default, which
  /// is none. Outside a list or form it changes nothing.
  ///
  /// ```swift
  /// Text("全幅の行").listRowInsets(EdgeInsets())
  /// ```
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    ElementModifierView(content: self) { child, environment in
      guard let insets, environment.listRow != nil || environment.isInForm else { return child }
      let cells = ListRowInsets.cells(insets)
      @MainActor func padded(_ element: Element) -> Element {
        PaddingElement(
          child: element, top: cells.top, leading: cells.leading, bottom: cells.bottom,
          trailing: cells.trailing)
      }
      if let background = child as? ListRowBackgroundElement {
        // The background stays across the whole row, outside the insets.
        return ListRowBackgroundElement(
          child: padded(background.child), background: background.background)
      }
      return padded(child)
    }
  }
}

/// A row's content with the view drawn behind the row.
private struct ListRowBackgroundView<Content: View, Background: View>: View, PrimitiveView {
  let content: Content
  let background: Background?

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let child = context.resolveSingle(content, position: 0)
    guard let background, context.environment.listRow != nil || context.environment.isInForm
    else {
      output.append(child)
      return
    }
    var backgroundContext = context
    backgroundContext.environment.listRow = nil
    let element = backgroundContext.resolveSingle(background, position: 1)
    output.append(ListRowBackgroundElement(child: child, background: element))
  }
}

extension ListRowBackgroundView: RowModifying {
  func modifying(_ row: AnyView) -> any View {
    ListRowBackgroundView<AnyView, Background>(content: row, background: background)
  }
}

/// A row's insets in cells.
enum ListRowInsets {
  /// Insets in points as cells: columns to the nearest, rows rounded down.
  static func cells(_ insets: EdgeInsets) -> (top: Int, leading: Int, bottom: Int, trailing: Int) {
    func rows(_ points: CGFloat) -> Int {
      guard points.isFinite, points > 0 else { return 0 }
      return Int(min(1000, points / Points.perRow))
    }
    func columns(_ points: CGFloat) -> Int { min(1000, Points.columns(max(0, points))) }
    return (
      rows(insets.top), columns(insets.leading), rows(insets.bottom), columns(insets.trailing)
    )
  }
}

/// A row's content over its background, which fills the row: the rectangle a list gives the
/// row, or in a form the section's width (``renderRow(_:content:_:)``).
final class ListRowBackgroundElement: WrapperElement {
  let background: Element

  init(child: Element, background: Element) {
    self.background = background
    super.init(child: child)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    renderRow(rect, content: rect, renderer)
  }

  /// Draws the background across `row` and the content in `content`.
  func renderRow(_ row: Rect, content: Rect, _ renderer: Renderer) {
    renderer.withAccessibilitySuppressed { background.render(in: row, renderer) }
    child.render(in: content, renderer)
  }
}
