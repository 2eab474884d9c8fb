/// Whether the view is presented, and a way to end that: SwiftUI's older `PresentationMode`,
/// read as `@Environment(\.presentationMode) var presentationMode` and ended with
/// `presentationMode.wrappedValue.dismiss()`. It does what `\.dismiss` does.
public struct PresentationMode {
  let dismissAction: DismissAction

  /// Whether something presented the view (a navigation push): something `dismiss()` ends.
  public var isPresented: Bool { dismissAction.action != nil }

  @MainActor public func dismiss() { dismissAction() }
}

extension EnvironmentValues {
  /// The older spelling of ``dismiss``.
  public var presentationMode: Binding<PresentationMode> {
    let mode = PresentationMode(dismissAction: dismiss)
    return Binding(get: { mode }, set: { _ in })
  }
}
