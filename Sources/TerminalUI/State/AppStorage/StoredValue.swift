import Foundation

/// A value as `@AppStorage` keeps it: what a property list or JSON holds.
enum StoredValue: Hashable, Sendable {
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case data(Data)

  var bool: Bool? {
    switch self {
    case .bool(let value): value
    case .int(0): false
    case .int(1): true
    default: nil
    }
  }

  var int: Int? {
    switch self {
    case .int(let value): value
    case .double(let value): Int(exactly: value)
    default: nil
    }
  }

  var double: Double? {
    switch self {
    case .double(let value): value
    case .int(let value): Double(value)
    case .string(let value): Self.nonFinite[value]
    default: nil
    }
  }

  /// How JSON, which has no such numbers, keeps infinities and NaN.
  static let nonFinite = ["Infinity": Double.infinity, "-Infinity": -Double.infinity, "NaN": .nan]

  var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// Data, or a string of Base64 (how a JSON file keeps data).
  var data: Data? {
    switch self {
    case .data(let value): value
    case .string(let value): Data(base64Encoded: value)
    default: nil
    }
  }

  var url: URL? { string.flatMap { URL(string: $0) } }

  /// A date, kept as seconds since 1970.
  var date: Date? { double.map { Date(timeIntervalSince1970: $0) } }
}

extension StoredValue: Codable {
  /// Reads any JSON scalar; anything else (an array, an object, null) throws.
  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else if let value = try? container.decode(Double.self) {
      self = .double(value)
    } else {
      self = .string(try container.decode(String.self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .bool(let value): try container.encode(value)
    case .int(let value): try container.encode(value)
    case .double(let value) where value.isNaN: try container.encode("NaN")
    case .double(let value) where value.isInfinite:
      try container.encode(value > 0 ? "Infinity" : "-Infinity")
    case .double(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .data(let value): try container.encode(value.base64EncodedString())
    }
  }
}

/// How one type of `@AppStorage` value is kept.
struct AppStorageCodec<Value> {
  let encode: (Value) -> StoredValue?
  let decode: (StoredValue) -> Value?

  /// The same value, or nil (which removes the key).
  func optional() -> AppStorageCodec<Value?> {
    AppStorageCodec<Value?>(
      encode: { $0.flatMap(encode) }, decode: { decode($0).map(Optional.some) })
  }

  /// A raw-representable type kept as its raw value.
  func rawRepresentable<R: RawRepresentable>(_ type: R.Type) -> AppStorageCodec<R>
  where R.RawValue == Value {
    AppStorageCodec<R>(encode: { encode($0.rawValue) }, decode: { decode($0).flatMap(R.init) })
  }
}

extension AppStorageCodec where Value == Bool {
  static var bool: Self { Self(encode: { .bool($0) }, decode: { $0.bool }) }
}

extension AppStorageCodec where Value == Int {
  static var int: Self { Self(encode: { .int($0) }, decode: { $0.int }) }
}

extension AppStorageCodec where Value == Double {
  static var double: Self { Self(encode: { .double($0) }, decode: { $0.double }) }
}

extension AppStorageCodec where Value == String {
  static var string: Self { Self(encode: { .string($0) }, decode: { $0.string }) }
}

extension AppStorageCodec where Value == Data {
  static var data: Self { Self(encode: { .data($0) }, decode: { $0.data }) }
}

extension AppStorageCodec where Value == URL {
  static var url: Self { Self(encode: { .string($0.absoluteString) }, decode: { $0.url }) }
}

extension AppStorageCodec where Value == Date {
  static var date: Self {
    Self(encode: { .double($0.timeIntervalSince1970) }, decode: { $0.date })
  }
}
