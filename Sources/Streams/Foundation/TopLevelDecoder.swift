import Foundation

/// A type that defines methods for decoding.
public protocol TopLevelDecoder<Input> {
  /// The type this decoder accepts.
  associatedtype Input
  /// Decodes an instance of the indicated type.
  func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

extension JSONDecoder: TopLevelDecoder {}
extension PropertyListDecoder: TopLevelDecoder {}
