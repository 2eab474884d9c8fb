import Foundation

/// A button that pastes: SwiftUI's `PasteButton`. A terminal program cannot read the system
/// clipboard when it likes, so the text comes two ways:
///
/// - pasted with the terminal's own paste keys (Ctrl-Shift-V, or Cmd-V) while the button has
///   focus: the terminal sends it bracketed, and the button hands it over at once;
/// - pressed (Enter, Space or a click): what this program last put on the clipboard (a
///   `ShareLink`, a copy), if it has; otherwise a note at the bottom of the window says how to
///   paste.
///
/// The payload is the text as the type asked for: a `String`, a `URL` (when the text is one),
/// `Data` (its UTF-8); an item provider of plain text for `supportedContentTypes:`. Text that
/// is not a value of the type is refused with a note, and nothing is handed over.
public struct PasteButton: View {
  /// Hands `text` over; false when it is not a value the button takes.
  let deliver: @MainActor (String) -> Bool

  /// A button that pastes values of `payloadType`.
  public init<T: Transferable>(
    payloadType: T.Type, onPaste: @escaping @MainActor ([T]) -> Void
  ) {
    deliver = { text in
      guard let value = Self.value(of: T.self, from: text) else { return false }
      onPaste([value])
      return true
    }
  }

  /// A button that pastes item providers of `supportedContentTypes`: text, when a text type
  /// is among them.
  public init(
    supportedContentTypes: [UTType],
    payloadAction: @escaping @MainActor ([NSItemProvider]) -> Void
  ) {
    deliver = { text in
      guard
        supportedContentTypes.contains(where: {
          UTType.utf8PlainText.conforms(to: $0) || $0 == .item || $0 == .data
        })
      else { return false }
      payloadAction([NSItemProvider(item: text, typeIdentifier: UTType.utf8PlainText.identifier)])
      return true
    }
  }

  public var body: some View {
    PasteButtonBody(deliver: deliver)
  }

  /// `text` as a value of `type`, if it can be one.
  nonisolated static func value<T>(of type: T.Type, from text: String) -> T? {
    if let value = text as? T { return value }
    if T.self == URL.self {
      let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
      guard let url = URL(string: trimmed), url.scheme != nil else { return nil }
      return url as? T
    }
    if T.self == Data.self { return Data(text.utf8) as? T }
    if T.self == AttributedString.self { return AttributedString(text) as? T }
    return nil
  }
}

/// The paste button as drawn: a button whose element takes the terminal's pastes.
private struct PasteButtonBody: View, PrimitiveView {
  let deliver: @MainActor (String) -> Bool

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let words = SystemWords(context.environment.locale)
    let clipboard = context.environment.clipboard
    let deliver = deliver
    let hand: @MainActor (String) -> Void = { text in
      if !deliver(text) { clipboard?.say(words.pasteRefused) }
    }
    let button = Button {
      if let copied = clipboard?.lastWrite {
        hand(copied)
      } else {
        clipboard?.say(words.pasteHint)
      }
    } label: {
      Label(words.paste, systemImage: "doc.on.clipboard")
    }
    var elements: [Element] = []
    context.resolve(button, into: &elements)
    for element in elements { Self.buttonElement(in: element)?.onPaste = hand }
    output += elements
  }

  /// The button element `element` is or wraps.
  private static func buttonElement(in element: Element) -> ButtonElement? {
    if let button = element as? ButtonElement { return button }
    if let wrapper = element as? WrapperElement { return buttonElement(in: wrapper.child) }
    return nil
  }
}
