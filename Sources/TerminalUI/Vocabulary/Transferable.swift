import Foundation

/// A value that can be shared, copied or dragged: CoreTransferable's `Transferable`, which
/// `ShareLink` takes. A terminal moves text only, so sharing an item copies its text to the
/// clipboard: a `String` as it is, a `URL` as its `absoluteString`, `Data` as UTF-8 text.
///
/// A type of your own is shared as another transferable value, as in SwiftUI:
///
/// ```swift
/// struct Recipe: Transferable {
///   var title: String
///   static var transferRepresentation: some TransferRepresentation {
///     ProxyRepresentation(exporting: \.title)
///   }
/// }
/// ```
public protocol Transferable {
  /// How the value is represented when it is shared.
  associatedtype Representation: TransferRepresentation
  /// How the value is represented when it is shared: a ``ProxyRepresentation`` here.
  @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

extension Transferable {
  /// The text sharing the value copies; nil for a value with no text (an image).
  var transferText: String? {
    (Self.transferRepresentation as? any TextExporting)?.exportedText(of: self)
  }
}

extension String: Transferable {
  public static var transferRepresentation: TextTransferRepresentation<String> {
    TextTransferRepresentation { $0 }
  }
}

extension URL: Transferable {
  public static var transferRepresentation: TextTransferRepresentation<URL> {
    TextTransferRepresentation { $0.absoluteString }
  }
}

extension Data: Transferable {
  public static var transferRepresentation: TextTransferRepresentation<Data> {
    TextTransferRepresentation { String(data: $0, encoding: .utf8) }
  }
}

extension Image: Transferable {
  /// An image is shared as a picture, which a terminal's clipboard cannot hold: it has no
  /// text, and serves as a ``SharePreview``'s image.
  public static var transferRepresentation: TextTransferRepresentation<Image> {
    TextTransferRepresentation()
  }
}

extension Never: Transferable {
  public static var transferRepresentation: TextTransferRepresentation<Never> {
    TextTransferRepresentation()
  }
}
