/// Builds a type's transfer representation: CoreTransferable's
/// `TransferRepresentationBuilder`, which gives the representations inside their item type.
/// A terminal shares one representation, the first.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
  public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R
  where R.Item == Item {
    representation
  }

  public static func buildBlock<R: TransferRepresentation>(_ representation: R) -> R
  where R.Item == Item {
    representation
  }

  /// Several representations: the first is what a terminal shares.
  public static func buildBlock<First: TransferRepresentation, each Rest: TransferRepresentation>(
    _ first: First, _ rest: repeat each Rest
  ) -> First where First.Item == Item {
    first
  }
}
