/// A way of representing a transferable value: CoreTransferable's `TransferRepresentation`.
/// TerminalUI's are ``ProxyRepresentation`` and those of `String`, `URL` and `Data`.
public protocol TransferRepresentation {
  /// The type represented.
  associatedtype Item: Transferable
}

/// A representation a terminal can share: the item as text.
protocol TextExporting {
  func exportedText(of item: Any) -> String?
}
