import Foundation

/// The text representation of TerminalUI's own transferable types.
public struct TextTransferRepresentation<Item: Transferable>: TransferRepresentation,
  TextExporting
{
  /// The item's text; nil for a type that has none (an image).
  let text: ((Item) -> String?)?

  init(text: ((Item) -> String?)? = nil) { self.text = text }

  func exportedText(of item: Any) -> String? {
    guard let text, let item = item as? Item else { return nil }
    return text(item)
  }
}
