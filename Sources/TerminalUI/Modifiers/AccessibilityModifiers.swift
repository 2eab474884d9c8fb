extension View {
  /// The identifier UI tests find the view by: `app.buttons["loginButton"]`.
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    accessibility(identifier: identifier, label: nil)
  }

  /// The older spelling of ``accessibilityIdentifier(_:)``.
  public func accessibility(identifier: String) -> some View {
    accessibility(identifier: identifier, label: nil)
  }

  /// The label UI tests and assistive tools read instead of the view's text.
  public func accessibilityLabel(_ label: String) -> some View {
    accessibility(identifier: nil, label: label)
  }

  public func accessibilityLabel(_ label: Text) -> some View {
    accessibility(identifier: nil, label: label.plainText)
  }

  public func accessibilityLabel(_ label: LocalizedStringKey) -> some View {
    accessibility(identifier: nil, label: label.text)
  }

  /// The older spelling of ``accessibilityLabel(_:)``.
  public func accessibility(label: Text) -> some View {
    accessibility(identifier: nil, label: label.plainText)
  }

  private func accessibility(identifier: String?, label: String?) -> some View {
    ElementModifierView(content: self) { child, environment in
      if let collector = environment.labelCollector {
        // Inside a control's label: the control takes them.
        if let identifier, collector.identifier == nil { collector.identifier = identifier }
        if let label, collector.label == nil { collector.label = label }
      }
      child.applyAccessibility(identifier: identifier, label: label)
      return child
    }
  }
}

/// What a control's label says about the control: identifier, label, disabled.
@MainActor
final class LabelCollector {
  var identifier: String?
  var label: String?
  var isDisabled = false
}
