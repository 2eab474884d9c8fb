import Synchronization

/// A unique identifier for identifying publisher streams.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
  private static let counter = Atomic<UInt64>(0)
  private let rawValue: UInt64

  /// Creates a unique identifier.
  public init() {
    rawValue = Self.counter.wrappingAdd(1, ordering: .relaxed).newValue
  }

  /// Creates an identifier for an object; equal for the same object while it lives.
  public init(_ obj: AnyObject) {
    rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(obj).hashValue)) | (1 << 63)
  }

  public var description: String { "0x" + String(rawValue, radix: 16) }
}

/// A type that provides a unique identifier for its streams.
public protocol CustomCombineIdentifierConvertible {
  /// A unique identifier for publisher streams.
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}
