/// An editable line of text bound to a string: SwiftUI's `TextField`. The title or prompt
/// shows dimmed while the text is empty; the cursor shows while it has focus.
public struct TextField<Label: View>: View, PrimitiveView {
  let text: Binding<String>
  var placeholder: String
  /// Set by the value-and-format initializers (TextFieldValue.swift).
  var valueFormat: FormattedFieldValue?
  let onCommit: (@MainActor () -> Void)?
  var onEditingChanged: (@MainActor (Bool) -> Void)?

  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) where Label == Text {
    self.text = text
    placeholder = titleKey.text
    onCommit = nil
  }

  public init<S: StringProtocol>(_ title: S, text: Binding<String>) where Label == Text {
    self.text = text
    placeholder = String(title)
    onCommit = nil
  }

  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?)
  where Label == Text {
    self.text = text
    placeholder = prompt?.plainText ?? titleKey.text
    onCommit = nil
  }

  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis)
  where Label == Text {
    self.init(titleKey, text: text)
  }

  /// The iOS 13 form with editing callbacks.
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
    onCommit: @escaping @MainActor () -> Void = {}
  ) where Label == Text {
    self.text = text
    placeholder = titleKey.text
    self.onCommit = onCommit
    self.onEditingChanged = onEditingChanged
  }

  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.text = text
    placeholder = prompt?.plainText ?? ""
    onCommit = nil
  }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    var text = text
    var onCommit = onCommit
    if let valueFormat {
      let bound = valueFormat.binding(node: context.node)
      text = bound.text
      onCommit = { [onCommit] in
        bound.commit()
        onCommit?()
      }
    }
    output.append(
      TextFieldElement.make(
        context: context, text: text, placeholder: placeholder, secure: false, onCommit: onCommit,
        onEditingChanged: onEditingChanged))
  }
}
