extension ObservableType {
  /// Projects each element to a sequence and concatenates them in order.
  @inlinable
  public func concatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    flatten(mode: .limited(1), selector)
  }
}
