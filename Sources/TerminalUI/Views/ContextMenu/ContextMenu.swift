extension View {
  /// Actions for the view, shown when the person asks: SwiftUI's context menu, which an
  /// iPhone opens with a long press. Here the view takes focus, and `l`, a right click, or
  /// Enter where the view has no tap of its own opens the actions as a dialog of buttons
  /// (Esc closes it); UI tests open it with `press(forDuration:)`.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
    ContextMenuView(content: self, items: menuItems())
  }

  /// A context menu with a preview of what it acts on. A terminal shows the actions; the
  /// preview is not drawn.
  public func contextMenu<MenuItems: View, Preview: View>(
    @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
  ) -> some View {
    ContextMenuView(content: self, items: menuItems())
  }
}

/// A view with its context menu.
struct ContextMenuView<Content: View, Items: View>: View {
  let content: Content
  let items: Items
  @State private var isPresented = false

  var body: some View {
    content
      .onLongPressGesture { isPresented = true }
      .confirmationDialog("", isPresented: $isPresented, titleVisibility: .hidden) { items }
  }
}
