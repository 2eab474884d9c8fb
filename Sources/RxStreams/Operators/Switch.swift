extension ObservableType {
  /// Projects each element to a sequence and mirrors only the latest one.
  @inlinable
  public func flatMapLatest<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    flatten(mode: .latest, selector)
  }
}

extension ObservableType where Element: ObservableConvertibleType {
  /// Mirrors the latest inner sequence.
  @inlinable
  public func switchLatest() -> Observable<Element.Element> { flatten(mode: .latest) { $0 } }
}
