import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A server on loopback that takes connections (the system completes them from its
/// backlog) and never answers: for timeouts.
package final class SilentServer: @unchecked Sendable {
  private let descriptor: Int32
  private let lock = NSLock()
  private var closed = false
  package let port: Int

  package init() throws {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw TestSupportError("cannot open a socket") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let named = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &length)
      }
    }
    guard bound == 0, named == 0, listen(descriptor, 16) == 0 else {
      close(descriptor)
      throw TestSupportError("cannot listen on loopback")
    }
    self.descriptor = descriptor
    port = Int(UInt16(bigEndian: address.sin_port))
  }

  package var url: URL {
    URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
  }

  /// Stops listening; connections not yet taken are refused from then on.
  package func stop() {
    let open = lock.withLock {
      defer { closed = true }
      return !closed
    }
    if open { close(descriptor) }
  }

  deinit { stop() }
}
