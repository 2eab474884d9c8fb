import Synchronization

/// A unique identifier for identifying publisher streams.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
  private static let counter = Atomic<UInt64>(0)
  // One stored `UInt64`, as in Combine (its mirror shows `rawValue`).
  private let rawValue: UInt64

  /// Creates a unique identifier.
  public init() {
    rawValue = Self.counter.wrappingAdd(1, ordering: .relaxed).newValue
  }

  /// Creates an identifier for an object: its address, so equal for the same object while it
  /// lives. (Counted identifiers start at 1 and stay far below any heap address.)
  public init(_ obj: AnyObject) {
    rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(obj)))
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
