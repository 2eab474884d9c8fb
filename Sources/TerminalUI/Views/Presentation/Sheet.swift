import TerminalKit

/// A view presented over the screen: a sheet (Esc dismisses it) or a full-screen cover (only
/// the code dismisses it, as on iOS). What is under it keeps its state but takes no focus or
/// keys while it is up.
struct SheetPresentation {
  let element: Element
  let dismissable: Bool
  let dismiss: @MainActor () -> Void
  /// The first of the frame's navigation stacks drawn inside the sheet.
  let firstStack: Int
  /// TerminalUI's words where the sheet was presented from: its `Esc` hint speaks them.
  var words = SystemWords.english
}

struct SheetModifierView<Content: View, Sheet: View>: View, PrimitiveView {
  let content: Content
  let isPresented: Bool
  let dismissable: Bool
  let dismiss: @MainActor () -> Void
  let onDismiss: (@MainActor () -> Void)?
  let sheet: () -> Sheet

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    context.resolveChild(content, position: 0, into: &output)
    let state = context.node.state { SheetState() }
    guard isPresented else {
      if state.wasPresented {
        state.wasPresented = false
        if let onDismiss { context.afterFrame(onDismiss) }
      }
      return
    }
    state.wasPresented = true
    let close = dismiss
    var sheetContext = context
    sheetContext.environment.dismiss = DismissAction(action: close)
    // A sheet starts a presentation of its own: links inside need their own stack.
    sheetContext.environment.navigation = nil
    sheetContext.environment.navigationLevel = nil
    let firstStack = context.graph.navigationStacks.count
    var elements: [Element] = []
    sheetContext.resolveChild(sheet(), position: 1, into: &elements)
    context.graph.sheets.append(
      SheetPresentation(
        element: Element.combine(elements), dismissable: dismissable, dismiss: close,
        firstStack: firstStack, words: context.environment.systemWords))
  }
}

/// Whether a sheet was up in the last frame, to call `onDismiss` once it goes.
@MainActor
final class SheetState {
  var wasPresented = false
}

extension View {
  /// Presents `content` over the screen while `isPresented` is true: SwiftUI's sheet. Esc or
  /// `dismiss()` inside it sets `isPresented` back to false; then `onDismiss` runs.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    SheetModifierView(
      content: self, isPresented: isPresented.wrappedValue, dismissable: true,
      dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss, sheet: content)
  }

  /// Presents `content` for `item` while it is not nil; dismissing sets it to nil.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    let current = item.wrappedValue
    return SheetModifierView(
      content: self, isPresented: current != nil, dismissable: true,
      dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss,
      sheet: { current.map { AnyView(content($0)) } ?? AnyView(EmptyView()) })
  }

  /// Presents `content` over the whole screen; only `dismiss()` (or the binding) ends it.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    SheetModifierView(
      content: self, isPresented: isPresented.wrappedValue, dismissable: false,
      dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss, sheet: content)
  }

  /// Presents `content` for `item` over the whole screen while it is not nil.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    let current = item.wrappedValue
    return SheetModifierView(
      content: self, isPresented: current != nil, dismissable: false,
      dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss,
      sheet: { current.map { AnyView(content($0)) } ?? AnyView(EmptyView()) })
  }
}

extension View {
  /// Offers a choice of actions, as an alert with its buttons: SwiftUI's confirmation
  /// dialog (an action sheet on iOS). Any button, or Esc, dismisses it.
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    alert(String(title), isPresented: isPresented, actions: actions)
  }

  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    alert(String(title), isPresented: isPresented, actions: actions, message: message)
  }

  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(titleKey, isPresented: isPresented, actions: actions)
  }

  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alert(titleKey, isPresented: isPresented, actions: actions, message: message)
  }
}
