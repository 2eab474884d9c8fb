import Foundation

/// A type that defines methods for encoding.
public protocol TopLevelEncoder<Output> {
  /// The type this encoder produces.
  associatedtype Output
  /// Encodes an instance of the indicated type.
  func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONEncoder: TopLevelEncoder {}
extension PropertyListEncoder: TopLevelEncoder {}
