/// A button of a presented alert.
struct AlertButton {
  let title: String
  let role: ButtonRole?
  let identifier: String?
  let isEnabled: Bool
  let action: @MainActor () -> Void
  /// The glyph of a `Label`'s icon, shown before the title in a menu.
  var icon: Character? = nil
  /// The button's `tint`: a swipe action's fill.
  var tint: Color? = nil
}

/// Collects the buttons an alert's `actions` builder makes.
@MainActor
final class AlertButtonCollector {
  var buttons: [AlertButton] = []
}

/// Which of an alert's text fields and buttons has focus (fields first, then buttons);
/// lives in the alert modifier's node.
final class AlertState {
  var focused = 0
}

/// An alert presented in a frame, drawn by the host over everything else.
@MainActor
struct AlertPresentation {
  let title: String
  let message: String?
  let buttons: [AlertButton]
  /// The text and secure fields among its actions, drawn above the buttons.
  var fields: [TextFieldElement] = []
  let state: AlertState
  let dismiss: @MainActor () -> Void
  /// Set for a menu's open list: drawn as a list under the menu's button, not an alert.
  var menu: MenuPopup? = nil
  /// Set for a colour picker's open chooser: drawn and given keys by it.
  var colorChooser: ColorChooser? = nil

  /// Presses a button: runs its action, then dismisses the alert.
  func press(_ index: Int) {
    guard buttons.indices.contains(index), buttons[index].isEnabled else { return }
    buttons[index].action()
    dismiss()
  }

  /// Esc: the cancel button's action if there is one, then dismisses.
  func cancel() {
    buttons.first(where: { $0.role == .cancel })?.action()
    dismiss()
  }
}

/// SwiftUI's older alert description: `.alert(isPresented:) { Alert(title: Text("…")) }`.
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    buttons = dismissButton.map { [$0] } ?? []
  }

  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }

  /// A button of an `Alert`.
  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: (@MainActor () -> Void)?

    public static func `default`(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
      Button(label: label, role: nil, action: action)
    }

    public static func cancel(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
      Button(label: label, role: .cancel, action: action)
    }

    public static func cancel(_ action: (@MainActor () -> Void)? = {}) -> Button {
      Button(label: Text(SystemWord.cancel), role: .cancel, action: action)
    }

    public static func destructive(_ label: Text, action: (@MainActor () -> Void)? = {})
      -> Button
    {
      Button(label: label, role: .destructive, action: action)
    }
  }
}

/// Content that presents an alert while a binding is true.
struct AlertModifierView<Content: View, Actions: View>: View, PrimitiveView {
  let content: Content
  let title: String
  let isPresented: Binding<Bool>
  let actions: Actions
  let message: String?

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    context.resolveChild(content, position: 0, into: &output)
    guard isPresented.wrappedValue else {
      context.node.controlState = nil
      return
    }
    let collector = AlertButtonCollector()
    var actionsContext = context
    actionsContext.environment.alertButtons = collector
    var made: [Element] = []
    actionsContext.resolveChild(actions, position: 1, into: &made)
    var buttons = collector.buttons
    if buttons.isEmpty {
      buttons = [AlertButton(title: "OK", role: nil, identifier: nil, isEnabled: true, action: {})]
    }
    let binding = isPresented
    context.graph.alerts.append(
      AlertPresentation(
        title: title, message: message, buttons: buttons,
        fields: made.compactMap(TextFieldElement.find(in:)),
        state: context.node.state { AlertState() },
        dismiss: { binding.wrappedValue = false }))
  }
}

extension TextFieldElement {
  /// The field `element` is, looking through the wrappers around it (a border, padding).
  static func find(in element: Element) -> TextFieldElement? {
    var current: Element? = element
    while let candidate = current {
      if let field = candidate as? TextFieldElement { return field }
      current = (candidate as? WrapperElement)?.child
    }
    return nil
  }
}

extension View {
  /// Presents an alert while `isPresented` is true; any of its buttons dismisses it.
  ///
  /// Text and secure fields among the actions are drawn in the box above the buttons, one a
  /// row, and take focus and typing as on iOS: the first field has focus when the alert
  /// comes up, Tab (or ↓, or Enter) moves to the next field and then the buttons.
  ///
  /// ```swift
  /// .alert("ログイン成功", isPresented: $viewModel.isLoginCompleted) {
  ///   Button("OK") {}
  /// }
  /// .alert("名前を変更", isPresented: $renaming) {
  ///   TextField("名前", text: $name)
  ///   Button("保存") { save(name) }
  ///   Button("キャンセル", role: .cancel) {}
  /// }
  /// ```
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    AlertModifierView(
      content: self, title: titleKey.text, isPresented: isPresented, actions: actions(),
      message: nil)
  }

  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    AlertModifierView(
      content: self, title: String(title), isPresented: isPresented, actions: actions(),
      message: nil)
  }

  public func alert<A: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    AlertModifierView(
      content: self, title: title.plainText, isPresented: isPresented, actions: actions(),
      message: nil)
  }

  /// Presents an alert with a message under its title.
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    AlertModifierView(
      content: self, title: titleKey.text, isPresented: isPresented, actions: actions(),
      message: Self.messageText(message()))
  }

  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    AlertModifierView(
      content: self, title: String(title), isPresented: isPresented, actions: actions(),
      message: Self.messageText(message()))
  }

  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    AlertModifierView(
      content: self, title: title.plainText, isPresented: isPresented, actions: actions(),
      message: Self.messageText(message()))
  }

  /// The iOS 13 form: the alert is described by an `Alert` value.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    let alert = content()
    return AlertModifierView(
      content: self, title: alert.title.plainText, isPresented: isPresented,
      actions: AlertButtonsView(buttons: alert.buttons), message: alert.message?.plainText)
  }

  /// The iOS 13 form for an optional item: presented while the item is non-nil.
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert)
    -> some View
  {
    let alert = item.wrappedValue.map(content)
    let isPresented = Binding(presentingWhileSet: item)
    return AlertModifierView(
      content: self, title: alert?.title.plainText ?? "", isPresented: isPresented,
      actions: AlertButtonsView(buttons: alert?.buttons ?? []),
      message: alert?.message?.plainText)
  }

  private static func messageText<M: View>(_ message: M) -> String? {
    if let text = message as? Text { return text.plainText }
    return nil
  }
}

/// The buttons of an old-style `Alert`, as an actions view.
struct AlertButtonsView: View, PrimitiveView {
  let buttons: [Alert.Button]

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    for button in buttons {
      context.environment.alertButtons?.buttons.append(
        AlertButton(
          title: button.label.plainText(in: context.environment), role: button.role,
          identifier: nil, isEnabled: true,
          action: button.action ?? {}))
    }
  }
}
