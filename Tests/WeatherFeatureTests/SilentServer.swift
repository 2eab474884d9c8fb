import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A TCP port on 127.0.0.1 that takes connections (the kernel's backlog accepts them) and
/// never answers: a server that hangs.
final class SilentServer {
  let url: URL
  private let descriptor: Int32

  init() throws {
    #if canImport(Glibc)
      let stream = Int32(SOCK_STREAM.rawValue)
    #else
      let stream = SOCK_STREAM
    #endif
    let descriptor = socket(AF_INET, stream, 0)
    guard descriptor >= 0 else { throw TestSupportError("socket: \(errno)") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let ready = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
        bind(descriptor, socketAddress, length) == 0 && listen(descriptor, 8) == 0
          && getsockname(descriptor, socketAddress, &length) == 0
      }
    }
    guard ready, let url = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))")
    else {
      close(descriptor)
      throw TestSupportError("cannot listen on 127.0.0.1: \(errno)")
    }
    self.descriptor = descriptor
    self.url = url
  }

  func stop() { close(descriptor) }
}
