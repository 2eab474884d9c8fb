extension ObservableType {
  /// Projects each element to a sequence, ignoring elements while one is running.
  @inlinable
  public func flatMapFirst<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    flatten(mode: .first, selector)
  }
}
