extension ObservableType {
  /// Projects each element to a sequence and merges them all.
  @inlinable
  public func flatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    flatten(mode: .merge, selector)
  }
}
