import Foundation

/// A modifier's view around one content view. Put on views that make several list rows (a
/// `ForEach`, a `Group`), the modifier changes each row, as SwiftUI's modifiers on several
/// views change each of them, instead of making them one row.
///
/// ```swift
/// List {
///   ForEach(todos) { TodoRow(todo: $0) }
///     .listRowBackground(Color.yellow)  // each row's background
/// }
/// ```
@MainActor
protocol RowModifying: ListRowsProviding, View {
  associatedtype Content: View
  var content: Content { get }
  /// The same modifier around `row` in place of its content.
  func modifying(_ row: AnyView) -> any View
}

extension RowModifying {
  static var makesRowsOfItsOwn: Bool {
    (Content.self as? any ListRowsProviding.Type)?.makesRowsOfItsOwn ?? false
  }

  func collectRows(_ context: ResolveContext, into rows: inout [RowSegment]) {
    guard let provider = content as? any ListRowsProviding else {
      rows.append(RowSegment(count: 1, isHeader: false) { _ in context.resolveRow(self) })
      return
    }
    var contentContext = context.child(
      ChildKey(position: 0, type: ObjectIdentifier(Content.self)))
    contentContext.environment.rowModifiers.append(self)
    provider.collectRows(contentContext, into: &rows)
  }
}

private struct RowModifiersKey: EnvironmentKey {
  static var defaultValue: [any RowModifying] { [] }
}

extension EnvironmentValues {
  /// The modifiers put on the views whose rows are being collected, outermost first.
  var rowModifiers: [any RowModifying] {
    get { self[RowModifiersKey.self] }
    set { self[RowModifiersKey.self] = newValue }
  }
}

extension ResolveContext {
  /// `view` with the modifiers waiting for its rows put around it, and a context that holds
  /// none: the row's own content (a list inside a row) starts without them.
  func modifiedRow<V: View>(_ view: V) -> (view: any View, context: ResolveContext) {
    var modified: any View = view
    for modifier in environment.rowModifiers.reversed() {
      modified = modifier.modifying(AnyView(modified))
    }
    var context = self
    context.environment.rowModifiers = []
    return (modified, context)
  }
}

extension EnvironmentModifierView: RowModifying {
  func modifying(_ row: AnyView) -> any View {
    EnvironmentModifierView<AnyView>(content: row, transform: transform)
  }
}

extension ElementModifierView: RowModifying {
  func modifying(_ row: AnyView) -> any View {
    ElementModifierView<AnyView>(content: row, wrap: wrap)
  }
}

extension NodeModifierView: RowModifying {
  func modifying(_ row: AnyView) -> any View {
    NodeModifierView<AnyView>(content: row, attach: attach)
  }
}

extension LayerModifierView: RowModifying {
  func modifying(_ row: AnyView) -> any View {
    LayerModifierView<AnyView, Layer>(
      content: row, layer: layer, below: below, alignment: alignment)
  }
}

extension ForegroundStyleView: RowModifying {
  func modifying(_ row: AnyView) -> any View {
    ForegroundStyleView<AnyView>(content: row, color: color, coloring: coloring)
  }
}

extension GestureModifierView: RowModifying {
  func modifying(_ row: AnyView) -> any View {
    GestureModifierView<AnyView>(content: row, recognizers: recognizers, priority: priority)
  }
}

extension ModifiedContent: ListRowsProviding, RowModifying
where Content: View, Modifier: ViewModifier {
  func modifying(_ row: AnyView) -> any View {
    ModifiedContent<AnyView, Modifier>(content: row, modifier: modifier)
  }
}
