extension View {
  /// Presents an alert about `data` while `isPresented` is true and `data` is not nil; the
  /// actions are made from the data: SwiftUI's `alert(_:isPresented:presenting:actions:)`.
  ///
  /// ```swift
  /// .alert("Delete?", isPresented: $confirming, presenting: file) { file in
  ///   Button("Delete \(file.name)", role: .destructive) { delete(file) }
  /// }
  /// ```
  public func alert<T, A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    presentingAlert(titleKey.text, isPresented, data, actions, message: nil)
  }

  @_disfavoredOverload
  public func alert<S: StringProtocol, T, A: View>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    presentingAlert(String(title), isPresented, data, actions, message: nil)
  }

  public func alert<T, A: View>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    presentingAlert(title.plainText, isPresented, data, actions, message: nil)
  }

  /// As `alert(_:isPresented:presenting:actions:)`, with a message made from the data.
  public func alert<T, A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    presentingAlert(
      titleKey.text, isPresented, data, actions, message: data.flatMap { messageText(message($0)) })
  }

  @_disfavoredOverload
  public func alert<S: StringProtocol, T, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    presentingAlert(
      String(title), isPresented, data, actions, message: data.flatMap { messageText(message($0)) })
  }

  private func presentingAlert<T, A: View>(
    _ title: String, _ isPresented: Binding<Bool>, _ data: T?, _ actions: (T) -> A,
    message: String?
  ) -> some View {
    let shown = Binding(
      get: { isPresented.wrappedValue && data != nil },
      set: { isPresented.wrappedValue = $0 })
    return AlertModifierView(
      content: self, title: title, isPresented: shown,
      actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()), message: message)
  }

  private func messageText<M: View>(_ message: M) -> String? { (message as? Text)?.plainText }
}
