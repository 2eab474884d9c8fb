import CCrypt
import Foundation

/// Hashes and verifies passwords with yescrypt (libcrypt's `crypt_r`, prefix `$y$`).
///
/// Only the hash is ever stored. Verification compares in constant time, and a login for an
/// unknown account verifies against a dummy hash so both failures take about as long.
public enum PasswordHasher {
  /// A yescrypt hash of `password` with a fresh random salt.
  public static func hash(_ password: String) throws -> String {
    var setting = [CChar](repeating: 0, count: Int(CRYPT_GENSALT_OUTPUT_SIZE))
    // nil random bytes: libcrypt draws the salt from the operating system.
    guard crypt_gensalt_rn("$y$", 0, nil, 0, &setting, Int32(setting.count)) != nil else {
      throw PasswordError.hashingFailed
    }
    return try crypt(password, setting: String(cString: setting))
  }

  /// Whether `password` matches `storedHash`.
  public static func verify(_ password: String, against storedHash: String) -> Bool {
    guard let computed = try? crypt(password, setting: storedHash) else { return false }
    return constantTimeEqual(Array(computed.utf8), Array(storedHash.utf8))
  }

  /// A hash that matches no password, verified when the account does not exist.
  public static let dummyHash: String = (try? hash(UUID().uuidString)) ?? "$y$j9T$invalid$invalid"

  private static func crypt(_ password: String, setting: String) throws -> String {
    guard let data = calloc(1, MemoryLayout<crypt_data>.size) else {
      throw PasswordError.hashingFailed
    }
    defer { free(data) }
    let typed = data.bindMemory(to: crypt_data.self, capacity: 1)
    guard let result = crypt_r(password, setting, typed) else { throw PasswordError.hashingFailed }
    let text = String(cString: result)
    // libcrypt reports failure as a string starting with "*".
    guard !text.hasPrefix("*") else { throw PasswordError.hashingFailed }
    return text
  }
}

/// Why a password could not be hashed.
public enum PasswordError: Error, CustomStringConvertible {
  case hashingFailed
  public var description: String { "the password could not be hashed" }
}

func constantTimeEqual(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
  guard lhs.count == rhs.count else { return false }
  var difference: UInt8 = 0
  for index in lhs.indices { difference |= lhs[index] ^ rhs[index] }
  return difference == 0
}
