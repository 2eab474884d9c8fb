/// An editable line of text bound to a string: SwiftUI's `TextField`. The title or prompt
/// shows dimmed while the text is empty; the cursor shows while it has focus.
public struct TextField<Label: View>: View, PrimitiveView {
  let text: Binding<String>
  var placeholder: String
  /// Set by the value-and-format initializers (TextFieldValue.swift).
  var valueFormat: FormattedFieldValue?
  let onCommit: (@MainActor () -> Void)?
  var onEditingChanged: (@MainActor (Bool) -> Void)?
  /// Set on the field a text field style is given for a `SecureField`.
  var secure = false

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

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?)
  where Label == Text {
    self.text = text
    placeholder = prompt?.plainText ?? String(title)
    onCommit = nil
  }

  /// A field that SwiftUI lets grow along `axis` (`.vertical`: more lines as the text
  /// wraps). Here it is one line that scrolls sideways; `TextEditor` edits several lines.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis)
  where Label == Text {
    self.init(titleKey, text: text)
  }

  /// A field along `axis`, its title a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis)
  where Label == Text {
    self.init(title, text: text)
  }

  /// A field along `axis` with a prompt.
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis
  ) where Label == Text {
    self.init(titleKey, text: text, prompt: prompt)
  }

  /// A field along `axis` with a prompt, its title a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis)
  where Label == Text {
    self.init(title, text: text, prompt: prompt)
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

  /// A field along `axis` with a label view.
  public init(
    text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label
  ) {
    self.init(text: text, prompt: prompt, label: label)
  }

  public var body: Never { primitiveBody() }

  /// The field as a text field style is given it: this one, with the style's label type.
  var styleConfiguration: TextField<_TextFieldStyleLabel> {
    TextField<_TextFieldStyleLabel>(
      text: text, placeholder: placeholder, valueFormat: valueFormat, onCommit: onCommit,
      onEditingChanged: onEditingChanged, secure: secure)
  }

  init(
    text: Binding<String>, placeholder: String, valueFormat: FormattedFieldValue?,
    onCommit: (@MainActor () -> Void)?, onEditingChanged: (@MainActor (Bool) -> Void)?,
    secure: Bool
  ) {
    self.text = text
    self.placeholder = placeholder
    self.valueFormat = valueFormat
    self.onCommit = onCommit
    self.onEditingChanged = onEditingChanged
    self.secure = secure
  }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    if let style = context.environment.customTextFieldStyle {
      output.append(style.make(styleConfiguration, context))
      return
    }
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
    let element = TextFieldElement.make(
      context: context, text: text, placeholder: placeholder, secure: secure,
      onCommit: onCommit, onEditingChanged: onEditingChanged)
    if let slot = context.environment.styledFieldSlot, slot.field == nil { slot.field = element }
    output.append(element)
  }
}
