/// A text field that shows its text masked: SwiftUI's `SecureField`.
public struct SecureField<Label: View>: View, PrimitiveView {
  let text: Binding<String>
  let placeholder: String
  let onCommit: (@MainActor () -> Void)?

  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) where Label == Text {
    self.text = text
    placeholder = titleKey.text
    onCommit = nil
  }

  @_disfavoredOverload
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

  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>,
    onCommit: @escaping @MainActor () -> Void
  ) where Label == Text {
    self.text = text
    placeholder = titleKey.text
    self.onCommit = onCommit
  }

  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.text = text
    placeholder = prompt?.plainText ?? ""
    onCommit = nil
  }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    if let style = context.environment.customTextFieldStyle {
      let field = TextField<_TextFieldStyleLabel>(
        text: text, placeholder: placeholder, valueFormat: nil, onCommit: onCommit,
        onEditingChanged: nil, secure: true)
      output.append(style.make(field, context))
      return
    }
    output.append(
      TextFieldElement.make(
        context: context, text: text, placeholder: placeholder, secure: true, onCommit: onCommit))
  }
}
