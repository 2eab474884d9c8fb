/// SwiftUI's older description of a choice of actions: `.actionSheet(isPresented:) {
/// ActionSheet(title: Text("…"), buttons: [...]) }`. Drawn as a confirmation dialog is: a
/// box with the title, the message and a button each; any button, or Esc, dismisses it.
public struct ActionSheet {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// The buttons are `Alert`'s: `.default`, `.destructive`, `.cancel`.
  public typealias Button = Alert.Button

  public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}

extension View {
  /// Presents an action sheet while `isPresented` is true.
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
    let sheet = content()
    return AlertModifierView(
      content: self, title: sheet.title.plainText, isPresented: isPresented,
      actions: AlertButtonsView(buttons: sheet.buttons), message: sheet.message?.plainText)
  }

  /// Presents an action sheet for an item while it is not nil; dismissing sets it to nil.
  public func actionSheet<Item: Identifiable>(
    item: Binding<Item?>, content: (Item) -> ActionSheet
  ) -> some View {
    let sheet = item.wrappedValue.map(content)
    let isPresented = Binding(presentingWhileSet: item)
    return AlertModifierView(
      content: self, title: sheet?.title.plainText ?? "", isPresented: isPresented,
      actions: AlertButtonsView(buttons: sheet?.buttons ?? []),
      message: sheet?.message?.plainText)
  }
}
