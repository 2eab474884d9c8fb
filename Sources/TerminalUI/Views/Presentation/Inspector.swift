import Foundation

extension View {
  /// Shows `content` beside the view while `isPresented` is true: SwiftUI's
  /// `inspector(isPresented:content:)` (iOS 17). In a window of regular width (60 columns or
  /// more) it is a column at the right, past a vertical rule, as on an iPad; in a narrower one
  /// a sheet, as on a phone, which Esc closes (setting the binding to false). The view keeps
  /// its state as the inspector comes and goes.
  ///
  /// ```swift
  /// NoteList(notes: notes)
  ///   .inspector(isPresented: $showsDetails) { NoteDetails(note: chosen) }
  /// ```
  public func inspector<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder content: () -> V
  ) -> some View {
    InspectorView(content: self, isPresented: isPresented, inspector: content())
  }

  /// The inspector column's width in points: SwiftUI's `inspectorColumnWidth(_:)`. Put on the
  /// inspector's content; the terminal takes the nearest whole columns.
  public func inspectorColumnWidth(_ width: CGFloat) -> some View {
    preference(key: InspectorWidthKey.self, value: width)
  }

  /// The inspector column's width in points, from `ideal`: SwiftUI's
  /// `inspectorColumnWidth(min:ideal:max:)`.
  public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
    -> some View
  {
    preference(key: InspectorWidthKey.self, value: ideal)
  }
}

private struct InspectorView<Content: View, Inspector: View>: View {
  let content: Content
  let isPresented: Binding<Bool>
  let inspector: Inspector
  @Environment(\.horizontalSizeClass) private var sizeClass

  var body: some View {
    let beside = sizeClass == .regular
    // The content stays first in the same stack either way, so it keeps its state.
    HStack(spacing: 0) {
      content
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .sheet(isPresented: beside ? .constant(false) : isPresented) { inspector }
      if beside && isPresented.wrappedValue {
        Divider()
        InspectorColumn(inspector: inspector)
      }
    }
  }
}

/// The inspector at the right: as wide as its content asks with `inspectorColumnWidth`, else
/// a third of the window, 24 to 40 columns.
private struct InspectorColumn<Inspector: View>: View {
  let inspector: Inspector
  @State private var width: CGFloat?

  var body: some View {
    inspector
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .onPreferenceChange(InspectorWidthKey.self) { width = $0 }
      .frame(width: columnWidth)
  }

  private var columnWidth: CGFloat {
    let window = CGFloat(ScreenSize.current.width) * Points.perColumn
    let fallback = Swift.min(40 * Points.perColumn, Swift.max(24 * Points.perColumn, window / 3))
    return width.map { Swift.max(Points.perColumn, Swift.min($0, window / 2)) } ?? fallback
  }
}

struct InspectorWidthKey: PreferenceKey {
  static var defaultValue: CGFloat? { nil }
  static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?) {
    value = value ?? nextValue()
  }
}
