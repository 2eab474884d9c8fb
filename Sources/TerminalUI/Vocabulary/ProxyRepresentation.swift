/// A value represented as another transferable value: shared, it is shared as that one.
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>:
  TransferRepresentation, TextExporting
{
  private let exporting: (Item) -> Proxy

  /// Represents an item as the value `exporting` makes of it.
  public init(exporting: @escaping (Item) -> Proxy) { self.exporting = exporting }

  func exportedText(of item: Any) -> String? {
    guard let item = item as? Item else { return nil }
    return exporting(item).transferText
  }
}
